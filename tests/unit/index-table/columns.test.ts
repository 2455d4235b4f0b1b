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
import { OWN_PAGES } from '../../../src/lib/text/site-links.ts';
import { figurePagesOf } from '../../../src/lib/figures/addresses.ts';
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
  // 0.36 J/token x 400 tokens = 144 J = 0.04 Wh per answer; 1440 W on 2 cards of 700 W TDP = 103%.
  const r = toTableRow(
    { ...makeRow({ energy_per_token_j: 0.36, avg_power_w: 1440, output_tokens_per_s: 4000 }), release_id: 'fixture' },
    700,
    OWN_PAGES,
  );
  const columns = indexColumns(false);
  const view = { unit: DEFAULT_UNIT, intensity: 500, regionName: 'World', ranges: columnRanges(columns, [r]) };
  const cells = tableCells(r, columns, view, columnDecimals(columns, view));
  const byKey = Object.fromEntries(cells.map((c) => [c.key, c]));

  it('puts the model (a row header with the row link) first, the key figure beside it, then the GPU', () => {
    expect(cells.slice(0, 3).map((c) => c.key)).toEqual(['model', 'energy', 'gpu']);
    // The GPU cell carries the palette's class for its swatch (the charts' s-<gpu>).
    expect(byKey.gpu.className).toBe(`gpu s-${byKey.gpu.text.toLowerCase()}`);
    expect(byKey.model.header).toBe(true);
    expect(byKey.model.href).toBe('/releases/fixture/rows/lm-arena-chat.org-model-a.h100x2.tp2ep1dp1.b64/');
    // Energy per answer in Wh by default, to three significant figures.
    expect(byKey.energy.text).toBe('0.0400');
    expect(byKey.energy.className).toBe('num key');
  });
  it("links the model to the figure's page in the release that shows it, also where no history is set (the browser)", () => {
    // Release "fixture-2" holds the row unchanged from "fixture": its page is at "fixture"'s address.
    const id = 'lm-arena-chat.org-model-a.h100x2.tp2ep1dp1.b64';
    const pages = figurePagesOf([['fixture-2', id, 'fixture']]);
    const held = toTableRow({ ...makeRow({}), release_id: 'fixture-2' }, 700, pages);
    expect(held.page_release).toBe('fixture');
    // The same row, given no history: its own release's page.
    expect(toTableRow({ ...makeRow({}), release_id: 'fixture-2' }, 700, OWN_PAGES).page_release).toBe('fixture-2');
    // The row as rows.json carries it, rendered where the release history is not known.
    const href = tableCells(JSON.parse(JSON.stringify(held)), columns, view, {})[0].href;
    expect(href).toBe(`/releases/fixture/rows/${id}/`);
  });
  it('gives the key figure, and only it, the row\'s "compare with…" link (the row\'s figure as A)', () => {
    expect(byKey.energy.compare).toEqual({
      href: '/compare/?a=lm-arena-chat.org-model-a.h100x2.tp2ep1dp1.b64',
      label: 'Compare Model A on 2 x H100 with…',
    });
    expect(cells.filter((c) => c.compare !== null).map((c) => c.key)).toEqual(['energy']);
  });
  it('prints the key figure in the unit asked for, three significant figures each', () => {
    const per = (unit: typeof DEFAULT_UNIT) => tableCells(r, columns, { ...view, unit }, {})[1].text;
    // 0.36 J; 0.36 x 1e6 / 3600 = 100 Wh per million; 1 / 0.36 = 2.78 tokens per joule; 100 / 1000 x 500 = 50 g.
    expect([per('j_per_token'), per('wh_per_million'), per('tokens_per_j'), per('gco2e_per_million')]).toEqual([
      '0.360',
      '100',
      '2.78',
      '50.0',
    ]);
  });
  it('prints the other figures with the decimals of their range, and folds them on a phone', () => {
    expect(byKey.mean_output_tokens.text).toBe('400');
    expect(byKey.pct_tdp.text).toBe('103');
    expect(byKey.median_itl_ms.text).toBe('20');
    expect(byKey.median_itl_ms.className).toBe('num sec');
  });
  it('prints counts whole: batch cap and GPUs have no decimals, even when their smallest value is 1', () => {
    // A range starting at 1 would otherwise get one decimal (two significant figures): "1.0" GPUs, "2,048.0".
    const one = toTableRow(
      { ...makeRow({ num_gpus: 1, batch: 2048, tensor_parallel: 1 }), release_id: 'fixture' },
      700,
      OWN_PAGES,
    );
    const rows = [r, one];
    const v = { ...view, ranges: columnRanges(columns, rows) };
    const dec = columnDecimals(columns, v);
    expect([dec.num_gpus, dec.batch]).toEqual([0, 0]);
    const cells1 = Object.fromEntries(tableCells(one, columns, v, dec).map((c) => [c.key, c.text]));
    expect([cells1.num_gpus, cells1.batch]).toEqual(['1', '2,048']);
  });
  it('keeps answer length in view on a phone: beside the key figure on long-answer tasks, after the GPU elsewhere', () => {
    expect(
      indexColumns(true)
        .slice(0, 4)
        .map((c) => [c.key, c.secondary]),
    ).toEqual([
      ['model', false],
      ['energy', false],
      ['mean_output_tokens', false],
      ['gpu', false],
    ]);
    expect(
      indexColumns(false)
        .slice(0, 4)
        .map((c) => [c.key, c.secondary]),
    ).toEqual([
      ['model', false],
      ['energy', false],
      ['gpu', false],
      ['mean_output_tokens', false],
    ]);
  });
  it('throughput sorts most first, energy least first', () => {
    const best = Object.fromEntries(indexColumns(false).map((c) => [c.key, c.best]));
    expect([best.energy, best.output_tokens_per_s, best.median_itl_ms]).toEqual(['asc', 'desc', 'asc']);
  });
});
