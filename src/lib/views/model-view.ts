// What a model page shows: its rows by task, charts' inputs, and the energy-per-response distribution.
import type { CheckedRow } from '../core/dataset.ts';
import type { LineIn, PointIn } from '../charts/geometry.ts';
import { pointLabel } from './task-view.ts';

export interface ResponseBin {
  /** Energy per response range for the bin, J: output-length bin edges x energy per token. */
  from_j: number;
  to_j: number;
  requests: number;
  share: number;
}

/** Energy per response distribution: each output-length bin scaled by the row's energy per token. */
export function responseEnergyBins(r: CheckedRow): ResponseBin[] {
  const h = r.output_length_histogram;
  if (!h) return [];
  const total = h.counts.reduce((a, b) => a + b, 0);
  return h.counts.map((n, i) => ({
    from_j: h.bin_edges_tokens[i] * r.energy_per_token_j,
    to_j: h.bin_edges_tokens[i + 1] * r.energy_per_token_j,
    requests: n,
    share: total ? n / total : 0,
  }));
}

const settingOf = (r: CheckedRow) =>
  `${r.num_gpus} x ${r.gpu}${r.tensor_parallel > 1 ? ` TP${r.tensor_parallel}` : ''}${r.expert_parallel > 1 ? ` EP${r.expert_parallel}` : ''}${r.data_parallel > 1 ? ` DP${r.data_parallel}` : ''}`;

/** Energy per token against batch cap: one line per GPU setting. */
export function energyBatchChart(rows: CheckedRow[], selectedIds: Set<string>): { points: PointIn[]; lines: LineIn[] } {
  const groups = new Map<string, CheckedRow[]>();
  for (const r of rows) {
    const group = groups.get(settingOf(r));
    if (group) group.push(r);
    else groups.set(settingOf(r), [r]);
  }
  const lines: LineIn[] = [...groups.entries()].map(([setting, g]) => ({
    series: setting,
    colorKey: g[0].gpu,
    label: setting,
    points: [...g].sort((a, b) => a.batch - b.batch).map((r) => ({ x: r.batch, y: r.energy_per_token_j })),
  }));
  const points: PointIn[] = rows.map((r) => ({
    x: r.batch,
    y: r.energy_per_token_j,
    series: settingOf(r),
    colorKey: r.gpu,
    label: pointLabel(r),
    emphasis: selectedIds.has(r.id),
  }));
  return { points, lines };
}

export { settingOf };
