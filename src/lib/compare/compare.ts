// Two figures side by side: what each configuration is, each measured value, and, when the two may be
// ranked (comparability.ts), the ratio of each value (A / B) said in words: "H100 used 1.50x the energy per
// output token of B200". The one place a comparison becomes text; the page and its script only lay it out. Pure.
import type { CompareFigure } from './figures.ts';
import { comparability, wherePhrase, type Comparability } from './comparability.ts';
import { fmtCount, fmtEnergy, fmtMeasured, fmtOne, fmtRatio } from '../text/format.ts';
import { isolate } from '../text/bidi.ts';

type Measure =
  'energy_per_token_j' | 'wh_per_answer' | 'avg_power_w' | 'output_tokens_per_s' | 'median_itl_ms' | 'p99_itl_ms';

/** The measured values, in the order the page lists them, each with the words its ratio is said in. */
const MEASURES: {
  key: Measure;
  label: string;
  unit: string;
  verb: string;
  noun: string;
  fmt: (n: number) => string;
}[] = [
  {
    key: 'energy_per_token_j',
    label: 'Energy per output token',
    unit: 'J',
    verb: 'used',
    noun: 'the energy per output token of',
    fmt: fmtEnergy,
  },
  {
    key: 'wh_per_answer',
    label: 'Energy per answer',
    unit: 'Wh',
    verb: 'used',
    noun: 'the energy per answer of',
    fmt: fmtEnergy,
  },
  {
    key: 'avg_power_w',
    label: 'Average power, all cards',
    unit: 'W',
    verb: 'drew',
    noun: 'the power of',
    fmt: fmtMeasured,
  },
  {
    key: 'output_tokens_per_s',
    label: 'Output throughput',
    unit: 'tokens/s',
    verb: 'produced',
    noun: 'the output tokens per second of',
    fmt: fmtMeasured,
  },
  {
    key: 'median_itl_ms',
    label: 'Median inter-token latency',
    unit: 'ms',
    verb: 'had',
    noun: 'the median inter-token latency of',
    fmt: fmtOne,
  },
  {
    key: 'p99_itl_ms',
    label: 'p99 inter-token latency',
    unit: 'ms',
    verb: 'had',
    noun: 'the p99 inter-token latency of',
    fmt: fmtOne,
  },
];

export interface FactLine {
  label: string;
  a: string;
  b: string;
  /** True when the two sides differ: the page marks it, so what changed reads at a glance. */
  differs: boolean;
}

export interface MeasureLine extends FactLine {
  unit: string;
  /** A / B; null when the pair is not ranked or either side does not publish the value. */
  ratio: number | null;
  /** The ratio as the site prints ratios ("1.63x"); null with it. */
  ratioText: string | null;
  /** The ratio in words; null with it. */
  sentence: string | null;
}

export interface PairComparison {
  a: CompareFigure;
  b: CompareFigure;
  /** What tells the two apart, as the sentences name them: ["H100", "B200"], ["Qwen 3 32B", "Qwen 3 14B"]. */
  labels: [string, string];
  facts: FactLine[];
  measures: MeasureLine[];
  comparability: Comparability;
}

const gpuText = (f: CompareFigure) => `${fmtCount(f.num_gpus)} x ${isolate(f.gpu)}`;

/**
 * The names the sentences give the two sides: what differs between them (model, GPU and card count, batch
 * cap), so "H100 used 1.50x ... of B200" names the GPUs when only the GPU changed. "A" and "B" when
 * nothing of those differs (two tasks of one configuration, say).
 */
export function sideLabels(a: CompareFigure, b: CompareFigure): [string, string] {
  const model = a.model !== b.model;
  const gpu = a.gpu !== b.gpu || a.num_gpus !== b.num_gpus;
  const batch = a.batch !== b.batch && a.batch !== null && b.batch !== null;
  const label = (f: CompareFigure) => {
    const hardware = a.num_gpus === b.num_gpus ? isolate(f.gpu) : gpuText(f);
    const parts = [model ? isolate(f.model_name) : '', gpu ? `${model ? 'on ' : ''}${hardware}` : ''].filter(Boolean);
    const head = parts.join(' ');
    const cap = batch ? `batch cap ${fmtCount(f.batch!)}` : '';
    return head && cap ? `${head} at ${cap}` : head || cap;
  };
  const [la, lb] = [label(a), label(b)];
  return la && lb && la !== lb ? [la, lb] : ['A', 'B'];
}

/** "not published by MLPerf Inference v5.1 (...)": a missing value is said, never left blank. */
const notPublished = (f: CompareFigure) => `not published by ${isolate(f.source_name)}`;

function factLines(a: CompareFigure, b: CompareFigure): FactLine[] {
  const line = (label: string, of: (f: CompareFigure) => string): FactLine => {
    const [x, y] = [of(a), of(b)];
    return { label, a: x, b: y, differs: x !== y };
  };
  return [
    line('Model (exact id)', (f) => `${isolate(f.model_name)} (${isolate(f.model)})`),
    line('GPUs', gpuText),
    line('Parallelism', (f) => f.parallelism ?? notPublished(f)),
    line('Batch cap', (f) => (f.batch === null ? notPublished(f) : `${fmtCount(f.batch)} requests`)),
    line('Workload', (f) => isolate(f.task_name)),
    line('Source', (f) => isolate(f.source_name)),
    line('Boundary', (f) => `watts read ${wherePhrase(f.boundary)}`),
    line('Check', (f) => f.status),
    line('Release', (f) => f.release),
    line('Figure id', (f) => f.id),
  ];
}

/** Both figures side by side; ratios and their sentences only when the two may be ranked. */
export function comparePair(a: CompareFigure, b: CompareFigure): PairComparison {
  const labels = sideLabels(a, b);
  const verdict = comparability(a, b, labels);
  const measures = MEASURES.map((m): MeasureLine => {
    const [x, y] = [a[m.key], b[m.key]];
    const text = (v: number | null, f: CompareFigure) => (v === null ? notPublished(f) : m.fmt(v));
    const ratio = verdict.ranked && x !== null && y !== null ? x / y : null;
    return {
      label: m.label,
      unit: m.unit,
      a: text(x, a),
      b: text(y, b),
      differs: x !== y,
      ratio,
      ratioText: ratio === null ? null : fmtRatio(ratio),
      sentence: ratio === null ? null : `${labels[0]} ${m.verb} ${fmtRatio(ratio)} ${m.noun} ${labels[1]}.`,
    };
  });
  return { a, b, labels, facts: factLines(a, b), measures, comparability: verdict };
}

/** The verdict, first: ranked, and on what common ground; or shown side by side only, with how many reasons. */
export function verdictText(c: PairComparison): string {
  const { a, comparability: v } = c;
  if (v.ranked)
    return `Ranked: one source (${isolate(a.source_name)}), watts read ${wherePhrase(a.boundary)}, one workload (${isolate(a.task_name)}). A / B for each value below.`;
  return `Side by side, not ranked: ${v.reasons.length === 1 ? 'one reason' : `${fmtCount(v.reasons.length)} reasons`} below, so no ratio is given.`;
}

/**
 * For a board-and-wall pair, the wall figure whose board-and-wall panel explains the gap (the sources pages'
 * panel, built for every MLPerf run with a board figure of its model and GPU); null for any other pair.
 */
export function wallFigureOf(c: PairComparison): CompareFigure | null {
  if (!c.comparability.reasons.some((r) => r.why === 'boundary')) return null;
  return [c.a, c.b].find((f) => f.boundary === 'system (wall, AC)') ?? null;
}
