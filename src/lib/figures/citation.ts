// The citation of one figure: its permanent page in its release, titled with what was measured, crediting its producer.
import type { CitationInput } from '../citation/citation.ts';
import { citeAt, producerCredit } from '../citation/inputs.ts';
import { figureTitle, type Figure } from './figure.ts';
import type { SourceFigure } from './source-figure.ts';

type Site = string | URL | undefined;

/** What a citation title adds for a figure not to quote as a measurement: a repeat set aside, a figure withheld. */
const STATUS_IN_TITLE: Partial<Record<Figure['status'], string>> = {
  'set-aside': ' (repeat run set aside)',
  withheld: ' (withheld: failed the identity check)',
};

export const figureCitation = (f: Figure, site: Site): CitationInput =>
  citeAt(
    {
      kind: 'figure',
      title: `${figureTitle(f.row, f.taskName)}${STATUS_IN_TITLE[f.status] ?? ''}`,
      path: f.path,
      row: f.row.id,
      producers: [producerCredit(f.source)],
    },
    f.release,
    site,
  );

/** A source row's permanent page, cited with its producer's citation for that row. */
export const sourceFigureCitation = (f: SourceFigure, site: Site): CitationInput =>
  citeAt(
    {
      kind: 'figure',
      title: f.title,
      path: f.path,
      row: f.row.id,
      producers: [producerCredit({ ...f.record, citation: f.producerCitation })],
    },
    f.release,
    site,
  );
