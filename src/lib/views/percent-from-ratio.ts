// For the methodology page: the headline's "39% less" is the median ratio as a change (1 - 1 / 1.63), not the median of
// changes. They agree for an odd number of models and can differ for an even one.
import { median } from 'd3';

export interface PercentFromRatio {
  /** The median of the per-model ratios (higher GPU's energy per token over the other's). */
  medianRatio: number;
  /** The headline's change: 1 - 1 / median ratio. */
  fromMedianRatio: number;
  /** The median of each model's own change, 1 - 1 / its ratio: what a reader recomputing from the CSV may take. */
  medianOfChanges: number;
}

export function percentFromRatio(pairs: readonly { ratio: number }[]): PercentFromRatio {
  const medianRatio = median(pairs, (p) => p.ratio)!;
  return {
    medianRatio,
    fromMedianRatio: 1 - 1 / medianRatio,
    medianOfChanges: median(pairs, (p) => 1 - 1 / p.ratio)!,
  };
}
