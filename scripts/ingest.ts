// npm run ingest -- <upstream folder> [--out data] [--release-id ID] [--published <figures.json>]
// Converts the upstream sources into data/index.json, data/grid.json and data/hardware.json, and the
// published figures (by default ../published-figures/figures.json beside the upstream folder) into
// data/published-figures.json.
// Deterministic: the same input gives the same bytes (no clock, sorted where order is not upstream's).
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatJson } from '../src/lib/text/json-format.ts';
import { ingestLeaderboard } from './lib/ingest-leaderboard.ts';
import { ingestGrid } from './lib/ingest-grid.ts';
import { ingestHardware } from './lib/ingest-hardware.ts';
import type { IndexFile } from '../src/lib/core/schemas/index-file.ts';
import { validateAll } from '../src/lib/validate/validate-all.ts';
import { ingestMlperf } from './lib/ingest-mlperf.ts';
import { ingestLeaderboardV2 } from './lib/ingest-leaderboard-v2.ts';
import { sourceRecords } from './lib/source-records.ts';
import type { SourceRecord } from '../src/lib/core/schemas/sources.ts';
import { SOURCE_FILES } from '../src/lib/node/read-data.ts';
import { readFileSync } from 'node:fs';
import { ingestPublished } from './lib/ingest-published.ts';
import { PUBLISHED_FILE } from '../src/lib/validate/published.ts';

/** This release: its id and date, and what it changed (a new release changes these three lines). */
const RELEASE = {
  id: '2026-12-01',
  date: '2026-12-01',
  notes:
    'Adds two sources beside ML.ENERGY v3, each in its own tables and never ranked with another: MLPerf Inference v4.1 and v5.1 (whole system at the wall, 13 runs on 8x H200 and 8x B200 servers) and ML.ENERGY Leaderboard v2 (GPU board, 314 settings on A100 40GB and H100, not checkable). Every row now names its source. ML.ENERGY v3 rows unchanged.',
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: 'data' },
    'release-id': { type: 'string' },
    published: { type: 'string' },
  },
});
const upstream = positionals[0];
if (!upstream) fail('usage: npm run ingest -- <upstream folder> [--out data] [--release-id ID]');
for (const sub of [
  'ml-energy-leaderboard-v3',
  'ember-yearly-electricity',
  'hardware',
  'mlperf-inference',
  'ml-energy-leaderboard-v2',
]) {
  if (!existsSync(join(upstream, sub)))
    fail(
      `ingest: ${resolve(upstream, sub)} not found: expected the upstream folder (see ../shared/upstream/README.md)`,
    );
}

const board = ingestLeaderboard(join(upstream, 'ml-energy-leaderboard-v3'));
const mlperf = ingestMlperf(join(upstream, 'mlperf-inference'));
const v2 = ingestLeaderboardV2(join(upstream, 'ml-energy-leaderboard-v2'));
const hardware = ingestHardware(join(upstream, 'hardware'), mlperf.systems);
const firstWord = (path: string) => readFileSync(path, 'utf8').trim().split(/\s+/)[0];
// Contributed sources (added by `npm run add-source`) have no upstream folder: a re-ingest keeps their
// records from the output folder's sources.json, after the upstream sources, and leaves contributed.json as it is.
const contributedPath = join(values.out!, SOURCE_FILES.contributed);
const contributed = existsSync(contributedPath) ? readJson(contributedPath) : undefined;
const sources = {
  sources: [
    ...sourceRecords(
      {
        mlperf: {
          'v4.1': firstWord(join(upstream, 'mlperf-inference', 'v4.1', 'COMMIT')),
          'v5.1': firstWord(join(upstream, 'mlperf-inference', 'v5.1', 'COMMIT')),
        },
        v2: firstWord(join(upstream, 'ml-energy-leaderboard-v2', 'COMMIT')),
      },
      mlperf.file.rows,
    ),
    ...contributedRecords(join(values.out!, SOURCE_FILES.sources)),
  ],
};
const publishedPath = values.published ?? join(upstream, '..', 'published-figures', 'figures.json');
if (!existsSync(publishedPath))
  fail(
    `ingest: ${resolve(publishedPath)} not found: expected the published figures (see ../shared/published-figures/README.md)`,
  );
const published = ingestPublished(publishedPath);
const grid = ingestGrid(join(upstream, 'ember-yearly-electricity'));
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

// Nothing wrong is written: validate what we are about to commit, with the same code as the build.
const report = validateAll(
  {
    index: { file: 'index.json', value: index },
    grid: { file: 'grid.json', value: grid },
    hardware: { file: 'hardware.json', value: hardware },
  },
  {
    sources: { file: SOURCE_FILES.sources, value: sources },
    mlperf: { file: SOURCE_FILES.mlperf, value: mlperf.file },
    v2: { file: SOURCE_FILES.v2, value: v2 },
    ...(contributed === undefined ? {} : { contributed: { file: SOURCE_FILES.contributed, value: contributed } }),
  },
);
if (report.errors.length) fail(`ingest produced invalid data:\n${report.errors.join('\n')}`);

mkdirSync(values.out!, { recursive: true });
for (const [name, value] of [
  ['index.json', index],
  ['grid.json', grid],
  ['hardware.json', hardware],
  [SOURCE_FILES.sources, sources],
  [SOURCE_FILES.mlperf, mlperf.file],
  [SOURCE_FILES.v2, v2],
  [PUBLISHED_FILE, published],
] as const) {
  writeFileSync(join(values.out!, name), `${formatJson(value)}\n`);
}
console.log(
  `ingest: wrote ${index.rows.length} ML.ENERGY v3 rows, ${mlperf.file.rows.length} MLPerf rows, ${v2.rows.length} ML.ENERGY v2 rows, ${grid.entities.length} grid entities, ${hardware.accelerators.length} accelerators, ${published.figures.length} published figures to ${values.out}/`,
);
for (const note of report.notes) console.log(`note: ${note}`);

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The contributed records of an existing sources.json (validated below with everything else). */
function contributedRecords(path: string): SourceRecord[] {
  if (!existsSync(path)) return [];
  const value = readJson(path) as { sources?: { kind?: unknown }[] };
  return (value.sources ?? []).filter((s) => s.kind === 'contributed') as SourceRecord[];
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
