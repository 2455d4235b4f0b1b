import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { loadDataset } from '../src/lib/node/read-data.ts';
import { allReleases } from '../src/lib/node/releases-load.ts';
import { releaseFiles } from '../src/lib/downloads/package.ts';
const { Package } = createRequire(import.meta.url)('datapackage');
const { dataset } = loadDataset('data');
for (const r of allReleases(dataset)) {
  const dir = mkdtempSync(join(tmpdir(), 'fl-'));
  for (const f of releaseFiles(r.dataset, 'https://gpu-energy-index.example/')) writeFileSync(join(dir, f.name), f.bytes);
  const pkg = await Package.load(join(dir, 'datapackage.json'), { strict: false });
  console.log(r.id, 'valid', pkg.valid, pkg.errors.map((e: Error) => e.message));
  for (const res of pkg.resources) {
    try {
      const rows = await res.read({ cast: true, integrity: true });
      console.log(' ', res.name, rows.length);
    } catch (e: any) {
      console.log(' ', res.name, 'ERR', e.message, (e.errors ?? []).slice(0, 3).map((x: Error) => x.message));
    }
  }
}
