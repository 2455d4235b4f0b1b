// The server the browser tests and the benchmark use, on a three-file fixture site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { serveDir } from '../../../../scripts/lib/static-server.ts';

let server: Server;
let base: string;
beforeAll(async () => {
  ({ server, url: base } = await serveDir('tests/fixtures/static-site'));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw GET: fetch() would refuse or re-encode a malformed address before sending it. */
function get(
  path: string,
): Promise<{ status: number; type: string; body: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body, headers: res.headers }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('serveDir', () => {
  it('serves index pages with and without the trailing slash, and files by type', async () => {
    expect(await get('/')).toMatchObject({ status: 200, body: '<!doctype html><title>home</title>\n' });
    expect((await get('/sub/')).body).toContain('<title>sub</title>');
    expect((await get('/sub')).body).toContain('<title>sub</title>');
    const csv = await get('/t.csv');
    expect(csv).toMatchObject({ status: 200, body: 'a,b\n1,2\n' });
    expect(csv.type).toMatch(/^text\/csv/);
  });
  it('answers a missing page with 404 and the site 404 page', async () => {
    expect(await get('/nope/')).toMatchObject({ status: 404, body: '<!doctype html><title>missing</title>\n' });
  });
  it('answers a malformed percent escape with 400 and keeps serving', async () => {
    for (const bad of ['/%E0%A4%A', '/%', '/sub/%zz'])
      expect(await get(bad), bad).toMatchObject({ status: 400, body: expect.stringContaining('percent-encoding') });
    expect((await get('/')).status).toBe(200);
  });
  it('never serves a file outside its folder', async () => {
    const escaped = await get('/../static-server.test.ts');
    expect(escaped.status).toBe(404);
    expect((await get('/%2e%2e/%2e%2e/package.json')).status).toBe(404);
  });
  it("applies the folder's _headers rules to every response and does not serve the file", async () => {
    const home = await get('/');
    expect(home.headers['x-frame-options']).toBe('DENY');
    expect(home.headers['x-test']).toBeUndefined();
    const sub = await get('/sub/');
    expect(sub.headers['x-frame-options']).toBeUndefined();
    expect(sub.headers['x-test']).toBe('sub');
    expect((await get('/nope/')).headers['x-frame-options']).toBe('DENY');
    expect((await get('/_headers')).status).toBe(404);
  });
  it("answers the folder's _redirects rules with their status and Location, before any file, and hides the file", async () => {
    expect(await get('/old/')).toMatchObject({ status: 301, headers: expect.objectContaining({ location: '/sub/' }) });
    // A file at the path does not stop the rule (Cloudflare Pages applies redirects first).
    expect(await get('/kept/')).toMatchObject({ status: 301, headers: expect.objectContaining({ location: '/sub/' }) });
    expect(await get('/moved/a/b')).toMatchObject({
      status: 308,
      headers: expect.objectContaining({ location: '/sub/a/b' }),
    });
    expect((await get('/sub/')).status).toBe(200);
    expect((await get('/_redirects')).status).toBe(404);
  });
});

describe('serveDir under a base path, as GitHub Pages serves a project site', () => {
  let sub: Server;
  let origin: string;
  beforeAll(async () => {
    ({ server: sub, url: origin } = await serveDir('tests/fixtures/static-site', 0, '/energy-index/'));
  });
  afterAll(() => new Promise<void>((resolve) => sub.close(() => resolve())));
  it('serves the folder at the base, with and without its trailing slash, and nothing elsewhere', async () => {
    const page = async (path: string) => {
      const res = await fetch(`${origin}${path}`);
      return { status: res.status, body: await res.text() };
    };
    expect(await page('/energy-index/')).toMatchObject({ status: 200, body: expect.stringContaining('home') });
    expect(await page('/energy-index')).toMatchObject({ status: 200, body: expect.stringContaining('home') });
    expect(await page('/energy-index/sub/')).toMatchObject({ status: 200, body: expect.stringContaining('sub') });
    expect((await page('/')).status).toBe(404);
    expect((await page('/sub/')).status).toBe(404);
    expect((await page('/energy-index/_headers')).status).toBe(404);
  });
  it('matches the _headers rules on the whole path, base included, as the host does', async () => {
    // "/sub/*" names the root's /sub/, not /energy-index/sub/: only "/*" applies there.
    const res = await fetch(`${origin}/energy-index/sub/`);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-test')).toBeNull();
  });
});

describe('serveDir with compress (the benchmark measures pages at the bytes hosts send)', () => {
  it('gzips a page when the browser asks, and sends it plain when it does not', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'static-gzip-'));
    const page = `<!doctype html><title>big</title>${'<p>energy per token</p>'.repeat(400)}`;
    writeFileSync(join(dir, 'index.html'), page);
    const { server: s, url } = await serveDir(dir, 0, '/', { compress: true });
    try {
      const fetchRaw = (encoding: string) =>
        new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
          const req = request(`${url}/`, { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          });
          req.on('error', reject);
          req.end();
        });
      const zipped = await fetchRaw('gzip');
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.body.length).toBeLessThan(page.length / 10);
      expect(gunzipSync(zipped.body).toString('utf8')).toBe(page);
      const plain = await fetchRaw('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString('utf8')).toBe(page);
    } finally {
      await new Promise<void>((resolve) => s.close(() => resolve()));
    }
  });
});
