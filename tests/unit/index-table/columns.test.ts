// The index table's description of a row and its decimals (src/lib/index-table/columns.ts); expected
// values by hand.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_UNIT,
  columnDecimals,
  columnRanges,
  decimalsFor,
  indexColumns,
  tableCells,
  toTableRow,
} from '../../../src/lib/index-table/columns.ts';
import { makeRow } from '../../fixtures/factory.ts';

describe('decimalsFor: two significant figures on the smallest value of a column', () => {
  it.each([
    [13.0, 0],
    [573, 0],
    [0.0467, 3],
    [4.6, 1],
    [0.48, 2],
    [0, 0],
  ])('%s -> %s decimals', (smallest, decimals) => expect(decimalsFor(smallest)).toBe(decimals));
});

describe('tableCells', () => {
  // 0.36 J/token = 100 Wh per million; 1000 W on 2 cards of 700 W TDP = 71.43%; 0.36 x 400 = 144 J.
  const r = toTableRow(
    { ...makeRow({ energy_per_token_j: 0.36, avg_power_w: 1440, output_tokens_per_s: 4000 }), release_id: 'fixture' },
    700,
  );
  const columns = indexColumns(false);
  const view = { unit: DEFAULT_UNIT, intensity: 500, regionName: 'World', ranges: columnRanges(columns, [r]) };
  const cells = tableCells(r, columns, view, columnDecimals(columns, view));
  const byKey = Object.fromEntries(cells.map((c) => [c.key, c]));

  it('puts the model (a row header with the row link) first, the key figure beside it, then the GPU', () => {
    expect(cells.slice(0, 3).map((c) => c.key)).toEqual(['model', 'energy', 'gpu']);
    expect(byKey.model.header).toBe(true);
    expect(byKey.model.href).toBe('/releases/fixture/rows/lm-arena-chat.org-model-a.h100x2.tp2ep1dp1.b64/');
    expect(byKey.energy.text).toBe('100');
    expect(byKey.energy.className).toBe('num key');
  });
  it('prints the other figures with the decimals of their range, and folds them on a phone', () => {
    expect(byKey.energy_per_answer_j.text).toBe('144');
    expect(byKey.pct_tdp.text).toBe('103');
    expect(byKey.median_itl_ms.text).toBe('20');
    expect(byKey.median_itl_ms.className).toBe('num sec');
  });
  it('prints counts whole: batch cap and GPUs have no decimals, even when their smallest value is 1', () => {
    // A range starting at 1 would otherwise get one decimal (two significant figures): "1.0" GPUs, "2,048.0".
    const one = toTableRow(
      { ...makeRow({ num_gpus: 1, batch: 2048, tensor_parallel: 1 }), release_id: 'fixture' },
      700,
    );
    const rows = [r, one];
    const v = { ...view, ranges: columnRanges(columns, rows) };
    const dec = columnDecimals(columns, v);
    expect([dec.num_gpus, dec.batch]).toEqual([0, 0]);
    const cells1 = Object.fromEntries(tableCells(one, columns, v, dec).map((c) => [c.key, c.text]));
    expect([cells1.num_gpus, cells1.batch]).toEqual(['1', '2,048']);
  });
  it('on long-answer tasks keeps energy per answer and answer length beside the key figure, unfolded', () => {
    const long = indexColumns(true);
    expect(long.slice(0, 5).map((c) => [c.key, c.secondary])).toEqual([
      ['model', false],
      ['energy', false],
      ['energy_per_answer_j', false],
      ['mean_output_tokens', false],
      ['gpu', false],
    ]);
  });
  it('throughput sorts most first, energy least first', () => {
    const best = Object.fromEntries(indexColumns(false).map((c) => [c.key, c.best]));
    expect([best.energy, best.output_tokens_per_s, best.median_itl_ms]).toEqual(['asc', 'desc', 'asc']);
  });
});
