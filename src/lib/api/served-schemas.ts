// The JSON files pages load on use (rows.json, /compare/'s figures.json) as zod schemas, for the OpenAPI document.
// The types below fail to compile if a schema and the shape the pages write drift apart.
import { z } from 'zod';
import type { TableRow } from '../index-table/columns.ts';
import type { FigureColumns } from '../compare/figures.ts';

/** One publishable row of a task, as the index table re-selects it in the browser. */
export const tableRowSchema = z.strictObject({
  id: z.string().describe('Permanent figure id (the row id).'),
  page_release: z
    .string()
    .describe("The release whose address shows the figure's page: /releases/{page_release}/rows/{id}/."),
  task: z.string(),
  model: z.string(),
  model_name: z.string(),
  gpu: z.string(),
  num_gpus: z.number().int(),
  tensor_parallel: z.number().int(),
  expert_parallel: z.number().int(),
  data_parallel: z.number().int(),
  batch: z.number().int(),
  weight_precision: z.string(),
  energy_per_token_j: z.number().describe('J per output token (GPU board, measured).'),
  mean_output_tokens: z.number(),
  median_itl_ms: z.number(),
  output_tokens_per_s: z.number(),
  avg_power_w: z.number().describe('W, summed over all GPUs.'),
  tdp_w: z.number().nullable().describe('Rated TDP per card, W, or null.'),
});
export const taskRowsSchema = z.array(tableRowSchema);

const nullableNumbers = z.array(z.number().nullable());
/** The comparison's figures as columns: one array per field, the same order of figures in each. */
export const figureColumnsSchema = z.strictObject({
  id: z.array(z.string()),
  release: z.array(z.string()),
  page_release: z.array(z.string()),
  source: z.array(z.string()),
  source_name: z.array(z.string()),
  boundary: z.array(z.string()).describe('Where the watts were read: never rank across boundaries.'),
  task: z.array(z.string()),
  task_name: z.array(z.string()),
  model: z.array(z.string()),
  model_name: z.array(z.string()),
  gpu: z.array(z.string()),
  num_gpus: z.array(z.number().int()),
  parallelism: z.array(z.string().nullable()),
  batch: nullableNumbers,
  wh_per_answer: nullableNumbers,
  mean_output_tokens: nullableNumbers.describe(
    'Output tokens in an answer (mean over the task), prompt not counted; null where the source states none.',
  ),
  energy_per_token_j: z.array(z.number()),
  avg_power_w: nullableNumbers,
  output_tokens_per_s: z.array(z.number()),
  median_itl_ms: nullableNumbers,
  p99_itl_ms: nullableNumbers,
  status: z.array(z.enum(['passed', 'withheld', 'not checkable'])),
  index_id: z
    .array(z.string().nullable())
    .describe("The id of the index's selected figure for the same task, model and GPU; null outside the index."),
});

// Compile-time: each schema's type is the shape its page writes, field for field.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const rowsAgree: Same<z.infer<typeof tableRowSchema>, Omit<TableRow, never>> = true;
const columnsAgree: Same<z.infer<typeof figureColumnsSchema>, FigureColumns> = true;
export const SERVED_SCHEMAS_AGREE = rowsAgree && columnsAgree;
