// Models measured on two GPUs in one task, each side the index's selection: the one pairing home and GPU pages read.
// Then the same models at the same setting on both GPUs (cards, layout, batch cap): the headline lets settings differ,
// so the matched view shows how much of the gap the settings make.
import { extent, index, median, type InternMap } from 'd3';
import { idSets, type CheckedRow, type Dataset } from '../core/dataset.ts';
import { compareCodeUnits } from '../core/order.ts';

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

/** The setting a row was run at, apart from the GPU: cards, parallel layout and batch cap. */
const settingKey = (r: CheckedRow) =>
  `${r.num_gpus}/${r.tensor_parallel}/${r.expert_parallel}/${r.data_parallel}/${r.batch}`;

/**
 * Per model, the shared setting with the largest batch cap (nearest full load), ties to fewer cards, among the runs the
 * selection chose from: identity passed, not set aside as a repeat, median ITL within the ceiling.
 */
export function matchedComparison(
  d: Dataset,
  task: string,
  models: readonly Pick<ModelPair, 'model' | 'model_name' | 'ratio'>[],
  baseGpu: string,
  otherGpu: string,
) {
  const pairs: ModelPair[] = [];
  const unmatched: { model: string; model_name: string }[] = [];
  const { setAside } = idSets(d);
  const candidates = d.publishable.filter(
    (r) => r.task === task && !setAside.has(r.id) && r.median_itl_ms <= d.ceilingMs,
  );
  for (const m of models) {
    const rows = candidates.filter((r) => r.model === m.model);
    const onOther = new Map(rows.filter((r) => r.gpu === otherGpu).map((r) => [settingKey(r), r]));
    const common = rows
      .filter((r) => r.gpu === baseGpu && onOther.has(settingKey(r)))
      .sort((a, b) => b.batch - a.batch || a.num_gpus - b.num_gpus || compareCodeUnits(a.id, b.id));
    if (common.length === 0) unmatched.push({ model: m.model, model_name: m.model_name });
    else pairs.push(modelPair(common[0], onOther.get(settingKey(common[0]))!));
  }
  const matched = new Set(pairs.map((p) => p.model));
  const own = models.filter((m) => matched.has(m.model));
  return {
    /** Models with a common setting, in the order asked for: each side's row at that setting. */
    pairs,
    /** Models asked for that have no setting run on both GPUs (at or under the ceiling). */
    unmatched,
    /** Median ratio over the pairs; null when no model has a common setting. */
    median: pairs.length > 0 ? median(pairs, (p) => p.ratio)! : null,
    /** The same models' median ratio at each GPU's own setting: how much of the gap the settings make. */
    ownMedian: own.length > 0 ? median(own, (p) => p.ratio)! : null,
  };
}
