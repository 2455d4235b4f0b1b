// /compare/figures.json as a zod schema: the one statement of a comparison figure's fields, for the OpenAPI document
// (api/) and, through z.infer, for FigureColumns and CompareFigure (figures.ts). Its own module so the browser, which
// imports only the types, never loads zod. Null where a figure's source does not publish the value.
import { z } from 'zod';

const nullableNumbers = z.array(z.number().nullable());
/** The comparison's figures as columns: one array per field, the same order of figures in each. */
export const figureColumnsSchema = z.strictObject({
  id: z.array(z.string()),
  release: z.array(z.string()),
  /** The release whose address shows the figure: its own, or the earlier one holding it unchanged (figurePageRelease). */
  page_release: z.array(z.string()),
  source: z.array(z.string()),
  source_name: z.array(z.string()),
  /** As the source records say it: "board (GPU)" or "system (wall, AC)". */
  boundary: z.array(z.string()).describe('Where the watts were read: never rank across boundaries.'),
  /** The workload the figure was measured on: a v3 task id, or the source's own benchmark and scenario. */
  task: z.array(z.string()),
  task_name: z.array(z.string()),
  model: z.array(z.string()),
  model_name: z.array(z.string()),
  gpu: z.array(z.string()),
  num_gpus: z.array(z.number().int()),
  /** The parallel layout in words ("tensor 2, expert 1, data 1"). */
  parallelism: z.array(z.string().nullable()),
  /** Requests. */
  batch: nullableNumbers,
  /** Energy per answer (a response of the workload's mean output length), Wh. */
  wh_per_answer: nullableNumbers,
  mean_output_tokens: nullableNumbers.describe(
    'Output tokens in an answer (mean over the task), prompt not counted; null where the source states none.',
  ),
  energy_per_token_j: z.array(z.number()),
  /** Average power over every card (at the figure's boundary), W. */
  avg_power_w: nullableNumbers,
  output_tokens_per_s: z.array(z.number()),
  median_itl_ms: nullableNumbers,
  p99_itl_ms: nullableNumbers,
  /** Where the figure stands: passed its check, withheld (its own numbers disagree), or not checkable (v2). */
  status: z.array(z.enum(['passed', 'withheld', 'not checkable'])),
  // The selection at the default ceiling.
  index_id: z
    .array(z.string().nullable())
    .describe("The id of the index's selected figure for the same task, model and GPU; null outside the index."),
});
