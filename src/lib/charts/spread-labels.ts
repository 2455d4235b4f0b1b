// Keeping labels apart on one axis: pure arithmetic, for the direct labels in a chart's right margin (geometry.ts).
import { round1 } from './project.ts';

/**
 * Spread labels wanted at `ys` so no two are closer than `gap`, keeping them inside [lo, hi] and in
 * their original order: push down from the top, then back up from the bottom.
 */
export function spreadLabels(ys: readonly number[], gap: number, lo: number, hi: number): number[] {
  const order = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y || a.i - b.i);
  const out = order.map((o) => Math.min(Math.max(o.y, lo), hi));
  for (let k = 1; k < out.length; k++) out[k] = Math.max(out[k], out[k - 1] + gap);
  if (out.length && out[out.length - 1] > hi) {
    out[out.length - 1] = hi;
    for (let k = out.length - 2; k >= 0; k--) out[k] = Math.min(out[k], out[k + 1] - gap);
  }
  const result = new Array<number>(ys.length);
  order.forEach((o, k) => (result[o.i] = round1(out[k])));
  return result;
}
