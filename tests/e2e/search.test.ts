// The site search on the built dist/: the header's search finds a model, a GPU, a figure by the names readers
// type, says what each result is, offers the closest names when nothing matches, is usable with the keyboard
// alone, passes axe with the dialog open at a phone's and a desktop's width, loads nothing of the search until
// the reader reaches for it, and without JavaScript the header's Search is a link to the A-Z page.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launch, open } from './browser.ts';
import { modelUrl, gpuUrl, withBase, SEARCH_URL, searchScriptUrl } from '../../src/lib/text/site-links.ts';
import { REAL_SITE_DIR } from '../fixtures/real-figures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** Opens the search from the header with the keyboard ("/"), types the query and waits for its results. */
async function search(page: Page, query: string): Promise<{ href: string; kind: string; text: string }[]> {
  if (!(await page.locator('[data-search-dialog]').evaluate((d: HTMLDialogElement) => d.open)))
    await page.keyboard.press('/');
  await page.waitForSelector('[data-search-dialog][data-ready]');
  const input = page.locator('#site-search-q');
  await input.fill(query);
  await page.waitForFunction(
    (q) => document.querySelector<HTMLElement>('[data-search-results]')?.dataset.query === q,
    query,
  );
  return page.$$eval('[data-search-results] li', (lis) =>
    lis.map((li) => {
      const a = li.querySelector('a')!;
      return {
        href: a.getAttribute('href') ?? '',
        kind: li.querySelector('.kind')?.textContent ?? '',
        text: li.textContent ?? '',
      };
    }),
  );
}

describe('site search (built)', () => {
  // Each query as a reader types it, and the page it must put first.
  const cases: [string, string, string][] = [
    ['qwen3 32b', modelUrl('Qwen/Qwen3-32B'), 'Model'],
    ['Qwen-3 32B', modelUrl('Qwen/Qwen3-32B'), 'Model'],
    ['r1', modelUrl('deepseek-ai/DeepSeek-R1-0528'), 'Model'],
    ['b200', gpuUrl('b200'), 'GPU'],
  ];
  it.each(cases)('"%s" lands on %s first', async (query, href, kind) => {
    const { page } = await open(browser, '/about/');
    const results = await search(page, query);
    expect(results[0]).toMatchObject({ href, kind });
  });

  it('"llama 70b" and "405b" put a matching model page first', async () => {
    const { page } = await open(browser, '/about/');
    const [llama] = await search(page, 'llama 70b');
    expect(llama.kind).toBe('Model');
    expect(llama.href).toMatch(/\/models\/meta-llama-llama-3-[13]-70b-instruct\/$/);
    const [big] = await search(page, '405b');
    expect(big.kind).toBe('Model');
    expect(big.href).toMatch(/\/models\/meta-llama-llama-3-1-405b-instruct(-fp8)?\/$/);
  });

  it('a figure result gives its task, GPUs, setting and Wh per answer', async () => {
    const { page } = await open(browser, '/about/');
    const results = await search(page, 'llama 70b b200 batch');
    const figure = results.find((r) => r.kind === 'Figure');
    expect(figure?.href).toMatch(/\/releases\/[^/]+\/rows\/[^/]+\/$/);
    expect(figure?.text).toMatch(
      / x B200 · batch cap [\d,]+, \S+ · [\d.]+ Wh per answer \(GPU board energy\) · release /,
    );
  });

  // A figure version's page is at the first release that holds it; a later release's address for an unchanged
  // figure is a small page leading there (not indexed: it has no content of its own).
  it('holds every figure page of every release', async () => {
    const { page } = await open(browser, '/about/');
    const figurePages = readdirSync(join(REAL_SITE_DIR, 'releases'), { recursive: true, encoding: 'utf8' })
      .filter((f) => /^[^/]+\/rows\/[^/]+\/index\.html$/.test(f))
      .filter((f) => !readFileSync(join(REAL_SITE_DIR, 'releases', f), 'utf8').includes('http-equiv="refresh"'))
      .map((f) => withBase(`/releases/${f.replace(/index\.html$/, '')}`));
    expect(figurePages.length).toBeGreaterThan(100);
    // A string, so the test runner leaves its import() alone: Pagefind's own API, every page of kind Figure.
    const indexed: string[] = await page.evaluate(`(async () => {
      const pagefind = await import(${JSON.stringify(searchScriptUrl())});
      const found = await pagefind.search(null, { filters: { kind: 'Figure' } });
      return Promise.all(found.results.map((r) => r.data().then((d) => d.url)));
    })()`);
    expect([...indexed].sort()).toEqual([...figurePages].sort());
  }, 120_000);

  it('finds glossary terms, sources, published figures and releases, saying what each is', async () => {
    const { page } = await open(browser, '/about/');
    expect((await search(page, 'identity check'))[0]).toMatchObject({
      kind: 'Term',
      href: withBase('/glossary/identity-check/'),
    });
    expect((await search(page, 'mlperf')).map((r) => r.kind)).toContain('Source');
    expect((await search(page, 'release')).map((r) => r.kind)).toContain('Release');
  });

  it('a word with no match gets the closest names, never an empty list', async () => {
    const { page } = await open(browser, '/about/');
    const results = await search(page, 'lamma');
    expect(await page.locator('[data-search-status]').textContent()).toContain('closest');
    expect(results.length).toBeGreaterThan(0);
    expect(results[0].text).toMatch(/Llama/);
  });

  it('works with the keyboard alone: tab to Search, open, type, tab to a result, follow it; Escape closes', async () => {
    const { page } = await open(browser, '/about/');
    await page.keyboard.press('Tab'); // skip link
    for (let i = 0; i < 30 && !(await page.evaluate(() => document.activeElement?.matches('[data-search-open]'))); i++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search-q');
    await page.keyboard.type('b200');
    await page.waitForSelector('[data-search-results] li a');
    // Escape clears the field first (a search field's own behaviour), then closes the dialog.
    await page.keyboard.press('Escape');
    expect(await page.locator('#site-search-q').inputValue()).toBe('');
    await page.keyboard.press('Escape');
    expect(await page.locator('[data-search-dialog]').evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.matches('[data-search-open]'))).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.type('b200');
    // The list may still hold the results for "b" or "b2", typed a moment before: wait for the whole query's.
    await page.waitForSelector('[data-search-results][data-query="b200"] li a');
    await page.keyboard.press('Tab'); // Close
    await page.keyboard.press('Tab'); // the first result
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(gpuUrl('b200'));
    await Promise.all([page.waitForURL(`**${gpuUrl('b200')}`), page.keyboard.press('Enter')]);
  });

  it.each([360, 1366])('axe finds nothing with the search open at %i px', async (width) => {
    const { page } = await open(browser, '/', { viewport: { width, height: 800 } });
    await search(page, 'qwen3 32b');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('loads no search script or index byte until the reader reaches for it; home JS within 20 KB gzip', async () => {
    const { page } = await open(browser, '/');
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(loaded.filter((u) => /pagefind|site-search\./.test(u))).toEqual([]);
    const js = loaded.filter((u) => u.endsWith('.js'));
    let bytes = 0;
    for (const u of js) bytes += gzipSync(Buffer.from(await (await fetch(u)).arrayBuffer()), { level: 9 }).length;
    expect(bytes).toBeLessThanOrEqual(20 * 1024);
    await search(page, 'b200');
    const after = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(after.some((u) => u.includes('/pagefind/'))).toBe(true);
  });

  it('without JavaScript the header links the A-Z page, which lists every model and GPU', async () => {
    const { page } = await open(browser, '/', { javaScriptEnabled: false });
    const link = page.locator('header [data-search-open]');
    expect(await link.getAttribute('href')).toBe(SEARCH_URL);
    await Promise.all([page.waitForURL(`**${SEARCH_URL}`), link.click()]);
    const hrefs = await page.$$eval('a[data-kind]', (as) =>
      as.map((a) => `${a.dataset.kind} ${a.getAttribute('href')}`),
    );
    expect(hrefs).toContain(`Model ${modelUrl('Qwen/Qwen3-32B')}`);
    expect(hrefs).toContain(`GPU ${gpuUrl('b200')}`);
    expect(hrefs.filter((h) => h.startsWith('Term ')).length).toBeGreaterThan(20);
    expect(hrefs.some((h) => h.startsWith('Source '))).toBe(true);
    expect(hrefs.some((h) => h.startsWith('Release '))).toBe(true);
  });
});
