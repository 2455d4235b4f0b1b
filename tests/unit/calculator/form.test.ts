// The footprint calculator's form (src/lib/calculator/: fields.ts, offer.ts, form.ts, steps.ts) on a named fixture (one row: 0.25 J/token,
// 400 output tokens per request; World at 500 and France at 50 gCO2e/kWh), and the real data's reference
// row in a test that says so, compared with the snapshot of real figures (tests/snapshot/real-figures.json).
import { describe, expect, it } from 'vitest';
import { CALC_FIELD_NAMES } from '../../../src/lib/calculator/fields.ts';
import { formSearch, formValuesFromSearch } from '../../../src/lib/forms/url-state.ts';
import { readCalculator } from '../../../src/lib/calculator/form.ts';
import { calculatorDataOf } from '../../../src/lib/calculator/offer.ts';
import { calculationOutputs, calculationSteps } from '../../../src/lib/calculator/steps.ts';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import { loadDataDir } from '../../../src/lib/node/read-data.ts';
import { makeGrid, makeHardware, makeIndex, makeRow } from '../../fixtures/factory.ts';
import { real, REAL_DATA_DIR } from '../../fixtures/real-figures.ts';

const fixture = calculatorDataOf(buildDataset(makeIndex([makeRow()]), makeGrid(), makeHardware()));
const rowId = fixture.rows[0].id;

describe('readCalculator', () => {
  it('defaults to a million requests a day at the row’s measured mean output length, in World', () => {
    const r = readCalculator(fixture.defaults, fixture);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.calc.tokensPerDay).toBe(1_000_000 * 400);
    expect(r.calc.outputFrom).toBe('row');
    expect(r.calc.region.id).toBe('world');
    expect(calculationOutputs(r.calc)).toEqual({
      'kwh-day': '27.78 kWh',
      'kwh-year': '10,140 kWh',
      'co2-day': '13.89 kgCO2e',
      'co2-year': '5.069 tCO2e',
      // 4e8 tokens a day / 86,400 s = 4,629.6 tokens/s; / 4,000 measured = 1.157 servers of 2 cards: 2 whole
      // servers, 4 GPUs, 1.157 / 2 = 58% used; 1.157 x 2 x 24 = 55.56 GPU-hours, 2 x 2 x 24 = 96 run all day;
      // 1.157 x 60 running = 69 requests in flight, against 2 x 64 = 128 at the batch cap.
      gpus: '4 GPUs (2 servers of 2 × H100), 58% of their measured throughput used',
      'gpu-hours': '55.56 at the measured throughput; 96 on 2 servers run all day',
      scope: 'GPU board energy only, as measured',
      load:
        'The traffic is 4,630 output tokens a second. One 2 × H100 server produced 4,000 a second in the measured run, ' +
        'with 60 requests running at once on average (batch cap 64). So this traffic needs 1.16 times the throughput of ' +
        'one such server: about 69 requests in flight at the measured pace, against the 128 that 2 servers hold at the batch cap.',
      'load-note':
        'The energy per token used here was measured on servers kept busy at that batch; this traffic fills 58% of 2 servers. ' +
        'A server partly loaded, or idle between bursts, draws more energy per token, so unless other work fills the rest, ' +
        'expect more energy than shown above. Enter your load factor to see the upper end.',
    });
  });
  it('a traffic within each field’s bounds but absurd in all is refused at the requests field', () => {
    // 1e13 requests x 1,000 tokens = 1e16 tokens a day, above the 1e15 bound.
    const r = readCalculator({ ...fixture.defaults, requests_per_day: '1e13', output_tokens: '1000' }, fixture);
    expect(r.ok ? null : r.errors).toEqual({
      requests_per_day:
        'expected at most 1,000,000,000,000,000 output tokens a day in all (a million billion: far above all traffic served today), got 10,000,000,000,000 requests × 1,000 tokens = 1e+16',
    });
  });
  it('one server, nearly full: says the traffic keeps it about as busy as measured', () => {
    // 3,800 tokens/s x 86,400 s = 328,320,000 tokens a day: 0.95 of the 4,000 tokens/s measured.
    const r = readCalculator({ ...fixture.defaults, mode: 'tokens', tokens_per_day: '328320000' }, fixture);
    const o = r.ok ? calculationOutputs(r.calc) : null;
    expect(o?.gpus).toBe('2 GPUs (one server of 2 × H100), 95% of its measured throughput used');
    expect(o?.['load-note']).toBe(
      'The energy per token used here was measured on servers kept busy at that batch, and this traffic keeps them about that busy.',
    );
  });
  it('a reader’s output length and region replace the defaults, and say so in the working', () => {
    const r = readCalculator(
      { row: rowId, region: 'france', mode: 'requests', requests_per_day: '1000', output_tokens: '100' },
      fixture,
    );
    expect(r.ok && r.calc.tokensPerDay).toBe(100_000);
    const steps = r.ok ? calculationSteps(r.calc, fixture) : [];
    expect(steps[0].source).toBe('requests and output length: your input');
    expect(steps.find((s) => s.text.startsWith('Emissions per day'))!.source).toBe(
      'France, 2024 average grid intensity: Ember (CC-BY-4.0)',
    );
    expect(steps.some((s) => s.assumption)).toBe(false);
  });
  it('marks the system multiplier and PUE as the reader’s assumptions', () => {
    const r = readCalculator({ ...fixture.defaults, system_multiplier: '1.5', pue: '1.2' }, fixture);
    const steps = r.ok ? calculationSteps(r.calc, fixture) : [];
    expect(steps.filter((s) => s.assumption).map((s) => s.text)).toEqual(['× system multiplier 1.5', '× PUE 1.2']);
    expect(r.ok && calculationOutputs(r.calc).scope).toBe('GPU board energy × 1.8 (your assumptions)');
  });
  it('takes the reader’s load factor in percent: an assumption in the working, in the scope, the GPU-hours and the note', () => {
    const r = readCalculator({ ...fixture.defaults, load_factor: '40' }, fixture);
    expect(r.ok && r.calc.loadFactor).toBe(0.4);
    if (!r.ok) return;
    const steps = calculationSteps(r.calc, fixture);
    const assumed = steps.filter((s) => s.assumption);
    expect(assumed.map((s) => s.text)).toEqual(['÷ load factor 40%']);
    expect(assumed[0].source).toMatch(/^your assumption, not measured: .* the upper end/);
    // 27.78 kWh of board energy / 0.4 = 69.44 kWh; 55.56 GPU-hours at the measured throughput / 0.4 = 138.9.
    expect(steps.map((s) => s.text)).toContain('Energy per day = 27.78 kWh × 2.5 = 69.44 kWh');
    const o = calculationOutputs(r.calc);
    expect(o['kwh-day']).toBe('69.44 kWh');
    expect(o.scope).toBe('GPU board energy × 2.5 (your assumptions)');
    expect(o['gpu-hours']).toBe(
      '55.56 at the measured throughput; 138.9 at your load factor of 40%; 96 on 2 servers run all day',
    );
    expect(o['load-note']).toBe(
      'The energy per token used here was measured on servers kept busy at that batch. With your load factor of 40%, ' +
        'the result counts servers drawing that power while delivering 40% of the measured throughput: 2.5x the ' +
        'energy per token, the upper end of what a less busy server uses.',
    );
  });
  it('a slip in one field is reported there alone: the filled-in requests are not called empty', () => {
    for (const slip of [{ pue: '0.9' }, { load_factor: '150' }, { output_tokens: '-3' }]) {
      const r = readCalculator({ ...fixture.defaults, ...slip }, fixture);
      expect(r.ok ? null : Object.keys(r.errors)).toEqual(Object.keys(slip));
    }
  });
  it('takes a load factor typed with its percent sign', () => {
    const r = readCalculator({ ...fixture.defaults, load_factor: '50 %' }, fixture);
    expect(r.ok && r.calc.loadFactor).toBe(0.5);
  });
  it('a trickle of traffic keeps its significant digits: one request a day is not "0 tokens a second"', () => {
    // 400 tokens / 86,400 s = 0.00463 tokens/s; / 4,000 = 1.157e-6 servers' worth x 60 running = 6.944e-5 in flight.
    const r = readCalculator({ ...fixture.defaults, requests_per_day: '1' }, fixture);
    const load = r.ok ? calculationOutputs(r.calc).load : '';
    expect(load).toMatch(/^The traffic is 0\.00463 output tokens a second\./);
    expect(load).toContain('about 0.00006944 requests in flight');
  });
  it('refuses a load factor outside 1% to 100%, at its field', () => {
    const errors = (v: string) => {
      const r = readCalculator({ ...fixture.defaults, load_factor: v }, fixture);
      return r.ok ? null : r.errors.load_factor;
    };
    expect(errors('0')).toBe('expected at least 1% (a server that delivers nothing has no energy per token), got 0');
    expect(errors('-5')).toBe('expected at least 1% (a server that delivers nothing has no energy per token), got -5');
    expect(errors('150')).toBe(
      'expected at most 100% (the measured run, at its batch cap, is the busiest the figure covers), got 150',
    );
    expect(errors('100')).toBeNull();
  });
  it('tokens mode needs tokens per day and ignores the request fields', () => {
    expect(readCalculator({ ...fixture.defaults, mode: 'tokens' }, fixture)).toEqual({
      ok: false,
      errors: { tokens_per_day: 'enter the output tokens generated per day' },
    });
    const r = readCalculator(
      { ...fixture.defaults, mode: 'tokens', tokens_per_day: '5e6', requests_per_day: '' },
      fixture,
    );
    expect(r.ok && r.calc.tokensPerDay).toBe(5e6);
  });
  it('refuses empty, negative, non-numeric, absurd and impossible values, each at its field', () => {
    const r = readCalculator(
      {
        row: 'nope',
        region: '',
        mode: 'requests',
        requests_per_day: '',
        output_tokens: '-2',
        system_multiplier: '0.5',
        pue: 'high',
      },
      fixture,
    );
    expect(r).toEqual({
      ok: false,
      errors: {
        row: 'expected a row of the index, got "nope"',
        region: 'choose a grid region',
        requests_per_day: 'enter the requests served per day',
        output_tokens: 'expected a positive number of tokens per request, got -2',
        system_multiplier: 'expected 1 or more (a server draws at least what its GPUs draw), got 0.5',
        pue: 'expected a number such as 1177.92 or 1.2e3, got "high"',
      },
    });
    const absurd = readCalculator({ ...fixture.defaults, mode: 'tokens', tokens_per_day: '1e30' }, fixture);
    expect(!absurd.ok && absurd.errors.tokens_per_day).toBe(
      'expected at most 1,000,000,000,000,000 tokens a day (a million billion: far above all traffic served today), got 1e+30',
    );
  });
  it('reads only the chosen workload’s fields: a slip in a hidden field does not block the result', () => {
    const r = readCalculator(
      { ...fixture.defaults, mode: 'tokens', tokens_per_day: '1e9', requests_per_day: 'abc', output_tokens: '-1' },
      fixture,
    );
    expect(r.ok && r.calc.tokensPerDay).toBe(1e9);
    const q = readCalculator({ ...fixture.defaults, tokens_per_day: 'abc' }, fixture);
    expect(q.ok && q.calc.mode).toBe('requests');
  });
  it('shows the requests as typed, never rounded to a count, and refuses tiny figures', () => {
    const r = readCalculator({ ...fixture.defaults, requests_per_day: '1.5', output_tokens: '100' }, fixture);
    expect(r.ok && calculationSteps(r.calc, fixture)[0].text).toBe(
      'Output tokens per day = 1.5 requests × 100 tokens per request = 150 tokens',
    );
    const tiny = readCalculator({ ...fixture.defaults, mode: 'tokens', tokens_per_day: '1e-300' }, fixture);
    expect(!tiny.ok && tiny.errors.tokens_per_day).toBe('expected at least 1 tokens a day, got 1e-300');
  });
  it('credits the source of the rows it offers, not every source listed by their release', () => {
    const index = makeIndex([makeRow()]);
    const other = { ...index.release.sources[0], name: 'Another source of the release' };
    index.release.sources = [index.release.sources[0], other];
    const data = calculatorDataOf(buildDataset(index, makeGrid(), makeHardware()));
    expect(data.energySource).toBe('Test source');
    const r = readCalculator({ row: data.rows[0].id, region: 'world', mode: 'tokens', tokens_per_day: '1e9' }, data);
    const step = r.ok ? calculationSteps(r.calc, data).find((s) => s.text.startsWith('GPU energy per day')) : undefined;
    expect(step?.source).toContain('Test source');
    expect(step?.source).not.toContain('Another source');
  });
  it('round-trips its inputs through the URL', () => {
    const values = { row: rowId, region: 'france', mode: 'tokens', tokens_per_day: '1e9', pue: '1.1' };
    expect(formValuesFromSearch(CALC_FIELD_NAMES, formSearch(CALC_FIELD_NAMES, values))).toEqual(values);
  });
});

describe('real data (REAL_DATA_DIR): the reference row, compared with the snapshot', () => {
  const raw = loadDataDir(REAL_DATA_DIR);
  const data = calculatorDataOf(buildDataset(raw.index, raw.grid, raw.hardware));
  const ref = real.reference;
  // The index's Wh per million output tokens as a worked example prints it, in kWh: what a million tokens a day costs.
  const kwhPerMillion = Number(ref.wh_per_million_working.replaceAll(',', '')) / 1000;
  const kwhOf = (text: string | false) => Number(String(text).replace(/ kWh$/, '').replaceAll(',', ''));
  it(`a million output tokens a day on ${ref.model_name}, ${ref.num_gpus} x ${ref.gpu} is the index's Wh per million`, () => {
    const r = readCalculator({ row: ref.id, region: 'world', mode: 'tokens', tokens_per_day: '1000000' }, data);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const out = calculationOutputs(r.calc);
    expect(kwhOf(out['kwh-day'])).toBeCloseTo(kwhPerMillion, 8);
    expect(r.calc.result.gco2ePerDay).toBeCloseTo(kwhPerMillion * real.grid.world.intensity_gco2_per_kwh, 1);
    expect(kwhOf(out['kwh-year'])).toBeCloseTo(kwhPerMillion * 365, 1);
  });
  it('credits ML.ENERGY v3 alone for its rows, though the release also carries MLPerf and ML.ENERGY v2', () => {
    expect(raw.index.release.sources.map((s) => s.name)).toContain('ML.ENERGY Leaderboard v2');
    expect(data.energySource).toBe('ML.ENERGY Leaderboard v3.0');
  });
  it("offers every index row, World first, and the systems' nameplate ratios as references for the multiplier", () => {
    expect(data.rows).toHaveLength(real.index.selected);
    expect(data.regions[0]).toMatchObject({ id: 'world', intensity: real.grid.world.intensity_gco2_per_kwh });
    expect(data.systems.map((s) => ({ name: s.name, ratio: s.ratio }))).toEqual(real.hardware.system_ratios);
  });
});
