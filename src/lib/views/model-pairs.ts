// Models measured on two GPUs in one task, each side the index's selection: the one pairing home and GPU pages read.
import { extent, index, median, type InternMap } from 'd3';
import type { CheckedRow } from '../core/dataset.ts';

/** One task's selection by model, then GPU: the selected row of each model on each GPU, models in index order. */
export type SelectedByModel = InternMap<string, InternMap<string, CheckedRow>>;

/** Groups once per task; the selection holds one row per task, model and GPU (d3.index throws on a second). */
export function selectedByModel(selected: readonly CheckedRow[], task: string): SelectedByModel {
  return index(
    selected.filter((r) => r.task === task),
    (r) => r.model,
    (r) => r.gpu,
  );
}

/** One model on both GPUs: its row on each, and how many times `first`'s energy per token is `second`'s. */
export interface ModelPair {
  model: string;
  model_name: string;
  first: CheckedRow;
  second: CheckedRow;
  /** first energy per token / second energy per token: above 1, the second GPU uses less. */
  ratio: number;
}

/** Every model with a selected row on both GPUs, in the order of `byModel` (unsorted). */
export function modelPairs(byModel: SelectedByModel, first: string, second: string): ModelPair[] {
  const pairs: ModelPair[] = [];
  for (const [model, byGpu] of byModel) {
    const a = byGpu.get(first);
    const b = byGpu.get(second);
    if (a && b)
      pairs.push({
        model,
        model_name: a.model_name,
        first: a,
        second: b,
        ratio: a.energy_per_token_j / b.energy_per_token_j,
      });
  }
  return pairs;
}

/** Median, lowest and highest ratio of a non-empty list of pairs. */
export function ratioSummary(pairs: readonly { ratio: number }[]): { median: number; min: number; max: number } {
  const [min, max] = extent(pairs, (p) => p.ratio) as [number, number];
  return { median: median(pairs, (p) => p.ratio)!, min, max };
}
