// npm run bench [-- --sizes 100000,1000000] [--json bench-results/pipeline.json]
// Validation + identity check + selection throughput and peak memory, on the real data and on
// synthetic data made by replicating the real rows under new model names. Each size runs in its own
// process so peak memory (max RSS) is that size's alone.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { loadDataDir } from '../src/lib/node/read-data.ts';
import { validateAll } from '../src/lib/validate/validate-all.ts';
import { buildDataset } from '../src/lib/dataset.ts';
import type { IndexFile } from '../src/lib/schemas/index-file.ts';
import { distBytes, pageWeight } from './lib/page-weight.ts';
import { existsSync } from 'node:fs';

const { values } = parseArgs({ options: { size: { type: 'string' }, sizes: { type: 'string', default: 'real,100000,1000000' }, json: { type: 'string', default: 'bench-results/pipeline.json' } } });

/** Real rows, replicated with distinct model names (and so distinct ids) up to n rows. */
function synthetic(index: IndexFile, n: number): IndexFile {
  const rows = [];
  for (let i = 0; rows.length < n; i++) {
    for (const r of index.rows) {
      if (rows.length === n) break;
      rows.push({ ...r, model: `${r.model}-s${i}`, id: `${r.id}.s${i}` });
    }
  }
  return { ...index, rows };
}

function measure(label: string) {
  const data = loadDataDir('data');
  const index = label === 'real' ? data.index : synthetic(data.index, Number(label));
  globalThis.gc?.();
  const t0 = performance.now();
  const report = validateAll({ index: { file: 'index.json', value: index }, hardware: { file: 'hardware.json', value: data.hardware } });
  if (report.errors.length) throw new Error(report.errors.slice(0, 5).join('\n'));
  const t1 = performance.now();
  const d = buildDataset(report.index!, data.grid, data.hardware);
  const t2 = performance.now();
  const rows = index.rows.length;
  return { label, rows, validate_s: (t1 - t0) / 1000, identity_and_select_s: (t2 - t1) / 1000, total_s: (t2 - t0) / 1000, rows_per_s: Math.round(rows / ((t2 - t0) / 1000)), selected: d.selected.length, peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024) };
}

if (values.size) {
  console.log(JSON.stringify(measure(values.size)));
} else {
  const results = [];
  for (const size of values.sizes!.split(',')) {
    const child = spawnSync(process.execPath, ['--expose-gc', '--max-old-space-size=6144', import.meta.filename, '--size', size], { encoding: 'utf8' });
    if (child.status !== 0) {
      console.error(child.stderr);
      process.exit(1);
    }
    results.push(JSON.parse(child.stdout.trim().split('\n').pop()!));
  }
  console.table(results);
  // Page weights of the built site (run `npm run build` first): budget 100 KB gzip per page, 20 KB of JS.
  const pages = existsSync('dist/index.html') ? ['', 'tasks/lm-arena-chat', 'models/qwen-qwen3-32b', 'gpus/b200', 'methodology', 'glossary/energy-per-token'].filter((p) => existsSync(`dist/${p}/index.html`)).map((p) => pageWeight('dist', p)) : [];
  if (pages.length) console.table(pages.map((p) => ({ page: `/${p.page}`, total_kb_gzip: +(p.total_gzip_bytes / 1024).toFixed(1), js_kb_gzip: +(p.js_gzip_bytes / 1024).toFixed(1), foreign: p.foreign_references.length })));
  const dist = existsSync('dist') ? distBytes('dist') : 0;
  if (dist) console.log(`dist/: ${(dist / 1024 / 1024).toFixed(2)} MB`);
  mkdirSync(dirname(values.json!), { recursive: true });
  writeFileSync(values.json!, `${JSON.stringify({ machine: { cpus: (await import('node:os')).cpus().length, node: process.version }, pipeline: results, pages, dist_bytes: dist }, null, 2)}\n`);
  console.log(`bench: wrote ${values.json}`);
}
