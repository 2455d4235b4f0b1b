// The index's GPU comparison per task for the claim checker: the headline's per-model ratios (views/headline.ts) as
// plain numbers /check/ can embed. Build and CLI only.
import type { Dataset } from '../core/dataset.ts';
import { gpuFinding } from '../views/headline.ts';
import { comparisonDataOf, type ComparisonData } from './comparison.ts';
import type { GpuFindingData } from './relative.ts';

export function gpuFindingsOf(d: Dataset): GpuFindingData[] {
  return d.tasks.flatMap((t) => {
    const f = gpuFinding(d, t.id);
    if (!f) return [];
    const c = f.comparison;
    const matched = new Map(f.matched.pairs.map((p) => [p.model, p.ratio]));
    return [
      {
        task: t.id,
        task_name: t.name,
        base_gpu: c.baseGpu,
        other_gpu: c.otherGpu,
        ceiling_ms: f.ceilingMs,
        models: c.pairs.map((p) => ({
          model: p.model,
          model_name: p.model_name,
          own: p.ratio,
          matched: matched.get(p.model) ?? null,
        })),
        own: { median: c.median, min: c.min, max: c.max },
        matched_median: f.matched.median,
      },
    ];
  });
}

/** What the checker reads from a dataset, the GPU findings included: the /check/ page's embed and the CLI's data. */
export function claimDataOf(d: Dataset): ComparisonData {
  return { ...comparisonDataOf(d), gpuFindings: gpuFindingsOf(d) };
}
