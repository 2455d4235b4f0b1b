// A task's rows.json as a zod schema: the one statement of a table row's fields, for the OpenAPI document (api/) and,
// through z.infer, for TableRow. Its own module so the browser, which imports only the type, never loads zod.
import { z } from 'zod';

/** One publishable row of a task, as the index table re-selects it in the browser. */
export const tableRowSchema = z.strictObject({
  id: z.string().describe('Permanent figure id (the row id).'),
  // Resolved at build time (figurePageRelease), so the browser links where the build does.
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
