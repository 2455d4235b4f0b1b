// The home page in a real Chromium, on the built site (real data): the default task's leaderboard, its table the
// data's selection, its title, figures and quotes the domain code's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, launch, open } from './browser.ts';
import { loadDataDir, loadDataset } from '../../src/lib/node/read-data.ts';
import { buildDataset } from '../../src/lib/core/dataset.ts';
import { comparisonTitle, gpuComparison } from '../../src/lib/views/headline.ts';
import { TITLE_MAX_CHARS, leaderboardLead } from '../../src/lib/views/leaderboard-lead.ts';
import { QUOTE_MAX_WORDS, wordCount } from '../../src/lib/citation/sentence.ts';
import { inDefaultOrder } from '../../src/lib/index-table/columns.ts';
import { rankingNote } from '../../src/lib/index-table/ranking-note.ts';
import { fmtTokens } from '../../src/lib/text/answer.ts';
import { PRODUCT_DESCRIPTION, PRODUCT_NAME } from '../../src/lib/text/page-title.ts';
import { real, REAL_DATA_DIR } from '../fixtures/real-figures.ts';

const data = loadDataDir(REAL_DATA_DIR);
const d = buildDataset(data.index, data.grid, data.hardware);
const chat = d.selected.filter((r) => r.task === 'lm-arena-chat');
const c = gpuComparison(d.selected, 'lm-arena-chat')!;
const lead = leaderboardLead(chat, 'Text Conversation', d.release.boundary, c);
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('home page', () => {
  it('shows the Text Conversation index: one row per selected (model, GPU), least energy per answer first', async () => {
    const { page, consoleErrors, foreignRequests } = await open(browser, '/');
    const ids = await page.$$eval('#index-table tbody tr', (trs) => trs.map((tr) => tr.getAttribute('data-id')));
    expect(ids).toEqual(inDefaultOrder(chat).map((r) => r.id));
    // The product's name and description, not the release title, name the page; the wordmark the header.
    expect(await page.title()).toBe(`${PRODUCT_DESCRIPTION} · ${PRODUCT_NAME}`);
    expect((await page.textContent('header.site .brand'))!.trim()).toBe(PRODUCT_NAME);
    const task = await open(browser, '/tasks/gpqa/');
    expect(await task.page.title()).toBe(`Problem Solving: energy per answer · ${PRODUCT_NAME}`);
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });
  it('says beside the table that per answer mixes answer length in, and how the order per output token differs', async () => {
    const { page } = await open(browser, '/', { javaScriptEnabled: false });
    const note = rankingNote(chat);
    expect(note).toContain('Ranking per answer mixes answer length with efficiency');
    expect(await page.textContent('#ranking-note')).toBe(note);
  });
  it('shows each answer length on a phone (360 px), in the row, beside the figure per answer', async () => {
    const { page } = await open(browser, '/', { viewport: { width: 360, height: 780 } });
    const cells = page.locator('#index-table tbody tr:first-child td.num');
    const [perAnswer, length] = [cells.first(), page.locator('#index-table tbody tr:first-child td.num').nth(1)];
    expect(await perAnswer.isVisible()).toBe(true);
    expect(await length.isVisible()).toBe(true);
    const first = inDefaultOrder(chat)[0];
    expect(await length.textContent()).toBe(fmtTokens(first.mean_output_tokens));
    expect((await length.boundingBox())!.x + (await length.boundingBox())!.width).toBeLessThanOrEqual(360);
    expect(await page.isVisible('#index-table th[data-key="mean_output_tokens"]')).toBe(true);
  });
  it("leads with the domain code's title, subtitle and big figures: the range of energy per answer, which GPUs", async () => {
    const { page } = await open(browser, '/');
    expect(await page.textContent('h1#headline')).toBe(lead.title);
    expect(lead.title.length).toBeLessThanOrEqual(TITLE_MAX_CHARS);
    expect(await page.textContent('#subtitle')).toBe(`${lead.subtitle} What you should know`);
    // Which GPUs and which boundary (real data: the two ranked GPUs, at the board).
    const gpus = `${real.headline.gpus.length} GPUs measured at the GPU board: ${real.headline.gpus.join(' and ')}`;
    expect(lead.subtitle.slice(0, gpus.length)).toBe(gpus);
    const strip = await page.$$eval('#strip li', (lis) =>
      lis.map((li) => [li.getAttribute('data-figure'), li.querySelector('strong')!.textContent]),
    );
    expect(strip).toEqual(lead.figures.map((f) => [f.id, f.value]));
  });
  it('quotes the lowest figure and the GPU finding in at most 40 words, the lowest saying what it is the lowest of', async () => {
    const { page } = await open(browser, '/');
    const lowest = (await page.textContent('#quote-lowest'))!;
    expect(lowest).toContain(`lowest of ${chat.length} model-GPU pairs in Text Conversation`);
    expect(lowest).toContain('at the GPU board');
    const finding = (await page.textContent('#quote-finding'))!;
    const f = real.findings['lm-arena-chat'];
    expect(finding).toContain(
      `${f.other_gpu} used ${f.change} GPU energy per output token than ${f.base_gpu} at the median of ${f.models} models`,
    );
    for (const q of [lowest, finding]) expect(wordCount(q)).toBeLessThanOrEqual(QUOTE_MAX_WORDS);
  });
  it('works with JavaScript disabled', async () => {
    const { page } = await open(browser, '/', { javaScriptEnabled: false });
    expect(await page.locator('#index-table tbody tr').count()).toBeGreaterThan(20);
    expect(await page.locator('.finding svg.comparison').count()).toBe(1);
  });
  it("draws the GPU comparison after the table: its title and table are the domain code's", async () => {
    const { page } = await open(browser, '/');
    expect(await page.textContent('#finding-title')).toBe(comparisonTitle(c));
    const rows = await page.$$eval('.finding tbody tr', (trs) => trs.length);
    expect(rows).toBe(c.pairs.length);
    const order = await page.evaluate(() => {
      const table = document.querySelector('#index-table')!;
      const chart = document.querySelector('.finding')!;
      return table.compareDocumentPosition(chart) & Node.DOCUMENT_POSITION_FOLLOWING;
    });
    expect(order).toBeTruthy();
    // The source line credits the sources of the rows drawn (real data: ML.ENERGY v3 alone), not every
    // source of the release (MLPerf and ML.ENERGY v2 are in it, and in none of these rows).
    const { sources } = loadDataset(REAL_DATA_DIR).dataset;
    const drawn = new Set(c.pairs.flatMap((p) => [p.base.source, p.other.source]));
    const credited = sources.filter((s) => drawn.has(s.id)).map((s) => s.name);
    expect(credited).toHaveLength(1);
    expect(sources.length).toBeGreaterThan(1);
    const line = (await page.textContent('.finding .source'))!;
    expect(line).toContain(`Source: ${credited[0]}, selected by this index`);
    for (const other of sources.filter((s) => !drawn.has(s.id))) expect(line).not.toContain(other.name);
  });
  it('/tasks/<default>/ is the same leaderboard, and names home as its canonical address', async () => {
    const { page } = await open(browser, '/tasks/lm-arena-chat/');
    expect(await page.textContent('h1#headline')).toBe(lead.title);
    expect(new URL((await page.getAttribute('link[rel=canonical]', 'href'))!).pathname).toBe('/');
    const other = await open(browser, '/tasks/gpqa/');
    expect(new URL((await other.page.getAttribute('link[rel=canonical]', 'href'))!).pathname).toBe('/tasks/gpqa/');
  });
  it('/tasks/ lists every task, each linking its leaderboard (the default task: home)', async () => {
    const { page } = await open(browser, '/tasks/');
    const links = await page.$$eval('#task-list h2 a', (as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(d.tasks.map((t, i) => (i === 0 ? '/' : `/tasks/${t.id}/`)));
  });
  it('puts its JSON-LD after the content: nothing of it is parsed before the title, which paints first', async () => {
    const { page } = await open(browser, '/');
    const order = await page.evaluate(() => {
      const ld = document.querySelector('script[type="application/ld+json"]')!;
      const h1 = document.querySelector('h1#headline')!;
      return {
        titleFirst: Boolean(h1.compareDocumentPosition(ld) & Node.DOCUMENT_POSITION_FOLLOWING),
        afterTable: Boolean(
          document.querySelector('#index-table')!.compareDocumentPosition(ld) & Node.DOCUMENT_POSITION_FOLLOWING,
        ),
      };
    });
    expect(order).toEqual({ titleFirst: true, afterTable: true });
  });
  it('has no axe-core violations', async () => {
    const { page } = await open(browser, '/');
    expect(await axeViolations(page)).toEqual([]);
  });
});
