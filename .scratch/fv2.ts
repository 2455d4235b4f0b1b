import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
const { Package } = createRequire(import.meta.url)('datapackage');
const src = '/tmp/fl-src';
async function check(label: string, mutate: (files: Map<string, string>) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'fl-'));
  const files = new Map<string, string>();
  for (const n of ['datapackage.json', 'grid.csv']) files.set(n, readFileSync(join(src, n), 'utf8'));
  mutate(files);
  for (const [n, t] of files) writeFileSync(join(dir, n), t);
  const pkg = await Package.load(join(dir, 'datapackage.json'));
  const res = pkg.getResource('grid');
  try { await res.read({ cast: true, integrity: true }); console.log(label, 'no error'); }
  catch (e: any) { console.log(label, 'ERR', e.message, (e.errors ?? []).slice(0, 2).map((x: Error) => x.message)); }
}
await check('clean', () => {});
await check('text in number', (f) => f.set('grid.csv', f.get('grid.csv')!.replace(/\r\n([^\r]*?),(\d+(\.\d+)?)\r\n/, '\r\n$1,abc\r\n')));
await check('dup id', (f) => { const l = f.get('grid.csv')!.split('\r\n'); l.splice(2, 0, l[1]); f.set('grid.csv', l.join('\r\n')); });
await check('blank row', (f) => f.set('grid.csv', f.get('grid.csv')! + '\r\n'));
await check('hash', (f) => f.set('datapackage.json', f.get('datapackage.json')!.replace(/"hash": "sha256:[0-9a-f]{4}/, '"hash": "sha256:0000')));
