// The figures /compare/ can set side by side: every latest-release row with a permanent page, flattened. Built once and
// written to /compare/figures.json, which the page loads on use.
import type { CheckedRow, Dataset } from '../core/dataset.ts';
import type { CheckedMlperfRow, CheckedV2Row } from '../core/source-rows/view.ts';
import { SECONDS_PER_HOUR, whPerAnswer } from '../core/units.ts';
import { taskName } from '../core/task-name.ts';
import { figurePageRelease, type FigurePages } from '../text/site-links.ts';
import { pairKey } from '../core/index-selection.ts';
import type { z } from 'zod';
import type { figureColumnsSchema } from './figures-schema.ts';

/** The figures file as columns: one array per field, the same order of figures in each. */
export type FigureColumns = z.infer<typeof figureColumnsSchema>;
/** One figure as the comparison shows it. */
export type CompareFigure = { [K in keyof FigureColumns]: FigureColumns[K][number] };

function v3Figure(
  d: Dataset,
  pages: FigurePages,
  names: ReadonlyMap<string, string>,
  indexIds: ReadonlyMap<string, string>,
  r: CheckedRow,
): CompareFigure {
  return {
    id: r.id,
    release: r.release_id,
    page_release: figurePageRelease(pages, r.release_id, r.id),
    source: r.source,
    source_name: names.get(r.source) ?? d.release.sources[0].name,
    boundary: d.release.boundary,
    task: r.task,
    task_name: taskName(d, r.task),
    model: r.model,
    model_name: r.model_name,
    gpu: r.gpu,
    num_gpus: r.num_gpus,
    parallelism: `tensor ${r.tensor_parallel}, expert ${r.expert_parallel}, data ${r.data_parallel}`,
    batch: r.batch,
    wh_per_answer: whPerAnswer(r.energy_per_token_j, r.mean_output_tokens),
    mean_output_tokens: r.mean_output_tokens,
    energy_per_token_j: r.energy_per_token_j,
    avg_power_w: r.avg_power_w,
    output_tokens_per_s: r.output_tokens_per_s,
    median_itl_ms: r.median_itl_ms,
    p99_itl_ms: r.p99_itl_ms,
    status: r.identity.withheld_reason === null ? 'passed' : 'withheld',
    index_id: indexIds.get(pairKey(r)) ?? null,
  };
}

/** The fields every source beside v3 states the same way, with its check's status. */
function sourceFigure(d: Dataset, pages: FigurePages, name: string, r: CheckedMlperfRow | CheckedV2Row) {
  const { id, source, boundary, model, model_name, gpu, num_gpus, energy_per_token_j, output_tokens_per_s } = r;
  return {
    id,
    source,
    boundary,
    model,
    model_name,
    gpu,
    num_gpus,
    energy_per_token_j,
    output_tokens_per_s,
    release: d.release.id,
    page_release: figurePageRelease(pages, d.release.id, id),
    source_name: name,
    // Neither MLPerf nor ML.ENERGY v2 publishes inter-token latency percentiles.
    median_itl_ms: null,
    p99_itl_ms: null,
    status: r.check.status,
    // The index selects from ML.ENERGY v3 only; other sources' figures are shown beside it, never selected.
    index_id: null,
  };
}

const mlperfFigure = (d: Dataset, pages: FigurePages, name: string, r: CheckedMlperfRow): CompareFigure => ({
  ...sourceFigure(d, pages, name, r),
  // MLPerf's workload is its benchmark and scenario: the same model in Offline and Server is two workloads.
  task: `${r.source}:${r.benchmark}:${r.scenario}`,
  task_name: `MLPerf ${r.benchmark} ${r.scenario}`,
  parallelism: null,
  batch: null,
  wh_per_answer: null,
  mean_output_tokens: null,
  avg_power_w: r.avg_power_w,
});

const v2Figure = (d: Dataset, pages: FigurePages, name: string, r: CheckedV2Row): CompareFigure => ({
  ...sourceFigure(d, pages, name, r),
  task: `${r.source}:${r.task}`,
  task_name: r.task,
  parallelism: `tensor ${r.tensor_parallel}, pipeline ${r.pipeline_parallel}`,
  batch: r.batch,
  wh_per_answer: r.energy_per_request_j / SECONDS_PER_HOUR,
  mean_output_tokens: r.mean_output_tokens,
  // v2 publishes energy per request and tokens, not average power.
  avg_power_w: null,
});

/**
 * Every figure with a permanent page, v3 first, then other sources in display order; `pages` says where each is shown.
 */
export function compareFigures(d: Dataset, pages: FigurePages): CompareFigure[] {
  const names = new Map(d.sources.map((s) => [s.id, s.name]));
  const indexIds = new Map(d.selected.map((r) => [pairKey(r), r.id]));
  const out = d.rows.map((r) => v3Figure(d, pages, names, indexIds, r));
  for (const s of d.sources) {
    const v = d.bySource[s.id];
    if (v.kind === 'mlperf-inference') out.push(...v.rows.map((r) => mlperfFigure(d, pages, s.name, r)));
    else if (v.kind === 'ml-energy-v2') out.push(...v.rows.map((r) => v2Figure(d, pages, s.name, r)));
  }
  return out;
}

/**
 * Six significant digits: the page prints at most four, and a ratio of such values stays within 1e-5. With columns it
 * keeps the browser's file small (docs/compare.md).
 */
const sig6 = (v: unknown) => (typeof v === 'number' && !Number.isInteger(v) ? Number(v.toPrecision(6)) : v);

/**
 * Figures to the file's columns (their fields in the order the figures carry them), numbers to six significant digits.
 * No figures, no columns: the fields are read off the first figure.
 */
export function toColumns(figures: readonly CompareFigure[]): Partial<FigureColumns> {
  const fields = Object.keys(figures[0] ?? {}) as (keyof CompareFigure)[];
  return Object.fromEntries(fields.map((k) => [k, figures.map((f) => sig6(f[k]))]));
}

/** In the browser. */
export function fromColumns(c: Partial<FigureColumns>): CompareFigure[] {
  const fields = Object.keys(c) as (keyof CompareFigure)[];
  return (c.id ?? []).map((_, i) => Object.fromEntries(fields.map((k) => [k, c[k]![i]])) as unknown as CompareFigure);
}
