// npm run bench [-- --sizes real,100000,1000000] [--builds real,10x,100x] [--lighthouse real|none]
//   [--json ...] [--keep]
// npm run bench -- --releases <n>: only the builds of a synthetic history of n releases (re-measured as campaigns,
//   and spread over every chart), into bench-results/releases.json (scripts/lib/bench-releases.ts).
//
// One table, and the same figures as JSON:
// - pipeline: validation, then identity check + selection, throughput and peak memory, on the real
//   data and on synthetic rows (--sizes; "none" skips). Each size runs in its own process, so peak
//   memory (max RSS) is that size's alone.
// - build: the full build (validate + astro build) on the real data and on synthetic data folders at
//   10x and 100x the real rows, models scaled with them (--builds; "none" skips), each into a
//   temporary folder; seconds, pages, dist size, and how the time grows per 10x rows.
// - pages: bytes each page transfers with gzip, and its JavaScript, on every build (real, 10x, 100x; or
//   dist/ when builds are skipped). Rows a page loads on demand (tasks/<task>/rows.json) are not counted.
// - hosts: each build's file count, total bytes and largest file, and which static hosts' published limits
//   (src/lib/hosts/limits.ts) it fits. The real data is built a second time with REDIRECTS=file (the moved
//   addresses as `_redirects` rules, no small pages: the build for Cloudflare Pages or Netlify), so both are here.
// - lighthouse: mobile Lighthouse (median of 5) on home, a task page, its configurations page, a model page,
//   /check/, /calculator/, a glossary page, a release page, a figure page, /compare/, /contribute/ and a plain-HTML
//   page holding the home page's table (kept as scripts/fixtures/plain-table.html), on the real-data build
//   (--lighthouse none skips); home and the plain page also with applied throttling, where the document streams in
//   as on a phone.
// Synthetic data: scripts/lib/synthetic.ts (the real rows first, then copies under new model names; the
// other files of data/, the archived releases included, as they are).
// --keep leaves the temporary data and build folders in place (their path is in the log).
// bench-results/bench.md (--md) holds the same figures as tables; --md-only rewrites it from the JSON.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadDataDir } from '../src/lib/node/read-data.ts';
import { validateAll } from '../src/lib/validate/data-files.ts';
import { buildDataset } from '../src/lib/core/dataset.ts';
import { REFERENCE_ROW_ID } from '../src/lib/core/reference-row.ts';
import { pageWeight } from './lib/page-weight.ts';
import { lcpRatios, runLighthouse } from './lib/lighthouse.ts';
import { runReleasesBench } from './lib/bench-releases.ts';
import { astroBuild, timedNode } from './lib/timed-build.ts';
import { sizeRows, syntheticIndex, writeSyntheticDataDir } from './lib/synthetic.ts';
import { MiB, buildFootprint, hostRows, searchIndexSize } from './lib/footprint.ts';
import { benchMarkdown, type BenchJson } from './lib/bench-markdown.ts';
import { HOST_LIMITS } from '../src/lib/hosts/limits.ts';
import type { RedirectsMode } from '../src/lib/redirects/mode.ts';
import { argsOr, exitWith } from './lib/cli.ts';

const USAGE =
  'usage: npm run bench [-- --sizes real,100000,1000000] [--builds real,10x,100x] [--lighthouse real|none] [--keep]; ' +
  'npm run bench -- --releases <n> [--keep]';

const { values } = argsOr(
  {
    options: {
      size: { type: 'string' },
      sizes: { type: 'string', default: 'real,100000,1000000' },
      builds: { type: 'string', default: 'real,10x,100x' },
      json: { type: 'string', default: 'bench-results/bench.json' },
      keep: { type: 'boolean', default: false },
      lighthouse: { type: 'string', default: 'real' },
      md: { type: 'string', default: 'bench-results/bench.md' },
      'md-only': { type: 'boolean', default: false },
      releases: { type: 'string' },
    },
  },
  (why) => exitWith(2, `bench: ${why}`, USAGE),
);
const DATA = 'data';
const list = (s: string) => (s === 'none' || s === '' ? [] : s.split(','));

/** In a child process: validation and selection on one size. */
function measurePipeline(size: string) {
  const data = loadDataDir(DATA);
  const n = sizeRows(size, data.index.rows.length);
  const index = size === 'real' ? data.index : syntheticIndex(data.index, n);
  globalThis.gc?.();
  const load = loadavg()[0];
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const report = validateAll({
    index: { file: 'index.json', value: index },
    hardware: { file: 'hardware.json', value: data.hardware },
  });
  if (report.errors.length) throw new Error(report.errors.slice(0, 5).join('\n'));
  const t1 = performance.now();
  const d = buildDataset(report.index!, data.grid, data.hardware);
  const t2 = performance.now();
  const cpu = process.cpuUsage(cpu0);
  return {
    size,
    rows: n,
    validate_s: (t1 - t0) / 1000,
    identity_and_select_s: (t2 - t1) / 1000,
    total_s: (t2 - t0) / 1000,
    // CPU seconds (user + system, the garbage collector's threads included) are the work done; wall seconds
    // also count waiting for a core when other processes share the machine (load: 1-minute average before).
    cpu_s: +((cpu.user + cpu.system) / 1e6).toFixed(2),
    load_avg_1min_before: +load.toFixed(2),
    rows_per_s: Math.round(n / ((t2 - t0) / 1000)),
    selected: d.selected.length,
    peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}

/** The full build (validate + astro build) on one size, into a temporary folder. */
function measureBuild(
  size: string,
  work: string,
  realIndex: ReturnType<typeof loadDataDir>['index'],
  redirects: RedirectsMode = 'pages',
) {
  const rows = sizeRows(size, realIndex.rows.length);
  const t0 = performance.now();
  const index = size === 'real' ? realIndex : syntheticIndex(realIndex, rows);
  const models = new Set(index.rows.map((r) => r.model)).size;
  const dataDir = size === 'real' ? DATA : join(work, `data-${size}`);
  if (size !== 'real') writeSyntheticDataDir(dataDir, DATA, index);
  const prepare_s = (performance.now() - t0) / 1000;
  const outDir = join(work, redirects === 'pages' ? `dist-${size}` : `dist-${size}-redirects-${redirects}`);
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    ASTRO_TELEMETRY_DISABLED: '1',
    REDIRECTS: redirects,
  };
  const load_before = +loadavg()[0].toFixed(2);
  const validate = timedNode(['scripts/validate.ts', '--data', dataDir], env);
  const astro = timedNode(astroBuild(outDir), env);
  const footprint = buildFootprint(outDir);
  const result = {
    size,
    redirects,
    rows,
    models,
    prepare_data_s: +prepare_s.toFixed(2),
    validate_s: +validate.seconds.toFixed(2),
    astro_build_s: +astro.seconds.toFixed(2),
    build_s: +(validate.seconds + astro.seconds).toFixed(2),
    build_cpu_s:
      validate.cpu_seconds === null || astro.cpu_seconds === null
        ? null
        : +(validate.cpu_seconds + astro.cpu_seconds).toFixed(2),
    load_avg_1min_before: load_before,
    pages: readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).length,
    files: footprint.files,
    dist_bytes: footprint.bytes,
    peak_rss_mb: astro.peak_rss_mb,
    footprint,
    search_index: searchIndexSize(outDir),
    outDir,
  };
  if (dataDir !== DATA && !values.keep) rmSync(dataDir, { recursive: true, force: true });
  return result;
}

type Build = ReturnType<typeof measureBuild>;

/** Growth per 10x rows from the build before: (t2/t1)^(1/log10(n2/n1)); 10 means linear. Null for the first. */
function perTenX(before: Build | undefined, b: Build, key: 'build_s' | 'build_cpu_s'): number | null {
  const [t1, t2] = [before?.[key], b[key]];
  return before && t1 != null && t2 != null
    ? +Math.pow(t2 / t1, 1 / Math.log10(b.rows / before.rows)).toFixed(2)
    : null;
}

/** A build as bench.json holds it: its growth from the build before, and no temporary folder. */
const buildOut = (b: Build, before?: Build) => ({
  ...b,
  time_ratio_per_10x_rows: perTenX(before, b, 'build_s'),
  cpu_ratio_per_10x_rows: perTenX(before, b, 'build_cpu_s'),
  outDir: undefined,
});

/**
 * The pages measured: `weigh`, their bytes with gzip on every build; `lighthouse`, their scores on the real build
 * (the reader's pages, and the release's own: its page, a figure page).
 */
const measuredPages = (releaseId: string) => [
  { label: 'home', path: '', weigh: true, lighthouse: true },
  { label: 'task page', path: 'tasks/lm-arena-chat/', weigh: true, lighthouse: true },
  { label: 'configurations page', path: 'tasks/lm-arena-chat/configurations/', weigh: true, lighthouse: true },
  { label: 'model page', path: 'models/qwen-qwen3-32b/', weigh: true, lighthouse: true },
  { label: 'claim checker', path: 'check/', weigh: true, lighthouse: true },
  { label: 'calculator', path: 'calculator/', weigh: true, lighthouse: true },
  { label: 'glossary page', path: 'glossary/energy-per-token/', weigh: true, lighthouse: true },
  { label: 'gpu page', path: 'gpus/b200/', weigh: true, lighthouse: false },
  { label: 'methodology', path: 'methodology/', weigh: true, lighthouse: false },
  { label: 'release page', path: `releases/${releaseId}/`, weigh: false, lighthouse: true },
  { label: 'figure page', path: `releases/${releaseId}/rows/${REFERENCE_ROW_ID}/`, weigh: false, lighthouse: true },
  { label: 'compare', path: `compare/?a=${REFERENCE_ROW_ID}`, weigh: false, lighthouse: true },
  { label: 'contribute', path: 'contribute/', weigh: false, lighthouse: true },
  { label: 'search page', path: 'search/', weigh: false, lighthouse: true },
  { label: 'published figure', path: 'published/google-gemini-apps-2025/', weigh: false, lighthouse: true },
  { label: 'downloads', path: 'downloads/', weigh: false, lighthouse: true },
];

if (values.releases) {
  runReleasesBench(Number(values.releases), DATA, values.keep!);
} else if (values['md-only']) {
  const json = JSON.parse(readFileSync(values.json!, 'utf8')) as BenchJson;
  writeFileSync(values.md!, benchMarkdown(json));
  console.log(`bench: wrote ${values.md} from ${values.json}`);
} else if (values.size) {
  console.log(JSON.stringify(measurePipeline(values.size)));
} else {
  const pipeline = [];
  for (const size of list(values.sizes!)) {
    const child = spawnSync(
      process.execPath,
      ['--expose-gc', '--max-old-space-size=6144', import.meta.filename, '--size', size],
      { encoding: 'utf8' },
    );
    if (child.status !== 0) {
      console.error(child.stderr);
      process.exit(1);
    }
    pipeline.push(JSON.parse(child.stdout.trim().split('\n').pop()!));
    console.error(`bench: pipeline ${size} done`);
  }

  const work = mkdtempSync(join(tmpdir(), 'bench-build-'));
  const builds: Build[] = [];
  const redirectsFileBuilds: ReturnType<typeof buildOut>[] = [];
  const realIndex = loadDataDir(DATA).index;
  const measured = measuredPages(realIndex.release.id);
  const weigh = (dist: string, size: string) =>
    measured
      .filter((p) => p.weigh && existsSync(join(dist, p.path, 'index.html')))
      .map((p) => ({ size, label: p.label, ...pageWeight(dist, p.path) }));
  const pages: ReturnType<typeof weigh> = [];
  for (const size of list(values.builds!)) {
    const b = measureBuild(size, work, realIndex);
    builds.push(b);
    console.error(`bench: build ${size} done in ${b.build_s} s`);
    pages.push(...weigh(b.outDir, size));
    // The real data again for a host applying _redirects (REDIRECTS=file): its files and bytes on the hosts.
    if (size === 'real') {
      const f = measureBuild(size, work, realIndex, 'file');
      redirectsFileBuilds.push(buildOut(f));
      rmSync(f.outDir, { recursive: true, force: true });
      console.error(`bench: build ${size} with REDIRECTS=file done in ${f.build_s} s`);
    }
    // Each build's pages are weighed as soon as it is done, so only one synthetic build is on disk at a time.
    if (size !== 'real' && !values.keep) rmSync(b.outDir, { recursive: true, force: true });
  }
  const buildsOut = builds.map((b, i) => buildOut(b, builds[i - 1]));

  // Without builds: dist/ (run `npm run build` first).
  const realBuild = builds.find((b) => b.size === 'real');
  const dist = realBuild ? realBuild.outDir : existsSync('dist/index.html') ? 'dist' : null;
  if (!realBuild && dist) pages.push(...weigh(dist, 'dist'));
  const scored = measured.filter((p) => p.lighthouse);
  const lighthouse = dist && values.lighthouse === 'real' ? await runLighthouse(dist, scored) : [];
  const distFootprint = dist ? buildFootprint(dist) : null;
  const distSize = distFootprint?.bytes ?? 0;
  const hosts = [
    ...builds.flatMap((b) => hostRows(b.size, b.footprint)),
    ...redirectsFileBuilds.flatMap((b) => hostRows(`${b.size}, REDIRECTS=file`, b.footprint)),
    ...(!realBuild && distFootprint ? hostRows('dist', distFootprint) : []),
  ];
  if (values.keep) console.error(`bench: kept the data and build folders in ${work}`);
  else rmSync(work, { recursive: true, force: true });

  const mb = (n: number) => +(n / 1024 / 1024).toFixed(2);
  const kb = (n: number) => +(n / 1024).toFixed(1);
  const table = [
    ...pipeline.map((p) => ({
      measure: 'validate + select',
      data: p.size,
      rows: p.rows,
      seconds: +p.total_s.toFixed(3),
      'CPU s': p.cpu_s,
      load: p.load_avg_1min_before,
      'rows/s': p.rows_per_s,
      'peak MB': p.peak_rss_mb,
    })),
    ...[...buildsOut, ...redirectsFileBuilds].map((b) => ({
      measure: `full build${b.redirects === 'file' ? ', REDIRECTS=file' : ''}`,
      data: b.size,
      rows: b.rows,
      models: b.models,
      seconds: b.build_s,
      'per 10x rows': b.time_ratio_per_10x_rows ?? '',
      'CPU s': b.build_cpu_s ?? '',
      'CPU per 10x': b.cpu_ratio_per_10x_rows ?? '',
      load: b.load_avg_1min_before,
      pages: b.pages,
      files: b.files,
      'dist MB': mb(b.dist_bytes),
      'search index': `${b.search_index.files} files, ${mb(b.search_index.bytes)} MB`,
      'peak MB': b.peak_rss_mb ?? '',
    })),
    ...pages.map((p) => ({
      measure: `page: ${p.label}`,
      data: `${p.size} /${p.page}`,
      'gzip KB': kb(p.total_gzip_bytes),
      'JS gzip KB': kb(p.js_gzip_bytes),
    })),
  ];
  console.table(table);
  if (lighthouse.length) {
    console.table(lighthouse);
    for (const line of lcpRatios(lighthouse)) console.log(line);
  }
  if (hosts.length) console.table(hosts);
  if (dist) console.log(`dist (real data): ${mb(distSize)} MB`);

  const json = {
    machine: {
      cpus: cpus().length,
      cpu_model: cpus()[0]?.model ?? null,
      memory_gb: +(totalmem() / 2 ** 30).toFixed(1),
      node: process.version,
    },
    pipeline,
    builds: buildsOut,
    builds_redirects_file: redirectsFileBuilds,
    load_avg_1min_at_end: +loadavg()[0].toFixed(2),
    pages,
    lighthouse,
    dist_bytes: distSize,
    table,
    hosts,
    host_limits: HOST_LIMITS.map((h) => ({
      host: h.host,
      'max files': h.maxFiles ?? 'none stated',
      'max file MiB': +(h.maxFileBytes / MiB).toFixed(0),
      'max site bytes': h.maxSiteBytes ?? 'none stated',
      source: h.source,
    })),
  };
  mkdirSync(dirname(values.json!), { recursive: true });
  writeFileSync(values.json!, `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(values.md!, benchMarkdown(json));
  console.log(`bench: wrote ${values.json} and ${values.md}`);
}
