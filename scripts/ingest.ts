// npm run ingest -- <upstream folder> [--out data] [--release-id ID]
// Converts the upstream sources into data/index.json, data/grid.json and data/hardware.json.
// Deterministic: the same input gives the same bytes (no clock, sorted where order is not upstream's).
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatJson } from '../src/lib/text/json-format.ts';
import { ingestLeaderboard, LEADERBOARD_COMMIT } from './lib/ingest-leaderboard.ts';
import { ingestGrid } from './lib/ingest-grid.ts';
import { ingestHardware } from './lib/ingest-hardware.ts';
import type { IndexFile } from '../src/lib/core/schemas/index-file.ts';
import { validateAll } from '../src/lib/validate/validate-all.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string', default: 'data' }, 'release-id': { type: 'string' } },
});
const upstream = positionals[0];
if (!upstream) fail('usage: npm run ingest -- <upstream folder> [--out data] [--release-id ID]');
for (const sub of ['ml-energy-leaderboard-v3', 'ember-yearly-electricity', 'hardware']) {
  if (!existsSync(join(upstream, sub)))
    fail(
      `ingest: ${resolve(upstream, sub)} not found: expected the upstream folder (see ../shared/upstream/README.md)`,
    );
}

const board = ingestLeaderboard(join(upstream, 'ml-energy-leaderboard-v3'));
const hardware = ingestHardware(join(upstream, 'hardware'));
const grid = ingestGrid(join(upstream, 'ember-yearly-electricity'));
const index: IndexFile = {
  release: {
    id: values['release-id'] ?? board.lastUpdated,
    date: board.lastUpdated,
    title: 'GPU energy per LLM output token',
    notes:
      'First release: ML.ENERGY Leaderboard v3.0 token tasks (data compiled 2026-02-16), Ember grid intensity (April 2025 release), NVIDIA hardware facts.',
    boundary: 'board (GPU)',
    basis: 'measured',
    meter: 'Zeus (NVML GPU energy counters)',
    serving_stack: 'vLLM 0.11.1',
    hardware: Object.fromEntries(hardware.accelerators.flatMap((a) => a.aliases.map((alias) => [alias, a.name]))),
    sources: [
      {
        name: 'ML.ENERGY Leaderboard v3.0',
        publisher: 'The ML.ENERGY Initiative',
        licence: 'Apache-2.0',
        citation:
          'Jae-Won Chung, Jeff J. Ma, Ruofan Wu, Jiachen Liu, Oh Jun Kweon, Yuxuan Xia, Zhiyu Wu and Mosharaf Chowdhury. The ML.ENERGY Benchmark: Toward Automated Inference Energy Measurement and Optimization. NeurIPS 2025 Datasets and Benchmarks Track. arXiv:2505.06371.',
        url: 'https://ml.energy/leaderboard',
        version: LEADERBOARD_COMMIT,
      },
    ],
  },
  tasks: board.tasks,
  units: board.units,
  rows: board.rows,
};

// Nothing wrong is written: validate what we are about to commit, with the same code as the build.
const report = validateAll({
  index: { file: 'index.json', value: index },
  grid: { file: 'grid.json', value: grid },
  hardware: { file: 'hardware.json', value: hardware },
});
if (report.errors.length) fail(`ingest produced invalid data:\n${report.errors.join('\n')}`);

mkdirSync(values.out!, { recursive: true });
for (const [name, value] of [
  ['index.json', index],
  ['grid.json', grid],
  ['hardware.json', hardware],
] as const) {
  writeFileSync(join(values.out!, name), `${formatJson(value)}\n`);
}
console.log(
  `ingest: wrote ${index.rows.length} rows, ${grid.entities.length} grid entities, ${hardware.accelerators.length} accelerators to ${values.out}/`,
);
for (const note of report.notes) console.log(`note: ${note}`);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
