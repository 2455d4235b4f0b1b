// The home page in a real Chromium, on the built site: the index table is the data's selection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, launch, open } from './browser.ts';
import { loadDataDir, loadDataset } from '../../src/lib/node/read-data.ts';
import { buildDataset } from '../../src/lib/core/dataset.ts';
import {
  comparisonSentence,
  comparisonTitle,
  gpuComparison,
  headline,
  lowestScale,
} from '../../src/lib/views/headline.ts';

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
    expect(await page.title()).toBe(d.release.title);
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });
  it('says under the quotable lowest figure what it is the lowest of: the count, the median and the highest', async () => {
    const { page } = await open(browser, '/');
    const text = await page.textContent('#lowest-scale');
    expect(text).toBe(lowestScale(headline(d, 'lm-arena-chat'), 'Text Conversation'));
    // Real data: 32 selected rows, median 51.25 Wh per million output tokens, highest 572.9.
    expect(text).toContain('The lowest of the 32 figures');
    expect(text).toContain('median is 51.25 Wh per million output tokens');
  });
  it('works with JavaScript disabled', async () => {
    const { page } = await open(browser, '/', { javaScriptEnabled: false });
    expect(await page.locator('#index-table tbody tr').count()).toBeGreaterThan(20);
    expect(await page.locator('.finding svg.comparison').count()).toBe(1);
  });
  it("leads with the finding: the headline and the chart title are the domain code's, figures included", async () => {
    const { page } = await open(browser, '/');
    const c = gpuComparison(d.selected, 'lm-arena-chat')!;
    expect(await page.textContent('#headline')).toBe(comparisonSentence(c, 'Text Conversation'));
    expect(await page.textContent('#finding-title')).toBe(comparisonTitle(c));
    // The figures a reader takes away, as the reader would quote them.
    expect(await page.textContent('#headline')).toContain(
      'than H100, each at its own lowest-energy setting, median of 14 models in Text Conversation',
    );
    expect(await page.textContent('#headline')).toContain('B200: 39% less GPU energy per output token than H100');
    expect(await page.textContent('#headline')).toContain("(H100's figure is 1.63x B200's)");
    const rows = await page.$$eval('.finding tbody tr', (trs) => trs.length);
    expect(rows).toBe(c.pairs.length);
    // The source line credits the sources of the rows drawn (real data: ML.ENERGY v3 alone), not every
    // source of the release (MLPerf and ML.ENERGY v2 are in it, and in none of these rows).
    const { sources } = loadDataset('data').dataset;
    const drawn = new Set(c.pairs.flatMap((p) => [p.base.source, p.other.source]));
    const credited = sources.filter((s) => drawn.has(s.id)).map((s) => s.name);
    expect(credited).toHaveLength(1);
    expect(sources.length).toBeGreaterThan(1);
    const line = (await page.textContent('.finding .source'))!;
    expect(line).toContain(`Source: ${credited[0]}, selected by this index`);
    for (const other of sources.filter((s) => !drawn.has(s.id))) expect(line).not.toContain(other.name);
  });
  it('has no axe-core violations', async () => {
    const { page } = await open(browser, '/');
    expect(await axeViolations(page)).toEqual([]);
  });
});
