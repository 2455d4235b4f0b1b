// A task table's note on its unit: ranking per answer mixes answer length with efficiency, and whether per output token
// orders the rows otherwise (selection at the default ceiling).
import { compareCodeUnits } from '../core/order.ts';
import { isolate } from '../text/bidi.ts';
import { fmtCount } from '../text/format.ts';
import { fmtTokens } from '../text/answer.ts';
import { inDefaultOrder, type TableRow } from './columns.ts';

type RankedRow = Pick<TableRow, 'id' | 'model_name' | 'gpu' | 'num_gpus' | 'energy_per_token_j' | 'mean_output_tokens'>;

const named = (r: RankedRow) => `${isolate(r.model_name)} on ${fmtCount(r.num_gpus)} x ${isolate(r.gpu)}`;

/** The note, or null for fewer than two rows (nothing is ranked). */
export function rankingNote(rows: readonly RankedRow[]): string | null {
  if (rows.length < 2) return null;
  const lengths = rows.map((r) => r.mean_output_tokens);
  const mixes =
    `Ranking per answer mixes answer length with efficiency: answers here average ` +
    `${fmtTokens(Math.min(...lengths))} to ${fmtTokens(Math.max(...lengths))} output tokens (prompt tokens not counted), ` +
    'and a model that answers at length uses more per answer at the same energy per token.';
  // Each least first, ties by id, as the table sorts them.
  const perAnswer = inDefaultOrder(rows);
  const perToken = [...rows].sort(
    (a, b) => a.energy_per_token_j - b.energy_per_token_j || compareCodeUnits(a.id, b.id),
  );
  const moved = perToken.filter((r, i) => perAnswer[i].id !== r.id).length;
  const switchWords = 'Ranked per output token (the unit switch above the table)';
  if (moved === 0) return `${mixes} ${switchWords}, the order is the same.`;
  const places = `${fmtCount(moved)} of ${fmtCount(rows.length)} rows change place`;
  const lead =
    perToken[0].id === perAnswer[0].id
      ? `${named(perToken[0])} leads both`
      : `${named(perToken[0])} leads, where per answer ${named(perAnswer[0])} does`;
  return `${mixes} ${switchWords}, the order differs: ${lead}; ${places}.`;
}
