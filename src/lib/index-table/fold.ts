// The index table's fold: first rows at once, the rest behind "show all", so a phone reader sees the lowest figures
// and how many more exist.
import { fmtCount } from '../text/format.ts';

/** Rows shown before "show all": the lowest dozen fill about one phone screen under the header row. */
export const FOLDED_AFTER = 12;

/** True for a row (by its position in the table, from 0) that waits behind "show all". */
export const isFolded = (index: number): boolean => index >= FOLDED_AFTER;

/** The count line beside "show all": how many rows the table holds, of how many models. */
export function rowCountText(rows: number, models: number): string {
  if (rows === 0) return 'No row matches';
  const r = rows === 1 ? '1 row' : `${fmtCount(rows)} rows`;
  const m = models === 1 ? '1 model' : `${fmtCount(models)} models`;
  return `${r} (${m}, one row per model and GPU)`;
}

/**
 * After the count: the lowest figures while ranked by energy best first (the highest for tokens per joule, its
 * inverse), otherwise only the first rows of the reader's order.
 */
export function foldNoteText(rankedBestFirst: boolean, best: 'asc' | 'desc'): string {
  const n = fmtCount(FOLDED_AFTER);
  if (!rankedBestFirst) return `; showing the first ${n}`;
  return best === 'asc' ? `; showing the ${n} lowest` : `; showing the ${n} highest`;
}
