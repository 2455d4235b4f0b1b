// One axis of a chart: the data domain fitted to the values and plain tick labels. The value-to-position
// map lives in project.ts, free of d3, so the browser script can share it.
import { extent, format, scaleLinear, scaleLog } from 'd3';
import { inDomain, project, round1, type AxisMap } from './project.ts';

export interface Tick {
  value: number;
  pos: number;
  text: string;
}

/**
 * The domain fitted to the data: log axis 10% either side (no point on the frame), linear from zero (or the lowest, if
 * negative) to 5% above the highest. Not niced to decades: 4.6 to 325 ms gives about 4 to 360 ms, not 1 to 1,000.
 */
export function fittedDomain(values: readonly number[], log: boolean): [number, number] {
  const [lo, hi] = extent(values) as [number, number] | [undefined, undefined];
  if (lo === undefined || hi === undefined) return log ? [1, 10] : [0, 1];
  // Four significant digits: the domain is written into the page for the browser script.
  const sig4 = (n: number) => Number(n.toPrecision(4));
  if (log) return lo === hi ? [sig4(lo / 2), sig4(hi * 2)] : [sig4(lo / 1.1), sig4(hi * 1.1)];
  const top = hi === Math.min(0, lo) ? 1 : hi * 1.05;
  return [sig4(Math.min(0, lo)), sig4(top)];
}

/** Tick labels as a reader writes numbers: 5, 10, 20, 1,000, 0.05 (no "5.0", no "1e+3"). */
export const plainNumber = format(',~g');

/** The ticks m x 10^k (m = 1..9) of decade k, written exactly (0.3, not 0.30000000000000004); kept. */
const decades = new Map<number, number[]>();
function decade(k: number): number[] {
  let v = decades.get(k);
  if (!v) decades.set(k, (v = Array.from({ length: 9 }, (_, i) => Number(((i + 1) * 10 ** k).toPrecision(1)))));
  return v;
}

/**
 * Ticks inside the domain, never clipped. Log axis: 1-2-5 per decade, thinned to 1-3 then decades to fit `maxTicks`;
 * an axis too short for three such steps takes d3's steps (20, 30, 40, 50).
 */
export function axisTicks(a: AxisMap, maxTicks: number): Tick[] {
  const scale = () => (a.log ? scaleLog().domain(a.domain) : scaleLinear().domain(a.domain));
  let values: number[];
  if (a.log) {
    // Each candidate's leading digit is its m, not read back with toExponential (most of the time at the bench's 100x).
    const sets: number[][] = [[], [], []]; // steps 1-2-5, 1-3, 1
    for (let k = Math.floor(Math.log10(a.domain[0])); k <= Math.ceil(Math.log10(a.domain[1])); k++) {
      const d = decade(k);
      for (let m = 1; m <= 9; m++) {
        const t = d[m - 1];
        if (!inDomain(a, t)) continue;
        if (m === 1 || m === 2 || m === 5) sets[0].push(t);
        if (m === 1 || m === 3) sets[1].push(t);
        if (m === 1) sets[2].push(t);
      }
    }
    const thin = (v: number[]) => v.filter((_, i) => i % Math.ceil(v.length / maxTicks) === 0);
    values =
      sets.find((v) => v.length >= 3 && v.length <= maxTicks) ??
      // A short axis (less than about a decade): d3's steps (20, 30, 40, 50), thinned to fit.
      (scale().ticks(maxTicks).length >= 3 ? thin(scale().ticks(maxTicks)) : undefined) ??
      sets.find((v) => v.length >= 2 && v.length <= maxTicks) ??
      thin(sets[2].length >= 2 ? sets[2] : scale().ticks(maxTicks));
  } else {
    values = scale().ticks(maxTicks);
  }
  return values
    .filter((v) => inDomain(a, v))
    .map((value) => ({ value, pos: round1(project(a, value)), text: plainNumber(value) }));
}
