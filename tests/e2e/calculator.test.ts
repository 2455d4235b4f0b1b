// /calculator/ in Chromium: results equal the domain code's for the same inputs, assumptions are
// marked, refused input gets a message at its field, the URL restores the inputs, and the default
// result is there without JavaScript.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launch, open } from './browser.ts';
import { loadDataDir } from '../../src/lib/node/read-data.ts';
import { REAL_DATA_DIR } from '../fixtures/real-figures.ts';
import { buildDataset } from '../../src/lib/core/dataset.ts';
import type { CalcValues } from '../../src/lib/calculator/fields.ts';
import { readCalculator } from '../../src/lib/calculator/form.ts';
import { calculatorDataOf } from '../../src/lib/calculator/offer.ts';
import { calculationOutputs } from '../../src/lib/calculator/steps.ts';

const raw = loadDataDir(REAL_DATA_DIR);
const data = calculatorDataOf(buildDataset(raw.index, raw.grid, raw.hardware));
const expectedOutputs = (values: CalcValues) => {
  const r = readCalculator({ ...data.defaults, ...values }, data);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return calculationOutputs(r.calc);
};
const shownOutputs = (page: Page) =>
  page.$$eval('#calc-result dd, #calc-scope, #calc-load, #calc-load-note', (els) =>
    Object.fromEntries(els.map((e) => [e.id.replace(/^calc-/, ''), e.textContent])),
  );

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

// A row other than the default, on a multi-GPU configuration, and a region other than World.
const row = data.rows.find((r) => r.num_gpus > 1 && r.id !== data.defaults.row)!;
const region = data.regions.find((g) => g.id === 'france') ?? data.regions[1];

describe('/calculator/', () => {
  it('shows the default workload computed by the domain code', async () => {
    const { page, consoleErrors } = await open(browser, '/calculator/');
    expect(await shownOutputs(page)).toEqual(expectedOutputs({}));
    expect(consoleErrors).toEqual([]);
  });
  it('recomputes for a chosen row, region, workload and assumptions, and marks the assumptions as the reader’s', async () => {
    const { page } = await open(browser, '/calculator/');
    await page.selectOption('[name=row]', row.id);
    await page.selectOption('[name=region]', region.id);
    await page.fill('[name=requests_per_day]', '2,500,000');
    await page.fill('[name=output_tokens]', '450');
    await page.fill('[name=system_multiplier]', '1.5');
    await page.fill('[name=pue]', '1.2');
    await page.fill('[name=load_factor]', '60');
    const values = {
      row: row.id,
      region: region.id,
      requests_per_day: '2500000',
      output_tokens: '450',
      system_multiplier: '1.5',
      pue: '1.2',
      load_factor: '60',
    };
    expect(await shownOutputs(page)).toEqual(expectedOutputs(values));
    // The load factor reaches the result, the GPU-hours and the note on the load.
    expect(await page.textContent('#calc-load-note')).toContain('With your load factor of 60%');
    expect(await page.textContent('#calc-gpu-hours')).toContain('at your load factor of 60%');
    const assumptions = await page.$$eval('#calc-steps .assumption', (s) => s.map((x) => x.textContent));
    expect(assumptions).toHaveLength(3);
    for (const a of assumptions) expect(a).toMatch(/your assumption, not measured/);
    expect(await page.getAttribute('#calc-steps a', 'href')).toBe(row.href);
    expect(await page.textContent('#calc-steps')).toContain(`${region.name}, ${region.year} average grid intensity`);
    // The URL carries the inputs: opening it restores the fields and the result.
    const again = await open(browser, new URL(page.url()).pathname + new URL(page.url()).search);
    expect(await again.page.inputValue('[name=pue]')).toBe('1.2');
    expect(await again.page.inputValue('[name=load_factor]')).toBe('60');
    expect(await again.page.inputValue('[name=row]')).toBe(row.id);
    expect(await shownOutputs(again.page)).toEqual(expectedOutputs(values));
  });
  it('announces one short summary when a field is committed, not every keystroke', async () => {
    const { page } = await open(browser, '/calculator/');
    expect(await page.getAttribute('#calc-result', 'aria-live')).toBeNull();
    await page.fill('[name=pue]', '1.2');
    expect(await page.textContent('#calc-status')).toBe('');
    await page.press('[name=pue]', 'Tab');
    const o = expectedOutputs({ pue: '1.2' });
    expect(await page.textContent('#calc-status')).toBe(
      `Energy per day ${o['kwh-day']}, emissions per day ${o['co2-day']}.`,
    );
  });
  it('takes the workload as tokens per day, showing only that field', async () => {
    const { page } = await open(browser, '/calculator/');
    await page.selectOption('[name=mode]', 'tokens');
    expect(await page.isVisible('[name=requests_per_day]')).toBe(false);
    await page.fill('[name=tokens_per_day]', '1e9');
    expect(await shownOutputs(page)).toEqual(expectedOutputs({ mode: 'tokens', tokens_per_day: '1e9' }));
  });
  it('gives a message at each refused field and no result', async () => {
    const { page, consoleErrors } = await open(browser, '/calculator/');
    await page.fill('[name=requests_per_day]', '-3');
    await page.fill('[name=output_tokens]', 'many');
    await page.fill('[name=pue]', '0.8');
    await page.fill('[name=system_multiplier]', '1e30');
    await page.fill('[name=load_factor]', '0');
    const error = (name: string) => page.textContent(`#calc-${name}-error`);
    expect(await error('requests_per_day')).toBe('expected a positive number of requests a day, got -3');
    expect(await error('output_tokens')).toBe('expected a number such as 1177.92 or 1.2e3, got "many"');
    expect(await error('pue')).toBe('expected 1 or more (a PUE below 1 would mean the building makes energy), got 0.8');
    expect(await error('system_multiplier')).toMatch(/^expected at most 10 /);
    expect(await error('load_factor')).toBe(
      'expected at least 1% (a server that delivers nothing has no energy per token), got 0',
    );
    expect(await page.getAttribute('#calc-pue', 'aria-invalid')).toBe('true');
    expect(await page.isVisible('#calc-result')).toBe(false);
    expect(await page.$$eval('#calc-problems li', (l) => l.length)).toBe(5);
    await page.fill('[name=pue]', '');
    await page.fill('[name=load_factor]', '');
    await page.fill('[name=system_multiplier]', '');
    await page.fill('[name=output_tokens]', '');
    await page.fill('[name=requests_per_day]', '10');
    expect(await page.isVisible('#calc-result')).toBe(true);
    expect(await page.getAttribute('#calc-pue', 'aria-invalid')).toBeNull();
    expect(consoleErrors).toEqual([]);
  });
  it('a URL naming a row that is not in the index says so at the field, as text', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    const { page } = await open(browser, `/calculator/?row=${encodeURIComponent(hostile)}`);
    expect(await page.textContent('#calc-row-error')).toBe(
      `expected a row of the index, got ${JSON.stringify(hostile)}`,
    );
    expect(await page.$$('main img')).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
  it('without JavaScript shows the default result and its working', async () => {
    const { page } = await open(browser, '/calculator/', { javaScriptEnabled: false });
    expect(await shownOutputs(page)).toEqual(expectedOutputs({}));
    expect(await page.$$eval('#calc-steps li', (l) => l.length)).toBeGreaterThanOrEqual(4);
  });
  it('has no axe violations, with a result and with errors shown', async () => {
    const { page } = await open(browser, '/calculator/?pue=1.1&system_multiplier=1.3');
    expect(await axeViolations(page)).toEqual([]);
    const bad = await open(browser, '/calculator/?pue=0');
    expect(await axeViolations(bad.page)).toEqual([]);
  });
});
