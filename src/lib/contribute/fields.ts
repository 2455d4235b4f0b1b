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

const f = (
  name: string,
  level: SubmissionField['level'],
  kind: FieldKind,
  required: boolean,
  box: BoxPoint,
  doc: string,
  extra: Partial<SubmissionField> = {},
): SubmissionField => ({ name, level, kind, required, box, doc, ...extra });

export const SUBMISSION_FIELDS: readonly SubmissionField[] = [
  f('lab', 'submission', 'text', true, 'credit', 'Who measured: the lab or company, as it should be credited.'),
  f(
    'contact',
    'submission',
    'contact',
    true,
    'credit',
    'An email address (or https page) where a maintainer can reach the lab about these figures.',
  ),
  f('date', 'submission', 'date', true, 'credit', 'Date of the measurements (the last day of the runs), YYYY-MM-DD.'),
  f(
    'licence',
    'submission',
    'choice',
    true,
    'credit',
    'The open licence the figures are published under, by its SPDX id; the index republishes them under it.',
    {
      choices: OPEN_LICENCE_IDS,
      choicesAre: "an open licence's SPDX id",
    },
  ),
  f(
    'citation',
    'submission',
    'long-text',
    true,
    'credit',
    'How to cite the measurements: authors or lab, title, year, where they are published.',
  ),
  f('url', 'submission', 'url', false, 'credit', 'A public page describing the measurements (http or https).'),
  f(
    'meter',
    'submission',
    'text',
    true,
    1,
    'What read the power, and how often, e.g. "Zeus 0.11 reading NVML energy counters" or "Yokogawa WT310 at 1 Hz".',
  ),
  f(
    'boundary',
    'both',
    'choice',
    true,
    1,
    "Where the watts were read: die, board (the GPU's own counter), system (the server at the wall) or facility (with cooling and power delivery).",
    {
      choices: BOUNDARIES,
    },
  ),
  f(
    'basis',
    'both',
    'choice',
    true,
    1,
    'How the energy was obtained: "measured" (counters or a meter read during the run), the only basis the index publishes.',
    {
      choices: BASES,
    },
  ),
  f(
    'task',
    'row',
    'text',
    false,
    4,
    'The index task the workload reproduces (its id, e.g. "lm-arena-chat"), if any; empty for another workload.',
  ),
  f('workload', 'row', 'text', true, 4, 'The workload: dataset or traffic, input and output lengths, arrival pattern.'),
  f('model', 'row', 'text', true, 4, 'The model served, by its public id, e.g. "Qwen/Qwen3-32B".'),
  f('model_name', 'row', 'text', false, 4, 'Display name, e.g. "Qwen 3 32B" (the id when left empty).'),
  f('architecture', 'row', 'text', false, 4, 'Architecture family, e.g. "Dense Transformer" or "MoE".'),
  f('total_params_b', 'row', 'number', true, 4, 'Total parameters.', { unit: 'billion parameters' }),
  f(
    'active_params_b',
    'row',
    'number',
    true,
    4,
    'Parameters active per token (equal to the total for a dense model).',
    {
      unit: 'billion parameters',
    },
  ),
  f('weight_precision', 'row', 'text', true, 5, 'Precision of the weights, e.g. "bfloat16" or "fp8".'),
  f('serving_stack', 'row', 'text', true, 4, 'Inference server and version, e.g. "vLLM 0.11.1".'),
  f(
    'gpu',
    'row',
    'text',
    true,
    2,
    'The accelerator, by a name the index knows (its short name, e.g. "H100", or full name).',
  ),
  f(
    'num_gpus',
    'row',
    'int',
    true,
    2,
    'Every card the power was summed over: max(tensor_parallel x data_parallel, expert_parallel).',
    {
      unit: 'GPUs',
    },
  ),
  f('tensor_parallel', 'row', 'int', true, 5, 'Tensor-parallel degree.', { unit: 'GPUs' }),
  f('expert_parallel', 'row', 'int', true, 5, 'Expert-parallel degree (1 for a dense model).', { unit: 'GPUs' }),
  f('data_parallel', 'row', 'int', true, 5, 'Data-parallel degree (replicas).', { unit: 'GPUs' }),
  f('batch', 'row', 'int', true, 5, 'Configured batch cap (e.g. vLLM max_num_seqs).', { unit: 'requests' }),
  f('mean_batch', 'row', 'number', true, 5, 'Mean running batch over the window, at most the cap.', {
    unit: 'requests',
  }),
  f(
    'settings',
    'row',
    'text',
    false,
    5,
    'Any other setting that moves the figures: power cap, clocks, KV-cache precision, speculative decoding.',
  ),
  f('window_s', 'row', 'number', true, 3, 'Length of the steady-state window the figures cover (at least 5 minutes).', {
    unit: 's',
  }),
  f('requests', 'row', 'int', true, 3, 'Requests completed over the whole run (at least 1,000).', { unit: 'requests' }),
  f('output_tokens', 'row', 'int', true, 'figure', 'Output tokens generated in the window.', { unit: 'tokens' }),
  f(
    'avg_power_w',
    'row',
    'number',
    true,
    'figure',
    'Average power over the window, summed over every card counted in num_gpus.',
    { unit: 'W' },
  ),
  f('output_tokens_per_s', 'row', 'number', true, 6, 'Output token throughput over the same window.', {
    unit: 'tokens/s',
  }),
  f('energy_per_token_j', 'row', 'number', true, 'figure', 'Energy over the window / output tokens in the window.', {
    unit: 'J per token',
  }),
  f('mean_output_tokens', 'row', 'number', true, 4, 'Mean output length per request.', { unit: 'tokens' }),
  f('median_itl_ms', 'row', 'number', true, 6, 'Median inter-token latency, measured at the client, over the run.', {
    unit: 'ms',
  }),
  f('p90_itl_ms', 'row', 'number', false, 6, '90th percentile inter-token latency.', { unit: 'ms' }),
  f('p95_itl_ms', 'row', 'number', false, 6, '95th percentile inter-token latency.', { unit: 'ms' }),
  f('p99_itl_ms', 'row', 'number', true, 6, '99th percentile inter-token latency (the tail).', { unit: 'ms' }),
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
