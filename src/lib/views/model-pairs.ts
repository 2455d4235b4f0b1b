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

/**
 * One model on both GPUs: its row on each, and `ratio`, how many times `base`'s energy per token is `other`'s (above 1,
 * the other GPU uses less).
 */
export const modelPair = (base: CheckedRow, other: CheckedRow) => ({
  model: base.model,
  model_name: base.model_name,
  base,
  other,
  ratio: base.energy_per_token_j / other.energy_per_token_j,
});
export type ModelPair = ReturnType<typeof modelPair>;

/** Every model with a selected row on both GPUs, in the order of `byModel` (unsorted). */
export function modelPairs(byModel: SelectedByModel, baseGpu: string, otherGpu: string): ModelPair[] {
  return [...byModel.values()].flatMap((byGpu) => {
    const [base, other] = [byGpu.get(baseGpu), byGpu.get(otherGpu)];
    return base && other ? [modelPair(base, other)] : [];
  });
}

export type RatioSummary = { median: number; min: number; max: number };

/** Median, lowest and highest ratio of a non-empty list of pairs. */
export function ratioSummary(pairs: readonly { ratio: number }[]): RatioSummary {
  const [min, max] = extent(pairs, (p) => p.ratio) as [number, number];
  return { median: median(pairs, (p) => p.ratio)!, min, max };
}
