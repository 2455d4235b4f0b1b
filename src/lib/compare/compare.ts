// Two figures side by side: each configuration and value, and when rankable (comparability.ts) each ratio A / B in
// words. The one place a comparison becomes text.
import type { CompareFigure } from './figures.ts';
import { comparability, wherePhrase } from './comparability.ts';
import { fmtCount, fmtEnergy, fmtMeasured, fmtOne, fmtRatio } from '../text/format.ts';
import { fmtTokens } from '../text/answer.ts';
import { whPerMillionTokens } from '../core/units.ts';
import { DEFAULT_CEILING_MS } from '../core/index-selection.ts';
import { isolate } from '../text/bidi.ts';

// The measured values, in the order the page lists them. A ratio reads "A used 1.50x the energy per answer of B"
// unless `verb` and `noun` say otherwise.
const MEASURES: {
  label: string;
  unit: string;
  verb?: string;
  noun?: string;
  /** Set for a value whose ratio another line already says (Wh per million is J per token, scaled). */
  repeats?: true;
  fmt: (n: number) => string;
  value: (f: CompareFigure) => number | null;
}[] = [
  // Led by the reader's unit, as home is; what one answer is (its length) right under it.
  {
    label: 'Energy per answer',
    unit: 'Wh',
    fmt: fmtEnergy,
    value: (f) => f.wh_per_answer,
  },
  {
    label: 'Answer length, prompt not counted',
    unit: 'output tokens',
    verb: 'gave answers',
    noun: 'the length of those of',
    fmt: fmtTokens,
    value: (f) => f.mean_output_tokens,
  },
  {
    label: 'Energy per output token',
    unit: 'J',
    fmt: fmtEnergy,
    value: (f) => f.energy_per_token_j,
  },
  {
    label: 'Energy per million output tokens',
    unit: 'Wh',
    repeats: true,
    fmt: fmtEnergy,
    value: (f) => whPerMillionTokens(f.energy_per_token_j),
  },
  {
    label: 'Average power, all cards',
    unit: 'W',
    verb: 'drew',
    noun: 'the power of',
    fmt: fmtMeasured,
    value: (f) => f.avg_power_w,
  },
  {
    label: 'Output throughput',
    unit: 'tokens/s',
    verb: 'produced',
    noun: 'the output tokens per second of',
    fmt: fmtMeasured,
    value: (f) => f.output_tokens_per_s,
  },
  {
    label: 'Median inter-token latency',
    unit: 'ms',
    verb: 'had',
    fmt: fmtOne,
    value: (f) => f.median_itl_ms,
  },
  {
    label: 'p99 inter-token latency',
    unit: 'ms',
    verb: 'had',
    fmt: fmtOne,
    value: (f) => f.p99_itl_ms,
  },
];

const gpuText = (f: CompareFigure) => `${fmtCount(f.num_gpus)} x ${isolate(f.gpu)}`;

/**
 * What differs between the sides (model, GPU and count, batch cap), so "H100 used 1.50x ... of B200" names the GPUs
 * when only they changed; "A" and "B" when none of those differs.
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

function factLines(a: CompareFigure, b: CompareFigure) {
  const line = (label: string, of: (f: CompareFigure) => string) => {
    const [x, y] = [of(a), of(b)];
    /** `differs`: the page marks it, so what changed reads at a glance. */
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
    line('In the index', (f) => (f.id === f.index_id ? 'yes: the index selection' : 'no')),
    line('Release', (f) => f.release),
    line('Figure id', (f) => f.id),
  ];
}

// A side's note when its figure is not the index's selection: the index's figure beside it, so no off-index ratio
// passes for the index's.
const ceilingWords = () => `median inter-token latency at or under ${fmtCount(DEFAULT_CEILING_MS)} ms`;

/** A figure in the reader's unit first, J per output token beside it, and the answer it is per. */
function figureWords(f: CompareFigure): string {
  const j = `${fmtEnergy(f.energy_per_token_j)} J per output token`;
  if (f.wh_per_answer === null || f.mean_output_tokens === null) return j;
  return `${fmtEnergy(f.wh_per_answer)} Wh per answer of ${fmtTokens(f.mean_output_tokens)} output tokens (${j})`;
}

/** Null when `f` is the index's selection; else a sentence naming the side, what it is not, and the index's figure. */
function indexNote(f: CompareFigure, label: string, index: CompareFigure | null): string | null {
  if (f.index_id !== null && f.id === f.index_id) return null;
  const what = `${isolate(f.model_name)} on ${isolate(f.gpu)} in ${isolate(f.task_name)}`;
  const ceiling = ceilingWords();
  if (index === null)
    return `${label} is not an index figure: the index ranks ML.ENERGY v3 configurations with ${ceiling}, and selects none for ${what}.`;
  const batch = index.batch === null ? '' : ` at batch cap ${fmtCount(index.batch)}`;
  return (
    `${label} is not the index's selection for ${what}. The index's figure is ${figureWords(index)}, ` +
    `${fmtCount(index.num_gpus)} x ${isolate(index.gpu)}${batch}: the lowest energy per token with ${ceiling}.`
  );
}

/** When both sides are the index's selections, said so: the ratios are the ones the index's own rows give. */
function bothIndexText(a: CompareFigure, b: CompareFigure): string | null {
  if (a.id === b.id || a.id !== a.index_id || b.id !== b.index_id) return null;
  return `Both are the index's figures (each the lowest energy per token of its model, GPU and workload with ${ceilingWords()}), so these are the ratios the index's rows give.`;
}

/** Ratios and sentences only when rankable. `indexOf` finds a figure's index selection, for a side's note. */
export function comparePair(a: CompareFigure, b: CompareFigure, indexOf: (f: CompareFigure) => CompareFigure | null) {
  const labels = sideLabels(a, b);
  const verdict = comparability(a, b, labels);
  const measures = MEASURES.map((m) => {
    const [x, y] = [m.value(a), m.value(b)];
    const text = (v: number | null, f: CompareFigure) => (v === null ? notPublished(f) : m.fmt(v));
    const ratio = verdict.ranked && x !== null && y !== null ? x / y : null;
    return {
      label: m.label,
      unit: m.unit,
      a: text(x, a),
      b: text(y, b),
      differs: x !== y,
      /** A / B; null when the pair is not ranked or either side does not publish the value. */
      ratio,
      ratioText: ratio === null ? null : fmtRatio(ratio),
      sentence:
        ratio === null || m.repeats
          ? null
          : `${labels[0]} ${m.verb ?? 'used'} ${fmtRatio(ratio)} ${m.noun ?? `the ${m.label.toLowerCase()} of`} ${labels[1]}.`,
    };
  });
  const notes = [indexNote(a, `A (${labels[0]})`, indexOf(a)), indexNote(b, `B (${labels[1]})`, indexOf(b))].filter(
    (n) => n !== null,
  );
  return {
    a,
    b,
    /** What tells the two apart, as the sentences name them: ["H100", "B200"], ["Qwen 3 32B", "Qwen 3 14B"]. */
    labels,
    facts: factLines(a, b),
    measures,
    comparability: verdict,
    /** For each side that is not the index's selection, what the index's figure is (indexNote). */
    notes,
    /** When both sides are the index's selections, a sentence saying so; else null. */
    bothIndex: bothIndexText(a, b),
  };
}
export type PairComparison = ReturnType<typeof comparePair>;

/** The verdict, first: ranked, and on what common ground; or shown side by side only, with how many reasons. */
export function verdictText(c: PairComparison): string {
  const { a, comparability: v } = c;
  if (v.ranked)
    return `Ranked: one source (${isolate(a.source_name)}), watts read ${wherePhrase(a.boundary)}, one workload (${isolate(a.task_name)}). A / B for each value below.`;
  return `Side by side, not ranked: ${v.reasons.length === 1 ? 'one reason' : `${fmtCount(v.reasons.length)} reasons`} below, so no ratio is given.`;
}

/** For a board-and-wall pair, the wall figure whose board-and-wall panel explains the gap; null for any other pair. */
export function wallFigureOf(c: PairComparison): CompareFigure | null {
  if (!c.comparability.reasons.some((r) => r.why === 'boundary')) return null;
  return [c.a, c.b].find((f) => f.boundary === 'system (wall, AC)') ?? null;
}
