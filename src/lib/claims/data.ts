// What the claim checker reads from a dataset: the compared fields of the index rows, GPU names, the World grid, the
// wall-power rows and the index's GPU comparison per task. /check/ embeds it for the browser; the CLI reads it.
import type { Dataset } from '../core/dataset.ts';
import { gpuFinding } from '../views/headline.ts';
import type { Row } from '../core/schemas/row.ts';

/** The fields of an index row a comparison reads: all of the row /check/ sends to the browser. */
const comparableRow = (r: Row) => ({
  id: r.id,
  // Any task id: tests and the browser's embed give plain strings.
  task: r.task as string,
  model: r.model,
  model_name: r.model_name,
  gpu: r.gpu,
  num_gpus: r.num_gpus,
  batch: r.batch,
  energy_per_token_j: r.energy_per_token_j,
});
export type ComparableRow = ReturnType<typeof comparableRow>;

/**
 * The index's GPU comparison in each task (views/headline.ts), for relative claims: every ratio is the baseline GPU's
 * energy per token over the other's.
 */
export function gpuFindingsOf(d: Dataset) {
  return d.tasks.flatMap((t) => {
    const f = gpuFinding(d, t.id);
    if (!f) return [];
    const c = f.comparison;
    const matched = new Map(f.matched.pairs.map((p) => [p.model, p.ratio]));
    return [
      {
        // Any task id: the checker matches tasks by name or id, whatever the data's tasks are.
        task: t.id as string,
        task_name: t.name,
        /** The GPU that uses more energy at the median, and the other. */
        base_gpu: c.baseGpu,
        other_gpu: c.otherGpu,
        /** The latency ceiling the selection used, ms. */
        ceiling_ms: f.ceilingMs,
        /** Per model on both: ratio at each GPU's own lowest-energy setting, and at the same setting (null: none shared). */
        models: c.pairs.map((p) => ({
          model: p.model,
          model_name: p.model_name,
          own: p.ratio,
          matched: matched.get(p.model) ?? null,
        })),
        own: { median: c.median, min: c.min, max: c.max },
        /** The median at the same setting over the models that have one; null when none has. */
        matched_median: f.matched.median,
      },
    ];
  });
}
export type GpuFindingData = ReturnType<typeof gpuFindingsOf>[number];

/** The slice of a dataset the checker reads, and no more: the /check/ page's embed and the CLI's data. */
export function claimDataOf(d: Dataset) {
  const { name, intensity_gco2_per_kwh, year } = d.world;
  return {
    selected: d.selected.map(comparableRow),
    acceleratorByGpu: Object.fromEntries(Object.entries(d.acceleratorByGpu).map(([gpu, a]) => [gpu, { name: a.name }])),
    /** The grid the index converts to carbon by default (World): the claim is converted at it too. */
    world: { name, intensity_gco2_per_kwh, year },
    /** Each wall-power source's index rows, sources in display order; empty when the index has none. */
    wallIndex: d.wallIndex,
    /** The index's GPU comparison in each task, for relative claims. */
    gpuFindings: gpuFindingsOf(d),
  };
}
/** What the checker needs: the rows, and any of the rest (absent: not used); a full Dataset fits too. */
export type ComparisonData = Pick<ReturnType<typeof claimDataOf>, 'selected'> & Partial<ReturnType<typeof claimDataOf>>;
