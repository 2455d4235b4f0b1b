// Plausibility bounds for every numeric field of a row, submission and claim, each with its reason: they refuse typing
// slips and unit mistakes yet admit any real accelerator. Free of zod so browser code can use it.
import { describe } from './schemas/describe.ts';

/** A unit (as it reads after a number: "W"), an inclusive floor and ceiling, and why nothing real lies beyond each. */
const b = (unit: string, [min, minWhy]: [number, string], [max, maxWhy]: [number, string]) => ({
  unit,
  min,
  minWhy,
  max,
  maxWhy,
});
export type Bound = ReturnType<typeof b>;

const ITL = b('ms', [0.001, 'a microsecond between tokens'], [3_600_000, 'an hour between tokens']);
const PARAMS = b(
  'billion parameters',
  [0.001, 'a million parameters, smaller than any served language model'],
  [2_000, 'the largest published models have about 1.6 to 1.75 trillion (Switch-C, Wu Dao 2.0)'],
);
const DEGREE = b('GPUs', [1, 'a degree of parallelism counts cards'], [1_000_000, 'beyond any cluster built']);

/** One entry per numeric field name; fields of the same meaning share a name across the formats. */
export const BOUNDS = {
  /** Average power summed over every counted card, W. The per-card floor and ceiling are below. */
  avg_power_w: b('W', [1, 'a watt: below any accelerator generating tokens'], [10_000_000, 'a whole data centre hall']),
  output_tokens_per_s: b(
    'tokens/s',
    [0.001, 'a token every quarter of an hour'],
    [1_000_000_000, 'far beyond any deployment'],
  ),
  energy_per_token_j: b(
    'J per token',
    [0.000001, 'a millionth of a joule: far below any GPU measured'],
    [1_000, 'hundreds of times the costliest measured configuration'],
  ),
  /** Energy per token at its bound times the longest output, each way. */
  energy_per_request_j: b(
    'J per request',
    [0.000001, 'the least energy per token for a single token'],
    [10_000_000_000, 'the most energy per token over the longest output'],
  ),
  mean_output_tokens: b(
    'tokens',
    [1, 'a request produces at least one token'],
    [10_000_000, 'ten million tokens, beyond the longest context window of any model'],
  ),
  median_itl_ms: ITL,
  p90_itl_ms: ITL,
  p95_itl_ms: ITL,
  p99_itl_ms: ITL,
  total_params_b: PARAMS,
  active_params_b: PARAMS,
  num_gpus: b('GPUs', [1, 'a measurement counts at least one card'], [1_000_000, 'beyond any cluster built']),
  tensor_parallel: DEGREE,
  expert_parallel: DEGREE,
  data_parallel: DEGREE,
  batch: b(
    'requests',
    [1, 'a batch cap of at least one request'],
    [1_000_000, "a million concurrent sequences, beyond any server's memory"],
  ),
  /** Also at most the batch cap (a cross-field rule, in row-rules.ts). */
  mean_batch: b(
    'requests',
    [1, 'a steady-state window keeps at least one request running'],
    [1_000_000, "a million concurrent sequences, beyond any server's memory"],
  ),
  window_s: b('s', [1, 'a second: too short to average anything'], [31_536_000, 'a whole year of steady load']),
  output_tokens: b('tokens', [1, 'a window counts whole tokens'], [1e17, 'a billion tokens a second for three years']),
  requests: b(
    'requests',
    [1, 'a run completes at least one request'],
    [1e12, 'a trillion requests, beyond any benchmark run'],
  ),
  energy_j: b('J', [0.001, 'a millijoule: less than one token costs'], [1e15, 'a 10 MW hall running for three years']),
  tokens_per_watt: b(
    'tokens per watt',
    [0.000001, 'a token per megajoule: far below any GPU'],
    [1_000_000, 'a million tokens per joule, far beyond any GPU'],
  ),
} as const satisfies Record<string, Bound>;
export type BoundedField = keyof typeof BOUNDS;

/**
 * Per card: a floor (row-rules.ts), and at most rated TDP + 10% (meter error, boosts; v3's highest is 99.1%), which
 * catches power summed over the wrong card count; the ceiling needs the TDP, so is checked where hardware.json is read.
 */
export const POWER_PER_CARD = {
  unit: 'W per card',
  min: 1,
  minWhy: 'a watt per card: less than even an edge accelerator draws while generating',
  tdpMargin: 0.1,
} as const;

/** A bound as written in a message: "0.000001", "1", "10,000,000". */
export function formatBound(n: number): string {
  return n < 1 ? String(n) : n.toLocaleString('en-US');
}

function unitAfter(n: number, unit: string): string {
  return n === 1 ? unit.replace(/s$/, '') : unit;
}

/** "expected at least 1 W (a watt: ...), got 5e-324"; a value at or below zero is "a positive number". */
export function belowMessage(bound: Pick<Bound, 'min' | 'minWhy' | 'unit'>, value: unknown, positive: string): string {
  return typeof value === 'number' && value > 0
    ? `expected at least ${formatBound(bound.min)} ${unitAfter(bound.min, bound.unit)} (${bound.minWhy}), got ${describe(value)}`
    : `expected ${positive}, got ${describe(value)}`;
}

export function aboveMessage(bound: Pick<Bound, 'max' | 'maxWhy' | 'unit'>, value: unknown): string {
  return `expected at most ${formatBound(bound.max)} ${bound.unit} (${bound.maxWhy}), got ${describe(value)}`;
}
