// Source records and the rows of sources beside ML.ENERGY v3. A source record is a union on `kind`, so each kind
// carries its own fields rather than optional fields everywhere.
import { z } from 'zod';
import { expecting, isoDate, nonNegative, positive, positiveInt, text } from './common.ts';
import { bounded, boundedInt } from './bounded.ts';
import { COMMIT_PATTERN, ROW_ID_PATTERN, taskIdSchema } from './row.ts';
import { rowRuleProblems } from '../row-rules.ts';

/** Where the watts were read. Board: the GPU's own counter. System: the whole server at the wall (AC). */
export const BOUNDARIES = ['board (GPU)', 'system (wall, AC)'] as const;
export const boundarySchema = z.enum(BOUNDARIES, {
  error: (i) =>
    `expected one of ${BOUNDARIES.map((b) => JSON.stringify(b)).join(', ')}, got ${JSON.stringify(i.input)}`,
});
export type Boundary = z.infer<typeof boundarySchema>;

/** The phrase a source without a licence file gets: said, never left blank. */
export const LICENCE_NOT_STATED = 'not stated by the source';

/** The checks a source's rows can go through; each source lists those that apply. */
export const CHECKS = ['identity', 'mlperf-power-window', 'measured-token-count', 'none-possible'] as const;
export const slug = z.string().regex(ROW_ID_PATTERN, {
  error: (i) => `expected a lowercase id of letters, digits, dots and dashes, got ${JSON.stringify(i.input)}`,
});
const measured = z.literal('measured', expecting('"measured"'));
const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, expecting('a SHA-256 in hex'));

const sourceBase = {
  /** Stable id rows use to name their source, e.g. "mlperf-inference-v5.1". */
  id: slug,
  /** Name in credit lines, e.g. "MLPerf Inference v5.1 (Datacenter, Closed)". */
  name: text(),
  publisher: text(),
  /** Version or round, e.g. "v3.0", "v5.1". */
  version: text(),
  url: z.url({ protocol: /^https?$/, ...expecting('an http or https URL') }),
  commit: z.string().regex(COMMIT_PATTERN, expecting('a git commit hash')),
  /** SPDX-style licence id, or exactly "not stated by the source": a source without a licence statement is refused. */
  licence: z
    .string({
      error: (i) =>
        `expected a licence id (e.g. "Apache-2.0") or "${LICENCE_NOT_STATED}", got ${i.input === undefined ? 'no licence statement' : JSON.stringify(i.input)}`,
    })
    .min(1, { error: `expected a licence id (e.g. "Apache-2.0") or "${LICENCE_NOT_STATED}", got an empty string` }),
  /** One sentence on the licence for readers (where the file is, or that there is none). */
  licence_note: text(),
  /** How to cite it, as its owner asks. */
  citation: text(),
  boundary: boundarySchema,
  /** How the energy was obtained; the index publishes measured energy only. */
  basis: measured,
  /** The instrument, e.g. "Zeus (NVML GPU energy counters)". */
  meter: text(),
  window: text(),
  workload: text(),
  /** Serving stack as the source states it. */
  serving_stack: text(),
  /** The latency statistic the source publishes and any ceiling applies to. */
  latency_statistic: text(),
  /** How the index picks one row per (task, model, GPU) in this source. */
  ceiling_rule: text(),
  checks: z.array(z.enum(CHECKS)).min(1),
  /** One sentence: what passing those checks proves, given how this source computes its figures. */
  check_proves: text(),
  /** The data file holding its rows, relative to data/. */
  rows_file: text(),
  /** The date the files were retrieved for this index. */
  retrieved: isoDate(),
};

export const sourceRecordSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      /** ML.ENERGY Leaderboard v3: GPU board, identity checkable. */
      kind: z.literal('ml-energy-v3'),
      ...sourceBase,
    }),
    z.strictObject({
      /** One MLPerf Inference round: whole system at the wall. */
      kind: z.literal('mlperf-inference'),
      ...sourceBase,
      /** Round, e.g. "v5.1". */
      round: text(),
      /** Division, e.g. "closed". */
      division: text(),
    }),
    z.strictObject({
      /** ML.ENERGY Leaderboard v2: GPU board, no average power published. */
      kind: z.literal('ml-energy-v2'),
      ...sourceBase,
      /** What its authors say of its status, e.g. deprecated in favour of v3. */
      status_note: text(),
    }),
    z.strictObject({
      /** A lab's own measurements, sent as a submission and added by `npm run add-source`. */
      kind: z.literal('contributed'),
      ...sourceBase,
      /** A submission has no upstream commit: its file's SHA-256 pins what was added. */
      commit: z.null(expecting('null (a submission has no commit; see submission_sha256)')),
      /** The lab as it asks to be credited. */
      lab: text(),
      /** Where a maintainer reaches the lab about these figures. */
      contact: text(),
      /** Date of the measurements (the last day of the runs), as the submission states it. */
      measured: isoDate(),
      /** The submission file's name as received. */
      submission_file: text(),
      /** SHA-256 of the submission file's bytes, hex. */
      submission_sha256: sha256Hex,
    }),
  ],
  {
    error: (i) =>
      `expected kind "ml-energy-v3", "mlperf-inference", "ml-energy-v2" or "contributed", got ${JSON.stringify((i.input as { kind?: unknown })?.kind)}`,
  },
);
export type SourceRecord = z.infer<typeof sourceRecordSchema>;
export type SourceKind = SourceRecord['kind'];

export const sourcesFileSchema = z.strictObject({
  /** One record per source, in display order (ML.ENERGY v3 first). */
  sources: z.array(sourceRecordSchema).min(1),
});
export type SourcesFile = z.infer<typeof sourcesFileSchema>;

const common = {
  id: slug,
  /** The source record this row comes from (an id in sources.json). */
  source: slug,
  /** Where the watts were read: must equal its source's boundary. */
  boundary: boundarySchema,
  /** How: must equal its source's basis. */
  basis: measured,
  /** Model id, e.g. "meta-llama/Llama-3.1-8B-Instruct". */
  model: text(),
  model_name: text(),
  /** Weight precision the submitter used, e.g. "fp4", "bfloat16". */
  weight_precision: text(),
  /** GPU short name, matching an accelerator alias in hardware.json. */
  gpu: text(),
  num_gpus: positiveInt(),
  output_tokens_per_s: positive(),
  /** Energy per output token, J, at this row's boundary. */
  energy_per_token_j: positive(),
};

/** No latency limit applies (MLPerf Offline). */
const noLatency = z.strictObject({
  kind: z.literal('none'),
  note: text(),
});
/** MLPerf Server LLM limits: p99 time to first token and p99 time per output token, with the measured p99s. */
const ttftTpot = z.strictObject({
  kind: z.literal('ttft-tpot'),
  ttft_p99_limit_ms: positive(),
  ttft_p99_ms: positive(),
  tpot_p99_limit_ms: positive(),
  tpot_p99_ms: positive(),
});
/** MLPerf Server with one whole-query latency limit (gptj). */
const queryLatency = z.strictObject({
  kind: z.literal('query'),
  latency_p99_limit_ms: positive(),
  latency_p99_ms: positive(),
});

/** One MLPerf run (one accuracy target, or two whose files are identical). */
export const mlperfRowSchema = z
  .strictObject({
    ...common,
    /** Round, e.g. "v5.1". */
    round: text(),
    /** Division, e.g. "closed". */
    division: text(),
    /** Submitter, e.g. "Lenovo". */
    submitter: text(),
    /** MLCommons result ID (summary_results.json `ID`) as MLCommons writes it, e.g. "5.1-0062" (no "v"). */
    result_id: z.string().regex(/^\d+\.\d+-\d{4}$/, {
      error: 'expected a result ID as MLCommons writes it, e.g. "5.1-0062" (round without "v", dash, four digits)',
    }),
    /** MLPerf benchmark name without accuracy target, e.g. "llama3.1-8b". */
    benchmark: text(),
    /** Targets this run stands for, e.g. ["llama2-70b-99", "llama2-70b-99.9"] when their files are identical. */
    accuracy_targets: z.array(text()).min(1),
    scenario: z.enum(['Offline', 'Server'], expecting('"Offline" or "Server"')),
    system_name: text(),
    system_id: text(),
    /** Accelerator name as submitted, e.g. "NVIDIA B200-SXM-180GB". */
    accelerator_name: text(),
    /** Host processors, e.g. "2x Intel(R) Xeon(R) Platinum 8568Y+ (48 cores each)". */
    host_cpus: text(),
    cooling: text(),
    software: text(),
    /** Submitter's hardware note, e.g. "B200 TGP 1000W" (a power cap where one was set). */
    hw_notes: z.string(),
    /** Mean of the analyzer's Watts samples strictly between loadgen's power_begin and power_end, W (recomputed). */
    avg_power_w: positive(),
    /** MLCommons' published Power_Result, W. */
    published_power_w: positive(),
    power_samples: positiveInt(),
    /** Window start and end (loadgen's power_begin and power_end, analyzer clock, UTC). */
    window_start: text(),
    window_end: text(),
    window_s: positive(),
    /** True when loadgen marks the token rate "(inferred)": derived from samples, not counted. */
    tokens_inferred: z.boolean(),
    /** Loadgen's verdict, e.g. "VALID". */
    result_validity: text(),
    /** Latency limits and measured p99s; Offline has none. */
    latency: z.discriminatedUnion('kind', [noLatency, ttftTpot, queryLatency]),
    /** Upstream folder of the run (relative to the round folder) and commit. */
    provenance: z.strictObject({ folder: text(), commit: text() }),
  })
  .superRefine((r, ctx) => {
    if ((r.scenario === 'Offline') !== (r.latency.kind === 'none'))
      ctx.addIssue({
        code: 'custom',
        path: ['latency', 'kind'],
        message: `expected ${r.scenario === 'Offline' ? '"none" (Offline runs have no latency limit)' : '"ttft-tpot" or "query" (Server runs carry their limits)'}, got ${JSON.stringify(r.latency.kind)}`,
      });
  });
export type MlperfRow = z.infer<typeof mlperfRowSchema>;

export const v2RowSchema = z.strictObject({
  ...common,
  task: z.enum(['chat', 'code'], expecting('"chat" or "code"')),
  /** Model id as v2 spells it, kept for traceability. */
  upstream_model: text(),
  /** Parameters, billions (v2's models.json). */
  params_b: positive(),
  /** GPU as v2 names it, e.g. "NVIDIA A100-SXM4-40GB". */
  gpu_name: text(),
  tensor_parallel: positiveInt(),
  pipeline_parallel: positiveInt(),
  /** Maximum batch size, requests (`Max BS (reqs)`). */
  batch: positiveInt(),
  /** Mean running batch, requests (`Avg BS (reqs)`). */
  mean_batch: positive(),
  /** Energy per request, J (`Energy/req (J)`). */
  energy_per_request_j: positive(),
  /** Mean output tokens per request (`Avg Output Tokens`). */
  mean_output_tokens: positive(),
  /** Mean time per output token, ms (`Avg TPOT (s)` x 1000). */
  mean_tpot_ms: nonNegative(),
  provenance: z.strictObject({ file: text(), commit: text() }),
});
export type V2Row = z.infer<typeof v2RowSchema>;

export const mlperfFileSchema = z.strictObject({
  units: z.record(z.string(), text()),
  /** The benchmark -> model table, published with the rows. */
  benchmarks: z.array(
    z.strictObject({
      benchmark: text(),
      model: text(),
      model_name: text(),
      note: text(),
    }),
  ),
  rows: z.array(mlperfRowSchema),
});
export type MlperfFile = z.infer<typeof mlperfFileSchema>;

export const v2FileSchema = z.strictObject({
  units: z.record(z.string(), text()),
  rows: z.array(v2RowSchema),
});
export type V2File = z.infer<typeof v2FileSchema>;

/**
 * A lab's measured configuration as `npm run add-source` adds it: fields with units, boundary in the index's words,
 * where in the file it came from. Identity checkable (power, throughput and energy per token all stated).
 */
export const contributedRowSchema = z
  .strictObject({
    ...common,
    /** The index task the workload reproduces, absent for another workload. */
    task: taskIdSchema.optional(),
    workload: text(),
    /** Architecture family, absent where the lab gave none. */
    architecture: text().optional(),
    /** Total parameters, billions. */
    total_params_b: bounded('total_params_b'),
    /** Parameters active per token, billions. */
    active_params_b: bounded('active_params_b'),
    serving_stack: text(),
    tensor_parallel: boundedInt('tensor_parallel'),
    expert_parallel: boundedInt('expert_parallel'),
    data_parallel: boundedInt('data_parallel'),
    /** Configured batch cap, requests. */
    batch: boundedInt('batch'),
    /** Mean running batch over the window, requests. */
    mean_batch: bounded('mean_batch'),
    /** Any other setting that moves the figures, absent where none. */
    settings: text().optional(),
    /** Steady-state window, s. */
    window_s: bounded('window_s'),
    requests: boundedInt('requests'),
    /** Output tokens in the window. */
    output_tokens: bounded('output_tokens'),
    /** Average power over the window, summed over every card, W. */
    avg_power_w: bounded('avg_power_w'),
    /** Mean output length per request, tokens. */
    mean_output_tokens: bounded('mean_output_tokens'),
    /** Median inter-token latency, ms. */
    median_itl_ms: bounded('median_itl_ms'),
    /** 90th percentile ITL, ms, where given. */
    p90_itl_ms: bounded('p90_itl_ms').optional(),
    /** 95th percentile ITL, ms, where given. */
    p95_itl_ms: bounded('p95_itl_ms').optional(),
    p99_itl_ms: bounded('p99_itl_ms'),
    /** The submission file, the 1-based line of this row in it, and the file's SHA-256. */
    provenance: z.strictObject({
      file: text(),
      line: positiveInt(),
      sha256: sha256Hex,
    }),
  })
  .superRefine((r, ctx) => {
    for (const p of rowRuleProblems(r)) ctx.addIssue({ code: 'custom', path: [p.field], message: p.message });
  });
export type ContributedRow = z.infer<typeof contributedRowSchema>;

export const contributedFileSchema = z.strictObject({
  units: z.record(z.string(), text()),
  /** Every contributed source's rows, each naming its source; sorted by source, then id. */
  rows: z.array(contributedRowSchema),
});
export type ContributedFile = z.infer<typeof contributedFileSchema>;

/** The validated files of the sources feature; null where a release has no such file. */
export interface SourcesData {
  sources: SourcesFile;
  mlperf: MlperfFile | null;
  v2: V2File | null;
  /** Rows of the contributed sources (data/contributed.json), null where there are none. */
  contributed?: ContributedFile | null;
}
