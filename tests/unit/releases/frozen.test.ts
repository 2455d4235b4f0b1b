// Published releases never change: each release's files against the SHA256SUMS recorded in data/ when it was
// frozen (real data: both releases), the stored files of a frozen release checked as they are read, and the
// changelog of corrections. Fixtures are built in a temporary folder per test.
import { describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDataset } from '../../../src/lib/node/read-data.ts';
import {
  allReleases,
  loadArchivedReleases,
  loadChangelog,
  readFrozenFiles,
} from '../../../src/lib/node/releases-load.ts';
import { compareWithRecord } from '../../../src/lib/releases/frozen.ts';
import { SUMS, releaseFileNames, releaseFiles } from '../../../src/lib/downloads/package.ts';
import { sha256Hex } from '../../../src/lib/checksums/hash.ts';

const enc = (s: string) => new TextEncoder().encode(s);
// sha256 of the one-byte text "x" and of "y", from `printf x | sha256sum`.
const X = '2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881';
const Y = 'a1fce4363854ff888cff4b8e7875d600c2682390412a8cf79b37d0b11148b0fa';

describe('compareWithRecord', () => {
  const record = `${X}  a.csv\n`;
  it('holds for the files listed, with the SHA256SUMS file equal to the record', () => {
    expect(compareWithRecord([{ name: 'a.csv', bytes: enc('x') }], record, 'R')).toEqual([]);
    expect(
      compareWithRecord(
        [
          { name: 'a.csv', bytes: enc('x') },
          { name: 'SHA256SUMS', bytes: enc(record) },
        ],
        record,
        'R',
      ),
    ).toEqual([]);
  });
  it('names a file with other bytes, a file missing and a file added', () => {
    expect(compareWithRecord([{ name: 'a.csv', bytes: enc('y') }], record, 'R')).toEqual([
      `R: a.csv has other bytes than were published (sha256 ${Y}, recorded ${X})`,
    ]);
    expect(compareWithRecord([], record, 'R')).toEqual(['R: a.csv was published but this build has no such file']);
    expect(
      compareWithRecord(
        [
          { name: 'a.csv', bytes: enc('x') },
          { name: 'b.csv', bytes: enc('y') },
        ],
        record,
        'R',
      ),
    ).toEqual(['R: b.csv is in this build but was not published with the release']);
  });
});

describe('a frozen release folder (fixture)', () => {
  function frozenFolder(): string {
    const root = mkdtempSync(join(tmpdir(), 'frozen-'));
    const folder = join(root, 'fixture-2026-01');
    cpSync('tests/fixtures/releases/fixture-2026-01', folder, { recursive: true });
    // Its "published files": two small CSVs and a README, listed in the record.
    const names = ['index.csv', 'grid.csv', 'README.txt'];
    mkdirSync(join(folder, 'files'));
    names.forEach((n, i) => writeFileSync(join(folder, 'files', n), `release_id,id\r\nfixture-2026-01,row-${i}\r\n`));
    writeFileSync(
      join(folder, 'SHA256SUMS'),
      names.map((n) => `${sha256Hex(readFileSync(join(folder, 'files', n)))}  ${n}\n`).join(''),
    );
    return root;
  }
  it('is served as stored: the bytes read back, SHA256SUMS last, never rebuilt by this code', () => {
    const root = frozenFolder();
    const [d] = loadArchivedReleases(root);
    expect(releaseFileNames(d)).toEqual(['index.csv', 'grid.csv', 'README.txt', 'SHA256SUMS']);
    const files = releaseFiles(d);
    expect(new TextDecoder().decode(files[2].bytes)).toBe('release_id,id\r\nfixture-2026-01,row-2\r\n');
  });
  it('stops the build when a stored file changed, naming the file', () => {
    const root = frozenFolder();
    writeFileSync(join(root, 'fixture-2026-01/files/grid.csv'), 'release_id,id\r\n');
    expect(() => loadArchivedReleases(root)).toThrow(/SHA256SUMS: grid\.csv has other bytes than were published/);
  });
  it('stops the build when a file is stored that the release did not publish', () => {
    const root = frozenFolder();
    writeFileSync(join(root, 'fixture-2026-01/files/mlperf-inference-v5.1.csv'), 'release_id,id\r\n');
    expect(() => readFrozenFiles(join(root, 'fixture-2026-01'))).toThrow(
      /files\/mlperf-inference-v5\.1\.csv: not listed in .*SHA256SUMS; a release publishes only what its record lists/,
    );
  });
});

describe('real data: every release publishes the bytes recorded when it was frozen', () => {
  const { dataset } = loadDataset('data');
  const releases = allReleases(dataset);
  // The releases on record: each frozen folder of data/releases/ and the current release (not typed, so the next
  // release's freeze does not break this test for no fault).
  const onRecord = [
    ...new Set([
      ...readdirSync('data/releases', { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name),
      dataset.release.id,
    ]),
  ].sort();
  it('has every release on record, oldest first, the current one last', () => {
    expect(onRecord.length).toBeGreaterThanOrEqual(2);
    expect(releases.map((r) => r.id)).toEqual(onRecord);
    expect(onRecord.at(-1)).toBe(dataset.release.id);
  });
  for (const id of onRecord) {
    it(`${id}: this build writes exactly the files in data/releases/${id}/SHA256SUMS`, () => {
      const entry = releases.find((r) => r.id === id)!;
      const path = join('data/releases', id, SUMS);
      expect(existsSync(path), path).toBe(true);
      const files = releaseFiles(entry.dataset);
      expect(compareWithRecord(files, readFileSync(path, 'utf8'), path)).toEqual([]);
    });
  }
  it('2026-02-16 publishes its own eight files: no source column, no file for a source it did not have', () => {
    const d = releases[0].dataset;
    expect(releaseFileNames(d)).toEqual([
      'index.csv',
      'configurations.csv',
      'grid.csv',
      'hardware.csv',
      'datapackage.json',
      'README.txt',
      'all-files.zip',
      'SHA256SUMS',
    ]);
    const index = new TextDecoder().decode(releaseFiles(d)[0].bytes);
    expect(index.split('\r\n')[0].split(',')).not.toContain('source');
    expect(index.split('\r\n').filter((l) => l === '').length).toBe(1); // the final line end only
  });
  it('the changelog names releases that exist and files they publish', () => {
    const log = loadChangelog('data/releases');
    expect(log.length).toBeGreaterThan(0);
    for (const e of log) {
      const entry = releases.find((r) => r.id === e.release);
      expect(entry, e.release).toBeDefined();
      for (const f of e.files) expect(releaseFileNames(entry!.dataset), `${e.release} ${f}`).toContain(f);
    }
    expect(log.find((e) => e.release === '2026-02-16')?.original_bytes).toBe(true);
    expect(existsSync('data/releases/2026-02-16/files/all-files.zip')).toBe(true);
  });
});
