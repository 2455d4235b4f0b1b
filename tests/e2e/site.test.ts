// The index site in Chromium on the built dist/: controls asserted against the domain code, URL state,
// no-JavaScript rendering, console errors, requests to other hosts, and axe-core on each kind of page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, launch, open } from './browser.ts';
import { loadDataDir } from '../../src/lib/node/read-data.ts';
import { buildDataset } from '../../src/lib/core/dataset.ts';
import { selectIndex } from '../../src/lib/core/select.ts';
import { fmtEnergy } from '../../src/lib/text/format.ts';
import { gco2ePerMillionTokens, tokensPerJoule } from '../../src/lib/core/units.ts';

const data = loadDataDir('data');
const d = buildDataset(data.index, data.grid, data.hardware);
const chatRows = d.publishable.filter((r) => r.task === 'lm-arena-chat');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const rowIds = (page: import('playwright-core').Page) =>
  page.$$eval('#index-table tbody tr', (trs) => trs.map((tr) => tr.getAttribute('data-id')));

describe('task page controls', () => {
  it('a 50 ms ceiling selects what the domain code selects, and names the pairs that dropped out', async () => {
    const { page, consoleErrors } = await open(browser, '/tasks/lm-arena-chat/');
    await page.fill('input[name=ceiling]', '50');
    const expected = selectIndex(chatRows, 50);
    const ids = await rowIds(page);
    expect([...ids].sort()).toEqual(expected.selected.map((r) => r.id).sort());
    const defaults = selectIndex(chatRows, 500).selected;
    const gone = defaults.filter((r) => !expected.selected.some((s) => s.model === r.model && s.gpu === r.gpu));
    const note = await page.textContent('#dropped');
    for (const r of gone) expect(note).toContain(`${r.model_name} on ${r.gpu}`);
    expect(new URL(page.url()).searchParams.get('ceiling')).toBe('50');
    expect(consoleErrors).toEqual([]);
  });
  it('filters by GPU and by model text', async () => {
    const { page } = await open(browser, '/tasks/lm-arena-chat/');
    await page.selectOption('select[name=gpu]', 'H100');
    const gpus = await page.$$eval('#index-table tbody tr', (trs) => trs.map((tr) => tr.getAttribute('data-gpu')));
    expect(new Set(gpus)).toEqual(new Set(['H100']));
    await page.fill('input[name=q]', 'qwen 3 32');
    expect(await rowIds(page)).toEqual(
      d.selected
        .filter(
          (r) => r.task === 'lm-arena-chat' && r.gpu === 'H100' && r.model_name.toLowerCase().includes('qwen 3 32'),
        )
        .map((r) => r.id),
    );
  });
  it('sorts on a column, both ways', async () => {
    const { page } = await open(browser, '/tasks/lm-arena-chat/');
    await page.click('th[data-key=median_itl_ms] button.sort');
    const asc = await page.$$eval('#index-table tbody tr td:nth-child(9)', (tds) =>
      tds.map((td) => Number(td.getAttribute('data-sort'))),
    );
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    await page.click('th[data-key=median_itl_ms] button.sort');
    const desc = await page.$$eval('#index-table tbody tr td:nth-child(9)', (tds) =>
      tds.map((td) => Number(td.getAttribute('data-sort'))),
    );
    expect(desc).toEqual([...asc].reverse());
    expect(await page.getAttribute('th[data-key=median_itl_ms]', 'aria-sort')).toBe('descending');
  });
  it('switches units: tokens per joule (derived) and gCO2e per million for a chosen grid', async () => {
    const { page } = await open(browser, '/tasks/lm-arena-chat/');
    const first = d.selected.find((r) => r.task === 'lm-arena-chat')!;
    await page.selectOption('select[name=unit]', 'tokens_per_j');
    expect(await page.textContent('th[data-key=energy_per_token_j]')).toContain('derived');
    expect(await page.textContent(`tr[data-id="${first.id}"] td:nth-child(6)`)).toBe(
      fmtEnergy(tokensPerJoule(first.energy_per_token_j)),
    );
    await page.selectOption('select[name=unit]', 'gco2e_per_million');
    expect(await page.textContent(`tr[data-id="${first.id}"] td:nth-child(6)`)).toBe(
      fmtEnergy(gco2ePerMillionTokens(first.energy_per_token_j, d.world.intensity_gco2_per_kwh)),
    );
    await page.selectOption('select[name=region]', 'france');
    const france = d.grid.entities.find((e) => e.id === 'france')!;
    expect(await page.textContent(`tr[data-id="${first.id}"] td:nth-child(6)`)).toBe(
      fmtEnergy(gco2ePerMillionTokens(first.energy_per_token_j, france.intensity_gco2_per_kwh)),
    );
  });
  it('Apply (or Enter in a field) applies the form in place, without loading another page', async () => {
    const { page } = await open(browser, '/tasks/lm-arena-chat/');
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    // Set the value without an input event, so only Apply can apply it.
    await page.$eval('input[name=ceiling]', (el) => ((el as HTMLInputElement).value = '30'));
    await page.click('button[type=submit]');
    expect(await rowIds(page)).toEqual(selectIndex(chatRows, 30).selected.map((r) => r.id));
    await page.$eval('input[name=ceiling]', (el) => ((el as HTMLInputElement).value = '500'));
    await page.press('input[name=q]', 'Enter');
    expect(await rowIds(page)).toEqual(d.selected.filter((r) => r.task === 'lm-arena-chat').map((r) => r.id));
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });
  it('restores the view from the URL, and reset returns to the default index', async () => {
    const { page } = await open(
      browser,
      '/tasks/lm-arena-chat/?gpu=B200&ceiling=30&unit=wh_per_million&sort=batch&dir=desc',
    );
    expect(await page.inputValue('input[name=ceiling]')).toBe('30');
    expect(await page.inputValue('select[name=gpu]')).toBe('B200');
    expect(await page.inputValue('select[name=unit]')).toBe('wh_per_million');
    const expected = selectIndex(chatRows, 30)
      .selected.filter((r) => r.gpu === 'B200')
      .sort((a, b) => b.batch - a.batch || a.id.localeCompare(b.id));
    expect(await rowIds(page)).toEqual(expected.map((r) => r.id));
    await page.click('button[type=reset]');
    expect(await rowIds(page)).toEqual(d.selected.filter((r) => r.task === 'lm-arena-chat').map((r) => r.id));
    expect(new URL(page.url()).search).toBe('');
  });
});

describe('every kind of page', () => {
  const pages = [
    '/',
    '/tasks/gpqa/',
    '/models/qwen-qwen3-32b/',
    '/gpus/b200/',
    '/methodology/',
    '/models/',
    '/gpus/',
    '/check/',
    '/calculator/',
  ];
  it.each(pages)('%s has no axe violations, no console errors and no request to another host', async (path) => {
    const { page, consoleErrors, foreignRequests } = await open(browser, path);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });
  it.each(pages)('%s works without JavaScript: content present, controls hidden', async (path) => {
    const { page } = await open(browser, path, { javaScriptEnabled: false });
    expect(await page.locator('main h1').count()).toBe(1);
    expect(await page.locator('#index-controls:visible').count()).toBe(0);
  });
  it.each([
    '/tasks/lm-arena-chat/',
    '/check/?model=Qwen%2FQwen3-32B&gpu=H100&energy_per_token_j=0.5&boundary=facility',
    '/calculator/?system_multiplier=1.5&pue=1.2',
  ])('%s scrolls in its own boxes, not sideways, at 360 px', async (path) => {
    const { page } = await open(browser, path, { viewport: { width: 360, height: 800 } });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
