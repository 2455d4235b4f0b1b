// `npm run fetch-upstream` (scripts/fetch-upstream.ts), run as a user would, with UPSTREAM_MIRROR pointing at a
// local server on 127.0.0.1 that serves the verified cache under <host>/<path> of each pinned url (real data:
// the committed lock and the cache of an earlier `npm run fetch-upstream`). It proves that every pinned
// address maps to its file, and that the command verifies and writes them all. The real network is never used.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeRealUpstream } from '../../fixtures/real-upstream.ts';
import { folderProblems, readLock, UPSTREAM_CACHE } from '../../../src/lib/node/upstream-lock.ts';

const lock = readLock();
/** The files fetched from a public address, i.e. those in the cache. */
const fetched = lock.files.filter((f) => f.url !== null);
let server: Server;
let mirror: string;

describeRealUpstream('npm run fetch-upstream through UPSTREAM_MIRROR (real data: the lock and the cache)', () => {
  beforeAll(async () => {
    // <host>/<pathname> of each pinned url -> the cached file at its lock path.
    const byAddress = new Map(
      fetched.map((f) => {
        const u = new URL(f.url!);
        return [`/${u.host}${u.pathname}`, join(UPSTREAM_CACHE, f.path)];
      }),
    );
    server = createServer((req, res) => {
      const file = byAddress.get(req.url ?? '');
      if (!file) res.writeHead(404).end();
      else res.end(readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    mirror = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fetches and verifies every pinned file into an empty cache, then skips them all', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'fetch-upstream-'));
    const run = () =>
      new Promise<string>((resolve, reject) =>
        execFile(
          process.execPath,
          ['scripts/fetch-upstream.ts', '--cache', cache],
          { env: { ...process.env, UPSTREAM_MIRROR: mirror }, encoding: 'utf8', maxBuffer: 1 << 24 },
          (error, stdout, stderr) => (error ? reject(new Error(stderr)) : resolve(stdout)),
        ),
      );
    const n = fetched.length;
    const first = await run();
    expect(first).toContain(`fetch-upstream: ${n} fetched, 0 already cached, 1 kept in the repository`);
    expect(first).toContain('hardware/hardware.csv: no public address');
    expect(folderProblems(lock, cache)).toEqual([]);
    expect(await run()).toContain(`fetch-upstream: 0 fetched, ${n} already cached, 1 kept in the repository`);
  }, 120_000);
});
