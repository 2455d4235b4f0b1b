// The citation of one figure: its permanent page in its release, titled with what was measured, crediting its producer.
import type { CitationInput } from '../citation/citation.ts';
import { citeAt, producerCredit } from '../citation/inputs.ts';
import type { Site } from '../text/site-links.ts';
import type { Source } from '../core/schemas/common.ts';
import { figureTitle, type Figure } from './figure.ts';
import type { SourceFigure } from './source-figure.ts';

/** What a citation title adds for a figure not to quote as a measurement: a repeat set aside, a figure withheld. */
const STATUS_IN_TITLE: Partial<Record<Figure['status'], string>> = {
  'set-aside': ' (repeat run set aside)',
  withheld: ' (withheld: failed the identity check)',
};

/** A figure's page, titled `title`, crediting the producer as `source` says it asks to be cited. */
const citeFigure = (f: Figure | SourceFigure, title: string, source: Source, site: Site): CitationInput =>
  citeAt({ kind: 'figure', title, path: f.path, row: f.row.id, producers: [producerCredit(source)] }, f.release, site);

export const figureCitation = (f: Figure, site: Site) =>
  citeFigure(f, `${figureTitle(f.row, f.taskName)}${STATUS_IN_TITLE[f.status] ?? ''}`, f.source, site);

/** A source row's permanent page, cited with its producer's citation for that row. */
export const sourceFigureCitation = (f: SourceFigure, site: Site) =>
  citeFigure(f, f.title, { ...f.record, citation: f.producerCitation }, site);
