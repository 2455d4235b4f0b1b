// A fast yes for plainly valid index rows: zod's parse costs ~10 µs and a ~30-object copy a row. "Not sure" rows go to
// rowSchema, which words every message; it must never accept what the schema refuses (row-precheck.test.ts).
import { BOUNDS, type BoundedField } from '../core/bounds.ts';
import { rowRuleProblems, type RuleInputs } from '../core/row-rules.ts';
import { COMMIT_PATTERN, ROW_ID_PATTERN, TASK_IDS, type Row } from '../core/schemas/row.ts';

type Check = (v: unknown) => boolean;

/** text(): a string of at least one character. */
const text: Check = (v) => typeof v === 'string' && v.length > 0;

/** bounded(): a number within the field's bounds (NaN and the infinities fail the comparisons). */
const bounded = (field: BoundedField): Check => {
  const { min, max } = BOUNDS[field];
  return (v) => typeof v === 'number' && v >= min && v <= max;
};

/** boundedInt(): a whole number of 1 or more within the field's bounds (every bound is a safe integer). */
const boundedInt = (field: BoundedField): Check => {
  const min = Math.max(1, BOUNDS[field].min);
  const { max } = BOUNDS[field];
  return (v) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
};

const taskIds: ReadonlySet<unknown> = new Set(TASK_IDS);

/** A plain object as JSON.parse makes it: for...in then yields exactly its own keys, as zod reads them. */
function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;
}

/** countList(n): a list of at least n numbers, each finite and at or above 0. */
function isCountList(v: unknown, minLength: number): v is number[] {
  if (!Array.isArray(v) || v.length < minLength) return false;
  for (let i = 0; i < v.length; i++) {
    const n = v[i];
    if (typeof n !== 'number' || !(n >= 0) || n === Infinity) return false;
  }
  return true;
}

/** histogramSchema.nullable(): null, or exactly the two lists, one more edge than counts, edges rising. */
function isHistogram(v: unknown): boolean {
  if (v === null) return true;
  if (!isPlainObject(v) || !hasExactly(v, 2)) return false;
  const edges = v.bin_edges_tokens;
  const counts = v.counts;
  if (!isCountList(edges, 2) || !isCountList(counts, 1) || edges.length !== counts.length + 1) return false;
  for (let i = 1; i < edges.length; i++) if (!(edges[i] > edges[i - 1])) return false;
  return true;
}

/** provenanceSchema: exactly file (text), position (a safe whole number at or above 0), commit (a hash). */
function isProvenance(v: unknown): boolean {
  if (!isPlainObject(v) || !hasExactly(v, 3)) return false;
  const { file, position, commit } = v;
  return (
    text(file) &&
    Number.isSafeInteger(position) &&
    (position as number) >= 0 &&
    typeof commit === 'string' &&
    COMMIT_PATTERN.test(commit)
  );
}

/** Whether `v` has exactly `n` keys: with the fields checked by name, no unknown key is left. */
function hasExactly(v: Record<string, unknown>, n: number): boolean {
  let keys = 0;
  for (const _ in v) keys++;
  return keys === n;
}

/**
 * rowSchema's fields in order, each checked by name below. A field added to the schema makes every row "not sure" until
 * listed here; the unit test compares the list with the schema.
 */
export const PRECHECKED_FIELDS = [
  ...['id', 'source', 'task', 'model', 'model_name', 'architecture', 'total_params_b', 'active_params_b'],
  ...['weight_precision', 'gpu', 'num_gpus', 'tensor_parallel', 'expert_parallel', 'data_parallel', 'batch'],
  ...['mean_batch', 'avg_power_w', 'output_tokens_per_s', 'energy_per_token_j', 'energy_per_request_j'],
  ...['mean_output_tokens', 'median_itl_ms', 'p90_itl_ms', 'p95_itl_ms', 'p99_itl_ms', 'output_length_histogram'],
  'provenance',
] as const satisfies readonly (keyof Row)[];
const FIELD_COUNT = PRECHECKED_FIELDS.length;

const isRowId = (v: unknown) => typeof v === 'string' && ROW_ID_PATTERN.test(v);
const isTotalParams = bounded('total_params_b');
const isActiveParams = bounded('active_params_b');
const isNumGpus = boundedInt('num_gpus');
const isTensorParallel = boundedInt('tensor_parallel');
const isExpertParallel = boundedInt('expert_parallel');
const isDataParallel = boundedInt('data_parallel');
const isBatch = boundedInt('batch');
const isMeanBatch = bounded('mean_batch');
const isAvgPower = bounded('avg_power_w');
const isTokensPerS = bounded('output_tokens_per_s');
const isEnergyPerToken = bounded('energy_per_token_j');
const isEnergyPerRequest = bounded('energy_per_request_j');
const isMeanOutput = bounded('mean_output_tokens');
const isMedianItl = bounded('median_itl_ms');
const isP90Itl = bounded('p90_itl_ms');
const isP95Itl = bounded('p95_itl_ms');
const isP99Itl = bounded('p99_itl_ms');

/**
 * True only if rowSchema accepts `v`; false means "ask the schema". A row without `source` is accepted (the schema's
 * default). Fields read by name: one hidden class keeps a million reads fast.
 */
export function rowPrecheck(v: unknown): v is Row {
  if (!isPlainObject(v)) return false;
  let keys = 0;
  for (const _ in v) keys++;
  // Every field below must be present, so the count leaves no room for an unknown key: all, or all but source.
  if (keys === FIELD_COUNT) {
    if (!text(v.source)) return false;
  } else if (keys !== FIELD_COUNT - 1 || 'source' in v) return false;
  return (
    isRowId(v.id) &&
    taskIds.has(v.task) &&
    text(v.model) &&
    text(v.model_name) &&
    text(v.architecture) &&
    isTotalParams(v.total_params_b) &&
    isActiveParams(v.active_params_b) &&
    text(v.weight_precision) &&
    text(v.gpu) &&
    isNumGpus(v.num_gpus) &&
    isTensorParallel(v.tensor_parallel) &&
    isExpertParallel(v.expert_parallel) &&
    isDataParallel(v.data_parallel) &&
    isBatch(v.batch) &&
    isMeanBatch(v.mean_batch) &&
    isAvgPower(v.avg_power_w) &&
    isTokensPerS(v.output_tokens_per_s) &&
    isEnergyPerToken(v.energy_per_token_j) &&
    isEnergyPerRequest(v.energy_per_request_j) &&
    isMeanOutput(v.mean_output_tokens) &&
    isMedianItl(v.median_itl_ms) &&
    isP90Itl(v.p90_itl_ms) &&
    isP95Itl(v.p95_itl_ms) &&
    isP99Itl(v.p99_itl_ms) &&
    isHistogram(v.output_length_histogram) &&
    isProvenance(v.provenance) &&
    rowRuleProblems(v as unknown as RuleInputs).length === 0
  );
}
