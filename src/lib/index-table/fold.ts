// The index table's fold: its first rows show at once, the rest behind "show all", so a phone reader sees
// the lowest figures and a count of how many more exist rather than a long table with no end in sight.
import { fmtCount } from '../text/format.ts';

/** Rows shown before "show all": the lowest dozen fill about one phone screen under the header row. */
export const FOLDED_AFTER = 12;

/** True for a row (by its position in the table, from 0) that waits behind "show all". */
export const isFolded = (index: number): boolean => index >= FOLDED_AFTER;

/** The count line beside "show all": how many rows the table holds, of how many models. */
export function rowCountText(rows: number, models: number): string {
  const r = rows === 1 ? '1 row' : `${fmtCount(rows)} rows`;
  const m = models === 1 ? '1 model' : `${fmtCount(models)} models`;
  return `${r} (${m}, one row per model and GPU)`;
}
