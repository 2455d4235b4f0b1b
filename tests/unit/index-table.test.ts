// The index table's description of a row, its decimals and its URL state; expected values by hand.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_UNIT,
  columnDecimals,
  columnRanges,
  decimalsFor,
  indexColumns,
  tableCells,
  toTableRow,
} from '../../src/lib/index-table/columns.ts';
import { isDefaultView, readState, writeState, type StateDefaults } from '../../src/lib/index-table/state.ts';
import { ceilingSentence } from '../../src/lib/index-table/intro.ts';
import { clip, evenlySpaced, logTicks } from '../../src/lib/charts/gpu-comparison.ts';
import { makeRow } from '../fixtures/factory.ts';

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

describe('URL state', () => {
  const d: StateDefaults = {
    ceilingMs: 500,
    worldId: 'world',
    sortKeys: ['energy', 'batch'],
    regions: new Set(['world', 'france']),
  };
  it('writes nothing for the default view and reads it back', () => {
    expect(writeState(readState('', d), d)).toBe('');
    expect(isDefaultView(readState('?cols=all', d), d)).toBe(true);
  });
  it('round-trips a view in a fixed order, and refuses unknown or malformed values', () => {
    const s = '?gpu=B200&ceiling=30&unit=gco2e_per_million&region=france&sort=batch&dir=desc&cols=all&rows=all';
    expect(writeState(readState(s, d), d)).toBe(s);
    const bad = readState('?ceiling=-4&unit=kWh&region=mars&sort=nope&dir=up', d);
    expect([bad.ceiling, bad.unit, bad.region, bad.sort, bad.dir]).toEqual([
      500,
      'wh_per_million',
      'world',
      'energy',
      'asc',
    ]);
  });
});

describe('ceilingSentence', () => {
  it('says whether the ceiling binds', () => {
    expect(ceilingSentence(500, 325.5, 32)).toBe(
      'The slowest configuration here has a median ITL of 325.5 ms, so this ceiling does not bind (32 model and GPU pairs have a configuration at or under it): choose a stricter one to see the selection change.',
    );
    expect(ceilingSentence(50, 325.5, 1)).toBe(
      'Configurations slower than this are set aside, and 1 model and GPU pair has a configuration at or under it.',
    );
  });
});

describe('comparison chart helpers', () => {
  it('log ticks in 1-2-5 steps, or every integer multiple on a narrow range', () => {
    expect(logTicks(11, 600)).toEqual([20, 50, 100, 200, 500]);
    expect(logTicks(30, 70)).toEqual([30, 40, 50, 60, 70]);
  });
  it('evenly spaced rows keep the first and the last', () => {
    expect(evenlySpaced([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([1, 4, 7]);
    expect(evenlySpaced([1, 2], 3)).toEqual([1, 2]);
  });
  it('clips a long label by code points, with an ellipsis', () => {
    expect(clip('abcdef', 4)).toBe('abc…');
    expect(clip('abc', 4)).toBe('abc');
  });
});
