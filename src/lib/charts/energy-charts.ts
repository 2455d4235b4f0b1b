// The site's charts, built from rows once: points, lines, how series are told apart (colour and shape by GPU, dash and
// fill by setting, direct labels), and the table beside each chart.
import { group } from 'd3';
import type { CheckedRow } from '../core/dataset.ts';
import { paretoFrontier } from '../core/pareto.ts';
import { fmtCount, fmtEnergy, fmtOne } from '../text/format.ts';
import type { AxisUnit, ChartPoint, ChartSeries, ChartSpec } from './geometry.ts';
import { whPerMillionTokens } from '../core/units.ts';
import { CHART_TABLE_HEAD } from './sentence.ts';
import { compareCodeUnits } from '../core/order.ts';
import { evenlySpaced } from './gpu-comparison.ts';

/** A chart ready to lay out: the spec, its data table, and the models a reader can pick. */
export interface ChartData {
  /** What is drawn; its table lists the points drawn, in the same order. */
  spec: ChartSpec;
  /** The table beside the chart: one row per point, with the sentence the chart shows for it. */
  table: { head: string[]; rows: { id: string; cells: string[] }[] };
  /** Picker entries (group key and name), or none when every line is labelled already. */
  picker: { key: string; name: string }[];
  /** Every point of the chart's rows in its order, drawn or not (`shown`): the CSV lists them all. */
  points: ChartPoint[];
  /** Set when the chart draws only part of its rows (above MAX_TASK_CHART_POINTS): how much of how much. */
  shown?: { models: number; ofModels: number; points: number; ofPoints: number };
}

/**
 * The task chart draws at most this many configurations (largest real task: 328), so a page keeps its size; above it,
 * whole models evenly spread by energy per token. The CSV lists every configuration.
 */
export const MAX_TASK_CHART_POINTS = 400;

/**
 * As many models as fit, evenly spaced by their lowest energy per token (first and last included), each with all its
 * rows; a single model over `cap` rows is drawn with its first `cap`.
 */
export function modelsToDraw(rows: readonly CheckedRow[], cap: number): Set<string> | null {
  if (rows.length <= cap) return null;
  const lowest = new Map<string, number>();
  const count = new Map<string, number>();
  for (const r of rows) {
    lowest.set(r.model, Math.min(lowest.get(r.model) ?? Infinity, r.energy_per_token_j));
    count.set(r.model, (count.get(r.model) ?? 0) + 1);
  }
  const models = [...lowest.keys()].sort((a, b) => lowest.get(a)! - lowest.get(b)! || compareCodeUnits(a, b));
  for (let k = Math.min(models.length, cap); k >= 2; k--) {
    const pick = evenlySpaced(models, k);
    if (pick.reduce((n, m) => n + count.get(m)!, 0) <= cap) return new Set(pick);
  }
  // Not even the lowest and the highest fit together: the lowest alone.
  return new Set(models.slice(0, 1));
}

/** The sentence that says what a chart leaves out, from its counts. */
export const shownSentence = (s: NonNullable<ChartData['shown']>) =>
  `The chart draws ${fmtCount(s.models)} of the ${fmtCount(s.ofModels)} models, evenly spread from the lowest ` +
  `energy per token to the highest, with their configurations (${fmtCount(s.points)} of ${fmtCount(s.ofPoints)}); ` +
  `the chart's CSV lists every configuration, and each model's page charts its own.`;

/** "2 x H100 TP2": card count and GPU, with the parallelism degrees above 1. */
export function settingOf(
  r: Pick<CheckedRow, 'num_gpus' | 'gpu' | 'tensor_parallel' | 'expert_parallel' | 'data_parallel'>,
) {
  return `${r.num_gpus} x ${r.gpu}${parallelOf(r)}`;
}

/** The parallel layout beyond one-way, as settingOf writes it: " TP2 EP2", or "" on one card. */
export function parallelOf(r: Pick<CheckedRow, 'tensor_parallel' | 'expert_parallel' | 'data_parallel'>): string {
  return [
    r.tensor_parallel > 1 ? ` TP${r.tensor_parallel}` : '',
    r.expert_parallel > 1 ? ` EP${r.expert_parallel}` : '',
    r.data_parallel > 1 ? ` DP${r.data_parallel}` : '',
  ].join('');
}

/** Shape index of a GPU: its place among every GPU of the release, so a GPU keeps its shape on every page. */
export const shapeOf = (gpu: string, gpus: readonly string[]) =>
  Math.max(0, [...gpus].sort(compareCodeUnits).indexOf(gpu));

const tableOf = (rows: CheckedRow[]): ChartData['table'] => ({
  head: CHART_TABLE_HEAD,
  rows: rows.map((r) => ({
    id: r.id,
    cells: [r.model_name, settingOf(r), fmtCount(r.batch), fmtOne(r.median_itl_ms), fmtEnergy(r.energy_per_token_j)],
  })),
});

const pointOf = (r: CheckedRow, series: string, x: number, selectedIds: ReadonlySet<string>): ChartPoint => ({
  id: r.id,
  x,
  y: r.energy_per_token_j,
  series,
  selected: selectedIds.has(r.id),
});

const ENERGY_AXIS = { label: 'Energy per output token (J, log scale)', log: true, unit: 'j_per_token' };
/** The y axis in the index's other units (carbon depends on the region chosen, so it keeps joules). */
const ENERGY_UNITS: AxisUnit[] = [
  { unit: 'wh_per_million', label: 'Wh per million output tokens (log scale)', factor: whPerMillionTokens(1) },
  { unit: 'tokens_per_j', label: 'Output tokens per joule (derived, log scale)', factor: 1, invert: true },
];
const LATENCY_AXIS = { label: 'Median inter-token latency (ms, log scale)', log: true };
const BATCH_AXIS = { label: 'Batch cap (requests, log scale)', log: true };

/** The configurations no other beats on both latency and energy per token. */
const latencyFrontier = (rows: CheckedRow[]) =>
  paretoFrontier(
    rows,
    (r) => r.median_itl_ms,
    (r) => r.energy_per_token_j,
  );

/**
 * A task's energy against latency: every configuration, each model's Pareto frontier per GPU, the ceiling, and a picker
 * that brings one model forward (too many lines to label them all).
 */
export function taskLatencyChart(
  rows: CheckedRow[],
  selectedIds: ReadonlySet<string>,
  ceilingMs: number,
  gpus: readonly string[],
  cap = MAX_TASK_CHART_POINTS,
): ChartData {
  const all = [...rows].sort(
    (a, b) =>
      compareCodeUnits(a.model_name, b.model_name) ||
      compareCodeUnits(a.gpu, b.gpu) ||
      a.median_itl_ms - b.median_itl_ms ||
      compareCodeUnits(a.id, b.id),
  );
  const key = (r: CheckedRow) => `${r.model}\u0000${r.gpu}`;
  const drawn = modelsToDraw(all, cap);
  const sorted = drawn ? all.filter((r) => drawn.has(r.model)).slice(0, cap) : all;
  const groups = group(sorted, key);
  const series: ChartSeries[] = [...groups.values()].map((g) => ({
    key: key(g[0]),
    label: g[0].gpu,
    colorKey: g[0].gpu,
    shape: shapeOf(g[0].gpu, gpus),
    variant: 0,
    group: g[0].model,
    groupName: g[0].model_name,
    line: latencyFrontier(g).map((r) => ({ x: r.median_itl_ms, y: r.energy_per_token_j })),
  }));
  const models = new Map(sorted.map((r) => [r.model, r.model_name]));
  const pointsOf = (rs: CheckedRow[]) => rs.map((r) => pointOf(r, key(r), r.median_itl_ms, selectedIds));
  return {
    points: pointsOf(all),
    shown: drawn
      ? {
          models: models.size,
          ofModels: new Set(all.map((r) => r.model)).size,
          points: sorted.length,
          ofPoints: all.length,
        }
      : undefined,
    spec: {
      points: pointsOf(sorted),
      series,
      x: LATENCY_AXIS,
      y: ENERGY_AXIS,
      yUnits: ENERGY_UNITS,
      ceiling: ceilingMs,
      directLabels: 'picked',
    },
    table: tableOf(sorted),
    picker: [...models.entries()]
      .map(([k, name]) => ({ key: k, name }))
      .sort((a, b) => compareCodeUnits(a.name, b.name)),
  };
}

/** A model page's two charts: what x is, and which of a GPU setting's points its line joins. */
const MODEL_CHARTS = {
  // Energy per token against batch cap, one line per GPU setting through all its points.
  batch: { x: (r: CheckedRow) => r.batch, line: (g: CheckedRow[]) => g, axis: BATCH_AXIS },
  // Energy per token against median ITL, one Pareto frontier per GPU setting.
  latency: { x: (r: CheckedRow) => r.median_itl_ms, line: latencyFrontier, axis: LATENCY_AXIS },
};

/** One series per GPU setting, every line labelled at its end. */
export function modelChart(
  kind: keyof typeof MODEL_CHARTS,
  rows: CheckedRow[],
  selectedIds: ReadonlySet<string>,
  gpus: readonly string[],
): ChartData {
  const { x, line, axis } = MODEL_CHARTS[kind];
  const sorted = [...rows].sort(
    (a, b) =>
      compareCodeUnits(a.gpu, b.gpu) ||
      a.num_gpus - b.num_gpus ||
      a.tensor_parallel - b.tensor_parallel ||
      a.expert_parallel - b.expert_parallel ||
      a.data_parallel - b.data_parallel ||
      a.batch - b.batch ||
      compareCodeUnits(a.id, b.id),
  );
  const points = sorted.map((r) => pointOf(r, settingOf(r), x(r), selectedIds));
  // Colour and shape by GPU; dash and fill by the setting's place within its GPU.
  const variantInGpu = new Map<string, number>();
  const series = [...group(sorted, settingOf)].map(([setting, g]): ChartSeries => {
    const variant = variantInGpu.get(g[0].gpu) ?? 0;
    variantInGpu.set(g[0].gpu, variant + 1);
    return {
      key: setting,
      label: setting,
      colorKey: g[0].gpu,
      shape: shapeOf(g[0].gpu, gpus),
      variant,
      group: setting,
      line: line(g).map((r) => ({ x: x(r), y: r.energy_per_token_j })),
    };
  });
  return {
    points,
    spec: {
      points,
      series,
      x: axis,
      y: ENERGY_AXIS,
      yUnits: ENERGY_UNITS,
      directLabels: 'all',
    },
    table: tableOf(sorted),
    picker: [],
  };
}
