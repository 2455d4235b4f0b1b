// The same models at the same setting on both GPUs (cards, layout, batch cap): the headline lets settings differ, so
// this view shows how much of the gap the settings make.
import { median } from 'd3';
import { idSets, type CheckedRow, type Dataset } from '../core/dataset.ts';
import { compareCodeUnits } from '../core/order.ts';
import { modelPair, type ModelPair } from './model-pairs.ts';

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
