// The lock's schema and address arithmetic (src/lib/upstream/lock.ts) on tiny named fixtures, then the
// committed data/upstream.lock.json itself (real data, no network).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { keptCopy, lockedCommit, mirroredUrl, parseLock } from '../../../src/lib/upstream/lock.ts';
import { folderProblems, readLock } from '../../../src/lib/node/upstream-lock.ts';

const COMMIT = 'c0ffee0000000000000000000000000000000001';
const SHA = 'b6a98d9ce9a2d9149288fa3df42d377c3e42737afdcdaf714e33c0a100b51060';
const source = {
  id: 'tiny',
  name: 'Tiny',
  repository: 'acme/tiny',
  commit: COMMIT,
  note: 'fixture',
  checks: [{ kind: 'github-compare', repository: 'acme/tiny', base: COMMIT, paths: ['data/'] }],
};
const file = {
  source: 'tiny',
  path: 'tiny/a.txt',
  url: `https://raw.githubusercontent.com/acme/tiny/${COMMIT}/a.txt`,
  sha256: SHA,
  bytes: 6,
  licence: 'Apache-2.0',
};
const lockWith = (files: unknown[]) => ({ about: 'fixture', sources: [source], files });
const errorsOf = (value: unknown) => parseLock('x.lock.json', value).errors;

describe('the lock schema', () => {
  it('accepts a file pinned to a commit of its source repository', () => {
    expect(errorsOf(lockWith([file]))).toEqual([]);
  });
  it.each([
    [
      'a url on a branch, not a commit',
      { ...file, url: 'https://raw.githubusercontent.com/acme/tiny/main/a.txt' },
      'x.lock.json: files[0].url: tiny/a.txt: the url is not pinned to a commit (expected 40 hex digits in its path), got https://raw.githubusercontent.com/acme/tiny/main/a.txt',
    ],
    [
      'a url outside the source repository',
      { ...file, url: `https://raw.githubusercontent.com/other/repo/${COMMIT}/a.txt` },
      "x.lock.json: files[0].url: tiny/a.txt: the url is not in the source's repository acme/tiny",
    ],
    [
      'plain http',
      { ...file, url: `http://raw.githubusercontent.com/acme/tiny/${COMMIT}/a.txt` },
      'x.lock.json: files[0].url: expected an https URL, got "http://raw.githubusercontent.com/acme/ti…"',
    ],
    [
      'no address and no reason',
      { ...file, url: null },
      'x.lock.json: files[0].url: tiny/a.txt: a file without a public address needs a note saying why and kept_at naming its copy in the repository',
    ],
    [
      'a short hash',
      { ...file, sha256: 'abc' },
      'x.lock.json: files[0].sha256: expected a SHA-256 (64 lowercase hex digits), got "abc"',
    ],
    [
      'a path out of the folder',
      { ...file, path: '../a.txt' },
      'x.lock.json: files[0].path: expected a relative path inside the upstream folder (no leading /, no ..), got "../a.txt"',
    ],
    [
      'an unknown source',
      { ...file, source: 'nope' },
      'x.lock.json: files[0].source: tiny/a.txt: source "nope" is not in sources',
    ],
  ])('refuses %s, naming the entry and the field', (_, bad, message) => {
    expect(errorsOf(lockWith([bad]))).toContain(message);
  });
  it('refuses a path listed twice', () => {
    expect(errorsOf(lockWith([file, file]))).toEqual(['x.lock.json: files[1].path: tiny/a.txt: listed twice']);
  });
});

describe('mirroredUrl', () => {
  it('is the url itself without a mirror', () => {
    expect(mirroredUrl(file.url, undefined)).toBe(file.url);
  });
  it('puts host and path under the mirror base, keeping percent-encoding', () => {
    expect(mirroredUrl('https://raw.githubusercontent.com/o/r/abc/H100%2080GB/x.json', 'http://127.0.0.1:9/m/')).toBe(
      'http://127.0.0.1:9/m/raw.githubusercontent.com/o/r/abc/H100%2080GB/x.json',
    );
  });
});

describe('data/upstream.lock.json (real data: the committed lock, no network)', () => {
  const lock = readLock();
  it('is valid and names the commit each source is credited with', () => {
    expect(lockedCommit(lock, 'ml-energy-v3')).toMatch(/^[0-9a-f]{40}$/);
    const sources = JSON.parse(readFileSync('data/sources.json', 'utf8')).sources as { id: string; commit: string }[];
    for (const s of sources.filter((x) => lock.sources.some((l) => l.id === x.id)))
      expect(s.commit, s.id).toBe(lockedCommit(lock, s.id));
  });
  it('pins every fetched file to its source commit, but for the one file upstream keeps elsewhere', () => {
    const elsewhere = lock.files.filter((f) => f.url && !f.url.includes(`/${lockedCommit(lock, f.source)}/`));
    expect(elsewhere.map((f) => f.path)).toEqual(['mlperf-inference/v4.1/summary_results.json']);
  });
  it('holds the sha256 of the hardware facts the repository keeps (no public address)', () => {
    const hardware = keptCopy(lock, 'hardware/hardware.csv');
    expect(hardware.url).toBeNull();
    expect(hardware.kept_at).toBe('data/curated/hardware.csv');
    expect(folderProblems({ ...lock, files: [hardware] }, '/nonexistent')).toEqual([]);
  });
});
