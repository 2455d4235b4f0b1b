// The index table's columns, defined once: label, unit, glossary term, value and display format.
// The build renders them; the browser script re-renders rows with the same definitions.
import type { SelectableRow } from '../core/select.ts';
import { energyPerRequestJ, percentOfTdp, whPerMillionTokens } from '../core/units.ts';
import { fmtCount, fmtEnergy, fmtMeasured, fmtOne } from '../text/format.ts';

/** The fields a table row needs; embedded in task pages for re-selection in the browser. */
export interface TableRow extends SelectableRow {
  model_name: string;
  weight_precision: string;
  mean_output_tokens: number;
  output_tokens_per_s: number;
  avg_power_w: number;
  /** Rated TDP per card, W, or null where the hardware file has no numeric TDP. */
  tdp_w: number | null;
}

export interface Column {
  key: string;
  label: string;
  /** Unit shown in the header, or '' for text columns. */
  unit: string;
  /** Glossary slug the header links to. */
  term: string;
  numeric: boolean;
  value: (r: TableRow) => number | string | null;
  display: (r: TableRow) => string;
}

const num = (
  key: string,
  label: string,
  unit: string,
  term: string,
  value: (r: TableRow) => number | null,
  fmt: (n: number) => string,
): Column => ({
  key,
  label,
  unit,
  term,
  numeric: true,
  value,
  display: (r) => {
    const v = value(r);
    return v === null ? 'not published' : fmt(v);
  },
});

export const INDEX_COLUMNS: Column[] = [
  {
    key: 'model',
    label: 'Model',
    unit: '',
    term: 'weight-precision',
    numeric: false,
    value: (r) => r.model_name,
    display: (r) => r.model_name,
  },
  {
    key: 'gpu',
    label: 'GPU',
    unit: '',
    term: 'measurement-boundary',
    numeric: false,
    value: (r) => r.gpu,
    display: (r) => r.gpu,
  },
  num('num_gpus', 'GPUs', 'count', 'tensor-expert-data-parallelism', (r) => r.num_gpus, fmtCount),
  num('batch', 'Batch cap', 'requests', 'running-batch-and-batch-cap', (r) => r.batch, fmtCount),
  {
    key: 'precision',
    label: 'Precision',
    unit: 'weights',
    term: 'weight-precision',
    numeric: false,
    value: (r) => r.weight_precision,
    display: (r) => r.weight_precision,
  },
  num('energy_per_token_j', 'Energy per token', 'J', 'energy-per-token', (r) => r.energy_per_token_j, fmtEnergy),
  num(
    'wh_per_million',
    'Per million tokens',
    'Wh',
    'wh-per-million-tokens',
    (r) => whPerMillionTokens(r.energy_per_token_j),
    fmtEnergy,
  ),
  num(
    'energy_per_request_j',
    'Energy per response',
    'J',
    'energy-per-request',
    (r) => energyPerRequestJ(r.energy_per_token_j, r.mean_output_tokens),
    fmtOne,
  ),
  num('median_itl_ms', 'Median ITL', 'ms', 'inter-token-latency', (r) => r.median_itl_ms, fmtOne),
  num('output_tokens_per_s', 'Throughput', 'tokens/s', 'output-throughput', (r) => r.output_tokens_per_s, fmtMeasured),
  num('avg_power_w', 'Average power', 'W', 'average-power', (r) => r.avg_power_w, fmtMeasured),
  num(
    'pct_tdp',
    'Share of TDP',
    '%',
    'tdp-and-percent-of-tdp',
    (r) => (r.tdp_w === null ? null : percentOfTdp(r.avg_power_w, r.num_gpus, r.tdp_w)),
    fmtOne,
  ),
];

/** Pick the table fields from a full row. */
export function toTableRow(r: Omit<TableRow, 'tdp_w'>, tdpW: number | null): TableRow {
  return {
    id: r.id,
    task: r.task,
    model: r.model,
    model_name: r.model_name,
    gpu: r.gpu,
    num_gpus: r.num_gpus,
    tensor_parallel: r.tensor_parallel,
    expert_parallel: r.expert_parallel,
    data_parallel: r.data_parallel,
    batch: r.batch,
    weight_precision: r.weight_precision,
    energy_per_token_j: r.energy_per_token_j,
    mean_output_tokens: r.mean_output_tokens,
    median_itl_ms: r.median_itl_ms,
    output_tokens_per_s: r.output_tokens_per_s,
    avg_power_w: r.avg_power_w,
    tdp_w: tdpW,
  };
}
