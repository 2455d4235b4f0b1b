// Figure pages, the quoting page and the quotable sentences in Chromium, on the built site (real data):
// the sentence is selectable text without JavaScript (its copy button hidden), the copy buttons copy the
// text shown, the pages pass axe and the CSP, and nothing scrolls sideways at 360 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, launch, open } from './browser.ts';
import { loadDataDir } from '../../src/lib/node/read-data.ts';
import { figureUrl } from '../../src/lib/text/site-links.ts';
import { PRODUCT_NAME } from '../../src/lib/text/page-title.ts';
import { real, REAL_DATA_DIR } from '../fixtures/real-figures.ts';

const release = loadDataDir(REAL_DATA_DIR).index.release;
const ROW = real.reference.id;
const FIGURE = figureUrl(release.id, ROW);
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('figure pages', () => {
  for (const path of [FIGURE, '/quoting/', '/']) {
    it(`${path}: no axe violation, no console error (CSP), no foreign request, no sideways scroll at 360 px`, async () => {
      const { page, consoleErrors, foreignRequests } = await open(browser, path, {
        viewport: { width: 360, height: 800 },
      });
      expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(foreignRequests).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      // The page is styled, whether its stylesheet is inline or the figure pages' shared file: the site's width.
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('main')!).maxWidth)).not.toBe('none');
    });
  }

  it('without JavaScript the sentence is plain text with figure, unit, boundary, task and link; no copy button shows', async () => {
    const { page } = await open(browser, FIGURE, { javaScriptEnabled: false });
    const sentence = (await page.textContent('#quote-sentence'))!;
    // Home's unit first (three significant figures), with the answer's length, J per token beside.
    expect(sentence).toContain(`${real.reference.wh_per_answer} Wh per ${real.reference.answer_tokens}-token answer`);
    expect(sentence).toContain(`(${real.reference.j_per_token} J per`);
    expect(sentence).toContain('measured at the GPU board');
    expect(sentence).toContain('Text Conversation');
    expect(sentence).toContain(`release ${release.id}`);
    expect(sentence).toContain(`/releases/${release.id}/rows/${ROW}/`);
    expect(await page.locator('button[data-copy]:visible').count()).toBe(0);
    expect(await page.textContent('[data-status]')).toContain('In the index');
  });

  it('leads with the figure home shows (Wh per answer), J per output token and Wh per million beside, and what an answer is', async () => {
    const ref = real.reference;
    const home = await open(browser, '/', { javaScriptEnabled: false });
    const onHome = (await home.page.textContent(`#index-table tr[data-id="${ref.id}"] td.key`))!;
    expect(onHome.startsWith(ref.wh_per_answer)).toBe(true);
    const { page } = await open(browser, FIGURE, { javaScriptEnabled: false });
    const unit = (u: string) => page.textContent(`[data-figure] [data-unit="${u}"]`);
    expect(await unit('wh_per_answer')).toBe(`${ref.wh_per_answer} Wh`);
    expect(await unit('j_per_token')).toBe(`${ref.j_per_token} J`);
    expect(await unit('wh_per_million')).toBe(`${ref.wh_per_million} Wh`);
    const length = (await page.textContent('[data-answer-length]'))!;
    expect(length).toContain(`${ref.answer_tokens} output tokens`);
    expect(length).toContain('prompt tokens not counted');
    // The energy of one answer in J too, in the same three significant figures, beside the Wh home shows.
    expect(await page.textContent('dd:has-text("over a mean")')).toContain(
      `J (${ref.wh_per_answer} Wh) over a mean ${ref.answer_tokens} output tokens`,
    );
  });

  it('with JavaScript the copy buttons copy the sentence and the citation as shown', async () => {
    const { page } = await open(browser, FIGURE, { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.click('button[data-copy="quote-sentence"]');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      (await page.textContent('#quote-sentence'))!.trim(),
    );
    await page.click('summary:has-text("BibTeX")');
    await page.click('button[data-copy="cite-figure-bibtex"]');
    const bib = await page.evaluate(() => navigator.clipboard.readText());
    expect(bib).toMatch(/^@dataset\{/);
    // A figure is permanent: no access date; its producer follows as an entry of its own.
    expect(bib).not.toContain('urldate');
    expect(bib.match(/^@dataset\{/gm)).toHaveLength(2);
    expect(bib).toBe((await page.textContent('#cite-figure-bibtex'))!.trim());
  });

  it('the quoting page is linked from the footer and from figure pages', async () => {
    const { page } = await open(browser, FIGURE);
    expect(await page.locator('footer a[href="/quoting/"]').count()).toBe(1);
    expect(await page.locator('main a[href="/quoting/"]').count()).toBeGreaterThan(0);
    const quoting = await open(browser, '/quoting/');
    expect(await quoting.page.locator('figure.quote').count()).toBeGreaterThanOrEqual(2);
  });

  // On a phone (360 px), cells that must be read without scrolling sideways: each check's figures on a figure
  // page, a model's energy per token, both GPUs' figures and their ratio, each hardware fact with its source,
  // and each release file's size (its hash may scroll).
  it.each([
    [FIGURE, 'table.identity td', 6],
    ['/models/qwen-qwen3-32b/', 'table.config-table tbody td:nth-of-type(2)', 11],
    ['/gpus/b200/', 'table.compare tbody td:nth-of-type(3)', 11],
    ['/gpus/b200/', 'table.hardware-facts td', 4],
    ['/downloads/', 'table.downloads td.num', 6],
  ])('on a phone %s shows %s within 360 px', async (path, selector, atLeast) => {
    const { page } = await open(browser, path, { viewport: { width: 360, height: 800 } });
    const rights = await page.$$eval(selector, (els) => els.map((e) => Math.round(e.getBoundingClientRect().right)));
    expect(rights.length).toBeGreaterThanOrEqual(atLeast);
    for (const x of rights) expect(x).toBeLessThanOrEqual(360);
  });

  it('home is cited once by its name, the footer gives a release dated by its id once, downloads bound its boundary', async () => {
    const { page } = await open(browser, '/', { javaScriptEnabled: false });
    const plain = (await page.textContent('main [data-cite-format="plain"]'))!;
    // The product's name as the author, the release's title once as the title: never "X, in X".
    expect(plain.startsWith(`${PRODUCT_NAME} (`)).toBe(true);
    expect(plain.split(release.title).length - 1).toBe(1);
    const footer = (await page.textContent('footer.site'))!.replace(/\s+/g, ' ');
    expect(footer).toContain(
      release.date === release.id ? `Release ${release.id}.` : `Release ${release.id} (${release.date}).`,
    );
    const downloads = await open(browser, '/downloads/', { javaScriptEnabled: false });
    const text = (await downloads.page.textContent('main'))!.replace(/\s+/g, ' ');
    expect(text).toContain('Boundary of index.csv and configurations.csv: GPU board energy');
  });

  it('home and task headlines carry a quotable sentence linking to a figure page', async () => {
    for (const path of ['/', '/tasks/gpqa/']) {
      const { page } = await open(browser, path, { javaScriptEnabled: false });
      const sentence = (await page.textContent('#quote-lowest'))!;
      expect(sentence, path).toContain('J per output token');
      // The link is the figure's page: in this release, or in the first release that held it unchanged.
      const link = /(https?:\/\/\S+\/releases\/[^/\s]+\/rows\/[^/\s]+\/)\)\.$/.exec(sentence);
      expect(link, sentence).not.toBeNull();
      const figure = await open(browser, new URL(link![1]).pathname, { javaScriptEnabled: false });
      expect(await figure.page.textContent('#quote-sentence'), link![1]).toMatch(/ Wh per [\d,]+-token answer /);
    }
  });
});
