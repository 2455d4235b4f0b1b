// The site's headline finding, computed from the selection (never typed in): how the two GPUs compare
// for the models measured on both, in one task.
import { greatest, least } from 'd3';
import type { CheckedRow, Dataset } from '../core/dataset.ts';
import { whPerMillionTokens } from '../core/units.ts';
import { fmtCount, fmtTimes } from '../text/format.ts';
import { toCsv } from '../text/csv.ts';
import { slugify } from '../core/slug.ts';
import { compareCodeUnits } from '../core/order.ts';
import { modelPairs, ratioSummary, selectedByModel } from './model-pairs.ts';

export interface Headline {
  configurations: number;
  models: number;
  gpus: number;
  tasks: number;
  /** Lowest and highest selected energy per token within the task (tasks differ in workload). */
  lowest: CheckedRow;
  highest: CheckedRow;
}

/**
 * Counts and the range of one task's index, computed from the selection (never typed in). Ranges are
 * per task: a long-reasoning task and a chat task are different workloads, not one scale.
 */
export function headline(d: Dataset, task: string): Headline {
  const selected = d.selected.filter((r) => r.task === task);
  if (selected.length === 0) throw new Error(`headline: the selection for ${task} is empty; nothing to publish`);
  // The first row at the lowest and at the highest figure (the selection is in index order).
  const lowest = least(selected, (r) => r.energy_per_token_j)!;
  const highest = greatest(selected, (r) => r.energy_per_token_j)!;
  return {
    configurations: d.rows.length,
    models: d.models.length,
    gpus: new Set(d.rows.map((r) => r.gpu)).size,
    tasks: d.tasks.length,
    lowest,
    highest,
  };
}

/** One model's selected (lowest-energy, under the ceiling) row on each of the two GPUs. */
export interface GpuPair {
  model: string;
  model_name: string;
  /** Selected row on the GPU that uses more energy at the median (the baseline). */
  base: CheckedRow;
  /** Selected row on the other GPU. */
  other: CheckedRow;
  /** base energy / other energy: how many times less energy per token `other` uses (< 1: more). */
  ratio: number;
}

export interface GpuComparison {
  task: string;
  /** The baseline GPU (more energy at the median) and the one compared with it. */
  baseGpu: string;
  otherGpu: string;
  /** Models measured on both, most favourable to `otherGpu` first; ties by model id. */
  pairs: GpuPair[];
  median: number;
  min: number;
  max: number;
  /** Models for which `otherGpu` uses more energy, not less (ratio < 1). */
  reversed: number;
}

/**
 * For every model with a selected row on both of two GPUs in a task, the ratio of their energy per token.
 * The two GPUs are the pair sharing the most models (ties: names in order), so the finding follows the
 * data when GPUs are added. Each side is the index's own selection: the lowest energy per token at a
 * median ITL at or under the ceiling. Null when no model was measured on two GPUs.
 */
export function gpuComparison(selected: readonly CheckedRow[], task: string): GpuComparison | null {
  const byModel = selectedByModel(selected, task);
  const shared = new Map<string, number>();
  for (const m of byModel.values()) {
    const gpus = [...m.keys()].sort(compareCodeUnits);
    for (let i = 0; i < gpus.length; i++)
      for (let j = i + 1; j < gpus.length; j++) {
        const key = `${gpus[i]}\u0000${gpus[j]}`;
        shared.set(key, (shared.get(key) ?? 0) + 1);
      }
  }
  const best = [...shared.entries()].sort((a, b) => b[1] - a[1] || compareCodeUnits(a[0], b[0]))[0];
  if (!best) return null;
  const [g1, g2] = best[0].split('\u0000');
  // Orient so the baseline is the GPU that uses more energy at the median: ratios read "x times less".
  const [baseGpu, otherGpu] = ratioSummary(modelPairs(byModel, g1, g2)).median >= 1 ? [g1, g2] : [g2, g1];
  const pairs: GpuPair[] = modelPairs(byModel, baseGpu, otherGpu)
    .map((p) => ({ model: p.model, model_name: p.first.model_name, base: p.first, other: p.second, ratio: p.ratio }))
    .sort((p, q) => q.ratio - p.ratio || compareCodeUnits(p.model, q.model));
  return {
    task,
    baseGpu,
    otherGpu,
    pairs,
    ...ratioSummary(pairs),
    reversed: pairs.filter((p) => p.ratio < 1).length,
  };
}

/** The finding as a chart title: short, stating the result. */
export function comparisonTitle(c: GpuComparison): string {
  if (c.pairs.length === 1)
    return `${c.otherGpu} used ${fmtTimes(c.median)} less energy per output token than ${c.baseGpu} for the one model measured on both`;
  return `${c.otherGpu} used a median ${fmtTimes(c.median)} less energy per output token than ${c.baseGpu}`;
}

/** The finding as one sentence: median, range and number of models, all from the data. */
export function comparisonSentence(c: GpuComparison, taskName: string): string {
  const n = c.pairs.length;
  const both = `measured on both ${c.baseGpu} and ${c.otherGpu}`;
  if (n === 1)
    return (
      `In ${taskName}, the one model ${both} used ${fmtTimes(c.median)} less GPU energy per output token ` +
      `on ${c.otherGpu}.`
    );
  const head = `In ${taskName}, the ${fmtCount(n)} models ${both} used a median of ${fmtTimes(c.median)} less GPU energy per output token on ${c.otherGpu}`;
  if (c.reversed === 0) return `${head}, from ${fmtTimes(c.min)} to ${fmtTimes(c.max)} less depending on the model.`;
  return (
    `${head}: ${fmtCount(n - c.reversed)} used less (up to ${fmtTimes(c.max)} less), ` +
    `${fmtCount(c.reversed)} used more (up to ${fmtTimes(1 / c.min)} more).`
  );
}

/**
 * The chart's figures as CSV, one model a line, least energy on the other GPU first as in the chart:
 * energies in Wh per million output tokens as measured (not rounded), the rows they come from, the ratio.
 */
export function comparisonCsv(c: GpuComparison): string {
  const b = slugify(c.baseGpu).replace(/-/g, '_');
  const o = slugify(c.otherGpu).replace(/-/g, '_');
  const columns = [
    'model',
    'model_name',
    `${b}_wh_per_million_tokens`,
    `${o}_wh_per_million_tokens`,
    `times_less_energy_on_${o}`,
    `${b}_row_id`,
    `${o}_row_id`,
  ];
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
