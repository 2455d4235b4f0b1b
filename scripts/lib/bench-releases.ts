// npm run bench -- --releases <n>: the whole site built for a synthetic history of n releases
// (scripts/lib/synthetic-releases.ts: data/'s release last, each earlier one a tenth of its rows apart), and what
// it puts on a static host: {"releases", "files", "bytes"}, the figure pages, the small pages leading to a
// figure version's page, the cards, and each host's limits it breaks (src/lib/hosts/limits.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadDataDir } from '../../src/lib/node/read-data.ts';
import { HOST_LIMITS, limitsBroken } from '../../src/lib/hosts/limits.ts';
import { buildFootprint } from './footprint.ts';
import { writeSyntheticHistory } from './synthetic-releases.ts';

export function benchReleases(n: number, dataDir: string, keep: boolean) {
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`bench: --releases: expected a whole number of releases, got ${n}`);
  const work = mkdtempSync(join(tmpdir(), 'bench-releases-'));
  const releasesDir = join(work, 'releases');
  writeSyntheticHistory(releasesDir, dataDir, loadDataDir(dataDir).index, n);
  const outDir = join(work, 'dist');
  const env = { ...process.env, DATA_DIR: dataDir, RELEASES_DIR: releasesDir, ASTRO_TELEMETRY_DISABLED: '1' };
  const t0 = performance.now();
  const astro = spawnSync(
    process.execPath,
    ['--max-old-space-size=6144', '--max-semi-space-size=64', 'node_modules/astro/bin/astro.mjs', 'build'].concat([
      '--outDir',
      outDir,
      '--silent',
    ]),
    { env, encoding: 'utf8', maxBuffer: 1 << 30 },
  );
  if (astro.status !== 0) throw new Error(`bench: the build of ${n} releases failed:\n${astro.stderr.slice(-8000)}`);
  const build_s = +((performance.now() - t0) / 1000).toFixed(1);
  const footprint = buildFootprint(outDir);
  // What the figure pages of all releases came to: a page per figure version, a small page per other address.
  let figurePages = 0;
  let movedPages = 0;
  let cards = 0;
  for (const e of readdirSync(join(outDir, 'releases'), { withFileTypes: true, recursive: true })) {
    if (!e.isFile() || !/\/rows\/[^/]+$/.test(e.parentPath)) continue;
    if (e.name === 'card.png') cards++;
    else if (e.name === 'index.html') {
      if (readFileSync(join(e.parentPath, e.name), 'utf8').includes('http-equiv="refresh"')) movedPages++;
      else figurePages++;
    }
  }
  if (keep) console.error(`bench: kept the synthetic releases and their build in ${work}`);
  else rmSync(work, { recursive: true, force: true });
  return {
    releases: n,
    files: footprint.files,
    bytes: footprint.bytes,
    build_s,
    figure_pages: figurePages,
    pages_leading_to_a_figure_version: movedPages,
    figure_cards: cards,
    largest: footprint.largest,
    hosts: HOST_LIMITS.map((h) => ({ host: h.host, broken: limitsBroken(footprint, h) })),
  };
}
