// `npm run check-upstream` (scripts/check-upstream.ts), run as a user would, against a local server on
// 127.0.0.1 that answers as the GitHub API does (UPSTREAM_GITHUB_API points it there), with a tiny lock.
// The real network is never used.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BASE = 'c0ffee0000000000000000000000000000000001';
const HEAD = 'beef000000000000000000000000000000000002';
const tmp = mkdtempSync(join(tmpdir(), 'check-upstream-'));
const lockPath = join(tmp, 'lock.json');
writeFileSync(
  lockPath,
  JSON.stringify({
    about: 'A tiny lock: one repository watched under data/, one next round, one file compiled by hand.',
    sources: [
      {
        id: 'tiny',
        name: 'Tiny',
        repository: 'acme/tiny',
        commit: BASE,
        note: 'fixture',
        checks: [
          { kind: 'github-compare', repository: 'acme/tiny', base: BASE, paths: ['data/', 'summary.json'] },
          { kind: 'github-repository', repository: 'acme/tiny-v2', what: 'Tiny v2' },
        ],
      },
      {
        id: 'hand',
        name: 'Hand',
        repository: null,
        commit: null,
        note: 'fixture',
        checks: [{ kind: 'none', note: 'by hand' }],
      },
    ],
    files: [
      {
        source: 'tiny',
        path: 'tiny/a.csv',
        url: `https://raw.githubusercontent.com/acme/tiny/${BASE}/data/a.csv`,
        sha256: 'b6a98d9ce9a2d9149288fa3df42d377c3e42737afdcdaf714e33c0a100b51060',
        bytes: 6,
        licence: 'Apache-2.0',
      },
    ],
  }),
);

/** Answers by path; a path not listed is a 404, as GitHub gives for a repository that does not exist. */
let answers: Record<string, { status?: number; body: unknown }> = {};
let requested: string[] = [];
let server: Server;
let api: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    requested.push(req.url ?? '');
    const a = answers[req.url ?? ''];
    res.writeHead(a?.status ?? (a ? 200 : 404), { 'content-type': 'application/json' });
    res.end(JSON.stringify(a?.body ?? { message: 'Not Found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requested = [];
  answers = { '/repos/acme/tiny': { body: { default_branch: 'trunk' } } };
});

/** Runs the command without blocking this process (the server answering it lives here). */
function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['scripts/check-upstream.ts', '--lock', lockPath, '--timeout-ms', '2000', ...args],
      { env: { ...process.env, UPSTREAM_GITHUB_API: api, GITHUB_TOKEN: '' }, encoding: 'utf8' },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

const compare = `/repos/acme/tiny/compare/${BASE}...trunk`;

describe('npm run check-upstream', () => {
  it('exit 0 when nothing watched changed and the next round is not out', async () => {
    answers[compare] = {
      body: {
        status: 'ahead',
        ahead_by: 2,
        commits: [{ sha: HEAD }],
        files: [{ filename: 'README.md', status: 'modified' }],
      },
    };
    const r = await run();
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'Tiny: up to date: acme/tiny trunk (beef000), 2 commits ahead, none touching data/, summary.json',
    );
    expect(r.stdout).toContain('Tiny: Tiny v2: not published yet (acme/tiny-v2)');
    expect(r.stdout).toContain('Hand: not checked: by hand');
    // The branch was not in the lock: it was read from the repository.
    expect(requested).toEqual(['/repos/acme/tiny', compare, '/repos/acme/tiny-v2']);
  });

  it('exit 1 with every watched change listed, the locked ones marked, and the report written', async () => {
    answers[compare] = {
      body: {
        status: 'ahead',
        ahead_by: 1,
        commits: [{ sha: HEAD }],
        files: [
          { filename: 'data/a.csv', status: 'modified' },
          { filename: 'data/new.csv', status: 'added' },
          { filename: 'docs/x.md', status: 'modified' },
        ],
      },
    };
    answers['/repos/acme/tiny-v2'] = {
      body: { html_url: 'https://github.com/acme/tiny-v2', created_at: '2026-11-20T10:00:00Z' },
    };
    const report = join(tmp, 'report.md');
    const r = await run('--report', report);
    expect(r.code).toBe(1);
    const lines = [
      'Tiny: 2 watched files changed in acme/tiny trunk (beef000) since the pinned c0ffee0 (1 commit ahead):',
      '  modified data/a.csv (locked: the ingest reads it)',
      '  added data/new.csv',
      'Tiny: Tiny v2 is out: https://github.com/acme/tiny-v2 (created 2026-11-20)',
    ];
    for (const line of lines) expect(r.stdout).toContain(line);
    expect(r.stdout).not.toContain('docs/x.md');
    const md = readFileSync(report, 'utf8');
    expect(md).toMatch(/^2 upstream checks found something data\/upstream.lock.json does not pin\./);
    for (const line of lines) expect(md).toContain(line);
  });

  it('exit 2, naming the url, when the API refuses (a rate limit)', async () => {
    answers[compare] = { status: 403, body: { message: 'API rate limit exceeded' } };
    const r = await run();
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`Tiny: could not ask: ${api}${compare}: HTTP 403 {"message":"API rate limit exceeded"}`);
  });
});
