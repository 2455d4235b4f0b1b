// The fixture site built for deployment under a sub-path (SUB_PATH_SITE: SITE_URL https://deploy.example,
// BASE_PATH /energy-index/; tests/e2e/fixture-site.ts), served under /energy-index/ as GitHub Pages serves a
// project site (nothing at the root): the post-deploy crawler finds no broken link, asset, card, fragment,
// header or checksum; the feed and the sitemap list sub-path URLs on the public address; in Chromium the
// chart scripts run, and an embed pasted into another site's page renders from the public address. Every
// release's files are the same bytes as in the plain build (at the local address): they name no host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { serveDir } from '../../scripts/lib/static-server.ts';
import { crawlSite, type CrawlReport } from '../../scripts/lib/crawl-site.ts';
import { listedUrls } from '../../src/lib/deploy/check.ts';
import { parseSums } from '../../src/lib/checksums/hash.ts';
import { launch, scriptsReady } from './browser.ts';
import { SUB_PATH_SITE } from './fixture-site.ts';

const { subPathOut, out } = inject('fixtureSite');
const BASE = SUB_PATH_SITE.BASE_PATH;
const PUBLIC = `${SUB_PATH_SITE.SITE_URL}${BASE}`;
const RELEASE = JSON.parse(readFileSync(join(inject('fixtureSite').data, 'index.json'), 'utf8')).release.id as string;

let server: Server;
let origin: string;
let browser: Browser;
let report: CrawlReport;
beforeAll(async () => {
  ({ server, url: origin } = await serveDir(subPathOut, 0, BASE));
  report = await crawlSite({ base: `${origin}${BASE}`, site: PUBLIC, concurrency: 4 });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

/** A tab where the public address is answered by the local server, as if the site were deployed there. */
async function tab(): Promise<{ page: Page; errors: string[]; failed: string[] }> {
  const context = await browser.newContext();
  await context.route(`${SUB_PATH_SITE.SITE_URL}/**`, async (route) => {
    const res = await fetch(route.request().url().replace(SUB_PATH_SITE.SITE_URL, origin));
    await route.fulfill({
      status: res.status,
      headers: Object.fromEntries(res.headers),
      body: Buffer.from(await res.arrayBuffer()),
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const failed: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`));
  page.on('requestfailed', (r) => failed.push(`failed ${r.url()}`));
  return { page, errors, failed };
}

describe('a build under BASE_PATH=/energy-index/, crawled as deployed', () => {
  it('has no broken internal link, asset, card, fragment, header or release checksum', () => {
    expect(report.problems).toEqual([]);
    // Every page of the fixture: a crawl that stopped early would also find nothing wrong.
    expect(report.pages).toBeGreaterThan(100);
    // Every line of the three SHA256SUMS (/downloads/ and both releases: 9 + 9 + 8 files; a release lists only the
    // sources it has).
    expect(report.checksums).toBe(26);
  });
  it('nothing is served at the root: every page was reached under the base', async () => {
    expect((await fetch(`${origin}/tasks/gpqa/`)).status).toBe(404);
    expect((await fetch(`${origin}${BASE}tasks/gpqa/`)).status).toBe(200);
  });
  it('the feed and the sitemap list sub-path URLs on the public address, and every one resolves', async () => {
    expect(report.feedUrls).toBeGreaterThanOrEqual(2);
    expect(report.sitemapUrls).toBeGreaterThan(50);
    const feed = listedUrls(await (await fetch(`${origin}${BASE}releases/feed.xml`)).text());
    expect(feed).toContain(`${PUBLIC}releases/${RELEASE}/`);
    const sitemap = listedUrls(await (await fetch(`${origin}${BASE}sitemap-0.xml`)).text());
    expect(sitemap).toContain(PUBLIC);
    expect(sitemap).toContain(`${PUBLIC}tasks/gpqa/`);
    for (const u of [...feed, ...sitemap].filter((x) => x.startsWith('https://deploy.example/')))
      expect(u.startsWith(PUBLIC), u).toBe(true);
    const robots = await (await fetch(`${origin}${BASE}robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${PUBLIC}sitemap-index.xml`);
  });
  it("the _headers rules carry the base, and the embed pages' rule matches them", async () => {
    const rules = readFileSync(join(subPathOut, '_headers'), 'utf8');
    expect(rules).toContain(`\n${BASE}*\n`);
    expect(rules).toContain(`\n${BASE}releases/:release/embed/*\n`);
    const embed = await fetch(`${origin}${BASE}releases/${RELEASE}/embed/task-gpqa-latency/`);
    expect(embed.headers.get('content-security-policy')).toBe('frame-ancestors *');
    expect(embed.headers.get('x-frame-options')).toBeNull();
    const page = await fetch(`${origin}${BASE}tasks/gpqa/`);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });
  it('every address written in a text file is on the public address under the base, none on the local one', () => {
    const off: string[] = [];
    let files = 0;
    for (const e of readdirSync(subPathOut, { recursive: true, withFileTypes: true })) {
      if (!e.isFile() || !/\.(html|xml|json|csv|svg|txt|cff)$|^_headers$/.test(e.name)) continue;
      files++;
      const path = join(e.parentPath, e.name);
      const text = readFileSync(path, 'utf8');
      // The base itself, without its slash, is on it too: the OpenAPI document's server URL is written so.
      for (const m of text.matchAll(/https:\/\/deploy\.example\/(?!energy-index(\/|"))[^\s"'<)]*|127\.0\.0\.1:4321/g))
        off.push(`${path.slice(subPathOut.length)}: ${m[0]}`);
    }
    expect(files).toBeGreaterThan(250);
    expect(off).toEqual([]);
  });
  it('every release is byte for byte the same as in the plain build at the local address, and names neither', () => {
    const folders = ['downloads', ...readdirSync(join(out, 'releases')).map((id) => join('releases', id))].filter((f) =>
      existsSync(join(out, f, 'SHA256SUMS')),
    );
    expect(folders.length).toBe(3); // /downloads/ and both releases
    for (const folder of folders) {
      const sums = readFileSync(join(out, folder, 'SHA256SUMS'), 'utf8');
      const names = [...parseSums(sums, folder).map((l) => l.name), 'SHA256SUMS'];
      for (const name of names) {
        const plain = readFileSync(join(out, folder, name));
        expect(readFileSync(join(subPathOut, folder, name)).equals(plain), `${folder}/${name}`).toBe(true);
        if (/\.(txt|json|cff|csv)$/.test(name))
          expect(plain.toString('utf8'), `${folder}/${name}`).not.toMatch(/deploy\.example|127\.0\.0\.1|localhost/);
      }
      // What a reader runs on the download: every line OK.
      const check = execFileSync('sha256sum', ['-c', 'SHA256SUMS'], {
        cwd: join(subPathOut, folder),
        encoding: 'utf8',
      });
      expect(check.trim().split('\n').length, folder).toBe(names.length - 1);
    }
    // The address is still on the pages: the release page's canonical link is on the public address.
    const page = readFileSync(join(subPathOut, 'releases', RELEASE, 'index.html'), 'utf8');
    expect(page).toContain(`<link rel="canonical" href="${PUBLIC}releases/${RELEASE}/"`);
  });
  it("a figure page's card is a 1200 x 630 PNG at its public address", async () => {
    const html = await (await fetch(`${origin}${BASE}tasks/gpqa/`)).text();
    const card = /<meta property="og:image" content="([^"]+)"/.exec(html)![1];
    expect(card).toBe(`${PUBLIC}tasks/gpqa/card.png`);
    const png = new Uint8Array(await (await fetch(card.replace(SUB_PATH_SITE.SITE_URL, origin))).arrayBuffer());
    const view = new DataView(png.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
  });
});

describe('in Chromium, under the sub-path', () => {
  it("the chart scripts run: arrow keys step through a task chart's points", async () => {
    const { page, errors, failed } = await tab();
    await page.goto(`${origin}${BASE}tasks/lm-arena-chat/`);
    await scriptsReady(page);
    const plot = page.locator('figure.chart [data-plot]').first();
    await plot.focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('figure.chart [data-readout]').first().textContent()).toMatch(/J per token/);
    // The rows the index controls load on demand are named in the page's data, under the base.
    const rowsUrl = /"rowsUrl":"([^"]+)"/.exec(await page.content())![1];
    expect(rowsUrl).toBe(`${BASE}tasks/lm-arena-chat/rows.json`);
    expect(await page.evaluate((u) => fetch(u).then((r) => r.status), rowsUrl)).toBe(200);
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
    await page.context().close();
  });
  it("the links the scripts draw (index table, /compare/) go under the base to the earlier release's figure pages", async () => {
    // The fixture's latest release holds every figure unchanged from its archived one, whose addresses show them.
    expect(existsSync(join(subPathOut, 'releases', RELEASE, 'rows'))).toBe(false);
    const { page, errors, failed } = await tab();
    await page.goto(`${origin}${BASE}tasks/lm-arena-chat/`);
    await scriptsReady(page);
    await page.selectOption('select[name=unit]', 'j_per_token');
    await expect
      .poll(() => page.locator('#index-table thead th[data-key=energy] .th-label').textContent())
      .toBe('Energy per token');
    const ids = await page.$$eval('#index-table tbody tr', (trs) => trs.map((tr) => tr.dataset.id!));
    const hrefs = await page.$$eval('#index-table tbody th a', (as) => as.map((a) => a.getAttribute('href')!));
    await page.goto(`${origin}${BASE}compare/?a=${ids[0]}&b=${ids[1]}`);
    await scriptsReady(page);
    await page.waitForSelector('#compare-result:not([hidden])');
    hrefs.push(...(await page.$$eval('#compare-links a', (as) => as.map((a) => a.getAttribute('href')!))));
    expect(hrefs.length).toBe(ids.length + 2);
    for (const href of hrefs) {
      expect(href).toMatch(new RegExp(`^${BASE}releases/(?!${RELEASE}/)[^/]+/rows/[^/]+/$`));
      expect(await page.evaluate((u) => fetch(u).then((r) => r.status), href), href).toBe(200);
    }
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
    await page.context().close();
  });
  it("the embed code, pasted into another site's page, renders the chart from the public address", async () => {
    const { page, errors, failed } = await tab();
    await page.goto(`${origin}${BASE}tasks/gpqa/`);
    await scriptsReady(page);
    const snippet = (await page.locator('[data-embed-code]').first().textContent())!;
    expect(snippet).toContain(`src="${PUBLIC}releases/${RELEASE}/embed/`);
    // Another site: its page holds nothing but the pasted code.
    await page.route('https://elsewhere.example/', (r) =>
      r.fulfill({ contentType: 'text/html', body: `<!doctype html><title>blog</title>${snippet}` }),
    );
    await page.goto('https://elsewhere.example/');
    const frame = page.frameLocator('iframe');
    await expect.poll(() => frame.locator('svg.drawing').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
    await page.context().close();
  });
});
