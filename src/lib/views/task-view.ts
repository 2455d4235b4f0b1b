// What a task page shows and embeds, computed from the dataset once per task.
import type { CheckedRow, Dataset } from '../core/dataset.ts';
import { tdpOf } from '../core/dataset.ts';
import { toTableRow, type TableRow } from '../index-table/columns.ts';
import { paretoFrontier } from '../core/pareto.ts';
import type { LineIn, PointIn } from '../charts/geometry.ts';
import { fmtEnergy, fmtOne } from '../text/format.ts';

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

export function pointLabel(r: CheckedRow): string {
  return `${r.model_name}, ${r.num_gpus} x ${r.gpu}, batch ${r.batch}: ${fmtEnergy(r.energy_per_token_j)} J/token at ${fmtOne(r.median_itl_ms)} ms median ITL`;
}

/** Energy against latency for every configuration of a set of rows, with each model's frontier. */
export function energyLatencyChart(
  rows: CheckedRow[],
  selectedIds: Set<string>,
  frontierBy: (r: CheckedRow) => string,
) {
  const points: PointIn[] = rows.map((r) => ({
    x: r.median_itl_ms,
    y: r.energy_per_token_j,
    series: r.gpu,
    colorKey: r.gpu,
    label: pointLabel(r),
    emphasis: selectedIds.has(r.id),
  }));
  const groups = new Map<string, CheckedRow[]>();
  for (const r of rows) {
    const key = frontierBy(r);
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  const lines: LineIn[] = [...groups.entries()].map(([key, g]) => {
    const f = paretoFrontier(
      g,
      (r) => r.median_itl_ms,
      (r) => r.energy_per_token_j,
    );
    return {
      series: g[0].gpu,
      colorKey: g[0].gpu,
      label: `Pareto frontier: ${key}`,
      points: f.map((r) => ({ x: r.median_itl_ms, y: r.energy_per_token_j })),
    };
  });
  return { points, lines };
}
