// The home page in a real Chromium, on the built site: the index table is the data's selection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, launch, open } from './browser.ts';
import { loadDataDir } from '../../src/lib/node/read-data.ts';
import { buildDataset } from '../../src/lib/core/dataset.ts';

const data = loadDataDir('data');
const d = buildDataset(data.index, data.grid, data.hardware);
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('home page', () => {
  it('shows the Text Conversation index: one row per selected (model, GPU), ids from the selection', async () => {
    const { page, consoleErrors, foreignRequests } = await open(browser, '/');
    const ids = await page.$$eval('#index-table tbody tr', (trs) => trs.map((tr) => tr.getAttribute('data-id')));
    expect(ids).toEqual(d.selected.filter((r) => r.task === 'lm-arena-chat').map((r) => r.id));
    expect(await page.title()).toBe('GPU energy per output token');
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });
  it('works with JavaScript disabled', async () => {
    const { page } = await open(browser, '/', { javaScriptEnabled: false });
    expect(await page.locator('#index-table tbody tr').count()).toBeGreaterThan(20);
    expect(await page.textContent('body')).toContain('0.0467 J');
  });
  it('has no axe-core violations', async () => {
    const { page } = await open(browser, '/');
    expect(await axeViolations(page)).toEqual([]);
  });
});
