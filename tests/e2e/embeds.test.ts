// Chart files and embeds on the built site (real data), served with its _headers (static-server.ts):
// every chart download link answers with its type (a PNG of the size its SVG declares); an embed page
// framed from a second origin renders, a normal page framed from it is blocked by frame-ancestors; the
// embed page has no navigation and links back; the embed code is the exact iframe markup and copies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { axeViolations, baseUrl, launch, open } from './browser.ts';
import { loadDataDir } from '../../src/lib/node/read-data.ts';
import { REAL_DATA_DIR } from '../fixtures/real-figures.ts';

const DIST = 'dist';
const release = loadDataDir(REAL_DATA_DIR).index.release;
const site = /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(join(DIST, 'index.html'), 'utf8'))![1];
const TASK = '/tasks/lm-arena-chat/';
const MODEL = '/models/qwen-qwen3-32b/';
const EMBED = `/releases/${release.id}/embed/task-lm-arena-chat-latency/`;

/** Every chart file link on the pages that carry charts: home, each task page, each model page. */
function chartLinks(): string[] {
  const pages = [
    join(DIST, 'index.html'),
    ...readdirSync(join(DIST, 'tasks'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => join(DIST, 'tasks', e.name, 'index.html')),
    ...readdirSync(join(DIST, 'models'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => join(DIST, 'models', e.name, 'index.html')),
  ].filter((f) => existsSync(f));
  const links = new Set<string>();
  for (const f of pages)
    for (const m of readFileSync(f, 'utf8').matchAll(/<a href="(\/releases\/[^"]+\/charts\/[^"]+)" download/g))
      links.add(m[1]);
  return [...links].sort();
}

let browser: Browser;
let framer: Server;
let framerUrl: string;
beforeAll(async () => {
  browser = await launch();
  // The second origin: a page that frames an embed page and a normal page of the site.
  framer = createServer((req, res) => {
    const target = new URL(req.url ?? '/', 'http://x').searchParams.get('src') ?? '/';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>framer</title><iframe id="f" src="${baseUrl}${target}" width="800" height="600"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  const a = framer.address();
  framerUrl = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
  // localhost and 127.0.0.1 are different origins: the framer is on another port, so cross-origin.
});
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => framer?.close(() => resolve()));
});

describe('chart downloads', () => {
  const links = chartLinks();
  it('every chart on the task, model and home pages offers SVG, PNG, CSV and metadata JSON, pinned to the release', () => {
    expect(links.length).toBeGreaterThan(100);
    for (const l of links)
      expect(l).toMatch(new RegExp(`^/releases/${release.id}/charts/[a-z0-9-]+\\.(svg|png|csv|metadata\\.json)$`));
    const stems = new Set(links.map((l) => l.replace(/\.(metadata\.json|\w+)$/, '')));
    for (const s of stems)
      for (const ext of ['svg', 'png', 'csv', 'metadata.json']) expect(links).toContain(`${s}.${ext}`);
  });
  it('every link answers 200 with its type; each PNG is a PNG of the size its SVG declares', async () => {
    const bad: string[] = [];
    const svgSize = new Map<string, string>();
    for (const l of links.filter((x) => x.endsWith('.svg'))) {
      const res = await fetch(baseUrl + l);
      const text = await res.text();
      if (res.status !== 200 || !res.headers.get('content-type')?.startsWith('image/svg+xml'))
        bad.push(`${l}: ${res.status}`);
      svgSize.set(l.replace(/\.svg$/, ''), /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(text)!.slice(1).join('x'));
    }
    for (const l of links.filter((x) => x.endsWith('.png'))) {
      const res = await fetch(baseUrl + l);
      const bytes = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200 || res.headers.get('content-type') !== 'image/png') bad.push(`${l}: ${res.status}`);
      if (bytes.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') bad.push(`${l}: not a PNG`);
      const size = `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
      if (size !== svgSize.get(l.replace(/\.png$/, ''))) bad.push(`${l}: ${size}, SVG says ${svgSize.get(l)}`);
      if (bytes.readUInt32BE(16) !== 1200) bad.push(`${l}: ${size}, not 1200 wide`);
    }
    for (const l of links.filter((x) => x.endsWith('.csv'))) {
      const res = await fetch(baseUrl + l);
      const text = await res.text();
      if (res.status !== 200 || !res.headers.get('content-type')?.startsWith('text/csv'))
        bad.push(`${l}: ${res.status}`);
      if (text.split('\r\n').filter(Boolean).length < 2) bad.push(`${l}: no data line`);
    }
    expect(bad).toEqual([]);
  });
});

describe('embeds', () => {
  it('the server sends the _headers rules: strict on pages, open on embed pages', async () => {
    const page = await fetch(baseUrl + TASK);
    expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const embed = await fetch(baseUrl + EMBED);
    expect(embed.status).toBe(200);
    expect(embed.headers.get('content-security-policy')).toBe('frame-ancestors *');
    expect(embed.headers.get('x-frame-options')).toBeNull();
  });

  it('another origin can frame an embed page, and the chart renders in the frame', async () => {
    const { page, consoleErrors } = await open(browser, '/');
    await page.goto(`${framerUrl}/?src=${encodeURIComponent(EMBED)}`);
    const frame = page.frame({ url: (u) => u.pathname === EMBED })!;
    expect(frame).toBeTruthy();
    await frame.waitForSelector('svg.drawing');
    expect(await frame.locator('svg.drawing .points use').count()).toBeGreaterThan(100);
    expect(await frame.textContent('h1')).toContain('Text Conversation');
    expect(consoleErrors).toEqual([]);
  });

  it('another origin cannot frame a normal page: Chromium blocks it (frame-ancestors none)', async () => {
    const { page } = await open(browser, '/');
    const blocked: string[] = [];
    page.on('console', (m) => m.text().includes('frame-ancestors') && blocked.push(m.text()));
    await page.goto(`${framerUrl}/?src=${encodeURIComponent(TASK)}`);
    const child = () => page.frames().find((f) => f !== page.mainFrame());
    // The frame holds Chromium's error page ("... is blocked"), not the task page: wait until it does.
    await expect.poll(() => child()?.url(), { timeout: 5000 }).toBe('chrome-error://chromewebdata/');
    await expect.poll(() => blocked.length, { timeout: 5000 }).toBeGreaterThan(0);
    const frame = child()!;
    expect(await frame.locator('h1').allTextContents()).not.toContain('Text Conversation');
    expect(await frame.locator('[data-chart]').count()).toBe(0);
    expect(blocked.join('\n')).toContain("frame-ancestors 'none'");
  });

  it('the embed page has no navigation, a credit line and a link back to its page; passes axe and the CSP', async () => {
    // At the size its embed code gives the iframe, the page shows whole: no scrolling inside the frame.
    const { page, consoleErrors, foreignRequests } = await open(browser, EMBED, {
      viewport: { width: 760, height: 840 },
    });
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(840);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(760);
    expect(await page.locator('nav').count()).toBe(0);
    expect(await page.locator('header.site, footer.site').count()).toBe(0);
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex');
    const credit = (await page.textContent('[data-credit]'))!;
    expect(credit).toContain(`release ${release.id}`);
    expect(credit).toContain('ML.ENERGY Leaderboard v3.0 (licence: Apache-2.0)');
    expect(await page.getAttribute('[data-back]', 'href')).toBe(`${TASK}#task-chart`);
    expect((await fetch(baseUrl + TASK)).status).toBe(200);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });

  it("the embed code under a chart's Share is the exact iframe markup, selectable without JavaScript, and copies", async () => {
    const expected =
      `<iframe src="${new URL(EMBED, site).href}" title="Text Conversation: energy per token against median ` +
      `inter-token latency" width="760" height="840" loading="lazy"></iframe>`;
    const noJs = await open(browser, TASK, { javaScriptEnabled: false });
    // Never printed on the page: it opens from the chart's Share, which works without JavaScript.
    expect(await noJs.page.isVisible('#embed-task-lm-arena-chat-latency')).toBe(false);
    await noJs.page.click('#task-chart .chart-tools details[data-share] > summary');
    expect(await noJs.page.isVisible('#embed-task-lm-arena-chat-latency')).toBe(true);
    expect(await noJs.page.textContent('#embed-task-lm-arena-chat-latency')).toBe(expected);
    expect(await noJs.page.locator('button[data-copy]:visible').count()).toBe(0);
    const { page } = await open(browser, MODEL, { permissions: ['clipboard-read', 'clipboard-write'] });
    const id = 'embed-model-qwen-qwen3-32b-lm-arena-chat-batch';
    await page.click('#batch-lm-arena-chat .chart-tools details[data-share] > summary');
    await page.click(`button[data-copy="${id}"]`);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((await page.textContent(`#${id}`))!.trim());
    expect(copied).toMatch(/^<iframe src="[^"]+\/releases\/[^/]+\/embed\/model-qwen-qwen3-32b-lm-arena-chat-batch\/" /);
  });
});
