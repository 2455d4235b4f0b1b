// Examples for the quoting page, from the data: the task's lowest and highest and the reference row, the same setting
// at its smallest batch (what dropping latency hides), and the DGX B200 nameplate ratio (why boundaries do not mix).
import type { CheckedRow, Dataset } from '../core/dataset.ts';
import { referenceRow } from '../core/reference-row.ts';
import { least } from 'd3';
import { headline } from '../views/headline.ts';

export interface QuotingExamples {
  taskName: string;
  /** Rows to quote as examples: the reference row, the lowest and the highest of the first task. */
  examples: CheckedRow[];
  /** The reference row's setting at its smallest batch cap: less latency, more energy. Null if none. */
  batch: { small: CheckedRow; selected: CheckedRow } | null;
  /** A system's nameplate maximum over its GPUs' summed limits, from the hardware file. Null if absent. */
  systemRatio: { system: string; ratio: number } | null;
}

export function quotingExamples(d: Dataset): QuotingExamples {
  const task = d.tasks[0];
  const h = headline(d, task.id);
  const ref = referenceRow(d);
  const examples = [
    ...new Map([ref, h.lowest, h.highest].filter((r) => r !== undefined).map((r) => [r.id, r])).values(),
  ];
  const sameSetting = (r: CheckedRow) =>
    r.task === ref?.task && r.model === ref.model && r.gpu === ref.gpu && r.num_gpus === ref.num_gpus;
  const small = least(d.publishable.filter(sameSetting), (r) => r.batch);
  const batch = ref && small && small.id !== ref.id ? { small, selected: ref } : null;
  const system = d.hardware.systems.find(
    (s) => !s.context_only && typeof s.figures.system_to_gpu_power_ratio?.value === 'number',
  );
  const systemRatio = system
    ? { system: system.name, ratio: system.figures.system_to_gpu_power_ratio.value as number }
    : null;
  return { taskName: task.name, examples, batch, systemRatio };
}
