// Chart arithmetic with d3, returning plain objects ScatterChart.astro writes as SVG (no DOM: runs in build and tests).
// A page draws once for every width (PAGE, page-drawing.ts); the export draws WIDE, scaled.
import {
  group,
  line,
  symbol,
  symbolCircle,
  symbolCross,
  symbolDiamond,
  symbolSquare,
  symbolStar,
  symbolTriangle,
  symbolWye,
} from 'd3';
import { axisTicks, fittedDomain } from './axis.ts';
import { ceilingLabelAt, ceilingText, project, round1, sideOf, spreadLabels, type AxisMap } from './project.ts';

/** One line of the chart (a model's frontier, a GPU setting's batch sweep) and how it is told apart. */
export interface ChartSeries {
  key: string;
  /** Direct label at the line's end, e.g. "2 x H100 TP2". */
  label: string;
  /** Colour group (the GPU): a CSS class, so colours come from the stylesheet. */
  colorKey: string;
  /** Point shape, by GPU: 0 circle, 1 square, 2 triangle, ... (colour is never the only cue). */
  shape: number;
  /** Within one GPU, the n-th setting: solid or dashed line, filled or hollow points. */
  variant: number;
  /** The picker's key (the model); series of one group come forward together. */
  group: string;
  /** The group's name for a reader (the model's), where it differs from the key: labels the lowest point. */
  groupName?: string;
  /** The line's points in data units, in drawing order (empty for points only). */
  line: { x: number; y: number }[];
}

export interface ChartPoint {
  /** The row id: the browser script finds points by it when the selection changes. */
  id: string;
  x: number;
  y: number;
  series: string;
  /** Selected for the index at the default ceiling. */
  selected: boolean;
}

/**
 * Another unit for the y axis: same points, other tick labels. A factor times the axis's unit (Wh per million = J x
 * 277.78) or, inverted, over it (tokens per joule = 1 / J), so log ticks are placed exactly.
 */
export interface AxisUnit {
  /** The index controls' unit key, e.g. "wh_per_million". */
  unit: string;
  label: string;
  factor: number;
  invert?: boolean;
}

/** What a chart shows, independent of the width it is drawn at. */
export interface ChartSpec {
  points: ChartPoint[];
  series: ChartSeries[];
  x: { label: string; log: boolean };
  y: ChartSpec['x'] & { unit?: string };
  /** Other units the y axis can be read in, switched with the index controls' unit. */
  yUnits?: AxisUnit[];
  /** A latency ceiling on the x axis, drawn as a line; points beyond it fade. */
  ceiling?: number;
  /** Label every line's end, or only the picked model's (when there are too many lines to label). */
  directLabels: 'all' | 'picked';
}

export interface Layout {
  width: number;
  height: number;
  /** Font size in SVG units (the drawing is shown at about 1 unit = 1 CSS px). */
  font: number;
  maxTicksX: number;
  maxTicksY: number;
  /** Widest room kept for direct labels at the right, SVG units. */
  labelCap: number;
  symbolSize: number;
  /** Where the y axis's title goes: rotated at the left (default), or on a line of its own above the plot. */
  yTitle?: 'side' | 'top';
}

/**
 * Px between a direct label and the plot's right edge plus the widest marker: labels sit in the right margin, so none
 * covers a mark. A page drawing applies it as dx, so the gap holds at every width.
 */
export const LABEL_GAP = 4;

export const WIDE: Layout = {
  width: 720,
  height: 400,
  font: 12,
  maxTicksX: 9,
  maxTicksY: 7,
  labelCap: 170,
  symbolSize: 48,
};
/**
 * The page's one drawing for every width: the phone's layout, y title above the plot (a rotated one would keep its px
 * while its margin stretches).
 */
export const PAGE: Layout = {
  width: 340,
  height: 340,
  font: 12,
  maxTicksX: 5,
  maxTicksY: 6,
  labelCap: 104,
  symbolSize: 40,
  yTitle: 'top',
};

/** A chart drawn at one layout: margins, axes, ticks, points, lines and labels in its px. */
export type Drawing = ReturnType<typeof chartGeometry>;
export type DrawnPoint = Drawing['points'][number];

const SYMBOLS = [symbolCircle, symbolSquare, symbolTriangle, symbolDiamond, symbolCross, symbolStar, symbolWye];
/** Dash patterns by variant: solid, dashed, dotted, dash-dot. */
export const DASHES = ['', '6 4', '2 3', '8 3 2 3'];

/** The symbol path of a shape at a size, centred on 0,0. */
const symbolPath = (shape: number, size: number) =>
  symbol()
    .type(SYMBOLS[shape % SYMBOLS.length])
    .size(size)
    .digits(1)() ?? '';

/**
 * Farthest a symbol's outline gets from its centre on either axis, px, read from d3's path (moves, lines, arcs; h, v).
 */
function symbolExtent(d: string): number {
  let x = 0;
  let y = 0;
  let far = 0;
  for (const [, cmd, args] of d.matchAll(/([MLAHVZmlahvz])([^MLAHVZmlahvz]*)/g)) {
    const n = (args.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
    if (cmd === 'h') x += n[0];
    else if (cmd === 'v') y += n[0];
    else if (n.length >= 2) [x, y] = n.slice(-2);
    far = Math.max(far, Math.abs(x), Math.abs(y));
  }
  return far;
}

/** A marker's reach from its centre: its outline plus half the widest stroke the stylesheet gives a point (2.5 px). */
export function symbolReach(shapes: readonly number[], size: number): number {
  return round1(Math.max(0, ...shapes.map((shape) => symbolExtent(symbolPath(shape, size)))) + 1.25);
}

/** Approximate width of a label in SVG units: 0.6 em a character is generous for the sans-serif used. */
export const textWidth = (text: string, font: number) => text.length * font * 0.6;

/** Cut a label to a number of characters (code points), with an ellipsis; the full name is in the table beside. */
export function clip(text: string, chars: number): string {
  const cps = [...text];
  return cps.length <= chars ? text : `${cps.slice(0, chars - 1).join('')}…`;
}

/** Cut a label to a width, with an ellipsis; the full text stays in the legend and the table. */
export const fitLabel = (text: string, maxWidth: number, font: number) =>
  clip(text, Math.floor(maxWidth / (font * 0.6)));

/** Ticks for the y axis in its own unit and in each other unit, placed on the same axis. */
export function yTickSets(spec: ChartSpec, y: AxisMap, maxTicks: number) {
  const own = { unit: spec.y.unit ?? '', label: spec.y.label, ticks: axisTicks(y, maxTicks) };
  return [
    own,
    ...(spec.yUnits ?? []).map((u) => {
      const [d0, d1] = y.domain;
      // An inverted unit runs the other way: its low end sits where the axis's high end is.
      const converted: AxisMap = u.invert
        ? { log: y.log, domain: [u.factor / d1, u.factor / d0], range: [y.range[1], y.range[0]] }
        : { log: y.log, domain: [d0 * u.factor, d1 * u.factor], range: y.range };
      return { unit: u.unit, label: u.label, ticks: axisTicks(converted, maxTicks) };
    }),
  ];
}

/**
 * The domain lowered so the lowest value sits `room` px above the axis (log units on a log axis): with t = room /
 * plotHeight, the new low end is D = (v - t d1) / (1 - t).
 */
export function roomBelow(domain: [number, number], lowest: number, log: boolean, room: number, plotHeight: number) {
  if (room <= 0 || !Number.isFinite(lowest) || plotHeight <= room) return domain;
  const f = log ? Math.log : (v: number) => v;
  const g = log ? Math.exp : (v: number) => v;
  const t = room / plotHeight;
  const low = g((f(lowest) - t * f(domain[1])) / (1 - t));
  return [Math.min(domain[0], Number(low.toPrecision(4))), domain[1]] as [number, number];
}

export function chartGeometry(spec: ChartSpec, layout: Layout) {
  const { width, height, font } = layout;
  const all = [...spec.points, ...spec.series.flatMap((s) => s.line)];
  const xDomain = fittedDomain(
    all.map((p) => p.x),
    spec.x.log,
  );
  const shapes = [...new Set(spec.series.map((s) => s.shape))].sort((a, b) => a - b);
  const reach = symbolReach(shapes, layout.symbolSize);
  const top = layout.yTitle === 'top';
  const marginTop = Math.round(font * (top ? 3.4 : 1.8));
  const marginBottom = Math.round(font * 3.4);
  // Task chart: room under the lowest point for two label lines per GPU (+ marker reach, a half-line step), so every
  // GPU's "lowest" label (lowest-labels.ts) finds a clear spot there, stacked if need be, however dense the plot.
  const yDomain = roomBelow(
    fittedDomain(
      all.map((p) => p.y),
      spec.y.log,
    ),
    Math.min(...all.map((p) => p.y)),
    spec.y.log,
    spec.directLabels === 'picked'
      ? new Set(spec.series.map((s) => s.colorKey)).size * 2 * (font + 2) + reach + (font + 2) / 2
      : 0,
    height - marginTop - marginBottom,
  );
  // Room for the y tick labels: their longest text, from a first pass with a provisional range.
  const yProbe = yTickSets(spec, { log: spec.y.log, domain: yDomain, range: [height, 0] }, layout.maxTicksY);
  const yLabelWidth = Math.max(0, ...yProbe.flatMap((set) => set.ticks.map((t) => textWidth(t.text, font))));
  const labelled = spec.series.filter((s) => s.line.length > 0);
  const longest = Math.max(0, ...labelled.map((s) => textWidth(s.label, font)));
  // Each series' line points, to tell a point on its line (a frontier) from one off it.
  const onLine = new Map(spec.series.map((s) => [s.key, new Set(s.line.map((p) => `${p.x} ${p.y}`))]));
  // A label's text starts past the widest marker at the plot's edge and the gap.
  const labelStart = reach + LABEL_GAP;
  const right = Math.round(
    Math.min(
      layout.labelCap,
      Math.max(spec.ceiling !== undefined ? textWidth('500 ms', font) : 12, longest + labelStart + 4),
    ),
  );
  const margin = {
    top: marginTop,
    right,
    bottom: marginBottom,
    left: Math.round(yLabelWidth + (top ? 8 : font * 2.4)),
  };
  const x: AxisMap = { log: spec.x.log, domain: xDomain, range: [margin.left, width - margin.right] };
  const y: AxisMap = { log: spec.y.log, domain: yDomain, range: [height - margin.bottom, margin.top] };
  const px = (v: number) => round1(project(x, v));
  const py = (v: number) => round1(project(y, v));
  const path = line<{ x: number; y: number }>()
    .x((p) => px(p.x))
    .y((p) => py(p.y))
    .digits(1);

  // Labels that show together are spread apart together: all of them, or one picked model's at a time.
  const labelAt = new Map<string, { x: number; y: number; text: string }>();
  const together = spec.directLabels === 'all' ? [labelled] : [...group(labelled, (s) => s.group).values()];
  for (const set of together) {
    const ends = set.map((s) => s.line[s.line.length - 1]);
    const placed = spreadLabels(
      ends.map((p) => py(p.y)),
      font * 1.1,
      margin.top,
      height - margin.bottom,
    );
    set.forEach((s, i) =>
      labelAt.set(s.key, {
        x: round1(width - margin.right + labelStart),
        y: placed[i],
        text: fitLabel(s.label, margin.right - labelStart - 2, font),
      }),
    );
  }
  // The ceiling line's x is null when the ceiling is beyond the axis (every point is under it).
  const ceilingAt = (value: number) => {
    const side = sideOf(x, value);
    const lineX = side === 0 ? px(value) : null;
    return {
      value,
      x: lineX,
      side,
      text: ceilingText(value, side),
      label: ceilingLabelAt(lineX, side, margin.left, width),
    };
  };
  return {
    layout,
    margin,
    x,
    y,
    xTicks: axisTicks(x, layout.maxTicksX),
    // The y axis's tick labels in each unit it can be read in, the axis's own first.
    yTickSets: yTickSets(spec, y, layout.maxTicksY),
    points: spec.points.map((p) => ({
      id: p.id,
      cx: px(p.x),
      cy: py(p.y),
      series: p.series,
      selected: p.selected,
      over: spec.ceiling !== undefined && p.x > spec.ceiling,
      // On its series' line (a frontier, a sweep): drawn strong; the points off it are drawn faint.
      onLine: onLine.get(p.series)?.has(`${p.x} ${p.y}`) ?? false,
    })),
    series: spec.series.map((s) => ({
      ...s,
      d: s.line.length > 1 ? (path(s.line) ?? '') : '',
      // After collision nudging, or null without a line: x where its text starts (right margin), y its centre.
      labelAt: labelAt.get(s.key) ?? null,
    })),
    ceiling: spec.ceiling === undefined ? null : ceilingAt(spec.ceiling),
    // One symbol path per shape used, centred on 0,0; the widest one's reach (a marker's half-width, stroke included).
    symbols: shapes.map((shape) => ({ shape, d: symbolPath(shape, layout.symbolSize) })),
    markerReach: reach,
  };
}

/**
 * The legend: one entry per GPU when lines are labelled only on demand (the labels name the GPU), else
 * one per series, with its dash and fill, so each line can be told apart without colour.
 */
export function legendOf(spec: ChartSpec): (Pick<ChartSeries, 'colorKey' | 'shape' | 'variant'> & { text: string })[] {
  if (spec.directLabels === 'all')
    return spec.series.map((s) => ({ text: s.label, colorKey: s.colorKey, shape: s.shape, variant: s.variant }));
  const byGpu = new Map(spec.series.map((s) => [s.colorKey, s]));
  return [...byGpu.values()]
    .sort((a, b) => a.shape - b.shape)
    .map((s) => ({ text: s.colorKey, colorKey: s.colorKey, shape: s.shape, variant: 0 }));
}

/** A legend key's symbol, drawn at the legend's size. */
export const legendSymbol = (shape: number) => symbolPath(shape, 40);
