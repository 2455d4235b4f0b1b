// The two tables of measured configurations: the index (one per task, model and GPU) and every configuration with its
// status, their values from the same checked rows the pages use.
import type { CheckedRow } from '../core/dataset.ts';
import { idSets, tdpOf } from '../core/dataset.ts';
import { taskName } from '../core/task-name.ts';
import { energyPerRequestJ, percentOfTdp, tokensPerJoule, whPerMillionTokens } from '../core/units.ts';
import { field, inRelease, releaseIdField, rowField, type FieldDef, type InRelease, type TableDef } from './columns.ts';

export type RowContext = InRelease<CheckedRow>;
/** A column read from the measured row alone. */
const measuredField = rowField<CheckedRow>;

const tdp = (c: RowContext) => tdpOf(c.d.acceleratorByGpu[c.row.gpu]);

/** Columns the index and the full configuration table share: what was measured, on what, how. */
function configurationFields(): FieldDef<RowContext>[] {
  return [
    releaseIdField<RowContext>(),
    measuredField(
      'id',
      'string',
      '',
      'Row id, the measurement key task.model-slug.gpuxcount.tpNepNdpN.bBATCH (.rN for a repeated run); the same id the site shows.',
    ),
    measuredField(
      'source',
      'string',
      '',
      'The source record the row comes from: its page is /sources/<source>/ on the site.',
    ),
    measuredField('task', 'string', '', 'Task id (upstream name).'),
    field('task_name', 'string', '', 'Task name as the site shows it.', (c) => taskName(c.d, c.row.task)),
    measuredField('model', 'string', '', 'Upstream model id.'),
    measuredField('model_name', 'string', '', 'Model display name.'),
    measuredField('architecture', 'string', '', 'Architecture family.'),
    measuredField('total_params_b', 'number', 'billion parameters', 'Total parameters.'),
    measuredField(
      'active_params_b',
      'number',
      'billion parameters',
      'Parameters active per token (equal to the total for dense models).',
    ),
    measuredField('weight_precision', 'string', '', 'Precision of the weights only.'),
    measuredField('gpu', 'string', '', 'GPU short name as measured.'),
    field(
      'gpu_name',
      'string',
      '',
      'Full hardware name.',
      (c) => c.d.release.hardware[c.row.gpu] ?? c.d.acceleratorByGpu[c.row.gpu]?.name ?? c.row.gpu,
    ),
    measuredField('num_gpus', 'integer', 'GPUs', 'Number of GPUs serving the model.'),
    measuredField('tensor_parallel', 'integer', '', 'Tensor parallel degree.'),
    measuredField('expert_parallel', 'integer', '', 'Expert parallel degree.'),
    measuredField('data_parallel', 'integer', '', 'Data parallel degree.'),
    measuredField('batch', 'integer', 'requests', 'Configured batch cap (vLLM max_num_seqs).'),
    measuredField('mean_batch', 'number', 'requests', 'Mean running batch over the steady-state window.'),
    measuredField(
      'energy_per_token_j',
      'number',
      'J per output token',
      'GPU board energy per output token over the steady-state window (measured).',
    ),
    measuredField(
      'wh_per_million_tokens',
      'number',
      'Wh per million output tokens',
      'energy_per_token_j x 1,000,000 / 3,600: the same measurement in another unit.',
      (r) => whPerMillionTokens(r.energy_per_token_j),
    ),
    measuredField(
      'tokens_per_j',
      'number',
      'output tokens per J',
      'Derived: 1 / energy_per_token_j (equal to tokens/s per W).',
      (r) => tokensPerJoule(r.energy_per_token_j),
    ),
    measuredField('avg_power_w', 'number', 'W', 'Steady-state average GPU power, summed over every card.'),
    measuredField('output_tokens_per_s', 'number', 'output tokens/s', 'Steady-state output token throughput.'),
    field(
      'tdp_w',
      'number',
      'W',
      'Rated TDP per card from hardware.csv; empty where the vendor gives no single number.',
      tdp,
      false,
    ),
    field(
      'percent_of_tdp',
      'number',
      '%',
      'Average power per card / rated TDP x 100; empty where tdp_w is empty.',
      (c) => {
        const t = tdp(c);
        return t === null ? null : percentOfTdp(c.row.avg_power_w, c.row.num_gpus, t);
      },
      false,
    ),
    measuredField('mean_output_tokens', 'number', 'output tokens per request', 'Mean output length per request.'),
    measuredField('median_itl_ms', 'number', 'ms', 'Median inter-token latency.'),
    measuredField('p90_itl_ms', 'number', 'ms', '90th percentile inter-token latency.'),
    measuredField('p95_itl_ms', 'number', 'ms', '95th percentile inter-token latency.'),
    measuredField('p99_itl_ms', 'number', 'ms', '99th percentile inter-token latency.'),
    field(
      'boundary',
      'string',
      '',
      "Where the watts were read, from the row's source: the GPU board counter (host, cooling and facility are outside).",
      (c) => c.d.bySource[c.row.source]?.record.boundary ?? c.d.release.boundary,
    ),
    field(
      'basis',
      'string',
      '',
      "How the energy was obtained, from the row's source: measured energy counters.",
      (c) => c.d.bySource[c.row.source]?.record.basis ?? c.d.release.basis,
    ),
  ];
}

export const INDEX_TABLE: TableDef<RowContext> = {
  name: 'index',
  title: 'The index: selected configuration per task, model and GPU',
  description:
    'For each (task, model, GPU), the lowest-energy configuration that passed the identity check with median ITL at or under the latency ceiling; repeated runs counted as the higher-energy run.',
  fields: [
    ...configurationFields(),
    // Energy per response as the page computes it (per token x mean output), so the figures match (within 0.1%).
    measuredField(
      'energy_per_request_j',
      'number',
      'J per request',
      'energy_per_token_j x mean_output_tokens (agrees with the measured energy per request within the 0.1% identity tolerance).',
      (r) => energyPerRequestJ(r.energy_per_token_j, r.mean_output_tokens),
    ),
    field('latency_ceiling_ms', 'number', 'ms', 'Median ITL ceiling the selection used.', (c) => c.d.ceilingMs),
  ],
  rows: (d) => inRelease(d.selected, d),
};

/** Why a configuration is or is not in the index, in one word and in words. */
export function configurationStatus(c: RowContext): {
  status: 'published' | 'withheld';
  setAside: boolean;
  selected: boolean;
} {
  const sets = idSets(c.d);
  return {
    status: c.row.identity.withheld_reason === null ? 'published' : 'withheld',
    setAside: sets.setAside.has(c.row.id),
    selected: sets.selected.has(c.row.id),
  };
}

export const CONFIGURATIONS_TABLE: TableDef<RowContext> = {
  name: 'configurations',
  title: 'Every measured configuration, with its identity check and status',
  description:
    'One row per measured configuration, published or withheld (with the reason), with the identity-check residuals, the repeat runs set aside, whether the row is the index selection, and where the row came from upstream.',
  fields: [
    ...configurationFields(),
    measuredField('energy_per_request_j', 'number', 'J per request', 'GPU energy per request as measured upstream.'),
    field(
      'status',
      'string',
      '',
      '"published" (passed the identity check) or "withheld" (failed it; see withheld_reason).',
      (c) => configurationStatus(c).status,
    ),
    measuredField(
      'withheld_reason',
      'string',
      '',
      'Why the row is withheld, in words; empty for a published row.',
      (r) => r.identity.withheld_reason,
      false,
    ),
    measuredField(
      'power_residual',
      'number',
      'ratio',
      'Identity check: (avg_power_w / output_tokens_per_s) / energy_per_token_j - 1. Tolerance: 0.001 either way.',
      (r) => r.identity.power_residual,
    ),
    measuredField(
      'request_residual',
      'number',
      'ratio',
      'Identity check: (energy_per_token_j x mean_output_tokens) / energy_per_request_j - 1. Tolerance: 0.001 either way.',
      (r) => r.identity.request_residual,
    ),
    field(
      'set_aside_repeat',
      'boolean',
      '',
      'True for a repeated run set aside in favour of the higher-energy run of the same setting (kept here, never selected).',
      (c) => configurationStatus(c).setAside,
    ),
    field(
      'selected',
      'boolean',
      '',
      'True where this row is the index selection for its task, model and GPU at latency_ceiling_ms.',
      (c) => configurationStatus(c).selected,
    ),
    field(
      'latency_ceiling_ms',
      'number',
      'ms',
      'Median ITL ceiling the selected flag refers to.',
      (c) => c.d.ceilingMs,
    ),
    measuredField('provenance_file', 'string', '', 'Upstream file the row came from.', (r) => r.provenance.file),
    measuredField(
      'provenance_position',
      'integer',
      '',
      "Zero-based position in that file's configurations list.",
      (r) => r.provenance.position,
    ),
    measuredField('provenance_commit', 'string', '', 'Upstream git commit of that file.', (r) => r.provenance.commit),
  ],
  rows: (d) => inRelease(d.rows, d),
};
