// The site's headline finding, computed from the selection: how two GPUs compare for the models measured on both.
import { greatest, least } from 'd3';
import { idSets, type CheckedRow, type Dataset } from '../core/dataset.ts';
import { whPerMillionTokens } from '../core/units.ts';
import { fmtChange, fmtCount, fmtPercent, fmtRatio } from '../text/format.ts';
import { toCsv } from '../text/csv.ts';
import { slugify } from '../core/slug.ts';
import { compareCodeUnits } from '../core/order.ts';
import { matchedComparison, modelPairs, ratioSummary, selectedByModel, type RatioSummary } from './model-pairs.ts';
import { pairKey } from '../core/index-selection.ts';

/** Counts and range of one task's index. Per task: a reasoning task and a chat task are not one scale. */
export function headline(d: Dataset, task: string) {
  const selected = d.selected.filter((r) => r.task === task);
  if (selected.length === 0) throw new Error(`headline: the selection for ${task} is empty; nothing to publish`);
  // The first row at the lowest and at the highest figure (the selection is in index order).
  const lowest = least(selected, (r) => r.energy_per_token_j)!;
  const highest = greatest(selected, (r) => r.energy_per_token_j)!;
  return {
    configurations: d.rows.length,
    models: d.models.length,
    /** Lowest and highest selected energy per token within the task (tasks differ in workload). */
    lowest,
    highest,
  };
}

/**
 * Per model on both GPUs, the ratio of their selected energy per token. The pair sharing the most models (ties by
 * name), so the finding follows the data as GPUs are added. Null when no model was measured on two GPUs.
 */
export function gpuComparison(selected: readonly CheckedRow[], task: string) {
  const byModel = selectedByModel(selected, task);
  const gpus = [...new Set(selected.filter((r) => r.task === task).map((r) => r.gpu))].sort(compareCodeUnits);
  // Every pair of GPUs by name with the models it shares; the first that shares the most.
  const shared = gpus.flatMap((g1, i) =>
    gpus.slice(i + 1).map((g2) => ({ g1, g2, pairs: modelPairs(byModel, g1, g2) })),
  );
  const best = greatest(shared, (a, b) => a.pairs.length - b.pairs.length);
  if (!best?.pairs.length) return null;
  const { g1, g2 } = best;
  // Orient so the baseline is the GPU that uses more energy at the median: ratios read "x times less".
  const [baseGpu, otherGpu] = ratioSummary(best.pairs).median >= 1 ? [g1, g2] : [g2, g1];
  const pairs = modelPairs(byModel, baseGpu, otherGpu).sort(
    (p, q) => q.ratio - p.ratio || compareCodeUnits(p.model, q.model),
  );
  return {
    task,
    /** The baseline GPU (more energy at the median) and the one compared with it. */
    baseGpu,
    otherGpu,
    /** Models measured on both (selected rows), most favourable to `otherGpu` first; ties by model id. */
    pairs,
    ...ratioSummary(pairs),
  };
}
export type GpuComparison = NonNullable<ReturnType<typeof gpuComparison>>;

/**
 * The finding as a chart title, in percent (a ratio "1.63x less" reads as 163%), saying what it compares, since the
 * image travels without the page.
 */
export function comparisonTitle(c: GpuComparison): string {
  const one = c.pairs.length === 1;
  return `${c.otherGpu} used ${one ? '' : 'a median '}${fmtPercent(1 - 1 / c.median)} less GPU energy per output token than ${c.baseGpu}${one ? ' for the one model measured on both' : ''}, each at its own lowest-energy setting`;
}

/** How `other` compares with the baseline for one ratio (baseline / other): "39% less", "112% more". */
export const changeOf = (ratio: number) => fmtChange(1 / ratio);

/** The per-model range in words: "from 5.1% to 78% less", "from 16% more to 82% less", "from 5.1% to 355% more". */
function rangeWords(min: number, max: number): string {
  if (min > 1) return `from ${fmtPercent(1 - 1 / min)} to ${fmtPercent(1 - 1 / max)} less`;
  if (max < 1) return `from ${fmtPercent(1 / max - 1)} to ${fmtPercent(1 / min - 1)} more`;
  return `from ${changeOf(min)} to ${changeOf(max)}`;
}

/**
 * `gpu` against `other` over the models measured on both, as a lede: percent, the ratio it comes from (`r`: median,
 * lowest and highest of other's figure over gpu's), count and per-model spread; `where`, e.g. " in Text Conversation".
 * "B200: 39% less GPU energy per output token than H100, each at its own lowest-energy setting, median of 14
 * models...". Home, task and GPU pages.
 */
export function differenceSentence(gpu: string, other: string, models: number, r: RatioSummary, where = ''): string {
  const ratio = `${other}'s figure is ${fmtRatio(r.median)} ${gpu}'s`;
  // The condition rides in the sentence itself: a quote lifted without the lines under it still carries it.
  const head = `${gpu}: ${changeOf(r.median)} GPU energy per output token than ${other}, each at its own lowest-energy setting`;
  if (models === 1) return `${head}, for the one model measured on both${where} (${ratio}).`;
  return `${head}, median of ${fmtCount(models)} models${where} (${ratio}); per model, ${rangeWords(r.min, r.max)}.`;
}

/** The home and task pages' lede: the GPU lower at the median against the other. */
export const comparisonSentence = (c: GpuComparison, taskName: string) =>
  differenceSentence(c.otherGpu, c.baseGpu, c.pairs.length, c, ` in ${taskName}`);

export type GpuFinding = NonNullable<ReturnType<typeof gpuFinding>>;

/**
 * The finding with its conditions from the rows: how settings differ, whether the ceiling chose anything, exceptions
 * by name (every task, same GPUs), and the matched view. Null when no model was measured on two GPUs.
 */
export function gpuFinding(d: Dataset, task: string) {
  const c = gpuComparison(d.selected, task);
  if (!c) return null;
  const { setAside } = idSets(d);
  const runs = d.publishable.filter((r) => !setAside.has(r.id));
  const sides = c.pairs.flatMap((p) => [p.base, p.other]);
  const ceilingBinds = sides.filter((s) =>
    runs.some(
      (r) => pairKey(r) === pairKey(s) && r.median_itl_ms > d.ceilingMs && r.energy_per_token_j < s.energy_per_token_j,
    ),
  ).length;
  // Every model, in this task and the others, where `otherGpu` is not lower than `baseGpu`; this task first.
  const tasks = [...d.tasks].sort((a, b) => (a.id === task ? -1 : b.id === task ? 1 : 0));
  const exceptions = tasks.flatMap((t) =>
    modelPairs(selectedByModel(d.selected, t.id), c.baseGpu, c.otherGpu)
      .filter((p) => p.ratio <= 1)
      .sort((p, q) => p.ratio - q.ratio || compareCodeUnits(p.model, q.model))
      .map((pair) => ({ task: t.id, taskName: t.name, pair })),
  );
  const itl = sides.map((s) => s.median_itl_ms);
  return {
    comparison: c,
    ceilingMs: d.ceilingMs,
    /** Of the pairs: how many differ between the two GPUs in card count, and in batch cap. */
    differentCards: c.pairs.filter((p) => p.base.num_gpus !== p.other.num_gpus).length,
    differentBatch: c.pairs.filter((p) => p.base.batch !== p.other.batch).length,
    /** Median ITL of the selected rows on both sides, lowest and highest, ms. */
    itlRange: [Math.min(...itl), Math.max(...itl)] as const,
    /** Sides (model x GPU) whose lowest-energy run overall is above the ceiling, so the ceiling chose another. */
    ceilingBinds,
    exceptions,
    matched: matchedComparison(d, task, c.pairs, c.baseGpu, c.otherGpu),
  };
}

/** Milliseconds as the index prints latency: whole ms ("47 ms", "325 ms"). */
const ms = (n: number) => `${fmtCount(Math.round(n))} ms`;

/** How the two GPUs' settings differ, counted: "Cards differ for 8 of 14 models, batch caps for 11". */
export function settingsDiffer(f: GpuFinding): string {
  const n = f.comparison.pairs.length;
  return n === 1
    ? `Cards ${f.differentCards === 1 ? 'differ' : 'are the same'}, batch caps ${f.differentBatch === 1 ? 'differ' : 'are the same'}`
    : `Cards differ for ${fmtCount(f.differentCards)} of ${fmtCount(n)} models, batch caps for ${fmtCount(f.differentBatch)}`;
}

/** What is compared, in one line: each GPU at its own best setting under the ceiling, and how the settings differ. */
export function findingConditions(f: GpuFinding, settingsWhere = "the chart's table"): string {
  const n = f.comparison.pairs.length;
  const ceiling = `${fmtCount(f.ceilingMs)} ms`;
  const binds =
    f.ceilingBinds === 0
      ? 'the ceiling excludes no lower-energy run here'
      : `the ceiling excludes a lower-energy run for ${fmtCount(f.ceilingBinds)} of ${fmtCount(2 * n)} model-GPU pairs`;
  const differ = settingsDiffer(f);
  return (
    `Each GPU at its own lowest-energy setting with a median inter-token latency at or under ${ceiling} ` +
    `(${binds}), at full load: servers kept busy at the batch cap. ${differ}; median latency ` +
    `${ms(f.itlRange[0])} to ${ms(f.itlRange[1])}. Each model's setting is in ${settingsWhere}.`
  );
}

/** For "Where B200 is not lower:": models in this task, then other tasks, each with how much more it used. */
export function findingExceptions(f: GpuFinding, taskName: string): string {
  const c = f.comparison;
  const here = f.exceptions.filter((e) => e.task === c.task);
  const elsewhere = f.exceptions.filter((e) => e.task !== c.task);
  if (f.exceptions.length === 0) return 'None, in this task or any other.';
  const list = (es: GpuFinding['exceptions'], withTask: boolean) =>
    es.map((e) => `${e.pair.model_name} (${withTask ? `${e.taskName}, ` : ''}${changeOf(e.pair.ratio)})`).join(', ');
  const first = here.length === 0 ? `None in ${taskName}.` : `In ${taskName}: ${list(here, false)}.`;
  const second = elsewhere.length === 0 ? 'None in the other tasks.' : `In other tasks: ${list(elsewhere, true)}.`;
  return `${first} ${second}`;
}

/**
 * The matched view in one line, right under the finding, so a reader stopping there sees the gap left at one setting.
 * Null without a matched model.
 */
export function matchedLine(f: GpuFinding): string | null {
  const m = f.matched;
  if (m.median === null) return null;
  const n = m.pairs.length;
  return (
    `At the same setting on both GPUs (card count, parallel layout and batch cap), ${f.comparison.otherGpu} used ` +
    `${changeOf(m.median)} GPU energy per output token (${n === 1 ? 'one model' : `median of ${fmtCount(n)} models`}).`
  );
}

/**
 * The matched median, models left out, and their median at own settings, so the settings' part of the gap reads off.
 */
export function matchedSentence(f: GpuFinding): string {
  const c = f.comparison;
  const m = f.matched;
  if (m.median === null)
    return `No model was run at the same card count and batch cap on both ${c.baseGpu} and ${c.otherGpu} (under the ceiling).`;
  const n = m.pairs.length;
  const models = n === 1 ? 'the one model' : `the ${fmtCount(n)} models`;
  const left =
    m.unmatched.length === 0
      ? ''
      : ` Left out, with no common setting: ${m.unmatched.map((u) => u.model_name).join(', ')}.`;
  const batches = m.pairs.map((p) => p.base.batch);
  const [lo, hi] = [Math.min(...batches), Math.max(...batches)];
  const batchWords = lo === hi ? `batch ${fmtCount(lo)}` : `batch ${fmtCount(lo)} to ${fmtCount(hi)} here`;
  return (
    `For ${models} run on both at the same card count, parallel layout and batch cap ` +
    `(each at the largest such batch cap, ${batchWords}), ${c.otherGpu} used ${n === 1 ? '' : 'a median '}${changeOf(m.median)} GPU energy per output token ` +
    `(${c.baseGpu}'s figure is ${fmtRatio(m.median)} ${c.otherGpu}'s), against ${changeOf(m.ownMedian!)} ` +
    `for the same ${n === 1 ? 'model' : 'models'} at each GPU's own lowest-energy setting.${left}`
  );
}

/**
 * The comparison CSV, one model a line in chart order: energies in Wh per million unrounded, source rows, the ratio.
 */
export function comparisonCsvColumns(c: Pick<GpuComparison, 'baseGpu' | 'otherGpu'>): string[] {
  const [b, o] = [c.baseGpu, c.otherGpu].map((gpu) => slugify(gpu).replace(/-/g, '_'));
  return [
    'model',
    'model_name',
    `${b}_wh_per_million_tokens`,
    `${o}_wh_per_million_tokens`,
    `times_less_energy_on_${o}`,
    `${b}_row_id`,
    `${o}_row_id`,
  ];
}

export function comparisonCsv(c: GpuComparison): string {
  const columns = comparisonCsvColumns(c);
  const rows = c.pairs.map((p) => ({
    model: p.model,
    model_name: p.model_name,
    [columns[2]]: whPerMillionTokens(p.base.energy_per_token_j),
    [columns[3]]: whPerMillionTokens(p.other.energy_per_token_j),
    [columns[4]]: p.ratio,
    [columns[5]]: p.base.id,
    [columns[6]]: p.other.id,
  }));
  return toCsv(rows, columns);
}
