// The citation of a page (which changes between releases, so it is cited with the release it showed) and
// of a whole release, built from the data, and the quotable sentence's input. A figure's citation is
// figures/citation.ts (the figure is built on top of this folder). Pure.
import type { CheckedRow, Dataset } from '../core/dataset.ts';
import { rowPageUrl, absoluteUrl, releaseUrl, type FigurePages } from '../text/site-links.ts';
import type { QuoteInput } from './sentence.ts';
import type { CitationInput, ProducerCredit } from './citation.ts';
import type { Source } from '../core/schemas/common.ts';

type Release = Dataset['release'];
type Site = string | URL | undefined;

/** A producer as its citation credits it: name, publisher, how it asks to be cited, address. */
export const producerCredit = ({ name, publisher, citation, url }: Source): ProducerCredit => ({
  name,
  publisher,
  citation,
  url,
});

/** A page or a release credits every source of the release, and the grid's (Ember) where given. */
const releaseProducers = (r: Release, grid?: Source) => [...r.sources, ...(grid ? [grid] : [])].map(producerCredit);

export function pageCitation(title: string, path: string, r: Release, site: Site, grid?: Source): CitationInput {
  return {
    kind: 'page',
    title,
    releaseTitle: r.title,
    releaseId: r.id,
    releaseDate: r.date,
    url: absoluteUrl(site, path),
    releaseUrl: absoluteUrl(site, releaseUrl(r.id)),
    producers: releaseProducers(r, grid),
  };
}

export function releaseCitation(r: Release, site: Site, grid?: Source): CitationInput {
  const url = absoluteUrl(site, releaseUrl(r.id));
  return {
    kind: 'release',
    title: r.title,
    releaseTitle: r.title,
    releaseId: r.id,
    releaseDate: r.date,
    url,
    releaseUrl: url,
    producers: releaseProducers(r, grid),
  };
}

/**
 * A release's citation as its own files print it (README.txt): no address, since the files name no host;
 * the reader adds the page they downloaded it from.
 */
export function releaseFileCitation(r: Release, grid?: Source): CitationInput {
  return { ...releaseCitation(r, undefined, grid), url: '', releaseUrl: '' };
}

/** The quotable sentence's input for a row: the page showing its figure (`pages`: where each figure is shown). */
export function quoteInput(
  row: CheckedRow,
  taskName: string,
  r: Pick<Release, 'id' | 'boundary' | 'basis'>,
  site: Site,
  pages: FigurePages,
): QuoteInput {
  return { row, taskName, release: r, url: absoluteUrl(site, rowPageUrl(pages, row)) };
}
