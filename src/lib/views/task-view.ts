// What a task page shows and embeds, computed from the dataset once per task.
import type { Dataset } from '../core/dataset.ts';
import { tdpOf } from '../core/dataset.ts';
import { toTableRow, type TableRow } from '../index-table/columns.ts';

/** Data embedded in a task page for the browser controls: every publishable row, and the grid. */
export interface TaskEmbed {
  task: string;
  /** Release of the rows, for each row's permanent figure page. */
  releaseId: string;
  defaultCeilingMs: number;
  rows: TableRow[];
  grid: { id: string; name: string; intensity: number; year: number }[];
  worldId: string;
  /** Accelerator page id for each short GPU name. */
  gpuIds: Record<string, string>;
}

export function taskEmbed(d: Dataset, task: string): TaskEmbed {
  return {
    task,
    releaseId: d.release.id,
    defaultCeilingMs: d.ceilingMs,
    rows: d.publishable.filter((r) => r.task === task).map((r) => toTableRow(r, tdpOf(d.acceleratorByGpu[r.gpu]))),
    grid: d.grid.entities.map((e) => ({ id: e.id, name: e.name, intensity: e.intensity_gco2_per_kwh, year: e.year })),
    worldId: d.world.id,
    gpuIds: Object.fromEntries(Object.entries(d.acceleratorByGpu).map(([gpu, a]) => [gpu, a.id])),
  };
}
