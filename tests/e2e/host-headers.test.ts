// The host's own headers: Cloudflare's local runtime (`wrangler pages dev`, tests/e2e/wrangler.ts) serves
// (1) the examples of Cloudflare's _headers documentation, where it must agree with what the project's parser
// gives (tests/fixtures/headers/cloudflare-examples.ts); (2) the built dist/, whose _headers it must parse
// without skipping a rule, sending the framing headers the site's rules give each path (an embed page may be
// framed, in Chromium too, a normal page may not) beside each page's own CSP meta tag; (3) the fixture's
// sub-path build laid out as docs/deploy.md says for a sub-path on Cloudflare Pages (the site in a folder named
// like the base, _headers at the top). Skipped, with the reason, only where no workerd binary exists for the
// platform (wranglerMissing()).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { pagesDev, wranglerMissing, type PagesDev } from './wrangler.ts';
import { FRAME_ANY, FRAME_DENY, IMMUTABLE, headersFor, parseHeadersFile } from '../../src/lib/headers/headers-file.ts';
import { CLOUDFLARE_DOC_EXAMPLES } from '../fixtures/headers/cloudflare-examples.ts';
import { launch } from './browser.ts';
import { SUB_PATH_SITE } from './fixture-site.ts';

const missing = wranglerMissing();
const release = JSON.parse(readFileSync('data/index.json', 'utf8')).release.id as string;
const EMBED = `/releases/${release}/embed/task-gpqa-latency/`;
const NORMAL = ['/', '/tasks/gpqa/', `/releases/${release}/`, `/releases/${release}/charts/task-gpqa-latency.svg`];

/** The headers the response carries for the names the rules speak of, in lower case. */
const picked = (res: Response, names: readonly string[]) =>
  Object.fromEntries(names.map((n) => [n.toLowerCase(), res.headers.get(n)]));

describe.skipIf(missing !== null)(`Cloudflare's runtime${missing ? ` (skipped: ${missing})` : ''}`, () => {
  describe("on the examples of Cloudflare's documentation, it agrees with the project's parser", () => {
    for (const ex of CLOUDFLARE_DOC_EXAMPLES)
      it(ex.name, async () => {
        const dir = mkdtempSync(join(tmpdir(), 'headers-example-'));
        writeFileSync(join(dir, '_headers'), ex.file);
        for (const [path, body] of Object.entries(ex.files)) {
          mkdirSync(dirname(join(dir, path)), { recursive: true });
          writeFileSync(join(dir, path), body);
        }
        const host = await pagesDev(dir);
        try {
          const ours = parseHeadersFile(ex.file);
          for (const e of ex.expect) {
            const res = await fetch(host.url + e.path);
            await res.body?.cancel();
            expect(res.status, e.path).toBe(200);
            const names = [...Object.keys(e.headers), ...(e.absent ?? [])];
            const want = Object.fromEntries(names.map((n) => [n, e.headers[n] ?? null]));
            expect(picked(res, names), `${e.path}: the host`).toEqual(want);
            const mine = Object.fromEntries(
              Object.entries(headersFor(ours, e.path)).map(([k, v]) => [k.toLowerCase(), v]),
            );
            expect(picked(res, Object.keys(mine)), `${e.path}: the host against our parser`).toEqual(mine);
          }
          expect(host.log()).not.toMatch(/invalid header rule/i);
        } finally {
          await host.stop();
        }
      });
  });

  describe('on the built site (dist/)', () => {
    let host: PagesDev;
    let browser: Browser;
    let framer: Server;
    let framerUrl: string;
    const rules = parseHeadersFile(readFileSync('dist/_headers', 'utf8'));
    beforeAll(async () => {
      host = await pagesDev('dist');
      browser = await launch();
      framer = createServer((req, res) => {
        const src = new URL(req.url ?? '/', 'http://x').searchParams.get('src') ?? '/';
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          `<!doctype html><title>framer</title><iframe src="${host.url}${src}" width="800" height="600"></iframe>`,
        );
      });
      await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
      const a = framer.address();
      framerUrl = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
      await new Promise<void>((resolve) => framer?.close(() => resolve()));
      await host?.stop();
    });

    it('parses every rule of the _headers file: none skipped', () => {
      expect(host.log()).toContain(`Parsed ${rules.length} valid header rules`);
      expect(host.log()).not.toMatch(/invalid header rule/i);
    });
    it("sends each path the headers the site's rules give it: pages and files may not be framed", async () => {
      for (const path of NORMAL) {
        const res = await fetch(host.url + path);
        const body = await res.text();
        expect(res.status, path).toBe(200);
        expect(picked(res, ['content-security-policy', 'x-frame-options', 'x-content-type-options']), path).toEqual({
          'content-security-policy': FRAME_DENY,
          'x-frame-options': 'DENY',
          'x-content-type-options': 'nosniff',
        });
        const want = headersFor(rules, path);
        expect(picked(res, Object.keys(want)), path).toEqual(
          Object.fromEntries(Object.entries(want).map(([k, v]) => [k.toLowerCase(), v])),
        );
        // The page's own policy (scripts, styles, images) is in the page: the host leaves it alone.
        if (path.endsWith('/'))
          expect(body, path).toMatch(/<meta http-equiv="content-security-policy" content="default-src 'self'/);
      }
    });
    it('lets any site frame an embed page: the strict policy detached, not joined to the open one', async () => {
      const res = await fetch(host.url + EMBED);
      await res.body?.cancel();
      expect(res.status).toBe(200);
      expect(picked(res, ['content-security-policy', 'x-frame-options'])).toEqual({
        'content-security-policy': FRAME_ANY,
        'x-frame-options': null,
      });
    });
    it('in Chromium, another origin can frame the embed page served by the host, and not a normal page', async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${framerUrl}/?src=${encodeURIComponent(EMBED)}`);
      const frame = page.frame({ url: (u) => u.pathname === EMBED })!;
      await frame.waitForSelector('svg.drawing');
      expect(await frame.locator('svg.drawing .points use').count()).toBeGreaterThan(10);
      await page.goto(`${framerUrl}/?src=${encodeURIComponent('/tasks/gpqa/')}`);
      // The frame ends on Chromium's error page (the host's headers forbid framing): wait until it does.
      const child = () => page.frames().find((f) => f !== page.mainFrame());
      await expect.poll(() => child()?.url(), { timeout: 5000 }).toBe('chrome-error://chromewebdata/');
      await context.close();
    });
  });

  describe('on a sub-path build laid out for Cloudflare Pages (site under the base folder, _headers on top)', () => {
    it('applies the rules written with the base', async () => {
      const { subPathOut, data } = inject('fixtureSite');
      const root = mkdtempSync(join(tmpdir(), 'cf-sub-path-'));
      const base = SUB_PATH_SITE.BASE_PATH;
      cpSync(subPathOut, join(root, base), { recursive: true });
      cpSync(join(root, base, '_headers'), join(root, '_headers'));
      const id = JSON.parse(readFileSync(join(data, 'index.json'), 'utf8')).release.id as string;
      const host = await pagesDev(root);
      try {
        const embed = await fetch(`${host.url}${base}releases/${id}/embed/task-gpqa-latency/`);
        const page = await fetch(`${host.url}${base}tasks/gpqa/`);
        const assetName = readdirSync(join(root, base, '_astro'))[0];
        const asset = await fetch(`${host.url}${base}_astro/${assetName}`);
        await Promise.all([embed.body?.cancel(), page.body?.cancel(), asset.body?.cancel()]);
        expect([embed.status, page.status, asset.status]).toEqual([200, 200, 200]);
        expect(embed.headers.get('content-security-policy')).toBe(FRAME_ANY);
        // A file named by its content's hash is kept a year; a page is not.
        expect(asset.headers.get('cache-control')).toBe(IMMUTABLE);
        expect(page.headers.get('cache-control')).not.toBe(IMMUTABLE);
        expect(embed.headers.get('x-frame-options')).toBeNull();
        expect(page.headers.get('content-security-policy')).toBe(FRAME_DENY);
        expect(page.headers.get('x-frame-options')).toBe('DENY');
        const rules = parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8'));
        expect(host.log()).toContain(`Parsed ${rules.length} valid header rules`);
      } finally {
        await host.stop();
      }
    });
  });
});
