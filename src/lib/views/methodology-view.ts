// What the methodology page states from the data: largest identity residuals, each set-aside repeat beside the run
// kept, and each task's GPU comparison as a percentage.
import { group, max, median } from 'd3';
import type { Dataset } from '../core/dataset.ts';
import { rawMeasurementKey } from '../core/row-id.ts';
import { gpuComparison } from './headline.ts';

// The headline's "39% less" is the median ratio as a change (1 - 1 / 1.63), not the median of changes. They agree for
// an odd number of models and can differ for an even one.
export function percentFromRatio(pairs: readonly { ratio: number }[]) {
  const medianRatio = median(pairs, (p) => p.ratio)!;
  return {
    /** The median of the per-model ratios (higher GPU's energy per token over the other's). */
    medianRatio,
    /** The headline's change: 1 - 1 / median ratio. */
    fromMedianRatio: 1 - 1 / medianRatio,
    /** The median of each model's own change, 1 - 1 / its ratio: what a reader recomputing from the CSV may take. */
    medianOfChanges: median(pairs, (p) => 1 - 1 / p.ratio)!,
  };
}

export function methodologyView(d: Dataset) {
  // Indexed once by id and by key, so the pairing stays linear in the rows.
  const byId = new Map(d.rows.map((r) => [r.id, r]));
  const byKey = group(d.rows, rawMeasurementKey);
  return {
    /** Largest |residual| of each side of the identity check over every row. */
    maxPowerResidual: max(d.rows, (r) => Math.abs(r.identity.power_residual)) ?? -Infinity,
    maxRequestResidual: max(d.rows, (r) => Math.abs(r.identity.request_residual)) ?? -Infinity,
    /** Each set-aside repeat beside the run kept: the first other row with the same measurement key. */
    repeats: d.setAsideRepeats.map((id) => {
      const aside = byId.get(id)!;
      return { aside, kept: byKey.get(rawMeasurementKey(aside))!.find((r) => r.id !== id)! };
    }),
    /** Each task's GPU comparison (tasks in the release's order; none where no model ran on two GPUs). */
    comparisons: d.tasks.flatMap((t) => {
      const c = gpuComparison(d.selected, t.id);
      if (!c) return [];
      const { baseGpu, otherGpu, pairs } = c;
      return [{ taskName: t.name, baseGpu, otherGpu, models: pairs.length, percent: percentFromRatio(pairs) }];
    }),
  };
}
