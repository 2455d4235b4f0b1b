// The quotable sentence: one figure with everything a reader needs to quote it fairly (figure and unit,
// boundary and basis, task, model, GPU and count, batch cap, the latency it was measured at, release and
// permanent link), as plain text. Pure: the page shows it as selectable text, the copy button copies it.
import type { CheckedRow } from '../core/dataset.ts';
import { whPerMillionTokens } from '../core/units.ts';
import { isolate } from '../text/bidi.ts';
import { fmtCount, fmtEnergy, fmtOne } from '../text/format.ts';
import { boundaryPhrase } from '../text/boundary-phrase.ts';
import { INDEX_AUTHOR } from './citation.ts';

export interface QuoteInput {
  row: CheckedRow;
  taskName: string;
  /** Release header facts: id, boundary ("board (GPU)") and basis ("measured"). */
  release: { id: string; boundary: string; basis: string };
  /** Absolute permanent address of the figure. */
  url: string;
}

export function quoteSentence(q: QuoteInput): string {
  const r = q.row;
  return (
    `${isolate(r.model_name)} on ${r.num_gpus} x ${isolate(r.gpu)} at a batch cap of ${fmtCount(r.batch)} used ` +
    `${fmtEnergy(r.energy_per_token_j)} J per output token (${fmtEnergy(whPerMillionTokens(r.energy_per_token_j))} Wh per ` +
    `million output tokens) on the ${isolate(q.taskName)} task, ${q.release.basis} ${boundaryPhrase(q.release.boundary)}, ` +
    `at a median inter-token latency of ${fmtOne(r.median_itl_ms)} ms (${INDEX_AUTHOR}, release ${q.release.id}: ${q.url}).`
  );
}
