// npm run bench -- --releases <n>: the whole site built for a synthetic history of n releases
// (scripts/lib/synthetic-releases.ts: data/'s release last, each earlier one a tenth of its rows apart), and what
// it puts on a static host: {"releases", "files", "bytes"}, the figure pages, the small pages leading to a
// figure version's page, the cards, the site search's index (files, bytes), and each host's limits it breaks
// (src/lib/hosts/limits.ts). Built twice: with the tenth re-measured as campaigns (whole models; the top-level
// figures) and spread over every chart (the worst case: `spread`). The history has no moved address, so a
// REDIRECTS=file build would be the same files.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDataDir } from '../../src/lib/node/read-data.ts';
import { HOST_LIMITS, limitsBroken } from '../../src/lib/hosts/limits.ts';
import { MiB, buildFootprint, hostRows, searchIndexSize } from './footprint.ts';
import { writeSyntheticHistory, type Churn } from './synthetic-releases.ts';
import { astroBuild, timedNode } from './timed-build.ts';

/** One build of a history of n releases with `churn`, in `work`: what it puts on a static host. */
function buildHistory(n: number, dataDir: string, work: string, churn: Churn, keep: boolean) {
  const releasesDir = join(work, `releases-${churn}`);
  writeSyntheticHistory(releasesDir, dataDir, loadDataDir(dataDir).index, n, churn);
  const env = { ...process.env, DATA_DIR: dataDir, RELEASES_DIR: releasesDir, ASTRO_TELEMETRY_DISABLED: '1' };
  const outDir = join(work, `dist-${churn}`);
  const build_s = +timedNode(astroBuild(outDir), env).seconds.toFixed(1);
  const footprint = buildFootprint(outDir);
  const searchIndex = searchIndexSize(outDir);
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
  // One build on disk at a time.
  if (!keep) rmSync(outDir, { recursive: true, force: true });
  return {
    releases: n,
    churn,
    files: footprint.files,
    bytes: footprint.bytes,
    build_s,
    figure_pages: figurePages,
    pages_leading_to_a_figure_version: movedPages,
    figure_cards: cards,
    search_index: searchIndex,
    largest: footprint.largest,
    hosts: HOST_LIMITS.map((h) => ({ host: h.host, broken: limitsBroken(footprint, h) })),
  };
}

/**
 * `npm run bench -- --releases <n>`: the history built with each churn (campaigns at the top level of the JSON, the
 * worst case under `spread`), their files and bytes and the hosts they fit, into bench-results/releases.json.
 */
export function runReleasesBench(n: number, dataDir: string, keep: boolean): void {
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`bench: --releases: expected a whole number of releases, got ${n}`);
  const work = mkdtempSync(join(tmpdir(), 'bench-releases-'));
  const both = [buildHistory(n, dataDir, work, 'campaigns', keep), buildHistory(n, dataDir, work, 'spread', keep)];
  if (keep) console.error(`bench: kept the synthetic releases and their builds in ${work}`);
  else rmSync(work, { recursive: true, force: true });
  const result = { ...both[0], spread: both[1] };
  console.table(
    both.map((r) => ({
      releases: r.releases,
      churn: r.churn,
      files: r.files,
      MiB: +(r.bytes / MiB).toFixed(1),
      'search index files': r.search_index.files,
      'search index MiB': +(r.search_index.bytes / MiB).toFixed(1),
    })),
  );
  console.table(both.flatMap((r) => hostRows(r.churn, r)));
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/releases.json', `${JSON.stringify(result, null, 2)}\n`);
  console.log('bench: wrote bench-results/releases.json');
}
