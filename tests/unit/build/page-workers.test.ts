// Pages rendered on worker threads (src/build/page-workers.ts, page-worker.ts), against a stand-in for
// Astro's prerender bundle (tests/fixtures/page-workers/prerender-entry.fixture.mjs): every request gets its
// own page back whatever thread rendered it, the worker gives the bundle each route's stylesheets in the
// manifest's order and the injected scripts, and a page that fails fails the build with its error.
import { resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { PagePool, pageThreads } from '../../../src/build/page-workers.ts';
import { renderMs, resetRenderTimes } from '../../../src/build/render-times.ts';

const entry = resolve('tests/fixtures/page-workers/prerender-entry.fixture.mjs');
const scripts = [{ stage: 'head-inline', content: 'console.log(1)' }];

describe('page threads', () => {
  const saved = process.env.PAGE_THREADS;
  afterEach(() => {
    if (saved === undefined) delete process.env.PAGE_THREADS;
    else process.env.PAGE_THREADS = saved;
  });
  it('takes PAGE_THREADS when it is a whole number, 0 included (render on the main thread)', () => {
    process.env.PAGE_THREADS = '0';
    expect(pageThreads()).toBe(0);
    process.env.PAGE_THREADS = '3';
    expect(pageThreads()).toBe(3);
    process.env.PAGE_THREADS = 'two';
    expect(pageThreads()).toBeGreaterThanOrEqual(1);
  });
});

describe('the page pool (two threads, a fixture bundle)', () => {
  const pool = new PagePool({ entry, scripts }, 2);
  afterAll(() => pool.close());

  it('answers each of many requests in flight with its own page, and times each render by its kind', async () => {
    resetRenderTimes();
    const urls = Array.from({ length: 40 }, (_, i) => `http://localhost/b/${i}/`);
    const pages = await Promise.all(
      urls.map((u) => pool.render(u, '/b/[id]', 'src/pages/b/[id].astro', 'page').then((r) => r.json())),
    );
    expect(pages.map((p) => p.url)).toEqual(urls);
    expect(pages.every((p) => p.route === '/b/[id]')).toBe(true);
    expect(renderMs('page')).toBeGreaterThan(0);
    expect(renderMs('endpoint')).toBeNull();
  });
  it("gives the bundle each route's stylesheets in the manifest's order, and the injected scripts", async () => {
    const res = await pool.render('http://localhost/b/1/', '/b/[id]', 'src/pages/b/[id].astro', 'page');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html');
    expect(await res.json()).toMatchObject({
      styles: [
        { type: 'inline', content: 'b{}' },
        { type: 'external', src: '/b.css' },
      ],
      scripts,
    });
    const a = await (await pool.render('http://localhost/a/', '/a', 'src/pages/a.astro', 'page')).json();
    expect(a.styles).toEqual([{ type: 'inline', content: 'a{}' }]);
  });
  it("rejects a page that fails with the renderer's error, and a route the bundle does not have", async () => {
    await expect(pool.render('http://localhost/fails/', '/fails', 'src/pages/fails.astro', 'page')).rejects.toThrow(
      'fixture: this page fails to render',
    );
    await expect(pool.render('http://localhost/c/', '/c', 'src/pages/c.astro', 'page')).rejects.toThrow(
      'page worker: no route /c (src/pages/c.astro) in the prerender bundle',
    );
    // The pool keeps working after a page failed.
    const ok = await pool.render('http://localhost/a/', '/a', 'src/pages/a.astro', 'page');
    expect((await ok.json()).route).toBe('/a');
  });
});
