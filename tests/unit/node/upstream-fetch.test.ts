// Filling the upstream cache (src/lib/node/upstream-fetch.ts) from a local HTTP server on 127.0.0.1 that
// serves the tiny fixture files of tests/fixtures/upstream/ as a mirror (<base>/<host>/<path>) would: the
// happy path, a corrupted file, a 404, a refused connection, a slow server and a download cut short.
// The real network is never used.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetchUpstream } from '../../../src/lib/node/upstream-fetch.ts';
import { parseLock, type UpstreamLock } from '../../../src/lib/upstream/lock.ts';

const FIXTURES = 'tests/fixtures/upstream';
const COMMIT = 'c0ffee0000000000000000000000000000000001';
const RAW = `https://raw.githubusercontent.com/acme/tiny/${COMMIT}`;
// sha256sum of each fixture file, as committed.
const SHA = {
  a: 'b6a98d9ce9a2d9149288fa3df42d377c3e42737afdcdaf714e33c0a100b51060', // "alpha\n", 6 bytes
  b: 'f2c82decdd7181cf98945929a62598db7e6b477e11f6e0eb0ae97020eff151ad', // "beta\n", 5 bytes
  c: 'ae9a6306a205417afddd14316cc1d0d5e04a98f1be10865dce643925ee070ce2', // "gamma\n", 6 bytes
  BETA: 'a0d89cbe67e84a23d7de399463e2e9a6fb702a6c8acaab0dcdf36b32c2656d82', // "BETA\n", 5 bytes
  kept: '6ca7255757dec2c319dc958be217de4556df904ad6c73bb0d5227c1a1bbf86c0', // kept.csv, 18 bytes
};

function tinyLock(kept = SHA.kept): UpstreamLock {
  const file = (name: 'a' | 'b' | 'c', bytes: number) => ({
    source: 'tiny',
    path: `tiny/${name}.txt`,
    url: `${RAW}/${name}.txt`,
    sha256: SHA[name],
    bytes,
    licence: 'Apache-2.0',
  });
  const parsed = parseLock('tiny.lock.json', {
    about: 'Three tiny files and one kept in the repository.',
    sources: [
      {
        id: 'tiny',
        name: 'Tiny',
        repository: 'acme/tiny',
        commit: COMMIT,
        note: 'fixture',
        checks: [{ kind: 'none', note: 'fixture' }],
      },
    ],
    files: [
      file('a', 6),
      file('b', 5),
      file('c', 6),
      {
        source: 'tiny',
        path: 'tiny/kept.csv',
        url: null,
        note: 'compiled by hand',
        kept_at: `${FIXTURES}/kept.csv`,
        sha256: kept,
        bytes: 18,
        licence: 'cited',
      },
    ],
  });
  if (!('lock' in parsed)) throw new Error(parsed.errors.join('\n'));
  return parsed.lock;
}

/** What the server does for a path: serve the fixture, other bytes, a status, a stall, or a cut. */
type Behaviour = { body: string } | { status: number } | { stallMs: number } | { cutAfter: string; length: number };
let behaviours: Record<string, Behaviour> = {};
let requested: string[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requested.push(path);
    const name = path.split('/').pop()!;
    const b = behaviours[name] ?? { body: readFileSync(join(FIXTURES, 'tiny', name), 'utf8') };
    answer(res, b);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mirror`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  behaviours = {};
  requested = [];
});

function answer(res: ServerResponse, b: Behaviour): void {
  if ('body' in b) res.end(b.body);
  else if ('status' in b) res.writeHead(b.status).end('no such file');
  else if ('stallMs' in b) setTimeout(() => res.end('late'), b.stallMs).unref();
  else {
    // Promise the whole length, send the first bytes, then drop the connection.
    res.writeHead(200, { 'content-length': String(b.length) });
    res.write(b.cutAfter, () => res.socket?.destroy());
  }
}

const cacheDir = () => mkdtempSync(join(tmpdir(), 'upstream-cache-'));
const files = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
        .sort()
    : [];

async function run(cache: string, o: { mirror?: string; from?: string; timeoutMs?: number; lock?: UpstreamLock } = {}) {
  const log: string[] = [];
  const result = await fetchUpstream(o.lock ?? tinyLock(), {
    cache,
    mirror: o.from ? undefined : (o.mirror ?? base),
    from: o.from,
    timeoutMs: o.timeoutMs ?? 2000,
    log: (l) => log.push(l),
  });
  return { result, log };
}

describe('fetch-upstream against a local server', () => {
  it('happy path: fetches every file through the mirror, verifies it, and says so a line a file', async () => {
    const cache = cacheDir();
    const { result, log } = await run(cache);
    expect(result).toEqual({ fetched: 3, cached: 0, kept: 1 });
    expect(requested).toEqual([
      `/mirror/raw.githubusercontent.com/acme/tiny/${COMMIT}/a.txt`,
      `/mirror/raw.githubusercontent.com/acme/tiny/${COMMIT}/b.txt`,
      `/mirror/raw.githubusercontent.com/acme/tiny/${COMMIT}/c.txt`,
    ]);
    expect(readFileSync(join(cache, 'tiny', 'b.txt'), 'utf8')).toBe('beta\n');
    expect(files(cache)).toEqual(['a.txt', 'b.txt', 'c.txt']);
    expect(log).toHaveLength(4);
    expect(log[0]).toBe(
      `[1/4] tiny/a.txt: fetched 6 bytes from ${base}/raw.githubusercontent.com/acme/tiny/${COMMIT}/a.txt, verified`,
    );
    expect(log[3]).toBe(
      `[4/4] tiny/kept.csv: no public address (compiled by hand); the ingest reads the copy kept at ${FIXTURES}/kept.csv (verified)`,
    );
  });

  it('skips files already cached with the right hash, and replaces one whose bytes changed', async () => {
    const cache = cacheDir();
    await run(cache);
    writeFileSync(join(cache, 'tiny', 'c.txt'), 'tampered\n');
    requested = [];
    const { result, log } = await run(cache);
    expect(result).toEqual({ fetched: 1, cached: 2, kept: 1 });
    expect(requested).toEqual([`/mirror/raw.githubusercontent.com/acme/tiny/${COMMIT}/c.txt`]);
    expect(log[0]).toBe('[1/4] tiny/a.txt: already in the cache, verified');
    expect(readFileSync(join(cache, 'tiny', 'c.txt'), 'utf8')).toBe('gamma\n');
  });

  it('a corrupted file stops the run with its name and both hashes, and nothing else changes', async () => {
    const cache = cacheDir();
    behaviours['b.txt'] = { body: 'BETA\n' };
    await expect(run(cache)).rejects.toThrow(
      `tiny/b.txt: sha256 mismatch: expected ${SHA.b} (5 bytes), got ${SHA.BETA} (5 bytes), from ${base}/raw.githubusercontent.com/acme/tiny/${COMMIT}/b.txt: nothing written`,
    );
    // a.txt came before and was verified; c.txt was never asked for; no temporary file is left.
    expect(files(cache)).toEqual(['a.txt']);
    expect(requested.some((p) => p.endsWith('/c.txt'))).toBe(false);
  });

  it('a 404 names the url and the status, and writes nothing', async () => {
    const cache = cacheDir();
    behaviours['a.txt'] = { status: 404 };
    await expect(run(cache)).rejects.toThrow(
      `${base}/raw.githubusercontent.com/acme/tiny/${COMMIT}/a.txt: HTTP 404 Not Found`,
    );
    expect(files(cache)).toEqual([]);
  });

  it('a refused connection names the url', async () => {
    // A port that was open a moment ago and is closed now: nothing listens there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const cache = cacheDir();
    const mirror = `http://127.0.0.1:${port}`;
    await expect(run(cache, { mirror })).rejects.toThrow(
      `${mirror}/raw.githubusercontent.com/acme/tiny/${COMMIT}/a.txt: connection refused`,
    );
    expect(files(cache)).toEqual([]);
  });

  it('a server that does not answer in time gives up after the timeout, naming the url', async () => {
    const cache = cacheDir();
    behaviours['a.txt'] = { stallMs: 5000 };
    const started = Date.now();
    await expect(run(cache, { timeoutMs: 300 })).rejects.toThrow(
      `${base}/raw.githubusercontent.com/acme/tiny/${COMMIT}/a.txt: no complete answer within 300 ms`,
    );
    expect(Date.now() - started).toBeLessThan(3000);
    expect(files(cache)).toEqual([]);
  });

  it('a download cut short (Content-Length promised, connection closed early) leaves no partial file', async () => {
    const cache = cacheDir();
    behaviours['b.txt'] = { cutAfter: 'be', length: 5 };
    await expect(run(cache)).rejects.toThrow(
      new RegExp(
        `^${`${base}/raw.githubusercontent.com/acme/tiny/${COMMIT}/b.txt`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: the download broke off before the whole file arrived`,
      ),
    );
    expect(files(cache)).toEqual(['a.txt']);
  });
});

describe('fetch-upstream --from a local folder', () => {
  it('copies each file with the same checks as a download', async () => {
    const cache = cacheDir();
    const { result, log } = await run(cache, { from: FIXTURES });
    expect(result).toEqual({ fetched: 3, cached: 0, kept: 1 });
    expect(requested).toEqual([]);
    expect(log[1]).toBe(`[2/4] tiny/b.txt: copied 5 bytes from ${FIXTURES}/tiny/b.txt, verified`);
    expect(files(cache)).toEqual(['a.txt', 'b.txt', 'c.txt']);
  });

  it('a file missing from the folder is named, with the path it was looked for at', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'upstream-from-'));
    await expect(run(cacheDir(), { from: folder })).rejects.toThrow(
      `tiny/a.txt: not in ${folder} (expected ${folder}/tiny/a.txt)`,
    );
  });

  it('a kept copy that is not the locked file stops the run', async () => {
    await expect(run(cacheDir(), { from: FIXTURES, lock: tinyLock(SHA.a) })).rejects.toThrow(
      `${FIXTURES}/kept.csv: sha256 mismatch: expected ${SHA.a} (18 bytes), got ${SHA.kept} (18 bytes): the copy kept in the repository is not the locked file`,
    );
  });
});
