// The benchmark's synthetic data (scripts/lib/synthetic.ts) passes validation and keeps the real rows as
// they are. Real data.
import { describe, expect, it } from 'vitest';
import { loadDataDir } from '../../../../src/lib/node/read-data.ts';
import { validateAll } from '../../../../src/lib/validate/data-files.ts';
import { measurementKey } from '../../../../src/lib/core/row-id.ts';
import { copyRow, sizeRows, syntheticIndex } from '../../../../scripts/lib/synthetic.ts';

const data = loadDataDir('data');

describe('synthetic data for the benchmark', () => {
  it('keeps the real rows first and unchanged, and scales models with rows', () => {
    const ten = syntheticIndex(data.index, sizeRows('10x', data.index.rows.length));
    expect(ten.rows.length).toBe(data.index.rows.length * 10);
    expect(ten.rows.slice(0, data.index.rows.length)).toEqual(data.index.rows);
    const models = (rows: { model: string }[]) => new Set(rows.map((r) => r.model)).size;
    expect(models(ten.rows)).toBe(models(data.index.rows) * 10);
  });
  it('passes validation: unique ids that follow the id scheme, a name per model', () => {
    const three = syntheticIndex(data.index, data.index.rows.length * 3);
    const report = validateAll({
      index: { file: 'index.json', value: three },
      hardware: { file: 'hardware.json', value: data.hardware },
    });
    expect(report.errors).toEqual([]);
    for (const r of three.rows) expect(r.id.startsWith(measurementKey(r))).toBe(true);
    const names = new Map<string, string>();
    for (const r of three.rows)
      expect(names.get(r.model) ?? (names.set(r.model, r.model_name), r.model_name)).toBe(r.model_name);
    expect(new Set(names.values()).size).toBe(names.size);
  });
  it('keeps a repeat suffix: copy of a .r2 row is a .r2 row', () => {
    // Real data: the one repeated run; copy 4 renames the model "-s4" and keeps ".r2".
    const r2 = data.index.rows.find((r) => r.id.endsWith('.r2'))!;
    expect(r2.id).toBe('lm-arena-chat.qwen-qwen3-30b-a3b-instruct-2507.h100x2.tp1ep2dp1.b256.r2');
    expect(copyRow(r2, 4).id).toBe('lm-arena-chat.qwen-qwen3-30b-a3b-instruct-2507-s4.h100x2.tp1ep2dp1.b256.r2');
  });
  it('reads sizes as "real", "<k>x" or a row count', () => {
    expect(sizeRows('real', 838)).toBe(838);
    expect(sizeRows('100x', 838)).toBe(83800);
    expect(sizeRows('100000', 838)).toBe(100000);
    expect(() => sizeRows('lots', 838)).toThrow(/expected a size/);
  });
});
