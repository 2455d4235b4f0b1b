// JSON Schema (2020-12) of the index row and a submission, from the zod schemas, so a lab can validate with any tool.
// What it cannot state (cross-field rules, hardware, identity) is listed in each description.
import { z } from 'zod';
import * as zm from 'zod/mini';
import { rowSchema } from '../core/schemas/row.ts';
import { submissionSchema } from './schema.ts';

export const SCHEMA_FILES = ['row.schema.json', 'submission.schema.json'] as const;
export type SchemaFile = (typeof SCHEMA_FILES)[number];

const ROW_BEYOND =
  "Rules JSON Schema cannot state, checked by the index's validator (npm run validate): latency percentiles rise (median <= p90 <= p95 <= p99); active_params_b <= total_params_b; num_gpus = max(tensor_parallel x data_parallel, expert_parallel); mean_batch <= batch; avg_power_w / num_gpus at least 1 W and at most the card's TDP + 10%; gpu names a card in hardware.json; ids unique; the histogram's lists hold numbers at or above 0, bin edges ascending, one more edge than counts. A row whose average power / throughput differs from energy_per_token_j (or energy per token x mean output length from energy_per_request_j) by more than 0.1% is valid but withheld.";

/** The schema of one file, with its permanent address as $id. */
export function jsonSchema(file: SchemaFile, id: string): Record<string, unknown> {
  if (file === 'row.schema.json') {
    // The histogram's lists are checked in one loop (a custom check): JSON Schema receives "any" there.
    const { $schema, ...rest } = z.toJSONSchema(rowSchema, { target: 'draft-2020-12', unrepresentable: 'any' });
    return {
      $schema,
      $id: id,
      title: 'Energy-per-token index: one measured configuration (a row of index.json)',
      description: ROW_BEYOND,
      ...rest,
    };
  }
  const { $schema, ...rest } = zm.toJSONSchema(submissionSchema, { target: 'draft-2020-12' });
  return { $schema, $id: id, ...rest };
}
