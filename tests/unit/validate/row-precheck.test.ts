// The fast yes for plainly valid rows (validate/row-precheck.ts) against the row schema itself: it may say
// "not sure" about a row zod accepts (that row then goes through zod), but it must never accept a row zod
// refuses. Each field is pushed past its edges, one at a time and at random in combination.
import { describe, expect, it } from 'vitest';
import { PRECHECKED_FIELDS, rowPrecheck } from '../../../src/lib/validate/row-precheck.ts';
import { rowSchema } from '../../../src/lib/core/schemas/row.ts';
import { BOUNDS } from '../../../src/lib/core/bounds.ts';
import { validateAll } from '../../../src/lib/validate/data-files.ts';
import { makeHardware, makeIndex, makeRow } from '../../fixtures/factory.ts';

const zodAccepts = (v: unknown) => rowSchema.safeParse(v).success;

/** The verdicts agree: the precheck accepts exactly what zod accepts. */
function expectSameVerdict(v: unknown, label: string) {
  expect(rowPrecheck(v), label).toBe(zodAccepts(v));
}

const ANY_VALUES: unknown[] = [
  ...[undefined, null, true, false, NaN, Infinity, -Infinity, -0, 0, -1, 1e-7, 0.5, 1, 1.5, 2, 64, 1e6, 1e6 + 1],
  ...[1e308, 2 ** 53, '', 'x', '5', 'Abc', 'abc.def-1', '-abc', '.abc', 'abc_def', 'lm-arena-chat', 'gpqa', 'chat'],
  ...['abcdef1', 'ABCDEF1', 'abcdef', 'a'.repeat(41), [], {}, [1, 2], [0, 100, 200], { a: 1 }],
];

function withField(field: string, value: unknown): Record<string, unknown> {
  const row: Record<string, unknown> = { ...makeRow() };
  if (value === undefined) delete row[field];
  else row[field] = value;
  return row;
}

/** Each bound, exactly and just past it each way. */
function boundEdges(field: keyof typeof BOUNDS): number[] {
  const { min, max } = BOUNDS[field];
  return [min, min * (1 - 1e-12), min * (1 + 1e-12), min - 1, max, max * (1 + 1e-12), max * (1 - 1e-12), max + 1];
}

describe('rowPrecheck', () => {
  it('checks every field of the row schema, no more and no fewer', () => {
    expect([...PRECHECKED_FIELDS]).toEqual(Object.keys(rowSchema.shape));
  });

  it('accepts the valid fixture row, with or without its optional source', () => {
    expect(rowPrecheck(makeRow())).toBe(true);
    const { source: _, ...noSource } = makeRow();
    expect(rowPrecheck(noSource)).toBe(true);
    expect(zodAccepts(noSource)).toBe(true);
  });

  it('agrees with zod on every field set to each of a list of values, or left out', () => {
    for (const field of Object.keys(rowSchema.shape))
      for (const value of ANY_VALUES) expectSameVerdict(withField(field, value), `${field} = ${String(value)}`);
  });

  it('agrees with zod at and just past each numeric bound', () => {
    for (const field of Object.keys(rowSchema.shape).filter((f) => f in BOUNDS))
      for (const value of boundEdges(field as keyof typeof BOUNDS)) {
        // Move the fields a rule ties this one to out of the way, so the bound alone decides.
        const row = withField(field, value);
        expectSameVerdict(row, `${field} = ${value}`);
      }
  });

  it('agrees with zod on the histogram and provenance edges', () => {
    const histograms: unknown[] = [
      { bin_edges_tokens: [0, 1], counts: [1] },
      { bin_edges_tokens: [0, 1, 2], counts: [1] },
      { bin_edges_tokens: [0, 1], counts: [1, 2] },
      { bin_edges_tokens: [0, 2, 1], counts: [1, 1] },
      { bin_edges_tokens: [0, 1, 1], counts: [1, 1] },
      { bin_edges_tokens: [0], counts: [] },
      { bin_edges_tokens: [0, 1], counts: [-1] },
      { bin_edges_tokens: [0, 1], counts: [NaN] },
      { bin_edges_tokens: [0, Infinity], counts: [1] },
      { bin_edges_tokens: [-1, 1], counts: [1] },
      { bin_edges_tokens: [0, 1], counts: ['1'] },
      { bin_edges_tokens: [0, 1], counts: [1], extra: 1 },
      { bin_edges_tokens: [0, 1] },
      { counts: [1] },
      { bin_edges_tokens: '0,1', counts: [1] },
    ];
    for (const h of histograms) expectSameVerdict(withField('output_length_histogram', h), JSON.stringify(h));
    const provenances: unknown[] = [
      { file: 'f', position: 0, commit: 'abcdef1' },
      { file: 'f', position: 2 ** 53 - 1, commit: 'a'.repeat(40) },
      { file: 'f', position: 2 ** 53, commit: 'abcdef1' },
      { file: 'f', position: -1, commit: 'abcdef1' },
      { file: 'f', position: 0.5, commit: 'abcdef1' },
      { file: '', position: 0, commit: 'abcdef1' },
      { file: 'f', position: 0, commit: 'abcdef' },
      { file: 'f', position: 0, commit: 'a'.repeat(41) },
      { file: 'f', position: 0, commit: 'ABCDEF1' },
      { file: 'f', position: 0, commit: 'abcdef1', extra: 1 },
      { file: 'f', position: 0 },
      { file: 'f', position: '0', commit: 'abcdef1' },
    ];
    for (const p of provenances) expectSameVerdict(withField('provenance', p), JSON.stringify(p));
  });

  it('agrees with zod on each rule between fields, on both sides of it', () => {
    const cases: Partial<Record<string, unknown>>[] = [
      { p99_itl_ms: 29 },
      { p99_itl_ms: 30 },
      { p90_itl_ms: 19 },
      { p90_itl_ms: 20 },
      { active_params_b: 8.5 },
      { active_params_b: 8 },
      { num_gpus: 4 },
      { num_gpus: 2, tensor_parallel: 1, data_parallel: 2 },
      { num_gpus: 4, expert_parallel: 4 },
      { mean_batch: 64.5 },
      { mean_batch: 64 },
      { avg_power_w: 1.5 },
      { avg_power_w: 2 },
    ];
    for (const over of cases) expectSameVerdict({ ...makeRow(), ...over }, JSON.stringify(over));
  });

  it('agrees with zod on rows that are not plain rows', () => {
    for (const v of [null, undefined, 1, 'row', [], [makeRow()], new Date(0)]) expectSameVerdict(v, String(v));
    expectSameVerdict({ ...makeRow(), extra: 1 }, 'an unknown field');
    expectSameVerdict(JSON.parse(`{"__proto__": 1, ${JSON.stringify(makeRow()).slice(1)}`), 'an own __proto__ key');
  });

  it('says "not sure" (never yes) where it is stricter than zod: zod then decides', () => {
    // Objects without Object.prototype, and a source given as undefined: zod accepts them.
    const bare = Object.assign(Object.create(null), makeRow());
    const bareHistogram = withField(
      'output_length_histogram',
      Object.assign(Object.create(null), { bin_edges_tokens: [0, 1], counts: [1] }),
    );
    const undefinedSource = { ...makeRow(), source: undefined };
    for (const v of [bare, bareHistogram, undefinedSource]) {
      expect(zodAccepts(v)).toBe(true);
      expect(rowPrecheck(v)).toBe(false);
    }
  });

  it('agrees with zod on 3,000 rows with two to four fields changed at random (seeded)', () => {
    let seed = 12345;
    const rand = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % n;
    };
    const fields = Object.keys(rowSchema.shape);
    const numeric = fields.filter((f) => f in BOUNDS);
    for (let k = 0; k < 3000; k++) {
      const row: Record<string, unknown> = { ...makeRow() };
      for (let j = 2 + rand(3); j > 0; j--) {
        const f = fields[rand(fields.length)];
        const pool =
          numeric.includes(f) && rand(2)
            ? boundEdges(f as keyof typeof BOUNDS)
            : ANY_VALUES.concat([makeRow()[f as 'id']]);
        const value = pool[rand(pool.length)];
        if (value === undefined) delete row[f];
        else row[f] = value;
      }
      expectSameVerdict(row, JSON.stringify(row));
    }
  });
});

describe('validateAll with the precheck', () => {
  it('reports a bad row between good ones in the words of the schema, at its position', () => {
    const rows = [makeRow(), makeRow({ batch: 128, p99_itl_ms: 10 }), makeRow({ batch: 256 })];
    const report = validateAll({
      index: { file: 'data/index.json', value: makeIndex(rows) },
      hardware: { file: 'h', value: makeHardware() },
    });
    expect(report.errors).toEqual([
      'data/index.json: rows[1] (id lm-arena-chat.org-model-a.h100x2.tp2ep1dp1.b128): p99_itl_ms: expected at or above p95_itl_ms (30), got 10: latency percentiles must rise',
    ]);
  });
});
