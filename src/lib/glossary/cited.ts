// What a glossary term's page shows, for its citation's credits (citation/inputs.ts: Shown).
import type { Dataset } from '../core/dataset.ts';
import { rowsShown, type Shown } from '../citation/inputs.ts';
import type { ExampleOutcome } from './examples.ts';
import type { TermQuestions } from './questions.ts';

/**
 * A term page's example and answers come from index rows only, so it credits their sources (never the release's
 * others), and the grid's where a grid's carbon intensity is used.
 */
export function termShown(
  d: Pick<Dataset, 'rows'>,
  example: ExampleOutcome,
  q: Pick<TermQuestions, 'grid'>,
): NonNullable<Shown> {
  return rowsShown(d.rows, (example.ok && example.example.grid === true) || q.grid);
}
