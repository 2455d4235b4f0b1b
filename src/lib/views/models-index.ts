// The models index, per task: each model's lowest energy per answer, least first. Only the index's own figures, never
// across tasks or with figures of another boundary or source.
import type { CheckedRow, Dataset } from '../core/dataset.ts';
import { modelRows } from '../core/dataset.ts';
import { compareCodeUnits } from '../core/order.ts';
import { whPerAnswer } from '../core/units.ts';

const perAnswer = (r: CheckedRow) => whPerAnswer(r.energy_per_token_j, r.mean_output_tokens);
/** Least energy per answer first; ties by row id, so the order never depends on the order of the input. */
export const lower = (a: CheckedRow, b: CheckedRow) => perAnswer(a) - perAnswer(b) || compareCodeUnits(a.id, b.id);

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
          lowest: rows.reduce<CheckedRow | null>((best, r) => (!best || lower(r, best) < 0 ? r : best), null),
        };
      })
      .sort((a, b) => {
        if (a.lowest && b.lowest) return lower(a.lowest, b.lowest) || compareCodeUnits(a.model.id, b.model.id);
        if (a.lowest || b.lowest) return a.lowest ? -1 : 1;
        return compareCodeUnits(a.model.name, b.model.name) || compareCodeUnits(a.model.id, b.model.id);
      });
    return { task: t.id, entries };
  });
}
