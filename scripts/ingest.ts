// npm run ingest [-- <upstream folder>] [--out data] [--release-id ID] [--published <figures.json>] [--snapshot <file>]
// Converts the pinned upstream files (`npm run fetch-upstream`, checked against data/upstream.lock.json) into data/,
// then rewrites the real-figures snapshot. Deterministic: no clock, sorted where order is not upstream's.
import { mkdirSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatJson } from '../src/lib/text/json-format.ts';
import { ingestLeaderboard } from './lib/ingest-leaderboard.ts';
import { ingestGrid } from './lib/ingest-grid.ts';
import { ingestHardware } from './lib/ingest-hardware.ts';
import type { IndexFile } from '../src/lib/core/schemas/index-file.ts';
import { ingestMlperf } from './lib/ingest-mlperf.ts';
import { ingestLeaderboardV2 } from './lib/ingest-leaderboard-v2.ts';
import { sourceRecords } from './lib/source-records.ts';
import type { SourceRecord } from '../src/lib/core/schemas/sources.ts';
import { DATA_FILES, readJsonFile, validateFolder } from '../src/lib/node/read-data.ts';
import { PUBLISHED_FILE, validatePublished } from '../src/lib/validate/data-files.ts';
import { SOURCE_FILES, type Named } from '../src/lib/validate/source-files.ts';
import { folderProblems, readLock, UPSTREAM_CACHE } from '../src/lib/node/upstream-lock.ts';
import { keptCopy, lockedCommit } from '../src/lib/upstream/lock.ts';
import { REAL_FIGURES_FILE, writeRealFigures } from './lib/real-figures.ts';
import { exitWith } from './lib/cli.ts';

/** This release: its id and date, and what it changed (a new release changes these three lines). */
const RELEASE = {
  id: '2026-12-01',
  date: '2026-12-01',
  notes:
    'Adds two sources beside ML.ENERGY v3, each in its own tables and never ranked with another: MLPerf Inference v4.1 and v5.1 (whole system at the wall, 13 runs on 8x H200 and 8x B200 servers) and ML.ENERGY Leaderboard v2 (GPU board, 314 settings on A100 40GB and H100, not checkable). Every row now names its source. ML.ENERGY v3 rows unchanged.',
};

/** The published figures as compiled for the index, each entry citing its publisher (docs/published-figures.md). */
const CURATED_PUBLISHED = 'data/curated/published-figures.json';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: 'data' },
    'release-id': { type: 'string' },
    published: { type: 'string' },
    snapshot: { type: 'string' },
  },
});
const upstream = positionals[0] ?? UPSTREAM_CACHE;
const lock = readLock();
// Only the pinned bytes are ingested: the commits credited below are then true of what was read.
const problems = folderProblems(lock, upstream);
if (problems.length)
  exitWith(
    1,
    `ingest: ${upstream} does not hold the files data/upstream.lock.json pins (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
      problems.slice(0, 10).join('\n') +
      (problems.length > 10 ? `\n... and ${problems.length - 10} more` : '') +
      (positionals[0] ? '' : '\nRun `npm run fetch-upstream` first: it fills and verifies the cache.'),
  );
const commit = (id: string) => lockedCommit(lock, id);

const board = ingestLeaderboard(join(upstream, 'ml-energy-leaderboard-v3'), commit('ml-energy-v3'));
const mlperf = ingestMlperf(join(upstream, 'mlperf-inference'), (round) => commit(`mlperf-inference-${round}`));
const v2 = ingestLeaderboardV2(join(upstream, 'ml-energy-leaderboard-v2'), commit('ml-energy-v2'));
const hardware = ingestHardware(dirname(keptCopy(lock, 'hardware/hardware.csv').kept_at), mlperf.systems);
// Contributed sources (`npm run add-source`) have no upstream folder: their rows and records are kept from the output
// folder's files (validated below with everything else).
const kept = (existingJson(SOURCE_FILES.sources)?.value as { sources?: SourceRecord[] } | undefined)?.sources ?? [];
const sources = {
  sources: [...sourceRecords(commit, mlperf.file.rows), ...kept.filter((s) => s.kind === 'contributed')],
};
// The curated published figures as compiled, in their order, written as the build's schema reads them.
const publishedFile = readJsonFile(values.published ?? CURATED_PUBLISHED);
const publishedCheck = publishedFile.named
  ? validatePublished(publishedFile.named)
  : { errors: [publishedFile.error!] };
const published =
  publishedCheck.data ?? exitWith(1, 'ingest: expected the published figures:', ...publishedCheck.errors);
const grid = ingestGrid(join(upstream, 'ember-yearly-electricity'), commit('ember'));
const index: IndexFile = {
  release: {
    id: values['release-id'] ?? RELEASE.id,
    date: RELEASE.date,
    title: 'GPU energy per LLM output token',
    notes: RELEASE.notes,
    boundary: 'board (GPU)',
    basis: 'measured',
    meter: 'Zeus (NVML GPU energy counters)',
    serving_stack: 'vLLM 0.11.1',
    hardware: Object.fromEntries(hardware.accelerators.flatMap((a) => a.aliases.map((alias) => [alias, a.name]))),
    // Credits: every source whose rows this release publishes.
    sources: sources.sources.map((s) => ({
      name: s.name,
      publisher: s.publisher,
      licence: s.licence,
      citation: s.citation,
      url: s.url,
      version: s.commit ?? s.version,
    })),
  },
  tasks: board.tasks,
  units: board.units,
  rows: board.rows,
};

// Nothing wrong is written: validate what we are about to commit, with the same code as the build. Contributed rows
// are kept from the output folder, not rewritten.
const written: Record<string, unknown> = {
  [DATA_FILES.index]: index,
  [DATA_FILES.grid]: grid,
  [DATA_FILES.hardware]: hardware,
  [SOURCE_FILES.sources]: sources,
  [SOURCE_FILES.mlperf]: mlperf.file,
  [SOURCE_FILES.v2]: v2,
  [PUBLISHED_FILE]: published,
};
const report = validateFolder((name) => (name in written ? { file: name, value: written[name] } : existingJson(name)));
if (report.errors.length) exitWith(1, `ingest produced invalid data:\n${report.errors.join('\n')}`);

mkdirSync(values.out!, { recursive: true });
for (const [file, value] of Object.entries(written)) writeFileSync(join(values.out!, file), `${formatJson(value)}\n`);
console.log(
  `ingest: wrote ${index.rows.length} ML.ENERGY v3 rows, ${mlperf.file.rows.length} MLPerf rows, ${v2.rows.length} ML.ENERGY v2 rows, ${grid.entities.length} grid entities, ${hardware.accelerators.length} accelerators, ${published.figures.length} published figures to ${values.out}/`,
);
for (const note of report.notes) console.log(`note: ${note}`);
// The snapshot follows data/ (a test holds it to data/); a copy written elsewhere leaves it alone unless asked.
const snapshot = values.snapshot ?? (resolve(values.out!) === resolve('data') ? REAL_FIGURES_FILE : undefined);
if (snapshot) {
  writeRealFigures(values.out!, snapshot);
  console.log(`ingest: wrote ${snapshot}: review its diff with the release`);
}

/** A file of the output folder as it is before this run, if it exists. */
function existingJson(name: string): Named | undefined {
  const path = join(values.out!, name);
  return existsSync(path) ? { file: name, value: JSON.parse(readFileSync(path, 'utf8')) } : undefined;
}
