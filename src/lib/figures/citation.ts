// The citation of one figure: its permanent page in its release, titled with what was measured, crediting its producer.
import type { CitationInput, ProducerCredit } from '../citation/citation.ts';
import { producerCredit } from '../citation/inputs.ts';
import { absoluteUrl, releaseUrl } from '../text/site-links.ts';
import { figureTitle, type Figure } from './figure.ts';
import type { SourceFigure } from './source-figure.ts';

type Site = string | URL | undefined;

/** What a citation title adds for a figure not to quote as a measurement: a repeat set aside, a figure withheld. */
const STATUS_IN_TITLE: Partial<Record<Figure['status'], string>> = {
  'set-aside': ' (repeat run set aside)',
  withheld: ' (withheld: failed the identity check)',
};

/** A figure's permanent page, cited with its release and the producer credited for it. */
function citeFigurePage(
  page: Pick<Figure, 'path' | 'release'> & { rowId: string; title: string },
  producer: ProducerCredit,
  site: Site,
): CitationInput {
  return {
    kind: 'figure',
    title: page.title,
    releaseTitle: page.release.title,
    releaseId: page.release.id,
    releaseDate: page.release.date,
    url: absoluteUrl(site, page.path),
    releaseUrl: absoluteUrl(site, releaseUrl(page.release.id)),
    row: page.rowId,
    producers: [producer],
  };
}

export const figureCitation = (f: Figure, site: Site): CitationInput =>
  citeFigurePage(
    { ...f, rowId: f.row.id, title: `${figureTitle(f.row, f.taskName)}${STATUS_IN_TITLE[f.status] ?? ''}` },
    producerCredit(f.source),
    site,
  );

/** A source row's permanent page, cited with its producer's citation for that row. */
export const sourceFigureCitation = (f: SourceFigure, site: Site): CitationInput =>
  citeFigurePage(
    { ...f, rowId: f.row.id },
    { name: f.record.name, publisher: f.record.publisher, citation: f.producerCitation, url: f.record.url },
    site,
  );
