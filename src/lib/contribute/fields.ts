// The submission format, field by field: one table feeds schema.ts, csv.ts, the templates, /contribute/ and the list in
// docs/contributed-sources.md (a test keeps them equal). CSV repeats header fields on every line; JSON has them once.
import { OPEN_LICENCE_IDS } from '../core/licences.ts';

export const BOUNDARIES = ['die', 'board', 'system', 'facility'] as const;
/** This index publishes measured energy only; provisioned budgets and estimates are other things. */
export const BASES = ['measured'] as const;

export type FieldKind = 'number' | 'int' | 'text' | 'long-text' | 'choice' | 'date' | 'contact' | 'url';

/** Scoring-box point (1-6, BOX_POINTS below) a field answers; "figure" for the measurement itself; "credit". */
export type BoxPoint = 1 | 2 | 3 | 4 | 5 | 6 | 'figure' | 'credit';

export interface SubmissionField {
  name: string;
  /** "submission": once per submission; "row": per configuration; "both": declared once and on every row. */
  level: 'submission' | 'row' | 'both';
  kind: FieldKind;
  required: boolean;
  unit?: string;
  choices?: readonly string[];
  /** What the choices are, for the error message before their list ("an open licence's SPDX id"). */
  choicesAre?: string;
  box: BoxPoint;
  /** What it is, for the documentation and the JSON Schema description. */
  doc: string;
}

// Constructors by where a field sits; every field is required unless wrapped in optional().
const field = (
  name: string,
  level: SubmissionField['level'],
  kind: FieldKind,
  box: BoxPoint,
  doc: string,
  extra: Partial<SubmissionField> = {},
): SubmissionField => ({ name, level, kind, required: true, box, doc, ...extra });
const header = (name: string, kind: FieldKind, box: BoxPoint, doc: string) => field(name, 'submission', kind, box, doc);
const rowText = (name: string, box: BoxPoint, doc: string) => field(name, 'row', 'text', box, doc);
const rowNumber = (name: string, kind: 'number' | 'int', box: BoxPoint, unit: string, doc: string) =>
  field(name, 'row', kind, box, doc, { unit });
const optional = (f: SubmissionField): SubmissionField => ({ ...f, required: false });

export const SUBMISSION_FIELDS: readonly SubmissionField[] = [
  header('lab', 'text', 'credit', 'Who measured: the lab or company, as it should be credited.'),
  header(
    'contact',
    'contact',
    'credit',
    'An email address (or https page) where a maintainer can reach the lab about these figures.',
  ),
  header('date', 'date', 'credit', 'Date of the measurements (the last day of the runs), YYYY-MM-DD.'),
  field(
    'licence',
    'submission',
    'choice',
    'credit',
    'The open licence the figures are published under, by its SPDX id; the index republishes them under it.',
    { choices: OPEN_LICENCE_IDS, choicesAre: "an open licence's SPDX id" },
  ),
  header(
    'citation',
    'long-text',
    'credit',
    'How to cite the measurements: authors or lab, title, year, where they are published.',
  ),
  optional(header('url', 'url', 'credit', 'A public page describing the measurements (http or https).')),
  header(
    'meter',
    'text',
    1,
    'What read the power, and how often, e.g. "Zeus 0.11 reading NVML energy counters" or "Yokogawa WT310 at 1 Hz".',
  ),
  field(
    'boundary',
    'both',
    'choice',
    1,
    "Where the watts were read: die, board (the GPU's own counter), system (the server at the wall) or facility (with cooling and power delivery).",
    { choices: BOUNDARIES },
  ),
  field(
    'basis',
    'both',
    'choice',
    1,
    'How the energy was obtained: "measured" (counters or a meter read during the run), the only basis the index publishes.',
    { choices: BASES },
  ),
  optional(
    rowText(
      'task',
      4,
      'The index task the workload reproduces (its id, e.g. "lm-arena-chat"), if any; empty for another workload.',
    ),
  ),
  rowText('workload', 4, 'The workload: dataset or traffic, input and output lengths, arrival pattern.'),
  rowText('model', 4, 'The model served, by its public id, e.g. "Qwen/Qwen3-32B".'),
  optional(rowText('model_name', 4, 'Display name, e.g. "Qwen 3 32B" (the id when left empty).')),
  optional(rowText('architecture', 4, 'Architecture family, e.g. "Dense Transformer" or "MoE".')),
  rowNumber('total_params_b', 'number', 4, 'billion parameters', 'Total parameters.'),
  rowNumber(
    'active_params_b',
    'number',
    4,
    'billion parameters',
    'Parameters active per token (equal to the total for a dense model).',
  ),
  rowText('weight_precision', 5, 'Precision of the weights, e.g. "bfloat16" or "fp8".'),
  rowText('serving_stack', 4, 'Inference server and version, e.g. "vLLM 0.11.1".'),
  rowText('gpu', 2, 'The accelerator, by a name the index knows (its short name, e.g. "H100", or full name).'),
  rowNumber(
    'num_gpus',
    'int',
    2,
    'GPUs',
    'Every card the power was summed over: max(tensor_parallel x data_parallel, expert_parallel).',
  ),
  rowNumber('tensor_parallel', 'int', 5, 'GPUs', 'Tensor-parallel degree.'),
  rowNumber('expert_parallel', 'int', 5, 'GPUs', 'Expert-parallel degree (1 for a dense model).'),
  rowNumber('data_parallel', 'int', 5, 'GPUs', 'Data-parallel degree (replicas).'),
  rowNumber('batch', 'int', 5, 'requests', 'Configured batch cap (e.g. vLLM max_num_seqs).'),
  rowNumber('mean_batch', 'number', 5, 'requests', 'Mean running batch over the window, at most the cap.'),
  optional(
    rowText(
      'settings',
      5,
      'Any other setting that moves the figures: power cap, clocks, KV-cache precision, speculative decoding.',
    ),
  ),
  rowNumber('window_s', 'number', 3, 's', 'Length of the steady-state window the figures cover (at least 5 minutes).'),
  rowNumber('requests', 'int', 3, 'requests', 'Requests completed over the whole run (at least 1,000).'),
  rowNumber('output_tokens', 'int', 'figure', 'tokens', 'Output tokens generated in the window.'),
  rowNumber(
    'avg_power_w',
    'number',
    'figure',
    'W',
    'Average power over the window, summed over every card counted in num_gpus.',
  ),
  rowNumber('output_tokens_per_s', 'number', 6, 'tokens/s', 'Output token throughput over the same window.'),
  rowNumber(
    'energy_per_token_j',
    'number',
    'figure',
    'J per token',
    'Energy over the window / output tokens in the window.',
  ),
  rowNumber('mean_output_tokens', 'number', 4, 'tokens', 'Mean output length per request.'),
  rowNumber('median_itl_ms', 'number', 6, 'ms', 'Median inter-token latency, measured at the client, over the run.'),
  optional(rowNumber('p90_itl_ms', 'number', 6, 'ms', '90th percentile inter-token latency.')),
  optional(rowNumber('p95_itl_ms', 'number', 6, 'ms', '95th percentile inter-token latency.')),
  rowNumber('p99_itl_ms', 'number', 6, 'ms', '99th percentile inter-token latency (the tail).'),
];

export const FIELD_BY_NAME: ReadonlyMap<string, SubmissionField> = new Map(SUBMISSION_FIELDS.map((x) => [x.name, x]));
/** Column order of the CSV format and the templates. */
export const CSV_COLUMNS: readonly string[] = SUBMISSION_FIELDS.map((x) => x.name);
export const HEADER_FIELDS = SUBMISSION_FIELDS.filter((x) => x.level !== 'row');
export const ROW_FIELDS = SUBMISSION_FIELDS.filter((x) => x.level !== 'submission');

/** The scoring-box points in the index's words. */
export const BOX_POINTS: Record<BoxPoint, string> = {
  1: 'where the watts were read, and how',
  2: 'the hardware, named, with the number of cards',
  3: 'the time window',
  4: 'the workload and serving stack, including the model',
  5: 'the operating mode or settings',
  6: 'throughput and tail latency from the same run',
  figure: 'the measurement itself',
  credit: 'who to credit, and under which licence',
};
