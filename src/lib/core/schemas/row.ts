import { z } from 'zod';
import { expectedGot, expecting, issue, text } from './common.ts';
import { bounded, boundedInt } from './bounded.ts';
import { rowRuleProblems } from '../row-rules.ts';

/** The five token tasks of ML.ENERGY v3; diffusion tasks report per image or video, not per token. */
export const TASK_IDS = ['lm-arena-chat', 'gpqa', 'sourcegraph-fim', 'image-chat', 'video-chat'] as const;
export const taskIdSchema = z.enum(TASK_IDS, expecting(`one of ${TASK_IDS.join(', ')}`));
export type TaskId = z.infer<typeof taskIdSchema>;

/** A row id: lowercase letters, digits, dots and dashes (the precheck in validate/ tests the same pattern). */
export const ROW_ID_PATTERN = /^[a-z0-9][a-z0-9.-]*$/;
/** An upstream git commit hash, abbreviated or full. */
export const COMMIT_PATTERN = /^[0-9a-f]{7,40}$/;

/** Numbers >= 0 checked in one loop: a schema per element (~100 a row) was 70% of validation time on a million rows. */
const countList = (minLength: number) =>
  z.custom<number[]>().superRefine((v, ctx) => {
    if (!Array.isArray(v)) return void ctx.addIssue({ code: 'custom', message: expectedGot('a list of numbers', v) });
    if (v.length < minLength)
      return void ctx.addIssue({ code: 'custom', message: `expected at least ${minLength} numbers, got ${v.length}` });
    for (let i = 0; i < v.length; i++) {
      const n = v[i];
      if (typeof n !== 'number' || !Number.isFinite(n) || n < 0)
        return void ctx.addIssue(issue([i], expectedGot('a number at or above 0', n)));
    }
  });

/** Output-length histogram of one configuration's requests. */
export const histogramSchema = z
  .strictObject({
    /** Bin edges in output tokens, ascending; one more edge than counts. */
    bin_edges_tokens: countList(2),
    /** Number of requests whose output length fell in each bin. */
    counts: countList(1),
  })
  .superRefine((h, ctx) => {
    // Zod runs this even when a list above was refused or missing: those have their own message already.
    if (!Array.isArray(h.bin_edges_tokens) || !Array.isArray(h.counts)) return;
    if (h.bin_edges_tokens.length !== h.counts.length + 1) {
      ctx.addIssue(
        issue(['counts'], `expected ${h.bin_edges_tokens.length - 1} counts (one per bin), got ${h.counts.length}`),
      );
    }
    for (let i = 1; i < h.bin_edges_tokens.length; i++) {
      if (!(h.bin_edges_tokens[i] > h.bin_edges_tokens[i - 1])) {
        ctx.addIssue({
          code: 'custom',
          path: ['bin_edges_tokens', i],
          message: `expected edges in ascending order, got ${h.bin_edges_tokens[i]} after ${h.bin_edges_tokens[i - 1]}`,
        });
        break;
      }
    }
  });

/** Where a row came from, so any figure can be traced to the upstream file. */
export const provenanceSchema = z.strictObject({
  /** Upstream file, relative to the upstream data folder, e.g. "tasks/lm-arena-chat.json". */
  file: text(),
  /** Zero-based position of the configuration in that file's `configurations` list. */
  position: z.number().int().min(0),
  /** Upstream git commit the file was taken from. */
  commit: z.string().regex(COMMIT_PATTERN, { error: 'expected a git commit hash' }),
});

/** One measured configuration: a model served on a GPU setting at one batch cap, for one task. */
export const rowSchema = z
  .strictObject({
    /** Stable id: task.model-slug.gpuxcount.tpNepNdpN.bBATCH (plus .rN for repeats). */
    id: z.string().regex(ROW_ID_PATTERN, {
      error: (i) => `expected a lowercase id of letters, digits, dots and dashes, got ${JSON.stringify(i.input)}`,
    }),
    /**
     * The source record (an id in sources.json); rows from releases before sources were recorded are ML.ENERGY v3's.
     */
    source: z
      .string({ error: (i) => expectedGot('a source id', i.input) })
      .min(1, { error: 'expected a source id, got an empty string' })
      .default('ml-energy-v3'),
    task: taskIdSchema,
    /** Upstream model id, e.g. "Qwen/Qwen3-32B". */
    model: text(),
    /** Display name, e.g. "Qwen 3 32B". */
    model_name: text(),
    /** Architecture family, e.g. "Dense Transformer", "MoE". */
    architecture: text(),
    /** Total parameters, billions. */
    total_params_b: bounded('total_params_b'),
    /** Parameters active per token, billions (equal to total for dense models). */
    active_params_b: bounded('active_params_b'),
    /** Precision of the weights only (activations and KV cache may differ). */
    weight_precision: text(),
    /** GPU short name as measured, matching an accelerator alias in hardware.json, e.g. "H100". */
    gpu: text(),
    num_gpus: boundedInt('num_gpus'),
    tensor_parallel: boundedInt('tensor_parallel'),
    expert_parallel: boundedInt('expert_parallel'),
    data_parallel: boundedInt('data_parallel'),
    /** Configured batch cap (vLLM max_num_seqs), requests. */
    batch: boundedInt('batch'),
    /** Mean running batch over the steady-state window, requests. */
    mean_batch: bounded('mean_batch'),
    /** Steady-state average power summed over all cards, W. */
    avg_power_w: bounded('avg_power_w'),
    /** Steady-state output token throughput, tokens/s. */
    output_tokens_per_s: bounded('output_tokens_per_s'),
    /** GPU energy per output token over the steady-state window, J. */
    energy_per_token_j: bounded('energy_per_token_j'),
    /** GPU energy per request (energy per token x mean output length), J. */
    energy_per_request_j: bounded('energy_per_request_j'),
    /** Mean output length per request, tokens. */
    mean_output_tokens: bounded('mean_output_tokens'),
    /** Median inter-token latency, ms. */
    median_itl_ms: bounded('median_itl_ms'),
    /** 90th percentile inter-token latency, ms. */
    p90_itl_ms: bounded('p90_itl_ms'),
    /** 95th percentile inter-token latency, ms. */
    p95_itl_ms: bounded('p95_itl_ms'),
    /** 99th percentile inter-token latency, ms. */
    p99_itl_ms: bounded('p99_itl_ms'),
    /** Output-length histogram, or null where upstream published none. */
    output_length_histogram: histogramSchema.nullable(),
    provenance: provenanceSchema,
  })
  // Cross-field rules (ITL percentiles, parallelism, batch under cap, power per card) live in core/row-rules.ts.
  .superRefine((r, ctx) => {
    for (const p of rowRuleProblems(r)) ctx.addIssue(issue([p.field], p.message));
  });

export type Row = z.infer<typeof rowSchema>;
