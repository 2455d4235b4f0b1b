// The index site in Chromium on the built dist/: controls asserted against the domain code, URL state,
// no-JavaScript rendering, console errors, requests to other hosts, and axe-core on each kind of page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, launch, open } from './browser.ts';
import { loadDataDir } from '../../src/lib/node/read-data.ts';
import { real, REAL_DATA_DIR } from '../fixtures/real-figures.ts';
import { buildDataset } from '../../src/lib/core/dataset.ts';
import { selectIndex } from '../../src/lib/core/index-selection.ts';
import { inDefaultOrder } from '../../src/lib/index-table/columns.ts';
import { gco2ePerMillionTokens, tokensPerJoule, whPerAnswer, whPerMillionTokens } from '../../src/lib/core/units.ts';
import { fmtEnergy } from '../../src/lib/text/format.ts';

const data = loadDataDir(REAL_DATA_DIR);
const d = buildDataset(data.index, data.grid, data.hardware);
const chatRows = d.publishable.filter((r) => r.task === 'lm-arena-chat');
/** The chat index as the page is built: least energy per answer first. */
const defaultOrder = inDefaultOrder(d.selected.filter((r) => r.task === 'lm-arena-chat')).map((r) => r.id);
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const rowIds = (page: import('playwright-core').Page) =>
  page.$$eval('#index-table tbody tr', (trs) => trs.map((tr) => tr.getAttribute('data-id')));
/** The data-sort values of one column, found by its header's data-key. */
const columnSort = (page: import('playwright-core').Page, key: string) =>
  page.$$eval(
    '#index-table',
    ([table], k) => {
      const t = table as HTMLTableElement;
      const i = [...t.tHead!.rows[0].cells].findIndex((th) => th.dataset.key === k);
      return [...t.tBodies[0].rows].map((tr) => tr.cells[i].getAttribute('data-sort'));
    },
    key,
  );
// The key figure's own text: the cell also holds the row's "compare" link.
const keyCell = (page: import('playwright-core').Page, id: string) =>
  page.$eval(`tr[data-id="${id}"] td.key`, (td) => td.firstChild?.textContent ?? null);

// Changes apply once the task's rows.json has loaded, so the assertions poll.
describe('task page controls', () => {
  it('a 50 ms ceiling selects what the domain code selects, and names the pairs that dropped out', async () => {
    const { page, consoleErrors } = await open(browser, '/tasks/lm-arena-chat/');
    await page.fill('input[name=ceiling]', '50');
    const expected = selectIndex(chatRows, 50);
    await expect.poll(async () => [...(await rowIds(page))].sort()).toEqual(expected.selected.map((r) => r.id).sort());
    const defaults = selectIndex(chatRows, 500).selected;
    const gone = defaults.filter((r) => !expected.selected.some((s) => s.model === r.model && s.gpu === r.gpu));
    const note = await page.textContent('#dropped');
    for (const r of gone) expect(note).toContain(`${r.model_name} on ${r.gpu}`);
    expect(new URL(page.url()).searchParams.get('ceiling')).toBe('50');
    expect(await page.textContent('#ceiling-binds')).toContain('set aside');
    expect(consoleErrors).toEqual([]);
  });
  it('filters by GPU and by model text', async () => {
    const { page } = await open(browser, '/tasks/lm-arena-chat/');
    // The reference row's GPU, and the start of its model's name in lower case (from the snapshot).
    const { gpu, model_name } = real.reference;
    const typed = model_name.toLowerCase().slice(0, -1);
    await page.selectOption('select[name=gpu]', gpu);
    await expect
      .poll(() =>
        page.$$eval('#index-table tbody tr', (trs) => [...new Set(trs.map((tr) => tr.getAttribute('data-gpu')))]),
      )
      .toEqual([gpu]);
    await page.fill('#index-controls input[name=q]', typed);
    const expected = d.selected
      .filter((r) => r.task === 'lm-arena-chat' && r.gpu === gpu && r.model_name.toLowerCase().includes(typed))
      .map((r) => r.id);
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => rowIds(page)).toEqual(expected);
  });
  it('sorts on a column from its whole header cell: best first, then the other way', async () => {
    const { page } = await open(browser, '/tasks/lm-arena-chat/');
    await page.click('th[data-key=output_tokens_per_s]');
    const byNumber = (xs: (string | null)[]) => xs.map(Number);
    await expect
      .poll(async () => byNumber(await columnSort(page, 'output_tokens_per_s')))
      .toEqual(byNumber(await columnSort(page, 'output_tokens_per_s')).sort((a, b) => b - a));
    expect(await page.getAttribute('th[data-key=output_tokens_per_s]', 'aria-sort')).toBe('descending');
    await page.click('th[data-key=output_tokens_per_s] button.sort');
    await expect.poll(() => page.getAttribute('th[data-key=output_tokens_per_s]', 'aria-sort')).toBe('ascending');
    const asc = byNumber(await columnSort(page, 'output_tokens_per_s'));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(await page.getAttribute('th[data-key=energy]', 'aria-sort')).toBeNull();
    expect(await page.textContent('th[data-key=output_tokens_per_s] .arrow')).toBe('↑');
  });
  it('switches units: J per token, tokens per joule (derived) and gCO2e per million for a chosen grid', async () => {
    const { page } = await open(browser, '/tasks/lm-arena-chat/');
    const first = d.selected.find((r) => r.task === 'lm-arena-chat')!;
    const j = first.energy_per_token_j;
    // The default unit: energy per answer in Wh; every unit three significant figures (fmtEnergy).
    expect(await keyCell(page, first.id)).toBe(fmtEnergy(whPerAnswer(j, first.mean_output_tokens)));
    expect(await page.textContent('th[data-key=energy] .th-label')).toBe('Energy per answer');
    await page.selectOption('select[name=unit]', 'j_per_token');
    await expect.poll(() => keyCell(page, first.id)).toBe(fmtEnergy(j));
    expect(new URL(page.url()).searchParams.get('unit')).toBe('j_per_token');
    await page.selectOption('select[name=unit]', 'wh_per_million');
    await expect.poll(() => keyCell(page, first.id)).toBe(fmtEnergy(whPerMillionTokens(j)));
    await page.selectOption('select[name=unit]', 'tokens_per_j');
    await expect.poll(() => page.textContent('th[data-key=energy]')).toContain('derived');
    expect(await keyCell(page, first.id)).toBe(fmtEnergy(tokensPerJoule(j)));
    await page.selectOption('select[name=unit]', 'gco2e_per_million');
    await expect
      .poll(() => keyCell(page, first.id))
      .toBe(fmtEnergy(gco2ePerMillionTokens(j, d.world.intensity_gco2_per_kwh)));
    await page.selectOption('select[name=region]', 'france');
    const france = d.grid.entities.find((e) => e.id === 'france')!;
    await expect
      .poll(() => keyCell(page, first.id))
      .toBe(fmtEnergy(gco2ePerMillionTokens(j, france.intensity_gco2_per_kwh)));
  });
  it('tokens per joule ranks the same rows first: most tokens per joule on top, the fold says "highest"', async () => {
    const { page } = await open(browser, '/tasks/lm-arena-chat/');
    // Tokens per joule is per token: the selection's own order, least energy per token first.
    const lowestFirst = d.selected.filter((r) => r.task === 'lm-arena-chat').map((r) => r.id);
    await page.selectOption('select[name=unit]', 'tokens_per_j');
    await expect.poll(() => page.getAttribute('th[data-key=energy]', 'aria-sort')).toBe('descending');
    expect(await rowIds(page)).toEqual(lowestFirst);
    expect(await page.textContent('.index-wrap .fold-note')).toBe('; showing the 12 highest');
    expect(page.url()).toMatch(/\?unit=tokens_per_j$/);
    // Back in joules, least energy first again; sorted by another column, the fold names no extreme.
    await page.selectOption('select[name=unit]', 'j_per_token');
    await expect.poll(() => page.getAttribute('th[data-key=energy]', 'aria-sort')).toBe('ascending');
    expect(await page.textContent('.index-wrap .fold-note')).toBe('; showing the 12 lowest');
    await page.click('th[data-key=batch]');
    await expect.poll(() => page.textContent('.index-wrap .fold-note')).toBe('; showing the first 12');
    // A filter that matches nothing says so, with no fold.
    await page.fill('#index-controls [name=q]', 'no such model');
    await expect.poll(() => page.textContent('.index-wrap .count-text')).toBe('No row matches');
    expect(await page.locator('.index-wrap .fold-note').isVisible()).toBe(false);
  });
  it('a missing page says so and links the index and the model list, with nothing to cite', async () => {
    const { page } = await open(browser, '/no-such-page/');
    expect(await page.textContent('h1')).toBe('Page not found');
    expect(await page.locator('main a[href="/models/"]').count()).toBe(1);
    expect(await page.locator('.cite-this').count()).toBe(0);
  });
  it('Apply (or Enter in a field) applies the form in place, without loading another page', async () => {
    const { page } = await open(browser, '/tasks/lm-arena-chat/');
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    // Set the value without an input event, so only Apply can apply it.
    await page.$eval('input[name=ceiling]', (el) => ((el as HTMLInputElement).value = '30'));
    await page.click('button[type=submit]');
    await expect.poll(() => rowIds(page)).toEqual(inDefaultOrder(selectIndex(chatRows, 30).selected).map((r) => r.id));
    await page.$eval('input[name=ceiling]', (el) => ((el as HTMLInputElement).value = '500'));
    await page.press('#index-controls input[name=q]', 'Enter');
    await expect.poll(() => rowIds(page)).toEqual(defaultOrder);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });
  it('restores the view from the URL, and reset returns to the default index', async () => {
    const { page } = await open(
      browser,
      '/tasks/lm-arena-chat/?gpu=B200&ceiling=30&unit=j_per_token&sort=batch&dir=desc',
    );
    expect(await page.inputValue('input[name=ceiling]')).toBe('30');
    expect(await page.inputValue('select[name=gpu]')).toBe('B200');
    expect(await page.inputValue('select[name=unit]')).toBe('j_per_token');
    const expected = selectIndex(chatRows, 30)
      .selected.filter((r) => r.gpu === 'B200')
      .sort((a, b) => b.batch - a.batch || (a.id < b.id ? -1 : 1));
    await expect.poll(() => rowIds(page)).toEqual(expected.map((r) => r.id));
    await page.click('button[type=reset]');
    await expect.poll(() => rowIds(page)).toEqual(defaultOrder);
    expect(new URL(page.url()).search).toBe('');
  });
  it('tells the chart what is selected: an index-state event at start and on every change', async () => {
    const { page } = await open(browser, '/tasks/lm-arena-chat/');
    await page.evaluate(() => {
      const w = window as unknown as { states: unknown[] };
      w.states = [];
      document.addEventListener('index-state', (e) => w.states.push((e as CustomEvent).detail));
    });
    await page.fill('input[name=ceiling]', '40');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { states: { ceilingMs: number }[] }).states.at(-1)))
      .toEqual({
        task: 'lm-arena-chat',
        ceilingMs: 40,
        unit: 'wh_per_answer',
        region: d.world.id,
        selectedIds: selectIndex(chatRows, 40).selected.map((r) => r.id),
      });
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
    '/compare/',
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
    '/compare/?a=lm-arena-chat.qwen-qwen3-32b.h100x2.tp2ep1dp1.b256&b=no-such-figure',
  ])('%s scrolls in its own boxes, not sideways, at 360 px', async (path) => {
    const { page } = await open(browser, path, { viewport: { width: 360, height: 800 } });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
