// A claim as a reader types it in: every field optional (what it leaves out is reported, not refused); values beyond
// anything real are refused with the bound and why. zod/mini: tree-shakeable, so /check/ ships a fraction of zod.
import * as z from 'zod/mini';
import { expecting } from '../core/schemas/describe.ts';
import { BOUNDS, aboveMessage, belowMessage, formatBound, type BoundedField } from '../core/bounds.ts';

export const BOUNDARIES = ['die', 'board', 'system', 'facility'] as const;
export type Boundary = (typeof BOUNDARIES)[number];
export const BASES = ['measured', 'provisioned', 'estimate'] as const;
export type Basis = (typeof BASES)[number];

/**
 * Within its bounds (core/bounds.ts, shared with rows and submissions). The lower bounds catch typing slips too, and
 * keep 1 / (J per token) from overflowing to Infinity.
 */
const quantity = (field: BoundedField) => {
  const b = BOUNDS[field];
  return z.number(expecting(`a number of ${b.unit}`)).check(
    // One check for both bounds below, so a negative gets the one message that fits it.
    z.minimum(b.min, { error: (i) => belowMessage(b, i.input, `a positive number of ${b.unit}`) }),
    z.maximum(b.max, { error: (i) => aboveMessage(b, i.input) }),
  );
};

/** A relative change in percent: may be negative, but nothing falls by 100% or more. */
const percentChange = () =>
  z
    .number(expecting('a percentage change (a number such as -21 or 12.5)'))
    .check(
      z.gt(-100, expecting('a change above -100% (a fall of 100% or more would leave nothing)')),
      z.maximum(100_000, expecting('at most +100,000% (a thousandfold rise)')),
    );

const label = (what: string) =>
  z
    .string(expecting(what))
    .check(
      z.regex(/\S/, { error: (i) => `expected ${what}, got ${i.input === '' ? 'an empty string' : 'only spaces'}` }),
      z.maxLength(500, { error: `expected ${what} of at most 500 characters` }),
    );

const enumOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, expecting(`one of ${values.join(', ')}`));

export const claimSchema = z
  .partial(
    z.strictObject({
      /** The model served, e.g. "Qwen/Qwen3-32B" (upstream id or display name). */
      model: label('a model name'),
      /** The GPU, e.g. "H100" or "NVIDIA H100 80GB HBM3 SXM5". */
      gpu: label('a GPU name'),
      /** Number of GPUs whose power is counted, cards. */
      gpu_count: z.number(expecting('a whole number of GPUs')).check(
        // multipleOf(1), not int(): int() stops the object's checks, hiding a contradiction elsewhere.
        z.multipleOf(1, expecting('a whole number of GPUs')),
        z.minimum(1, expecting('a whole number of 1 or more GPUs')),
        z.maximum(
          BOUNDS.num_gpus.max,
          expecting(`at most ${formatBound(BOUNDS.num_gpus.max)} GPUs (${BOUNDS.num_gpus.maxWhy})`),
        ),
      ),
      /** Where the watts were read: die, board (the GPU's own counter), system (the server) or facility (with PUE). */
      boundary: enumOf(BOUNDARIES),
      /** How the watts were obtained: measured counters, a provisioned power budget, or an estimate. */
      basis: enumOf(BASES),
      /** Length of the measurement window, s. */
      window_s: quantity('window_s'),
      /** Workload: dataset or traffic, prompt and output lengths, e.g. "LMArena chat prompts". */
      workload: label('a workload description'),
      /** Serving stack and version, e.g. "vLLM 0.11". */
      serving_stack: label('a serving stack'),
      /** Operating mode or settings: free text, or named settings such as { "batch": 256, "power_cap_w": 500 }. */
      settings: z.union(
        [label('settings'), z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))],
        expecting('settings as text or an object of named values'),
      ),
      /** Average power over the window, summed over every counted GPU, W. */
      avg_power_w: quantity('avg_power_w'),
      /** Output token throughput over the same window, tokens/s. */
      output_tokens_per_s: quantity('output_tokens_per_s'),
      /** Energy over the window, J. */
      energy_j: quantity('energy_j'),
      /** Output tokens generated in the window, tokens. */
      tokens: quantity('output_tokens'),
      energy_per_token_j: quantity('energy_per_token_j'),
      /** Tokens per watt = (tokens/s) / W, the same number as tokens per joule, tokens/J. */
      tokens_per_watt: quantity('tokens_per_watt'),
      /** Median inter-token latency, ms. */
      median_itl_ms: quantity('median_itl_ms'),
      /** 99th percentile inter-token latency (the tail), ms. */
      p99_itl_ms: quantity('p99_itl_ms'),
      /** Relative change in average power against a baseline, percent (-21 = 21% less power). */
      power_change_pct: percentChange(),
      /** Relative change in output token throughput against the same baseline, percent. */
      throughput_change_pct: percentChange(),
      /** Relative change in tokens per watt against the same baseline, percent. */
      tokens_per_watt_change_pct: percentChange(),
      /** Relative change in energy per output token against the same baseline, percent (-30 = 30% less energy). */
      energy_per_token_change_pct: percentChange(),
      /** The GPU the relative changes are against, e.g. "H100" in "B200 uses 30% less energy than H100". */
      baseline_gpu: label('a GPU name'),
      /** The workload the claim is about: a task of the index by name or id, e.g. "Text Conversation". */
      task: label('a task name'),
    }),
  )
  // A contradiction between two fields is reported even when others were refused (zod skips refinements after an issue
  // unless `when` says the fields it reads are usable).
  .check(
    z.refine((c) => c.median_itl_ms === undefined || c.p99_itl_ms === undefined || c.p99_itl_ms >= c.median_itl_ms, {
      path: ['p99_itl_ms'],
      when: (payload) => {
        const v = payload.value as Record<string, unknown> | null;
        return typeof v?.median_itl_ms === 'number' && typeof v?.p99_itl_ms === 'number';
      },
      error: (i) => {
        const c = i.input as { median_itl_ms: number; p99_itl_ms: number };
        return `expected at or above median_itl_ms (${c.median_itl_ms}), got ${c.p99_itl_ms}: the tail cannot be faster than the median`;
      },
    }),
  );

export type Claim = z.infer<typeof claimSchema>;
