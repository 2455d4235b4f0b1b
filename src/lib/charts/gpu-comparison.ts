// The GPU comparison chart: one line per model joining its energy per token on two GPUs, log axis. Drawn for a given
// width, not scaled: name above the line on a phone, to its left when wide; text keeps its size.
import { scaleLog } from 'd3';
import { plainNumber } from './axis.ts';
import { round1 } from './project.ts';
import { clip } from './geometry.ts';
import { whPerMillionTokens } from '../core/units.ts';
import { changeOf, type GpuComparison } from '../views/headline.ts';

/** Drawn text size, px: the stylesheet draws chart text at this size, never scaled below it. */
export const CHART_FONT_PX = 12;

/** Plain ticks on a log axis: 1-2-5 steps when they give at least three, else every integer multiple. */
export function logTicks(lo: number, hi: number, max = 6): number[] {
  const out = (mults: number[]) => {
    const ticks: number[] = [];
    for (let e = Math.floor(Math.log10(lo)); e <= Math.ceil(Math.log10(hi)); e++)
      for (const m of mults) {
        const t = Number((m * 10 ** e).toPrecision(6));
        if (t >= lo && t <= hi) ticks.push(t);
      }
    return ticks;
  };
  let ticks = out([1, 2, 5]);
  if (ticks.length < 3) ticks = out([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  if (ticks.length > max) {
    const step = Math.ceil(ticks.length / max);
    ticks = ticks.filter((_, i) => i % step === 0);
  }
  return ticks;
}

/** `rows`: each model's name, its values on the two GPUs in the unit drawn, and its end note ("1.63x less"). */
export function comparisonGeometry(rows: ReturnType<typeof comparisonInput>['input'], layout: 'narrow' | 'wide') {
  const wide = layout === 'wide';
  const width = wide ? 720 : 340;
  const labelWidth = wide ? 220 : 0;
  const noteWidth = wide ? 92 : 0;
  const rowHeight = wide ? 26 : 38;
  const top = 8;
  const plot = { left: labelWidth + 12, right: width - noteWidth - 12, top, bottom: top + rows.length * rowHeight };
  const values = rows.flatMap((r) => [r.base, r.other]);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const [d0, d1] = [lo / 1.2, hi * 1.2];
  const x = scaleLog().domain([d0, d1]).range([plot.left, plot.right]);
  return {
    width,
    height: plot.bottom + 24,
    plot,
    ticks: logTicks(d0, d1).map((t) => ({ pos: round1(x(t)), text: plainNumber(t) })),
    rows: rows.map((r, i) => {
      const y0 = top + i * rowHeight;
      const y = wide ? y0 + rowHeight / 2 : y0 + 26;
      return {
        label: clip(r.label, wide ? 32 : 34),
        labelX: wide ? labelWidth : 0,
        labelY: wide ? y : y0 + 11,
        y,
        baseX: round1(x(r.base)),
        otherX: round1(x(r.other)),
        note: r.note,
        noteX: width,
        noteY: wide ? y : y0 + 11,
      };
    }),
  };
}

/** At most `max` rows: all of them, or evenly spaced through the sorted list, first and last included. */
export function evenlySpaced<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  const out: T[] = [];
  for (let i = 0; i < max; i++) out.push(items[Math.round((i * (items.length - 1)) / (max - 1))]);
  return out;
}

/** More models than this are drawn evenly spaced through the sorted list; the table and CSV have them all. */
export const MAX_COMPARISON_ROWS = 40;

/**
 * Rows drawn, in Wh per million output tokens, with each row's end note; the page's chart and its export share them.
 */
export function comparisonInput(c: GpuComparison) {
  const shown = evenlySpaced(c.pairs, MAX_COMPARISON_ROWS);
  const input = shown.map((p) => ({
    label: p.model_name,
    base: whPerMillionTokens(p.base.energy_per_token_j),
    other: whPerMillionTokens(p.other.energy_per_token_j),
    note: changeOf(p.ratio),
  }));
  return { shown, input };
}
