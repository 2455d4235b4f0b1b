// The two tables of measured configurations: the index (one per task, model and GPU) and every configuration with its
// status, their values from the same checked rows the pages use.
import type { CheckedRow, Dataset } from '../core/dataset.ts';
import { idSets, tdpOf } from '../core/dataset.ts';
import { taskName } from '../core/task-name.ts';
import { energyPerRequestJ, percentOfTdp, tokensPerJoule, whPerMillionTokens } from '../core/units.ts';
import { flag, int, num, RELEASE_ID, text, type FieldDef, type TableDef } from './columns.ts';

const tdp = (r: CheckedRow, d: Dataset) => tdpOf(d.acceleratorByGpu[r.gpu]);

/** Columns the index and the full configuration table share: what was measured, on what, how. */
const CONFIGURATION_FIELDS: FieldDef<CheckedRow>[] = [
  RELEASE_ID,
  text(
    'id',
    'Row id, the measurement key task.model-slug.gpuxcount.tpNepNdpN.bBATCH (.rN for a repeated run); the same id the site shows.',
  ),
  text('source', 'The source record the row comes from: its page is /sources/<source>/ on the site.'),
  text('task', 'Task id (upstream name).'),
  text('task_name', 'Task name as the site shows it.', (r, d) => taskName(d, r.task)),
  text('model', 'Upstream model id.'),
  text('model_name', 'Model display name.'),
  text('architecture', 'Architecture family.'),
  num('total_params_b', 'billion parameters', 'Total parameters.'),
  num('active_params_b', 'billion parameters', 'Parameters active per token (equal to the total for dense models).'),
  text('weight_precision', 'Precision of the weights only.'),
  text('gpu', 'GPU short name as measured.'),
  text(
    'gpu_name',
    'Full hardware name.',
    (r, d) => d.release.hardware[r.gpu] ?? d.acceleratorByGpu[r.gpu]?.name ?? r.gpu,
  ),
  int('num_gpus', 'GPUs', 'Number of GPUs serving the model.'),
  int('tensor_parallel', '', 'Tensor parallel degree.'),
  int('expert_parallel', '', 'Expert parallel degree.'),
  int('data_parallel', '', 'Data parallel degree.'),
  int('batch', 'requests', 'Configured batch cap (vLLM max_num_seqs).'),
  num('mean_batch', 'requests', 'Mean running batch over the steady-state window.'),
  num(
    'energy_per_token_j',
    'J per output token',
    'GPU board energy per output token over the steady-state window (measured).',
  ),
  num(
    'wh_per_million_tokens',
    'Wh per million output tokens',
    'energy_per_token_j x 1,000,000 / 3,600: the same measurement in another unit.',
    (r) => whPerMillionTokens(r.energy_per_token_j),
  ),
  num('tokens_per_j', 'output tokens per J', 'Derived: 1 / energy_per_token_j (equal to tokens/s per W).', (r) =>
    tokensPerJoule(r.energy_per_token_j),
  ),
  num('avg_power_w', 'W', 'Steady-state average GPU power, summed over every card.'),
  num('output_tokens_per_s', 'output tokens/s', 'Steady-state output token throughput.'),
  num('tdp_w', 'W', 'Rated TDP per card from hardware.csv; empty where the vendor gives no single number.', tdp, false),
  num(
    'percent_of_tdp',
    '%',
    'Average power per card / rated TDP x 100; empty where tdp_w is empty.',
    (r, d) => {
      const t = tdp(r, d);
      return t === null ? null : percentOfTdp(r.avg_power_w, r.num_gpus, t);
    },
    false,
  ),
  num('mean_output_tokens', 'output tokens per request', 'Mean output length per request.'),
  num('median_itl_ms', 'ms', 'Median inter-token latency.'),
  num('p90_itl_ms', 'ms', '90th percentile inter-token latency.'),
  num('p95_itl_ms', 'ms', '95th percentile inter-token latency.'),
  num('p99_itl_ms', 'ms', '99th percentile inter-token latency.'),
  text(
    'boundary',
    "Where the watts were read, from the row's source: the GPU board counter (host, cooling and facility are outside).",
    (r, d) => d.bySource[r.source]?.record.boundary ?? d.release.boundary,
  ),
  text(
    'basis',
    "How the energy was obtained, from the row's source: measured energy counters.",
    (r, d) => d.bySource[r.source]?.record.basis ?? d.release.basis,
  ),
];

export const INDEX_TABLE: TableDef<CheckedRow> = {
  name: 'index',
  title: 'The index: selected configuration per task, model and GPU',
  description:
    'For each (task, model, GPU), the lowest-energy configuration that passed the identity check with median ITL at or under the latency ceiling; repeated runs counted as the higher-energy run.',
  fields: [
    ...CONFIGURATION_FIELDS,
    // Energy per response as the page computes it (per token x mean output), so the figures match (within 0.1%).
    num(
      'energy_per_request_j',
      'J per request',
      'energy_per_token_j x mean_output_tokens (agrees with the measured energy per request within the 0.1% identity tolerance).',
      (r) => energyPerRequestJ(r.energy_per_token_j, r.mean_output_tokens),
    ),
    num('latency_ceiling_ms', 'ms', 'Median ITL ceiling the selection used.', (_r, d) => d.ceilingMs),
  ],
  rows: (d) => d.selected,
};

export const CONFIGURATIONS_TABLE: TableDef<CheckedRow> = {
  name: 'configurations',
  title: 'Every measured configuration, with its identity check and status',
  description:
    'One row per measured configuration, published or withheld (with the reason), with the identity-check residuals, the repeat runs set aside, whether the row is the index selection, and where the row came from upstream.',
  fields: [
    ...CONFIGURATION_FIELDS,
    num('energy_per_request_j', 'J per request', 'GPU energy per request as measured upstream.'),
    text('status', '"published" (passed the identity check) or "withheld" (failed it; see withheld_reason).', (r) =>
      r.identity.withheld_reason === null ? 'published' : 'withheld',
    ),
    text(
      'withheld_reason',
      'Why the row is withheld, in words; empty for a published row.',
      (r) => r.identity.withheld_reason,
      false,
    ),
    num(
      'power_residual',
      'ratio',
      'Identity check: (avg_power_w / output_tokens_per_s) / energy_per_token_j - 1. Tolerance: 0.001 either way.',
      (r) => r.identity.power_residual,
    ),
    num(
      'request_residual',
      'ratio',
      'Identity check: (energy_per_token_j x mean_output_tokens) / energy_per_request_j - 1. Tolerance: 0.001 either way.',
      (r) => r.identity.request_residual,
    ),
    flag(
      'set_aside_repeat',
      'True for a repeated run set aside in favour of the higher-energy run of the same setting (kept here, never selected).',
      (r, d) => idSets(d).setAside.has(r.id),
    ),
    flag(
      'selected',
      'True where this row is the index selection for its task, model and GPU at latency_ceiling_ms.',
      (r, d) => idSets(d).selected.has(r.id),
    ),
    num('latency_ceiling_ms', 'ms', 'Median ITL ceiling the selected flag refers to.', (_r, d) => d.ceilingMs),
    text('provenance_file', 'Upstream file the row came from.', (r) => r.provenance.file),
    int(
      'provenance_position',
      '',
      "Zero-based position in that file's configurations list.",
      (r) => r.provenance.position,
    ),
    text('provenance_commit', 'Upstream git commit of that file.', (r) => r.provenance.commit),
  ],
  rows: (d) => d.rows,
};
