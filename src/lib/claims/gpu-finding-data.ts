// The index's GPU comparison as the claim checker reads it; own module so comparison.ts names it without a cycle.

/** One task's GPU comparison; every ratio is the baseline GPU's energy per token over the other's. */
export interface GpuFindingData {
  task: string;
  task_name: string;
  /** The GPU that uses more energy at the median, and the other. */
  base_gpu: string;
  other_gpu: string;
  /** The latency ceiling the selection used, ms. */
  ceiling_ms: number;
  /** Per model on both: ratio at each GPU's own lowest-energy setting, and at the same setting (null: none shared). */
  models: { model: string; model_name: string; own: number; matched: number | null }[];
  own: { median: number; min: number; max: number };
  /** The median at the same setting over the models that have one; null when none has. */
  matched_median: number | null;
}
