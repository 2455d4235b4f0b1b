// The release package (src/lib/downloads/package.ts): datapackage.json against the files, SHA256SUMS with the
// real sha256sum, the zip, determinism. Fixtures unless a block says "real data".
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { loadDataDir } from '../../../src/lib/node/read-data.ts';
import { buildDataset, type Dataset, type DownloadFile } from '../../../src/lib/core/dataset.ts';
import { TABLES, type FieldDef, type TableDef } from '../../../src/lib/downloads/tables.ts';
import {
  CFF,
  DATAPACKAGE,
  README,
  SUMS,
  ZIP,
  fileLicences,
  releaseFiles,
  releaseTables,
  releaseFileNames,
} from '../../../src/lib/downloads/package.ts';
import { sha256Hex, crc32 } from '../../../src/lib/checksums/hash.ts';

const load = (dir: string): Dataset => {
  const l = loadDataDir(dir);
  return buildDataset(l.index, l.grid, l.hardware, undefined, l.sources);
};
const hostile = load('tests/fixtures/hostile');
const real = load('data');
const text = (f: DownloadFile) => new TextDecoder('utf-8', { fatal: true }).decode(f.bytes);
const parse = (csv: string) => Papa.parse<string[]>(csv, { header: false, skipEmptyLines: true, dynamicTyping: false });

/** Does a cell hold a value of the Table Schema type? (Empty is judged by `required` separately.) */
function typeHolds(type: FieldDef<unknown>['type'], cell: string): boolean {
  switch (type) {
    case 'integer':
      return /^-?\d+$/.test(cell);
    case 'number':
      return /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(cell) && Number.isFinite(Number(cell));
    case 'boolean':
      return cell === 'true' || cell === 'false';
    case 'string':
      return true;
  }
}

describe('a release names no address (the same bytes at every deployment)', () => {
  it('datapackage.json is identified by the release id, with relative paths and no homepage (real data)', () => {
    const pkg = JSON.parse(text(releaseFiles(real).find((f) => f.name === DATAPACKAGE)!));
    expect(pkg.id).toBe(real.release.id);
    expect(pkg.homepage).toBeUndefined();
    for (const res of pkg.resources) expect(res.path).toMatch(/^[a-z0-9.-]+\.csv$/);
  });
  it('README.txt and CITATION.cff point at the release page relatively, never at a site (real data)', () => {
    const files = releaseFiles(real);
    const readme = text(files.find((f) => f.name === README)!);
    expect(readme).toContain(`its permanent page is releases/${real.release.id}/ under the site's address`);
    // Every address in the two files is a source's or a licence's, never one of this site's pages.
    for (const name of [README, CFF]) {
      const urls = text(files.find((f) => f.name === name)!).match(/https?:\/\/[^\s"]+/g) ?? [];
      expect(
        urls.filter((u) => /\/releases\/|\/downloads\//.test(u)),
        name,
      ).toEqual([]);
    }
  });
});

describe('datapackage.json describes the files', () => {
  for (const [label, d] of [
    ['real data', real],
    ['hostile fixture', hostile],
  ] as const) {
    it(`every resource exists, every column is described, types hold on every row (${label})`, () => {
      const files = releaseFiles(d);
      const byName = new Map(files.map((f) => [f.name, f]));
      const pkg = JSON.parse(text(byName.get(DATAPACKAGE)!));
      expect(pkg.profile).toBe('tabular-data-package');
      expect(pkg.name).toMatch(/^[a-z0-9._-]+$/);
      expect(pkg.version).toBe(d.release.id);
      expect(pkg.licenses.length).toBeGreaterThan(0);
      expect(pkg.sources.length).toBeGreaterThan(0);
      expect(pkg.resources.map((r: { path: string }) => r.path)).toEqual(releaseTables(d).map((t) => `${t.name}.csv`));
      for (const res of pkg.resources) {
        const file = byName.get(res.path);
        expect(file, res.path).toBeDefined();
        expect(res.bytes).toBe(file!.bytes.length);
        expect(res.hash).toBe(`sha256:${sha256Hex(file!.bytes)}`);
        const { data } = parse(text(file!));
        const fields: {
          name: string;
          type: FieldDef<unknown>['type'];
          description: string;
          constraints?: { required: boolean };
        }[] = res.schema.fields;
        expect(data[0]).toEqual(fields.map((f) => f.name));
        for (const f of fields) expect(f.description.length, f.name).toBeGreaterThan(0);
        const ids = new Set<string>();
        for (const row of data.slice(1)) {
          fields.forEach((f, j) => {
            const cell = row[j];
            if (cell === '') expect(f.constraints?.required ?? false, `${res.name}.${f.name} empty`).toBe(false);
            else expect(typeHolds(f.type, cell), `${res.name}.${f.name} = ${JSON.stringify(cell)}`).toBe(true);
          });
          ids.add(row[data[0].indexOf(res.schema.primaryKey)]);
        }
        expect(ids.size, `${res.name} primary key unique`).toBe(data.length - 1);
      }
    });
  }
  it("gives each file its own licence: Ember's grid CC BY 4.0 with attribution, ML.ENERGY's rows Apache-2.0 (real data)", () => {
    const files = releaseFiles(real);
    const pkg = JSON.parse(text(files.find((f) => f.name === DATAPACKAGE)!));
    const byName = Object.fromEntries(
      pkg.resources.map((r: { path: string; licenses: { name?: string; title: string }[] }) => [
        r.path,
        r.licenses.map((l) => l.name ?? `(no name) ${l.title}`),
      ]),
    );
    expect(byName).toEqual({
      'index.csv': ['Apache-2.0'],
      'configurations.csv': ['Apache-2.0'],
      'grid.csv': ['CC-BY-4.0'],
      'hardware.csv': ['Apache-2.0'],
      // No licence stated: a title says so, with no name (it must be an identifier) and no empty path.
      'mlperf-inference-v5.1.csv': ['(no name) not stated by the source'],
      'mlperf-inference-v4.1.csv': ['Apache-2.0'],
      'ml-energy-v2.csv': ['Apache-2.0'],
    });
    expect(fileLicences(real, 'grid.csv')[0].attribution).toBe(real.grid.source.citation);
    const v51 = pkg.resources.find((r: { path: string }) => r.path === 'mlperf-inference-v5.1.csv');
    expect(v51.licenses).toEqual([{ title: 'not stated by the source' }]);
    const grid = pkg.resources.find((r: { path: string }) => r.path === 'grid.csv');
    expect(grid.sources[0].title).toBe('Ember Yearly Electricity Data');
    // README.txt says the same, file by file.
    const readme = text(files.find((f) => f.name === README)!);
    expect(readme).toContain(
      `grid.csv: CC-BY-4.0 (https://creativecommons.org/licenses/by/4.0/); attribution: ${real.grid.source.citation}`,
    );
    expect(readme).toContain('index.csv: Apache-2.0 (https://www.apache.org/licenses/LICENSE-2.0)');
    expect(fileLicences(real, ZIP).map((l) => l.id)).toEqual(['Apache-2.0', 'CC-BY-4.0', 'not stated by the source']);
  });
  it('units are in the headers or the schema for every numeric column', () => {
    for (const t of TABLES as readonly TableDef<unknown>[])
      for (const f of t.fields)
        if (f.type === 'number' && !['ratio', '%'].includes(f.unit)) expect(f.unit, `${t.name}.${f.name}`).not.toBe('');
  });
});

describe('SHA256SUMS, zip and determinism', () => {
  it('SHA256SUMS covers every other file and passes `sha256sum -c`', () => {
    const files = releaseFiles(real);
    const dir = mkdtempSync(join(tmpdir(), 'downloads-'));
    for (const f of files) writeFileSync(join(dir, f.name), f.bytes);
    const sums = text(files.find((f) => f.name === SUMS)!);
    expect(
      sums
        .trim()
        .split('\n')
        .map((l) => l.split('  ')[1]),
    ).toEqual(files.filter((f) => f.name !== SUMS).map((f) => f.name));
    const out = execFileSync('sha256sum', ['-c', SUMS], { cwd: dir, encoding: 'utf8' });
    expect(
      out
        .trim()
        .split('\n')
        .every((l) => l.endsWith(': OK')),
    ).toBe(true);
  });

  it('the zip passes `unzip -t` (every CRC checked) and holds each file, stored, byte for byte, in order', () => {
    const files = releaseFiles(hostile);
    const dir = mkdtempSync(join(tmpdir(), 'zip-'));
    const zipPath = join(dir, ZIP);
    writeFileSync(zipPath, files.find((f) => f.name === ZIP)!.bytes);
    const tested = execFileSync('unzip', ['-t', zipPath], { encoding: 'utf8' });
    expect(tested).toMatch(/No errors detected in compressed data/);
    // One folder named after the release: the files, then that folder's own SHA256SUMS.
    const folder = `${hostile.release.id}/`;
    const inZip = files.filter((f) => f.name !== ZIP && f.name !== SUMS);
    expect(execFileSync('unzip', ['-Z1', zipPath], { encoding: 'utf8' }).trim().split('\n')).toEqual([
      ...inZip.map((f) => `${folder}${f.name}`),
      `${folder}${SUMS}`,
    ]);
    // -v lists each entry's method: all "Stored" (no deflate, whose bytes vary between zlib versions).
    const methods = execFileSync('unzip', ['-v', zipPath], { encoding: 'utf8' }).match(/\b(Stored|Defl:\w)\b/g);
    expect(methods).toEqual([...inZip, SUMS].map(() => 'Stored'));
    for (const f of inZip)
      expect(new Uint8Array(execFileSync('unzip', ['-p', zipPath, `${folder}${f.name}`])), f.name).toEqual(f.bytes);
  });

  it('a corrupted zip fails `unzip -t`, so the check above can fail', () => {
    const files = releaseFiles(hostile);
    const zip = Uint8Array.from(files.find((f) => f.name === ZIP)!.bytes);
    // A byte of the first file's data (after its 30-byte header and name): its CRC no longer matches.
    zip[30 + new TextEncoder().encode(`${hostile.release.id}/${files[0].name}`).length + 1] ^= 0xff;
    const dir = mkdtempSync(join(tmpdir(), 'zip-bad-'));
    writeFileSync(join(dir, ZIP), zip);
    expect(() => execFileSync('unzip', ['-t', join(dir, ZIP)], { stdio: 'pipe' })).toThrow();
  });

  it('CRC-32 gives the standard check value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('the zip unpacks into one folder named after the release, where `sha256sum -c SHA256SUMS` passes (real unzip)', () => {
    const files = releaseFiles(real);
    const dir = mkdtempSync(join(tmpdir(), 'unzip-'));
    writeFileSync(join(dir, ZIP), files.find((f) => f.name === ZIP)!.bytes);
    execFileSync('unzip', ['-q', ZIP], { cwd: dir });
    expect(readdirSync(dir).sort()).toEqual([ZIP, real.release.id].sort());
    const folder = join(dir, real.release.id);
    expect(readdirSync(folder).sort()).toEqual(
      [
        'index.csv',
        'configurations.csv',
        'grid.csv',
        'hardware.csv',
        'mlperf-inference-v5.1.csv',
        'mlperf-inference-v4.1.csv',
        'ml-energy-v2.csv',
        DATAPACKAGE,
        'README.txt',
        CFF,
        SUMS,
      ].sort(),
    );
    const out = execFileSync('sha256sum', ['-c', SUMS], { cwd: folder, encoding: 'utf8' });
    expect(out.trim().split('\n')).toHaveLength(10);
    expect(
      out
        .trim()
        .split('\n')
        .every((l) => l.endsWith(': OK')),
    ).toBe(true);
    // The folder's CITATION.cff is this release's, with its preferred citation.
    const cff = parseYaml(readFileSync(join(folder, CFF), 'utf8'));
    expect(cff.version).toBe(real.release.id);
    expect(cff['preferred-citation'].version).toBe(real.release.id);
  });

  it('the same data give the same bytes (no clock), and the routes list every file', () => {
    const again = load('data');
    const a = releaseFiles(real);
    const b = releaseFiles(again);
    expect(b.map((f) => sha256Hex(f.bytes))).toEqual(a.map((f) => sha256Hex(f.bytes)));
    expect(releaseFileNames(real)).toEqual(a.map((f) => f.name));
  });
});

describe('a source under any open licence: the licence travels to the release files (fixture change of real data)', () => {
  // ML.ENERGY v3 restated as BSD-3-Clause, as Argonne's LLM-Inference-Bench results are published.
  const l = loadDataDir('data');
  const bsd = <T extends { name: string; licence: string }>(s: T): T =>
    s.name === l.index.release.sources[0].name ? { ...s, licence: 'BSD-3-Clause' } : s;
  const index = { ...l.index, release: { ...l.index.release, sources: l.index.release.sources.map(bsd) } };
  const sources = l.sources && {
    ...l.sources,
    sources: { ...l.sources.sources, sources: l.sources.sources.sources.map(bsd) },
  };
  const d = buildDataset(index, l.grid, l.hardware, undefined, sources);
  const files = new Map(
    releaseFiles(d)
      .filter((f) => [DATAPACKAGE, README, CFF].includes(f.name))
      .map((f) => [f.name, text(f)]),
  );
  const BSD = {
    name: 'BSD-3-Clause',
    title: 'BSD 3-Clause License',
    path: 'https://opensource.org/license/bsd-3-clause',
  };

  it('datapackage.json lists it with its address, and on the tables of that source', () => {
    const pkg = JSON.parse(files.get(DATAPACKAGE)!);
    expect(pkg.licenses).toContainEqual(BSD);
    const index = pkg.resources.find((r: { name: string }) => r.name === 'index');
    expect(index.licenses).toContainEqual(BSD);
  });
  it('README.txt names it for each file of that source, and CITATION.cff carries the id', () => {
    expect(files.get(README)).toMatch(
      /^index\.csv: BSD-3-Clause \(https:\/\/opensource\.org\/license\/bsd-3-clause\)/m,
    );
    expect(parseYaml(files.get(CFF)!).license).toContain('BSD-3-Clause');
  });
});
