// Plausibility bounds (src/lib/core/bounds.ts): each numeric field refuses what no accelerator could
// produce, with a message naming the field, the bound and the value. The first block works on the
// real data (it says so): single-field changes to the reference row that issue #14 found accepted.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { validateAll } from '../../../src/lib/validate/data-files.ts';
import { BOUNDS } from '../../../src/lib/core/bounds.ts';
import { claimSchema } from '../../../src/lib/claims/schema.ts';
import { makeHardware, makeIndex, makeRow } from '../../fixtures/factory.ts';
import { REFERENCE_ROW_ID } from '../../../src/lib/core/reference-row.ts';
import { REAL_DATA_DIR } from '../../fixtures/real-figures.ts';

const INDEX_FILE = `${REAL_DATA_DIR}/index.json`;
const HARDWARE_FILE = `${REAL_DATA_DIR}/hardware.json`;
const realIndex = JSON.parse(readFileSync(INDEX_FILE, 'utf8'));
const realHardware = JSON.parse(readFileSync(HARDWARE_FILE, 'utf8'));
const refPosition = realIndex.rows.findIndex((r: { id: string }) => r.id === REFERENCE_ROW_ID);

function errorsWith(field: string, value: number): string[] {
  const index = structuredClone(realIndex);
  index.rows = [{ ...index.rows[refPosition], [field]: value }];
  return validateAll({
    index: { file: INDEX_FILE, value: index },
    hardware: { file: HARDWARE_FILE, value: realHardware },
  }).errors;
}

describe('real data (ML.ENERGY v3.0): the 13 absurd values of issue #14 are refused', () => {
  it.each([
    ['avg_power_w', 5e-324, 'expected at least 1 W (a watt: below any accelerator generating tokens), got 5e-324'],
    ['output_tokens_per_s', 5e-324, 'expected at least 0.001 tokens/s (a token every quarter of an hour), got 5e-324'],
    ['median_itl_ms', 5e-324, 'expected at least 0.001 ms (a microsecond between tokens), got 5e-324'],
    [
      'energy_per_token_j',
      9.2e18,
      'expected at most 1,000 J per token (hundreds of times the costliest measured configuration), got 9200000000000000000',
    ],
    [
      'energy_per_token_j',
      5e-324,
      'expected at least 0.000001 J per token (a millionth of a joule: far below any GPU measured), got 5e-324',
    ],
    [
      'energy_per_request_j',
      9.2e18,
      'expected at most 10,000,000,000 J per request (the most energy per token over the longest output), got 9200000000000000000',
    ],
    [
      'mean_batch',
      1e308,
      "expected at most 1,000,000 requests (a million concurrent sequences, beyond any server's memory), got 1e+308",
    ],
    [
      'mean_output_tokens',
      1e308,
      'expected at most 10,000,000 tokens (ten million tokens, beyond the longest context window of any model), got 1e+308',
    ],
    [
      'total_params_b',
      9.2e18,
      'expected at most 2,000 billion parameters (the largest published models have about 1.6 to 1.75 trillion (Switch-C, Wu Dao 2.0)), got 9200000000000000000',
    ],
    ['p99_itl_ms', 1e308, 'expected at most 3,600,000 ms (an hour between tokens), got 1e+308'],
    [
      'batch',
      1e308,
      "expected at most 1,000,000 requests (a million concurrent sequences, beyond any server's memory), got 1e+308",
    ],
    ['num_gpus', 9.2e18, 'expected at most 1,000,000 GPUs (beyond any cluster built), got 9200000000000000000'],
    [
      'energy_per_request_j',
      5e-324,
      'expected at least 0.000001 J per request (the least energy per token for a single token), got 5e-324',
    ],
  ])('%s = %s', (field, value, message) => {
    expect(errorsWith(field, value)).toContain(`${INDEX_FILE}: rows[0] (id ${REFERENCE_ROW_ID}): ${field}: ${message}`);
  });
  it('the reference row unchanged passes', () => {
    expect(errorsWith('batch', 256)).toEqual([]);
  });
});

describe('bounds on tiny fixtures', () => {
  const errors = (over: Parameters<typeof makeRow>[0]) =>
    validateAll({
      index: { file: 'F', value: makeIndex([makeRow(over)]) },
      hardware: { file: 'h', value: makeHardware() },
    }).errors.map((e) => e.replace(/^F: rows\[0\] \(id [^)]*\): /, ''));
  it('every bound of the table is a range with both reasons stated', () => {
    for (const [field, b] of Object.entries(BOUNDS)) {
      expect(b.min, field).toBeGreaterThan(0);
      expect(b.max, field).toBeGreaterThan(b.min);
      expect(b.minWhy.length && b.maxWhy.length, field).toBeGreaterThan(0);
    }
  });
  it('exactly at a bound passes; just beyond is refused', () => {
    // 1 W over 1 card is the floor; 0.999 W over 1 card is not.
    expect(
      errors({ num_gpus: 1, tensor_parallel: 1, avg_power_w: 1, output_tokens_per_s: 4, energy_per_token_j: 0.25 }),
    ).toEqual([]);
    expect(
      errors({
        num_gpus: 1,
        tensor_parallel: 1,
        avg_power_w: 0.999,
        output_tokens_per_s: 3.996,
        energy_per_token_j: 0.25,
      }),
    ).toEqual(['avg_power_w: expected at least 1 W (a watt: below any accelerator generating tokens), got 0.999']);
    expect(errors({ median_itl_ms: 20, p90_itl_ms: 3_600_000, p95_itl_ms: 3_600_000, p99_itl_ms: 3_600_000 })).toEqual(
      [],
    );
    expect(errors({ p99_itl_ms: 3_600_001 })).toEqual([
      'p99_itl_ms: expected at most 3,600,000 ms (an hour between tokens), got 3600001',
    ]);
  });
  it('power per card has a floor: 1.5 W over 2 cards is 0.75 W a card', () => {
    expect(errors({ avg_power_w: 1.5, output_tokens_per_s: 6, energy_per_token_j: 0.25 })).toEqual([
      'avg_power_w: expected at least 1 W per card (a watt per card: less than even an edge accelerator draws while generating), got 0.75 W per card (1.5 W over 2 GPUs)',
    ]);
  });
  it('the running batch may not exceed its cap', () => {
    expect(errors({ batch: 64, mean_batch: 64 })).toEqual([]);
    expect(errors({ batch: 64, mean_batch: 64.5 })).toEqual([
      'mean_batch: expected at most the batch cap (batch 64), got 64.5: the running batch cannot exceed its cap',
    ]);
  });
});

describe('the claim checker uses the same bounds where its fields overlap', () => {
  it.each([
    ['avg_power_w', 5e-324],
    ['output_tokens_per_s', 5e-324],
    ['median_itl_ms', 5e-324],
    ['energy_per_token_j', 9.2e18],
    ['energy_per_token_j', 5e-324],
  ] as const)('%s = %s', (field, value) => {
    const r = claimSchema.safeParse({ [field]: value });
    expect(r.success).toBe(false);
    const message = r.error!.issues[0].message;
    const b = BOUNDS[field];
    expect(message).toContain(value > b.max ? b.maxWhy : b.minWhy);
  });
});
