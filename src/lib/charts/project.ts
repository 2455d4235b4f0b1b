// Value to axis position, and the ceiling's label: d3-free so the browser script moves the ceiling with the build's
// arithmetic (tests pin it against d3's scales).

/** Everything needed to place a value on an axis; written into the SVG for the browser script. */
export interface AxisMap {
  log: boolean;
  domain: [number, number];
  /** In SVG units. */
  range: [number, number];
}

/** Units across a page drawing's stretched line layer (page-drawing.ts): hundredths of a percent of the plot. */
export const STRETCH = 10000;

/** Positions are rounded to 0.1 SVG unit: well under a pixel, and the SVG stays short and stable. */
export const round1 = (n: number) => Math.round(n * 10) / 10;
/** Shares of a drawing's width (percent) are rounded to 0.01: under a tenth of a pixel on a 768 px chart. */
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Position of a value on the axis (unrounded); values outside the domain land outside the range. */
export function project(a: AxisMap, v: number): number {
  const [d0, d1] = a.log ? [Math.log(a.domain[0]), Math.log(a.domain[1])] : a.domain;
  const t = ((a.log ? Math.log(v) : v) - d0) / (d1 - d0);
  return a.range[0] + t * (a.range[1] - a.range[0]);
}

/** Whether a value falls inside the axis's domain (so it can be drawn without clipping). */
export const inDomain = (a: AxisMap, v: number) => v >= a.domain[0] && v <= a.domain[1];

/** Where a value falls: -1 below the domain, 0 inside, 1 above. */
export const sideOf = (a: AxisMap, v: number): -1 | 0 | 1 => (v < a.domain[0] ? -1 : v > a.domain[1] ? 1 : 0);

/**
 * Ms to at most one decimal with separators ("1,234.5"), as toLocaleString('en-US') would, but without Intl: a page's
 * first Intl call loads ICU data in one long task, and this label is drawn while the page loads.
 */
export function fmtMs(ms: number): string {
  const r = Math.round(ms * 10) / 10;
  if (!Number.isFinite(r) || Math.abs(r) >= 1e21) return String(r);
  const [whole, tenths] = Math.abs(r).toFixed(1).split('.');
  return `${r < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${tenths === '0' ? '' : `.${tenths}`}`;
}

/** The ceiling line's label; off the axis it points the way the ceiling is. */
export const ceilingText = (ms: number, side: -1 | 0 | 1) =>
  `${side < 0 ? '← ' : ''}ceiling ${fmtMs(ms)} ms${side > 0 ? ' →' : ''}`;

/**
 * Where the ceiling's label goes: ending at the line when there is room to its left, else starting just
 * after it; beyond the axis, at the drawing's right edge. Shared by the build and the browser script.
 */
export function ceilingLabelAt(
  lineX: number | null,
  side: -1 | 0 | 1,
  plotLeft: number,
  width: number,
): { x: number; anchor: 'start' | 'end' } {
  if (lineX === null) return side < 0 ? { x: plotLeft, anchor: 'start' } : { x: width - 2, anchor: 'end' };
  return lineX - plotLeft > 110 ? { x: round1(lineX - 4), anchor: 'end' } : { x: round1(lineX + 4), anchor: 'start' };
}

/**
 * The same place in a page drawing's plot (margins keep their px): a share of the plot's width plus a px offset, so the
 * label keeps its distance at any width. Room is judged at the phone layout's width, the narrowest drawn.
 */
export function ceilingLabelInPlot(
  lineShare: number | null,
  side: -1 | 0 | 1,
  plotWidth: number,
  marginRight: number,
): { x: string; dx: number; anchor: 'start' | 'end' } {
  const a = ceilingLabelAt(lineShare === null ? null : (lineShare / 100) * plotWidth, side, 0, plotWidth);
  if (lineShare === null) return { x: side < 0 ? '0%' : '100%', dx: side < 0 ? 0 : marginRight - 2, anchor: a.anchor };
  return { x: `${round2(lineShare)}%`, dx: a.anchor === 'end' ? -4 : 4, anchor: a.anchor };
}

/**
 * Spread labels wanted at `ys` at least `gap` apart, inside [lo, hi], in order: push down from the top, then back up.
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
