// The models index, per task: each model's lowest energy per answer, least first. Only the index's own figures, never
// across tasks or with figures of another boundary or source.
import { modelRows, type Dataset } from '../core/dataset.ts';
import { compareCodeUnits } from '../core/order.ts';
import { byDefaultOrder } from '../index-table/columns.ts';
import { least } from 'd3';

/**
 * Every task, default first; models by lowest selected energy per answer (ties by id), those with none last, by name.
 */
export function modelsIndexByTask(d: Dataset) {
  return d.tasks.map((t) => {
    const entries = d.models
      .filter((model) => model.tasks.includes(t.id))
      .map((model) => {
        const rows = modelRows(d, model.id).selected.filter((r) => r.task === t.id);
        return {
          model,
          /** The model's lowest-energy-per-answer selected configuration in the task, over its GPUs, or null. */
          lowest: least(rows, byDefaultOrder) ?? null,
        };
      })
      .sort((a, b) => {
        if (a.lowest && b.lowest) return byDefaultOrder(a.lowest, b.lowest) || compareCodeUnits(a.model.id, b.model.id);
        if (a.lowest || b.lowest) return a.lowest ? -1 : 1;
        return compareCodeUnits(a.model.name, b.model.name) || compareCodeUnits(a.model.id, b.model.id);
      });
    return { task: t.id, entries };
  });
}
