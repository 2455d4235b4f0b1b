// Every release's datapackage.json as a Frictionless client reads it (real data: both releases): the
// Frictionless project's own JavaScript library (npm `datapackage`) validates the descriptor against the
// tabular-data-package profile and reads every resource with its Table Schema (types, required fields,
// primary key), with zero errors. Hashes and sizes are checked here too (that library version does not).
// A blank row added to a file is caught, so the check can fail.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDataset } from '../../../src/lib/node/read-data.ts';
import { allReleases } from '../../../src/lib/node/releases-load.ts';
import { releaseFiles } from '../../../src/lib/downloads/package.ts';
import { sha256Hex } from '../../../src/lib/checksums/hash.ts';

interface FlResource {
  name: string;
  descriptor: {
    path: string;
    bytes: number;
    hash: string;
    licenses?: { name?: string; path?: string; title?: string }[];
  };
  read(o: { cast: boolean }): Promise<unknown[][]>;
}
interface FlPackage {
  valid: boolean;
  errors: Error[];
  resources: FlResource[];
}
const { Package } = createRequire(import.meta.url)('datapackage') as {
  Package: { load(path: string): Promise<FlPackage> };
};

/** Write a release's files to a fresh folder and load its datapackage.json as a Frictionless client does. */
async function published(
  files: { name: string; bytes: Uint8Array }[],
  change?: (name: string, text: string) => string,
) {
  const dir = mkdtempSync(join(tmpdir(), 'frictionless-'));
  for (const f of files)
    writeFileSync(join(dir, f.name), change ? change(f.name, new TextDecoder().decode(f.bytes)) : f.bytes);
  return { dir, pkg: await Package.load(join(dir, 'datapackage.json')) };
}

/** Every error a Frictionless read reports, as text. */
async function problems(pkg: FlPackage, dir: string): Promise<string[]> {
  const out = pkg.errors.map((e) => `descriptor: ${e.message}`);
  for (const res of pkg.resources) {
    try {
      await res.read({ cast: true });
    } catch (e) {
      const err = e as Error & { errors?: Error[] };
      out.push(`${res.name}: ${err.message}`, ...(err.errors ?? []).map((x) => `${res.name}: ${x.message}`));
    }
    const bytes = readFileSync(join(dir, res.descriptor.path));
    if (bytes.length !== res.descriptor.bytes)
      out.push(`${res.name}: ${bytes.length} bytes, described ${res.descriptor.bytes}`);
    if (`sha256:${sha256Hex(bytes)}` !== res.descriptor.hash) out.push(`${res.name}: hash differs`);
    for (const l of res.descriptor.licenses ?? []) {
      const spdx = l.name !== undefined && /^https?:\/\//.test(l.path ?? '');
      const unstated = l.name === undefined && l.path === undefined && l.title === 'not stated by the source';
      if (!spdx && !unstated) out.push(`${res.name}: licence ${JSON.stringify(l)}`);
    }
  }
  return out;
}

describe('Frictionless validation of every release (real data)', () => {
  const { dataset } = loadDataset('data');
  for (const r of allReleases(dataset)) {
    it(`${r.id}: the descriptor and every resource, zero errors`, async () => {
      const files = releaseFiles(r.dataset);
      const { dir, pkg } = await published(files);
      expect(pkg.valid).toBe(true);
      expect(pkg.resources.length).toBeGreaterThan(3);
      expect(await problems(pkg, dir)).toEqual([]);
    });
  }
  for (const r of allReleases(dataset)) {
    it(`${r.id}: README.txt and datapackage.json mention only files the release publishes`, () => {
      const files = releaseFiles(r.dataset);
      const names = new Set(files.map((f) => f.name));
      for (const doc of ['README.txt', 'datapackage.json']) {
        const text = new TextDecoder().decode(files.find((f) => f.name === doc)!.bytes);
        // File names outside URLs: a word ending in a published file's extension, not preceded by "/".
        const mentioned = [...text.matchAll(/(?<![/\w.-])([a-z][\w.-]*\.(?:csv|json|txt|cff|zip))\b/g)].map(
          (m) => m[1],
        );
        expect(
          mentioned.filter((m) => !names.has(m)),
          `${r.id} ${doc}`,
        ).toEqual([]);
      }
    });
  }
  it('a blank row in a CSV is an error (the check can fail)', async () => {
    const files = releaseFiles(dataset);
    const { dir, pkg } = await published(files, (name, text) => (name === 'grid.csv' ? `${text}\r\n` : text));
    const found = await problems(pkg, dir);
    expect(found).toContain('grid: The row with 1 values does not match the 8 fields in the schema');
  });
});
