// The citation of one figure: its permanent page in its own release, titled with what was measured, crediting
// the figure's producer. Pure.
import type { CitationInput } from '../citation/citation.ts';
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
    producers: [producerCredit(f.source)],
  };
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
