// The models index: each model beside its lowest energy per token, least first. Only the index's own
// figures (ML.ENERGY v3, GPU board, each model and GPU at its selected configuration) are ranked: figures
// read at another boundary or by another source are never set in one order with these.
import type { CheckedRow, Dataset, ModelSummary } from '../core/dataset.ts';
import { modelRows } from '../core/dataset.ts';
import { compareCodeUnits } from '../core/order.ts';

export interface ModelsIndexEntry {
  model: ModelSummary;
  /** The model's lowest-energy selected configuration over every task and GPU, or null when none was selected. */
  lowest: CheckedRow | null;
}

/**
 * Every model, least energy per token first; models with no selected configuration last, by name. Ties go by
 * model id, so the order never depends on the order of the input.
 */
export function modelsIndex(d: Dataset): ModelsIndexEntry[] {
  const entries = d.models.map((model) => {
    const { selected } = modelRows(d, model.id);
    const lowest = selected.reduce<CheckedRow | null>(
      (best, r) =>
        best === null ||
        r.energy_per_token_j < best.energy_per_token_j ||
        (r.energy_per_token_j === best.energy_per_token_j && compareCodeUnits(r.id, best.id) < 0)
          ? r
          : best,
      null,
    );
    return { model, lowest };
  });
  return entries.sort((a, b) => {
    if (a.lowest && b.lowest)
      return a.lowest.energy_per_token_j - b.lowest.energy_per_token_j || compareCodeUnits(a.model.id, b.model.id);
    if (a.lowest || b.lowest) return a.lowest ? -1 : 1;
    return compareCodeUnits(a.model.name, b.model.name) || compareCodeUnits(a.model.id, b.model.id);
  });
}
