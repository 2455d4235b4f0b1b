// A /compare/ side's note when its figure is not the index's selection: the index's figure beside it, so no
// off-index ratio passes for the index's.
import type { CompareFigure } from './figures.ts';
import { DEFAULT_CEILING_MS } from '../core/index-selection.ts';
import { isolate } from '../text/bidi.ts';
import { fmtCount, fmtEnergy } from '../text/format.ts';
import { fmtTokens } from '../text/answer.ts';

const ceilingWords = () => `median inter-token latency at or under ${fmtCount(DEFAULT_CEILING_MS)} ms`;

/** A figure in the reader's unit first, J per output token beside it, and the answer it is per. */
function figureWords(f: CompareFigure): string {
  const j = `${fmtEnergy(f.energy_per_token_j)} J per output token`;
  if (f.wh_per_answer === null || f.mean_output_tokens === null) return j;
  return `${fmtEnergy(f.wh_per_answer)} Wh per answer of ${fmtTokens(f.mean_output_tokens)} output tokens (${j})`;
}

/** Null when `f` is the index's selection; else a sentence naming the side, what it is not, and the index's figure. */
export function indexNote(f: CompareFigure, label: string, index: CompareFigure | null): string | null {
  if (f.index_id !== null && f.id === f.index_id) return null;
  const what = `${isolate(f.model_name)} on ${isolate(f.gpu)} in ${isolate(f.task_name)}`;
  const ceiling = ceilingWords();
  if (index === null)
    return `${label} is not an index figure: the index ranks ML.ENERGY v3 configurations with ${ceiling}, and selects none for ${what}.`;
  const batch = index.batch === null ? '' : ` at batch cap ${fmtCount(index.batch)}`;
  return (
    `${label} is not the index's selection for ${what}. The index's figure is ${figureWords(index)}, ` +
    `${fmtCount(index.num_gpus)} x ${isolate(index.gpu)}${batch}: the lowest energy per token with ${ceiling}.`
  );
}

/** When both sides are the index's selections, said so: the ratios are the ones the index's own rows give. */
export function bothIndexText(a: CompareFigure, b: CompareFigure): string | null {
  if (a.id === b.id || a.id !== a.index_id || b.id !== b.index_id) return null;
  return `Both are the index's figures (each the lowest energy per token of its model, GPU and workload with ${ceilingWords()}), so these are the ratios the index's rows give.`;
}
