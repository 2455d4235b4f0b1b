// What a glossary term's page shows, for its citation's credits (lib/citation/inputs.ts: Shown). Pure.
import type { Dataset } from '../core/dataset.ts';
import { rowsShown, type Shown } from '../citation/inputs.ts';
import type { ExampleOutcome } from './examples.ts';
import type { TermQuestions } from './questions.ts';

/**
 * A term page's worked example and answers are computed from the index's own rows (picks.ts picks only among
 * them), so it credits their sources, never the release's other sources; and the grid's where the example or a
 * sentence shown uses a grid's carbon intensity.
 */
export function termShown(
  d: Pick<Dataset, 'rows'>,
  example: ExampleOutcome,
  q: Pick<TermQuestions, 'grid'>,
): NonNullable<Shown> {
  return rowsShown(d.rows, (example.ok && example.example.grid === true) || q.grid);
}
