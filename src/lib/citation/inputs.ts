// The citation of a page (which changes between releases, so it is cited with the release it showed) and
// of a whole release, built from the data, and the quotable sentence's input. A figure's citation is
// figures/citation.ts (the figure is built on top of this folder). Pure.
import type { CheckedRow, Dataset } from '../core/dataset.ts';
import { rowPageUrl, absoluteUrl, releaseUrl } from '../text/site-links.ts';
import type { QuoteInput } from './sentence.ts';
import type { CitationInput } from './citation.ts';

type Release = Dataset['release'];
type Site = string | URL | undefined;

export function pageCitation(title: string, path: string, r: Release, site: Site): CitationInput {
  return {
    kind: 'page',
    title,
    releaseTitle: r.title,
    releaseId: r.id,
    releaseDate: r.date,
    url: absoluteUrl(site, path),
    releaseUrl: absoluteUrl(site, releaseUrl(r.id)),
  };
}

export function releaseCitation(r: Release, site: Site): CitationInput {
  const url = absoluteUrl(site, releaseUrl(r.id));
  return {
    kind: 'release',
    title: r.title,
    releaseTitle: r.title,
    releaseId: r.id,
    releaseDate: r.date,
    url,
    releaseUrl: url,
  };
}

/** The quotable sentence's input for a row: its permanent page in its own release. */
export function quoteInput(
  row: CheckedRow,
  taskName: string,
  r: Pick<Release, 'id' | 'boundary' | 'basis'>,
  site: Site,
): QuoteInput {
  return { row, taskName, release: r, url: absoluteUrl(site, rowPageUrl(row)) };
}
