// The JSON the site serves to programs, as zod schemas: endpoints parse every document with them before writing
// (documents.ts), and openapi.ts states them as JSON Schema from the same objects.
import { z } from 'zod';
import { BOUNDARIES } from '../core/schemas/sources.ts';
import { CHECK_STATUSES } from '../core/source-rows/checks.ts';

/** What every document carries, so a value read alone still says what it is and whom to credit. */
const provenance = {
  release: z.strictObject({
    id: z.string().describe('Release id, e.g. "2026-12-01"; permanent once published.'),
    date: z.string().describe('Date the data were compiled upstream (YYYY-MM-DD).'),
    title: z.string(),
  }),
  units: z.record(z.string(), z.string()).describe('Unit of each numeric field of the document, by field name.'),
  boundary: z.string().describe('Where the watts were read, e.g. "board (GPU)": never compare across boundaries.'),
  basis: z.literal('measured').describe('How the energy was obtained: the index publishes measured energy only.'),
  // Who produced the figures a document holds, and how they ask to be credited.
  source: z.strictObject({
    name: z.string(),
    publisher: z.string(),
    licence: z.string().describe('SPDX licence id of the data, or "not stated by the source".'),
    citation: z.string().describe('The citation the producer asks for.'),
    url: z.string(),
  }),
  licence: z.string().describe("The data's licence (the source's)."),
  citation: z.string().describe('How to cite this document: the index, its release, and the producer.'),
};

/**
 * The fields of a document that `row` holds under the same name, as the row holds them; the document adds the rest. A
 * strict object's output keeps its schema's key order, so the JSON does not depend on the order fields are given in.
 */
export const sameNamed = (schema: z.ZodObject, row: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).filter(([k]) => k in schema.shape));

/** One figure as a list shows it, with where its own document is. */
export const figureSummarySchema = z.strictObject({
  id: z.string().describe('Permanent figure id (the row id).'),
  task: z.string(),
  model: z.string(),
  model_name: z.string(),
  gpu: z.string(),
  num_gpus: z.number().int(),
  batch: z.number().int(),
  energy_per_token_j: z.number(),
  wh_per_million_output_tokens: z.number(),
  median_itl_ms: z.number(),
  figure: z.string().describe("Address of the figure's own JSON document (permanent)."),
});

/** One measured configuration (ML.ENERGY v3) of one release: /releases/{release}/api/figures/{figure}.json. */
export const figureDocSchema = z.strictObject({
  ...provenance,
  id: z.string().describe('Permanent figure id (the row id).'),
  page: z.string().describe("The figure's permanent page."),
  held_by: z.array(z.string()).describe('Every release holding this figure unchanged, oldest first.'),
  status: z
    .enum(['selected', 'published', 'set-aside', 'withheld'])
    .describe('Its place in the release: in the index, published, set aside, withheld.'),
  status_text: z.string(),
  task: z.string(),
  task_name: z.string(),
  model: z.string(),
  model_name: z.string(),
  gpu: z.string(),
  gpu_name: z.string(),
  num_gpus: z.number().int(),
  tensor_parallel: z.number().int(),
  expert_parallel: z.number().int(),
  data_parallel: z.number().int(),
  batch: z.number().int(),
  energy_per_token_j: z.number(),
  wh_per_million_output_tokens: z.number(),
  energy_per_answer_wh: z.number(),
  mean_output_tokens: z.number(),
  avg_power_w: z.number(),
  output_tokens_per_s: z.number(),
  median_itl_ms: z.number(),
  p99_itl_ms: z.number(),
  latency_ceiling_ms: z.number().describe('The median inter-token latency ceiling the selection used.'),
});

/** The fields only one kind of source has: null in a document of the other kind. */
export const sourceKindFields = {
  round: z.string().nullable().describe('MLPerf: the round, e.g. "v5.1".'),
  division: z.string().nullable().describe('MLPerf: the division, e.g. "closed".'),
  result_id: z.string().nullable().describe('MLPerf: the result ID as MLCommons writes it, e.g. "5.1-0062".'),
  benchmark: z.string().nullable(),
  scenario: z.string().nullable().describe('MLPerf: "Offline" or "Server".'),
  submitter: z.string().nullable(),
  system_name: z.string().nullable(),
  avg_power_w: z.number().nullable().describe('MLPerf: whole-system wall power, recomputed from the samples.'),
  published_power_w: z.number().nullable().describe("MLPerf: MLCommons' published Power_Result."),
  task: z.string().nullable().describe('v2: "chat" or "code".'),
  batch: z.number().int().nullable().describe('v2: the batch cap.'),
  tensor_parallel: z.number().int().nullable(),
  pipeline_parallel: z.number().int().nullable(),
  energy_per_request_j: z.number().nullable(),
  mean_output_tokens: z.number().nullable(),
  mean_tpot_ms: z.number().nullable(),
};

/**
 * A row of a source beside v3 (MLPerf run, v2 setting) as its page shows it, at
 * /releases/{release}/api/figures/{figure}.json. Fields a kind lacks are null.
 */
export const sourceFigureDocSchema = z.strictObject({
  ...provenance,
  boundary: z.enum(BOUNDARIES).describe('Where the watts were read: never compare across boundaries.'),
  id: z.string().describe('Permanent figure id (the row id).'),
  page: z.string().describe("The figure's permanent page."),
  held_by: z.array(z.string()).describe('Every release holding this figure unchanged, oldest first.'),
  source_id: z.string().describe("The source's id (its document: sources/{source}.json)."),
  source_kind: z.enum(['mlperf-inference', 'ml-energy-v2']),
  title: z.string().describe('What the figure is, as its page and citation say it.'),
  status: z.enum(CHECK_STATUSES).describe("The row's check: passed, withheld (failed), or not checkable."),
  status_text: z.string().nullable().describe('Why withheld or not checkable; null when passed.'),
  check_residual: z.number().nullable().describe('Recomputed / published - 1, where a comparison was made.'),
  check_proves: z.string().describe('What passing the check proves for this source.'),
  model: z.string(),
  model_name: z.string(),
  weight_precision: z.string(),
  gpu: z.string(),
  num_gpus: z.number().int(),
  output_tokens_per_s: z.number(),
  energy_per_token_j: z.number().describe("At this row's boundary; not a figure to quote when withheld."),
  wh_per_million_output_tokens: z.number().nullable().describe('Null when the row is not to be quoted.'),
  upstream_path: z.string().describe('The upstream folder (MLPerf) or file (v2) the row was read from.'),
  upstream_commit: z.string(),
  ...sourceKindFields,
});

/** What /releases/{release}/api/figures/{figure}.json holds: a v3 figure or a source row, told apart by shape. */
export const anyFigureDocSchema = z.union([figureDocSchema, sourceFigureDocSchema]);

/** One model in one release, with its figures in the index: /releases/{release}/api/models/{model}.json. */
export const modelDocSchema = z.strictObject({
  ...provenance,
  id: z.string().describe('The model slug (the address key).'),
  model: z.string().describe('Exact model id, e.g. "Qwen/Qwen3-32B".'),
  name: z.string(),
  architecture: z.string(),
  total_params_b: z.number(),
  active_params_b: z.number(),
  weight_precision: z.string(),
  page: z.string(),
  index_figures: z.array(figureSummarySchema).describe("The model's figures in the index, by task then energy."),
});

/** One GPU in one release, with its figures in the index: /releases/{release}/api/gpus/{gpu}.json. */
export const gpuDocSchema = z.strictObject({
  ...provenance,
  id: z.string().describe('The accelerator id (the address key).'),
  name: z.string(),
  aliases: z.array(z.string()).describe('Short names the rows use for this card.'),
  page: z.string(),
  index_figures: z.array(figureSummarySchema),
});

/** One task's leaderboard in one release: /releases/{release}/api/tasks/{task}.json. */
export const leaderboardDocSchema = z.strictObject({
  ...provenance,
  id: z.string().describe('Task id.'),
  name: z.string(),
  description: z.string(),
  latency_ceiling_ms: z.number(),
  page: z.string(),
  rows: z.array(figureSummarySchema).describe('One figure per model and GPU, least energy per token first.'),
});

/** One source of a release: /releases/{release}/api/sources/{source}.json. */
export const sourceDocSchema = z.strictObject({
  ...provenance,
  id: z.string(),
  name: z.string(),
  publisher: z.string(),
  version: z.string().nullable(),
  url: z.string(),
  meter: z.string().nullable(),
  page: z.string().nullable().describe("The source's page on the site, for a source of the latest release."),
});

/** What a release's interface holds: /releases/{release}/api/index.json. */
export const apiIndexSchema = z.strictObject({
  ...provenance,
  openapi: z.string().describe('The OpenAPI document describing every address.'),
  files: z.array(z.string()).describe("The release's CSVs and other downloads (permanent)."),
  figures: z.array(z.string()).describe("Every figure's JSON document in this release, by figure id."),
  models: z.array(z.string()),
  gpus: z.array(z.string()),
  tasks: z.array(z.string()),
  sources: z.array(z.string()),
  charts: z.array(z.string()).describe("Every chart's metadata JSON (its CSV beside it, same name)."),
});

/** A chart's metadata, beside its CSV: /releases/{release}/charts/{chart}.metadata.json. */
export const chartMetadataSchema = z.strictObject({
  ...provenance,
  id: z.string().describe('The chart id (the name of its files).'),
  title: z.string(),
  subtitle: z.string().describe('Unit, axes and boundary, as drawn under the title.'),
  description: z.string(),
  unit: z.string().describe('Unit of the plotted energy.'),
  csv: z.string().describe("The chart's data, one line per point."),
  page: z.string().describe('The page the chart is on.'),
  embed: z.string().describe('Its embed page, pinned to the release.'),
});
export type ChartMetadata = z.infer<typeof chartMetadataSchema>;
