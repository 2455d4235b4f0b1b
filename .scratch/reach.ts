import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
const out = 'dist';
for (const id of ['2026-02-16', '2026-12-01']) {
  const html = readFileSync(join(out, 'releases', id, 'index.html'), 'utf8');
  const hrefs = new Set([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]));
  const all = readdirSync(join(out, 'releases', id), { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name !== 'card.png');
  const missing = all.map((e) => `/${relative(out, join(e.parentPath, e.name))}`.replace(/index\.html$/, '')).filter((p) => p !== `/releases/${id}/` && !hrefs.has(p));
  console.log(id, all.length, 'files; missing links:', missing.length, missing.slice(0, 5));
}
