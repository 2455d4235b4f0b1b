// A synthetic next release, to show that the real-data tests survive one with only the snapshot regenerated
// (issue 35): data/ copied, the current release frozen into its archive as `npm run freeze -- --archive` leaves
// it, then a new release id and date, a tenth of the rows re-measured (the reference row among them), and one
// model added that becomes the lowest in the default task. Its snapshot is written by the same code as
// `npm run snapshot`, and the site is built exactly as `npm run build` does. The next-release vitest project
// (vitest.config.ts) runs the converted real-data tests on it with REAL_DATA_DIR, REAL_FIGURES and REAL_SITE.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { IndexFile } from '../../src/lib/core/schemas/index-file.ts';
import type { Row } from '../../src/lib/core/schemas/row.ts';
import { REFERENCE_ROW_ID } from '../../src/lib/core/reference-row.ts';
import { formatJson } from '../../src/lib/text/json-format.ts';
import { slugify } from '../../src/lib/core/slug.ts';
import { monthsBefore } from '../../scripts/lib/synthetic-releases.ts';
import { writeRealFigures } from '../../scripts/lib/real-figures.ts';

import { NEXT_RELEASE } from './paths.ts';

export { NEXT_RELEASE };

/** What the synthetic release changes, named so the test can say what it expects to have moved. */
export const CHANGES = {
  /** Every tenth row (the reference row too) re-measured at this much of its power and energy. */
  remeasured: 0.9,
  /** The added model: a copy of this model's rows at this much of their power and energy, under a name of its
   * own (one like an existing model's, "Llama 3.1 8B Instruct S1", would change what a reader's "Llama 3.1 8B"
   * finds in the claim checker: a change of the data, not of the snapshot). */
  addedFrom: 'meta-llama/Llama-3.1-8B-Instruct',
  added: 0.8,
  addedModel: { id: 'example-lab/Nextgen-8B', name: 'Nextgen 8B' },
} as const;

/** A row re-measured at `s` times its power and energy: its tokens per second unchanged, so it stays consistent. */
const scaled = (r: Row, s: number): Row => ({
  ...r,
  avg_power_w: r.avg_power_w * s,
  energy_per_token_j: r.energy_per_token_j * s,
  energy_per_request_j: r.energy_per_request_j * s,
});

/** Row `r` as a row of the added model: its id with the model slug changed. */
function asAdded(r: Row): Row {
  const { id: model, name } = CHANGES.addedModel;
  const id = r.id.replace(`.${slugify(r.model)}.`, `.${slugify(model)}.`);
  if (id === r.id) throw new Error(`next release: row id ${r.id} does not contain its model slug`);
  return { ...r, id, model, model_name: name };
}

/** The next release's index: data/'s, re-measured and with one model added. */
export function nextIndex(index: IndexFile): IndexFile {
  const rows = index.rows.map((r, i) =>
    i % 10 === 0 || r.id === REFERENCE_ROW_ID ? scaled(r, CHANGES.remeasured) : r,
  );
  const added = index.rows.filter((r) => r.model === CHANGES.addedFrom).map((r) => scaled(asAdded(r), CHANGES.added));
  const date = monthsBefore(index.release.date, -1);
  return {
    ...index,
    release: {
      ...index.release,
      id: date,
      date,
      notes: 'A synthetic next release for the tests: a tenth of the rows re-measured, one model added.',
    },
    rows: [...rows, ...added],
  };
}

/** Makes the release from `dataDir` in NEXT_RELEASE.work (emptied first), writes its snapshot and builds it. */
export function buildNextRelease(dataDir = 'data'): typeof NEXT_RELEASE {
  const work = resolve(NEXT_RELEASE.work);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  cpSync(dataDir, join(work, 'data'), { recursive: true });
  // The release being replaced goes into the archive first, by the maintainers' own command (it reads data/).
  execFileSync(process.execPath, [resolve('scripts/freeze-release.ts'), '--archive'], { cwd: work, stdio: 'pipe' });
  const indexPath = join(work, 'data', 'index.json');
  const index = JSON.parse(readFileSync(indexPath, 'utf8')) as IndexFile;
  writeFileSync(indexPath, `${formatJson(nextIndex(index))}\n`);
  writeRealFigures(NEXT_RELEASE.data, NEXT_RELEASE.figures);
  const { SITE_URL: _site, BASE_PATH: _base, DEPLOY: _deploy, ...callerEnv } = process.env;
  const env = { ...callerEnv, DATA_DIR: NEXT_RELEASE.data, ASTRO_TELEMETRY_DISABLED: '1' };
  execFileSync(process.execPath, ['scripts/validate.ts'], { stdio: 'pipe', env });
  const astro = join('node_modules', 'astro', 'bin', 'astro.mjs');
  execFileSync(process.execPath, [astro, 'build', '--outDir', NEXT_RELEASE.out], { stdio: 'pipe', env });
  return NEXT_RELEASE;
}

/** Whether a built next release is there (NEXT_RELEASE_PREBUILT=1 says `npm test` just built it). */
export const nextReleaseBuilt = () => existsSync(join(NEXT_RELEASE.out, 'index.html'));
