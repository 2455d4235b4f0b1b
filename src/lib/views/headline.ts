import type { CheckedRow, Dataset } from '../core/dataset.ts';

export interface Headline {
  configurations: number;
  models: number;
  gpus: number;
  tasks: number;
  /** Lowest and highest selected energy per token within the task (tasks differ in workload). */
  lowest: CheckedRow;
  highest: CheckedRow;
}

/**
 * Counts and the range of one task's index, computed from the selection (never typed in). Ranges are
 * per task: a long-reasoning task and a chat task are different workloads, not one scale.
 */
export function headline(d: Dataset, task: string): Headline {
  const selected = d.selected.filter((r) => r.task === task);
  if (selected.length === 0) throw new Error(`headline: the selection for ${task} is empty; nothing to publish`);
  let lowest = selected[0];
  let highest = selected[0];
  for (const r of selected) {
    if (r.energy_per_token_j < lowest.energy_per_token_j) lowest = r;
    if (r.energy_per_token_j > highest.energy_per_token_j) highest = r;
  }
  return {
    configurations: d.rows.length,
    models: d.models.length,
    gpus: new Set(d.rows.map((r) => r.gpu)).size,
    tasks: d.tasks.length,
    lowest,
    highest,
  };
}
