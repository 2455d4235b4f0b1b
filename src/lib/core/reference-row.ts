// The row every worked example starts from: the reference row (Qwen 3 32B on 2 x H100, batch 256, Text Conversation)
// when in the index, else the index row that best stands in. Free of the glossary code to keep browser bundles small.
import { group } from 'd3';
import { tdpOf, type CheckedRow, type Dataset } from './dataset.ts';
import { compareCodeUnits } from './order.ts';

/** The reference row's id (ids are stable across re-ingest; see docs/data.md). */
export const REFERENCE_ROW_ID = 'lm-arena-chat.qwen-qwen3-32b.h100x2.tp2ep1dp1.b256';

export type ReferenceData = Pick<Dataset, 'selected' | 'publishable' | 'tasks' | 'acceleratorByGpu'>;

/** Index rows, task by task in the order the index lists tasks, by id within a task. */
export function selectedInOrder(d: Pick<Dataset, 'selected' | 'tasks'>): CheckedRow[] {
  const byTask = group(d.selected, (r) => r.task);
  return d.tasks.flatMap((t) => [...(byTask.get(t.id) ?? [])].sort((a, b) => compareCodeUnits(a.id, b.id)));
}

/** Publishable rows of the same model on the same GPU type in the same task. */
export function sweepOf(d: Pick<Dataset, 'publishable'>, like: CheckedRow): CheckedRow[] {
  return d.publishable.filter((r) => r.task === like.task && r.model === like.model && r.gpu === like.gpu);
}

const settingKey = (r: CheckedRow) =>
  `${r.task}|${r.model}|${r.gpu}|${r.num_gpus}|${r.tensor_parallel}|${r.expert_parallel}|${r.data_parallel}`;

/** Publishable rows of exactly the same setting (cards and parallelism) at a smaller batch cap, smallest first. */
export function smallerBatches(d: Pick<Dataset, 'publishable'>, r: CheckedRow): CheckedRow[] {
  const key = settingKey(r);
  return d.publishable
    .filter((s) => s.batch < r.batch && settingKey(s) === key)
    .sort((a, b) => a.batch - b.batch || compareCodeUnits(a.id, b.id));
}

/**
 * The named row when in the index; else the first index row best on, in this priority: a numeric TDP, a smaller batch
 * of the same setting, two or more rows in its sweep (what the examples need). Linear in the rows.
 */
export function referenceRow(d: ReferenceData): CheckedRow | undefined {
  const named = d.selected.find((r) => r.id === REFERENCE_ROW_ID);
  if (named) return named;
  const sweeps = group(d.publishable, (r) => `${r.task}|${r.model}|${r.gpu}`);
  const settings = group(d.publishable, settingKey);
  const score = (r: CheckedRow) =>
    (tdpOf(d.acceleratorByGpu[r.gpu]) !== null ? 4 : 0) +
    ((settings.get(settingKey(r)) ?? []).some((s) => s.batch < r.batch) ? 2 : 0) +
    ((sweeps.get(`${r.task}|${r.model}|${r.gpu}`)?.length ?? 0) >= 2 ? 1 : 0);
  let best: CheckedRow | undefined;
  for (const r of selectedInOrder(d)) if (best === undefined || score(r) > score(best)) best = r;
  return best;
}
