// The citation of each kind of thing the site publishes, built from the data: one figure (its permanent
// page), a page (which changes between releases, so it is cited with the release it showed), and a
// whole release. Pure.
import type { CheckedRow, Dataset } from '../core/dataset.ts';
import { rowPageUrl } from '../text/site-links.ts';
import type { QuoteInput } from './sentence.ts';
import type { Figure } from '../figures/figure.ts';
import type { SourceFigure } from '../figures/source-figure.ts';
import { figureTitle } from '../figures/figure.ts';
import { absoluteUrl, releaseUrl } from '../releases/releases.ts';
import type { CitationInput, ProducerCredit } from './citation.ts';
import type { Source } from '../core/schemas/common.ts';

type Release = Dataset['release'];
type Site = string | URL | undefined;

const credit = ({ name, publisher, citation, url }: Source): ProducerCredit => ({ name, publisher, citation, url });

/** What a citation title adds for a figure not to quote as a measurement: a repeat set aside, a figure withheld. */
const STATUS_IN_TITLE: Partial<Record<Figure['status'], string>> = {
  'set-aside': ' (repeat run set aside)',
  withheld: ' (withheld: failed the identity check)',
};

export function figureCitation(f: Figure, site: Site): CitationInput {
  return {
    kind: 'figure',
    title: `${figureTitle(f.row, f.taskName)}${STATUS_IN_TITLE[f.status] ?? ''}`,
    releaseTitle: f.release.title,
    releaseId: f.release.id,
    releaseDate: f.release.date,
    url: absoluteUrl(site, f.path),
    releaseUrl: absoluteUrl(site, releaseUrl(f.release.id)),
    row: f.row.id,
    producers: [credit(f.source)],
  };
}

/** A page or a release credits every source of the release, and the grid's (Ember) where given. */
const releaseProducers = (r: Release, grid?: Source) => [...r.sources, ...(grid ? [grid] : [])].map(credit);

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

/** The quotable sentence's input for a row: its permanent page in its own release. */
export function quoteInput(
  row: CheckedRow,
  taskName: string,
  r: Pick<Release, 'id' | 'boundary' | 'basis'>,
  site: Site,
): QuoteInput {
  return { row, taskName, release: r, url: absoluteUrl(site, rowPageUrl(row)) };
}

/** A source row's permanent page, cited with its producer's citation for that row. */
export function sourceFigureCitation(f: SourceFigure, site: Site): CitationInput {
  return {
    kind: 'figure',
    title: f.title,
    releaseTitle: f.release.title,
    releaseId: f.release.id,
    releaseDate: f.release.date,
    url: absoluteUrl(site, f.path),
    releaseUrl: absoluteUrl(site, releaseUrl(f.release.id)),
    row: f.row.id,
    producers: [
      { name: f.record.name, publisher: f.record.publisher, citation: f.producerCitation, url: f.record.url },
    ],
  };
}
