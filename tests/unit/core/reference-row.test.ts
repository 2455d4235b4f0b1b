// The reference row (src/lib/core/reference-row.ts): one rule for the reader tools, the claim examples and
// the glossary, pinned at its edges.
import { describe, expect, it } from 'vitest';
import { REFERENCE_ROW_ID, referenceRow } from '../../../src/lib/core/reference-row.ts';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import type { Row } from '../../../src/lib/core/schemas/row.ts';
import { makeGrid, makeHardware, makeIndex, makeRow } from '../../fixtures/factory.ts';

describe('referenceRow: one rule for the reader tools, the claim examples and the glossary', () => {
  const build = (rows: Row[]) => buildDataset(makeIndex(rows), makeGrid(), makeHardware());
  // Same model and cards at batch 64 (0.25 J) and batch 128 (1000 W / 5000 tokens/s = 0.2 J, x 400 = 80 J).
  const b64 = makeRow();
  const b128 = makeRow({ batch: 128, output_tokens_per_s: 5000, energy_per_token_j: 0.2, energy_per_request_j: 80 });
  // Another model measured once, on B200 (its id sorts first: 'lm-arena-chat.org-aaa...').
  const lone = makeRow({ model: 'Org/AAA', gpu: 'B200', num_gpus: 1, tensor_parallel: 1 });

  it('is the named row when the index has it', () => {
    const named = makeRow({ id: REFERENCE_ROW_ID });
    expect(referenceRow(build([lone, named]))?.id).toBe(REFERENCE_ROW_ID);
  });
  it('otherwise stands in with the index row that has a TDP, a smaller batch of its setting and a sweep', () => {
    // batch 128 is selected for Model A (0.2 J < 0.25 J): TDP 4 + smaller batch 2 + sweep 1 = 7 points;
    // the lone B200 row has only its TDP (4), although it comes first in the index's order.
    expect(referenceRow(build([lone, b64, b128]))?.id).toBe(b128.id);
  });
  it('is the first index row on a tie, and nothing on an empty index', () => {
    const other = makeRow({ model: 'Org/BBB', gpu: 'B200', num_gpus: 1, tensor_parallel: 1 });
    expect(referenceRow(build([other, lone]))?.id).toBe(lone.id); // both score 4; lone's id sorts first
    expect(referenceRow(build([]))).toBeUndefined();
  });
});
