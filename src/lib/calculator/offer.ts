// What /calculator/ offers, prepared once: index rows (task, model, GPU order), grid regions (World first), servers'
// nameplate ratios, and the starting values.
import { sourcesOf, type Dataset } from '../core/dataset.ts';
import { referenceRow } from '../core/reference-row.ts';
import { taskName } from '../core/task-name.ts';
import { statusWords } from '../core/schemas/hardware-file.ts';
import { rowAnchor, taskUrl } from '../text/site-links.ts';
import type { CalcValues } from './fields.ts';

/** The reader's starting point: the reference row, a million requests a day at its own mean output length, World. */
const DEFAULT_REQUESTS_PER_DAY = '1000000';

export function calculatorDataOf(d: Dataset) {
  const order = new Map(d.tasks.map((t, i) => [t.id, i]));
  const rows = [...d.selected]
    .sort(
      (a, b) =>
        order.get(a.task)! - order.get(b.task)! ||
        a.model_name.localeCompare(b.model_name, 'en') ||
        a.gpu.localeCompare(b.gpu, 'en'),
    )
    .map((r) => ({
      id: r.id,
      task_name: taskName(d, r.task),
      model_name: r.model_name,
      gpu: r.gpu,
      num_gpus: r.num_gpus,
      batch: r.batch,
      energy_per_token_j: r.energy_per_token_j,
      mean_output_tokens: r.mean_output_tokens,
      output_tokens_per_s: r.output_tokens_per_s,
      mean_batch: r.mean_batch,
      href: `${taskUrl(r.task)}#${rowAnchor(r.id)}`,
    }));
  const regions = [d.world, ...d.grid.entities.filter((e) => e.id !== d.world.id)].map((e) => ({
    id: e.id,
    name: e.name,
    intensity: e.intensity_gco2_per_kwh,
    year: e.year,
  }));
  // Servers' nameplate power against their GPUs' (from hardware.json), shown as a reference for the multiplier.
  const systems = d.hardware.systems.flatMap((s) => {
    const f = s.figures.system_to_gpu_power_ratio;
    return f && typeof f.value === 'number' ? [{ name: s.name, ratio: f.value, status: statusWords(f) }] : [];
  });
  return {
    release: d.release.id,
    // The rows offered are the index's own (ML.ENERGY v3): credit their source, not the release's others.
    energySource: sourcesOf(d, d.selected)
      .map((s) => s.name)
      .join('; '),
    gridSource: { name: d.grid.source.name, url: d.grid.source.url, licence: d.grid.source.licence },
    rows,
    regions,
    systems,
    defaults: {
      row: referenceRow(d)?.id ?? '',
      region: d.world.id,
      mode: 'requests',
      requests_per_day: DEFAULT_REQUESTS_PER_DAY,
    } satisfies CalcValues,
  };
}
export type CalculatorData = ReturnType<typeof calculatorDataOf>;
