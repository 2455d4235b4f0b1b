// The two ways a build keeps the addresses that moved (lib/redirects/moved.ts), on the real data (this test reads
// data/ and its releases): dist/ (the default build, REDIRECTS unset) serves a small page at each, and a second
// build here with REDIRECTS=file writes none of them and holds each address once in `_redirects` as a 301 to a page
// it built. Both are crawled as check-deploy crawls a deployment, on the local server (which applies `_redirects`):
// every moved address leads to its page, by a small page in one and a 301 in the other, and nothing else is wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { serveDir } from '../../scripts/lib/static-server.ts';
import { crawlSite } from '../../scripts/lib/crawl-site.ts';
import { loadDataset } from '../../src/lib/node/read-data.ts';
import { allReleases } from '../../src/lib/node/releases-load.ts';
import { movedAddresses } from '../../src/lib/redirects/moved.ts';
import { parseRedirectsFile } from '../../src/lib/redirects/redirects-file.ts';
import { refreshTarget } from '../../src/lib/deploy/check.ts';
import { LOCAL_ORIGIN } from '../../src/lib/text/site-address.ts';

const work = mkdtempSync(join(tmpdir(), 'redirects-build-'));
const FILE_BUILD = join(work, 'dist');
const MOVED = movedAddresses(allReleases(loadDataset('data').dataset));

/** The small pages of a build: every HTML page that only leads elsewhere, by its address and where it leads. */
function smallPages(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!f.endsWith('index.html')) continue;
    const to = refreshTarget(readFileSync(join(dir, f), 'utf8'));
    if (to !== null) out.set(`/${f.slice(0, -'index.html'.length)}`, to);
  }
  return out;
}

let server: Server;
let origin: string;
beforeAll(async () => {
  const { SITE_URL: _s, BASE_PATH: _b, DEPLOY: _d, DATA_DIR: _data, RELEASES_DIR: _r, ...env } = process.env;
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', FILE_BUILD], {
    stdio: 'pipe',
    env: { ...env, REDIRECTS: 'file', ASTRO_TELEMETRY_DISABLED: '1' },
  });
  ({ server, url: origin } = await serveDir(FILE_BUILD));
}, 300_000);
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  rmSync(work, { recursive: true, force: true });
});

describe('the addresses that moved, on the real data', () => {
  it('are small pages in the default build (dist/), each leading where the list says, and dist/ has no _redirects', () => {
    expect(MOVED.length).toBeGreaterThan(0);
    expect(Object.fromEntries(smallPages('dist'))).toEqual(Object.fromEntries(MOVED.map((m) => [m.from, m.to])));
    expect(existsSync('dist/_redirects')).toBe(false);
  });
  it('are, with REDIRECTS=file, no small pages but each address once in _redirects, a 301 to a page of the build', () => {
    expect(smallPages(FILE_BUILD).size).toBe(0);
    for (const m of MOVED) expect(existsSync(join(FILE_BUILD, m.from, 'index.html')), m.from).toBe(false);
    // The parser refuses a source given twice; the rules are the list, in its order.
    const rules = parseRedirectsFile(readFileSync(join(FILE_BUILD, '_redirects'), 'utf8'));
    expect(rules).toEqual(MOVED.map((m) => ({ ...m, status: 301 })));
    for (const r of rules) expect(existsSync(join(FILE_BUILD, r.to, 'index.html')), r.to).toBe(true);
  });
  it('the REDIRECTS=file build leaves them out of its sitemap, as the default build does', () => {
    for (const dir of ['dist', FILE_BUILD]) {
      const sitemap = readFileSync(join(dir, 'sitemap-0.xml'), 'utf8');
      expect(
        MOVED.filter((m) => sitemap.includes(`${m.from}</loc>`)),
        dir,
      ).toEqual([]);
    }
  });
  it('served locally, a moved address answers 301 with its page as Location', async () => {
    const res = await fetch(`${origin}${MOVED[0].from}`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(MOVED[0].to);
  });
  it('check-deploy finds nothing wrong in either build: every moved address leads to its page', async () => {
    // Both were built for the local address; each is served at a port of its own.
    const site = `${LOCAL_ORIGIN}/`;
    const moved = MOVED;
    const file = await crawlSite({ base: `${origin}/`, site, moved, concurrency: 4 });
    expect(file.problems).toEqual([]);
    expect(file.moved).toEqual({ redirected: MOVED.length, pages: 0 });
    const pages = await crawlSite({ base: `${inject('baseUrl')}/`, site, moved, concurrency: 4 });
    expect(pages.problems).toEqual([]);
    expect(pages.moved).toEqual({ redirected: 0, pages: MOVED.length });
  }, 300_000);
});
