// A synthetic history of releases for the benchmark (npm run bench -- --releases <n>): n releases ending with
// data/'s own, each one re-measuring a tenth of the rows of the one before (a row's power and energy a percent
// lower, so every row still passes the identity check and its bounds), each archived as `npm run freeze --
// --archive` leaves it (its data and the other sources' files, no stored release files). Deterministic.
// Two ways to pick the tenth (docs/releases.md): `campaigns`, every row of a tenth of the models, as a measurement
// campaign re-runs a model on its GPUs and settings; `spread`, every tenth row, which touches nearly every chart
// in every release (the worst case for chart files).
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IndexFile } from '../../src/lib/core/schemas/index-file.ts';
import type { Row } from '../../src/lib/core/schemas/row.ts';
import { formatJson } from '../../src/lib/text/json-format.ts';
import { DATA_FILES } from '../../src/lib/node/read-data.ts';
import { SOURCE_FILES } from '../../src/lib/validate/source-files.ts';

export type Churn = 'campaigns' | 'spread';

/** Whether row `i` is re-measured in release `k` (0 the oldest): a different tenth each time. */
function remeasuredIn(latest: IndexFile, churn: Churn): (i: number, k: number) => boolean {
  if (churn === 'spread') return (i, k) => (i + k) % 10 === 0;
  const models = [...new Set(latest.rows.map((r) => r.model))].sort();
  const modelOf = latest.rows.map((r) => models.indexOf(r.model));
  return (i, k) => (modelOf[i] + k) % 10 === 0;
}

/** The date `back` months before `date` (YYYY-MM-DD, day kept; the synthetic ids and dates use the first of a month). */
export function monthsBefore(date: string, back: number): string {
  const [y, m] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 - back, 1)).toISOString().slice(0, 10);
}

/**
 * Release k of n (the latest, k = n - 1, is `latest` itself): each row re-measured after k is one percent lower
 * for each later re-measurement, so release k + 1 differs from release k in exactly the rows `remeasured(i, k + 1)`.
 */
export function historicRelease(latest: IndexFile, k: number, n: number, churn: Churn): IndexFile {
  if (k === n - 1) return latest;
  const remeasured = remeasuredIn(latest, churn);
  const date = monthsBefore(latest.release.date, n - 1 - k);
  const rows = latest.rows.map((r: Row, i): Row => {
    let later = 0;
    for (let j = k + 1; j < n; j++) if (remeasured(i, j)) later++;
    if (later === 0) return r;
    const s = 1 - 0.01 * later;
    return {
      ...r,
      avg_power_w: r.avg_power_w * s,
      energy_per_token_j: r.energy_per_token_j * s,
      energy_per_request_j: r.energy_per_request_j * s,
    };
  });
  return { ...latest, release: { ...latest.release, id: `s${date}`, date }, rows };
}

/** Write the n - 1 earlier releases into `releasesDir`, each with data/'s grid, hardware and other sources. */
export function writeSyntheticHistory(
  releasesDir: string,
  dataDir: string,
  latest: IndexFile,
  n: number,
  churn: Churn,
): string[] {
  const ids: string[] = [];
  for (let k = 0; k < n - 1; k++) {
    const index = historicRelease(latest, k, n, churn);
    const folder = join(releasesDir, index.release.id);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, DATA_FILES.index), `${formatJson(index)}\n`);
    for (const name of [DATA_FILES.grid, DATA_FILES.hardware, ...Object.values(SOURCE_FILES)])
      if (existsSync(join(dataDir, name))) cpSync(join(dataDir, name), join(folder, name));
    ids.push(index.release.id);
  }
  return ids;
}
