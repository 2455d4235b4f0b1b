// One test per class of bad input: each names file, row and field, with what was expected and found.
import { describe, expect, it } from 'vitest';
import { validateAll } from '../../../src/lib/validate/data-files.ts';
import { parseJsonText } from '../../../src/lib/text/parse-json.ts';
import { formatIssues } from '../../../src/lib/text/format-issues.ts';
import { rowSchema } from '../../../src/lib/core/schemas/row.ts';
import { indexFileSchema } from '../../../src/lib/core/schemas/index-file.ts';
import { makeGrid, makeHardware, makeIndex, makeRow } from '../../fixtures/factory.ts';

const F = 'data/index.json';
function errorsFor(index: unknown) {
  return validateAll({
    index: { file: F, value: index },
    hardware: { file: 'data/hardware.json', value: makeHardware() },
  }).errors;
}
const ID = 'lm-arena-chat.org-model-a.h100x2.tp2ep1dp1.b64';

describe('a valid fixture', () => {
  it('passes with no errors and no notes', () => {
    const r = validateAll({
      index: { file: F, value: makeIndex([makeRow()]) },
      hardware: { file: 'h', value: makeHardware() },
      grid: { file: 'g', value: makeGrid() },
    });
    expect(r.errors).toEqual([]);
    expect(r.notes).toEqual([]);
    expect(r.index?.rows).toHaveLength(1);
  });
});

describe('bad input, one class at a time', () => {
  it('malformed JSON gives the line and column', () => {
    const r = parseJsonText(F, '{\n  "rows": [1,,2]\n}');
    expect(r).toEqual({
      ok: false,
      error: expect.stringMatching(
        /^data\/index\.json: malformed JSON at line 2, column 14: expected a value, found ","$/,
      ),
    });
  });
  it.each([
    ['{"a": "\\x"}', 'line 1, column 8: an invalid escape \\x in a string'],
    ['{"a": "ok \\u12G4"}', 'line 1, column 11: a malformed \\u escape in a string'],
    ['{"a": "tab\there"}', 'line 1, column 11: a control character (such as a raw tab) inside a string'],
    ['{"a": 1,}', 'line 1, column 9: expected a quoted field name, found "}"'],
    ['{\n  "a": 1\n  "b": 2\n}', 'line 3, column 3: expected "," between two items, found "\\""'],
    ['// note\n{}', 'line 1, column 1: a comment: JSON has none'],
    ['[1, 2', 'line 1, column 6: expected "," or "]" in a list, found the end of the file'],
  ])('locates malformed JSON %j at the offending character', (text, where) => {
    const r = parseJsonText(F, text);
    expect(r.ok).toBe(false);
    expect((r as { error: string }).error).toMatch(
      new RegExp(`^data/index\\.json: malformed JSON at ${escapeRe(where)}`),
    );
  });
  it('an empty file says so', () => {
    expect(parseJsonText(F, ' \n')).toEqual({
      ok: false,
      error: 'data/index.json: the file is empty: expected a JSON document',
    });
  });
  it('a wrong top-level shape is named as such', () => {
    expect(errorsFor([1, 2, 3])).toEqual([
      'data/index.json: top level: wrong top-level shape: expected an object, got a list of 3',
    ]);
  });
  it('a string where a number belongs names row, id, field, expected and found', () => {
    const errors = errorsFor(makeIndex([makeRow(), makeRow({ batch: 128, avg_power_w: '1000' as unknown as number })]));
    expect(errors).toEqual([
      `data/index.json: rows[1] (id lm-arena-chat.org-model-a.h100x2.tp2ep1dp1.b128): avg_power_w: expected a positive number, got "1000"`,
    ]);
  });
  it('a negative number is refused', () => {
    expect(errorsFor(makeIndex([makeRow({ avg_power_w: -3 })]))).toEqual([
      `data/index.json: rows[0] (id ${ID}): avg_power_w: expected a positive number, got -3`,
    ]);
  });
  it('non-finite numbers are refused (1e999 parses to Infinity)', () => {
    const parsed = parseJsonText(
      F,
      JSON.stringify(makeIndex([makeRow()])).replace('"avg_power_w":1000', '"avg_power_w":1e999'),
    );
    expect(parsed.ok).toBe(true);
    expect(errorsFor((parsed as { value: unknown }).value)).toEqual([
      `data/index.json: rows[0] (id ${ID}): avg_power_w: expected a positive number, got Infinity`,
    ]);
    expect(errorsFor(makeIndex([makeRow({ median_itl_ms: Number.NaN })]))).toEqual([
      `data/index.json: rows[0] (id ${ID}): median_itl_ms: expected a positive number, got NaN`,
    ]);
  });
  it('a missing field is called missing', () => {
    const row: Record<string, unknown> = makeRow();
    delete row.energy_per_token_j;
    expect(errorsFor(makeIndex([row as never]))).toEqual([
      `data/index.json: rows[0] (id ${ID}): energy_per_token_j: missing: expected a positive number`,
    ]);
  });
  it('a histogram without its counts is reported, not thrown (the between-lists rule waits for both lists)', () => {
    const row = { ...makeRow(), output_length_histogram: { bin_edges_tokens: [0, 100] } };
    expect(errorsFor(makeIndex([row as never]))).toEqual([
      `data/index.json: rows[0] (id ${ID}): output_length_histogram.counts: expected a list of numbers, got nothing`,
    ]);
  });
  it('an unknown field is named', () => {
    expect(errorsFor(makeIndex([{ ...makeRow(), avg_powr_w: 3 } as never]))).toEqual([
      `data/index.json: rows[0] (id ${ID}): avg_powr_w: unknown field (not in the schema; check its spelling)`,
    ]);
  });
  it('every problem is reported, not only the first', () => {
    const errors = errorsFor(makeIndex([makeRow({ avg_power_w: -1 }), makeRow({ batch: 128, num_gpus: 0 })]));
    expect(errors).toHaveLength(2);
    expect(errors[1]).toMatch(/rows\[1\] .*: num_gpus: expected a whole number of 1 or more, got 0$/);
  });
  it('ITL percentiles out of order are refused', () => {
    expect(errorsFor(makeIndex([makeRow({ p95_itl_ms: 24 })]))).toEqual([
      `data/index.json: rows[0] (id ${ID}): p95_itl_ms: expected at or above p90_itl_ms (25), got 24: latency percentiles must rise`,
    ]);
  });
  it('duplicate ids are refused', () => {
    expect(
      errorsFor(
        makeIndex([makeRow(), makeRow({ energy_per_token_j: 0.3, avg_power_w: 1200, energy_per_request_j: 120 })]),
      ),
    ).toEqual([`data/index.json: rows[1] (id ${ID}): id: expected a unique id, got the same id as rows[0]`]);
  });
  it('a GPU missing from hardware.json is refused', () => {
    expect(errorsFor(makeIndex([makeRow({ gpu: 'A100' })]))).toEqual([
      'data/index.json: rows[0] (id lm-arena-chat.org-model-a.a100x2.tp2ep1dp1.b64): gpu: expected a GPU named in hardware.json (H100, B200), got "A100"',
    ]);
  });
  it('power per card above TDP + 10% is refused; at the margin it passes', () => {
    // H100 TDP 700 W: 2 cards may average up to 1540 W.
    const at = makeRow({ avg_power_w: 1540, output_tokens_per_s: 6160 });
    expect(errorsFor(makeIndex([at]))).toEqual([]);
    const over = makeRow({ avg_power_w: 1600, output_tokens_per_s: 6400 });
    expect(errorsFor(makeIndex([over]))).toEqual([
      `data/index.json: rows[0] (id ${ID}): avg_power_w: expected at most 770 W per card (NVIDIA H100 TDP 700 W + 10%), got 800 W per card (1600 W over 2 GPUs)`,
    ]);
  });
  it('repeated measurement keys are reported as notes, not errors', () => {
    const r = validateAll({
      index: {
        file: F,
        value: makeIndex([
          makeRow(),
          makeRow({ id: `${ID}.r2`, energy_per_token_j: 0.3, avg_power_w: 1200, energy_per_request_j: 120 }),
        ]),
      },
      hardware: { file: 'h', value: makeHardware() },
    });
    expect(r.errors).toEqual([]);
    expect(r.notes).toEqual([
      `data/index.json: repeated measurement ${ID}: rows [0] (id ${ID}), [1] (id ${ID}.r2) share one setting with different values; the index counts it once, as the run with the higher energy per token`,
    ]);
  });
  it('two model ids that would share a page address are refused, naming both', () => {
    const a = makeRow({ model: 'Org/Model-A' });
    const b = makeRow({ model: 'Org/Model\u200B-A', id: 'lm-arena-chat.org-model-a-zw.h100x2.tp2ep1dp1.b64' });
    expect(errorsFor(makeIndex([a, b]))).toEqual([
      'data/index.json: rows[1] (id lm-arena-chat.org-model-a-zw.h100x2.tp2ep1dp1.b64): model: expected a model id with a page address of its own, got "Org/Model\u200b-A", which gives /models/org-model-a/ like "Org/Model-A" in rows[0]',
    ]);
    // Ids in scripts without a Latin base get a hash in their address, so they do not collide.
    expect(errorsFor(makeIndex([makeRow({ model: 'Org/نموذج' }), makeRow({ model: 'Org/מודל' })]))).toEqual([]);
  });
  it('a source URL must be http or https (pages link to it)', () => {
    const index = makeIndex([makeRow()]);
    index.release.sources[0].url = 'javascript:window.__pwned=1';
    expect(errorsFor(index)).toEqual([
      'data/index.json: release.sources[0].url: expected an http or https URL, got "javascript:window.__pwned=1"',
    ]);
  });
  it('grid and hardware files get the same treatment', () => {
    const grid = makeGrid();
    (grid.entities[0] as Record<string, unknown>).intensity_gco2_per_kwh = 'high';
    expect(validateAll({ grid: { file: 'data/grid.json', value: grid } }).errors).toEqual([
      'data/grid.json: entities[0] (id france): intensity_gco2_per_kwh: expected a number at or above 0, got "high"',
    ]);
    const hw = makeHardware();
    (hw.accelerators[1].figures.tdp_w as Record<string, unknown>).status = 'maybe';
    expect(validateAll({ hardware: { file: 'data/hardware.json', value: hw } }).errors).toEqual([
      'data/hardware.json: accelerators[1] (id b200): figures.tdp_w.status: expected one of confirmed, partially_confirmed, unconfirmed, got "maybe"',
    ]);
  });
});

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('rows validated as they stream (real data and the hostile fixture)', () => {
  // validateAll keeps each accepted row object itself rather than zod's copy of it. That is only right
  // while the row schema changes nothing: no defaults, transforms or coercions, unknown fields refused.
  it('a row the schema accepts is exactly its parsed form', async () => {
    const { loadDataDir } = await import('../../../src/lib/node/read-data.ts');
    for (const dir of ['data', 'tests/fixtures/hostile-data'])
      for (const row of loadDataDir(dir).index.rows) expect(rowSchema.parse(row)).toStrictEqual(row);
  });
  it('reports a bad row with the same sentence as a whole-file parse, and returns no index', () => {
    const index = makeIndex([makeRow(), makeRow({ batch: 128, gpu: '' })]);
    const whole = indexFileSchema.safeParse(index);
    expect(whole.success).toBe(false);
    const report = validateAll({ index: { file: F, value: index }, hardware: { file: 'h', value: makeHardware() } });
    expect(report.index).toBeUndefined();
    expect(report.errors[0]).toBe(formatIssues(F, index, whole.error!.issues)[0]);
  });
});
