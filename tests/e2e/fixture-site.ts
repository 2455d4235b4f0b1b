// The one fixture build of the browser tests: the hostile data set (tests/fixtures/hostile-data/) with a
// lab's submission added by `npm run add-source`, and an archived release made from the same data, built
// exactly as `npm run build` does (validate, then astro build). The hostile-data, add-source and
// release-archive tests all read it. For the browser tests the same data is also built as a deployment under a
// sub-path (SUB_PATH_SITE: DEPLOY=1 with SITE_URL and BASE_PATH, into dist-sub/), which the sub-path test crawls;
// so `npm test` builds three sites in all: the real data (dist/), this one and its sub-path twin.
// `npm test` builds it beside the unit tests (`npm run build:fixture-site`, into PREBUILT_FIXTURE_SITE) and
// tells the browser tests so (FIXTURE_SITE_PREBUILT=1); `npm run test:e2e` alone builds its own in a temporary
// folder.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { formatJson } from '../../src/lib/text/json-format.ts';
import { rowIdFor } from '../../src/lib/core/row-id.ts';
import type { IndexFile } from '../../src/lib/core/schemas/index-file.ts';
import { HOSTILE_DATA_DIR, HOSTILE_MODELS } from '../fixtures/hostile-data/make.ts';

/**
 * The archived release: the hostile data under an earlier id and date, plus one configuration (a larger batch
 * of the first row) that the latest release no longer has.
 */
export const ARCHIVED_RELEASE = { id: 'hostile-data-0', date: '2026-01-15', goneBatch: 4096 };

/** The contributed source the build adds, and the model its submission measures: a hostile one. */
export const ADDED_SOURCE = { id: 'example-lab-2026', model: HOSTILE_MODELS.script, received: '2026-12-01' };

export interface FixtureSite {
  /** The folder holding the fixture's data/ and dist/. */
  work: string;
  data: string;
  out: string;
  /** The same data built for deployment under SUB_PATH_SITE's address (when asked for: `subPath`). */
  subPathOut: string;
  /** What `astro build` printed, when this run built the site. */
  log?: string;
}

/** The address the sub-path twin is built for: a deployment at an origin under a sub-path. */
export const SUB_PATH_SITE = { SITE_URL: 'https://deploy.example', BASE_PATH: '/energy-index/' } as const;

/** Where `npm run build:fixture-site` builds it. */
export const PREBUILT_FIXTURE_SITE = 'node_modules/.cache/fixture-site';

/** The folders of a fixture site built in `work`. */
export const fixtureSiteIn = (work: string): FixtureSite => ({
  work,
  data: join(work, 'data'),
  out: join(work, 'dist'),
  subPathOut: join(work, 'dist-sub'),
});

/**
 * Builds the fixture site in `work` (emptied first), or in a new temporary folder. `env` adds to the build's
 * environment (PAGE_THREADS, say); `subPath` builds the sub-path twin too.
 */
export function buildFixtureSite(
  folder = mkdtempSync(join(tmpdir(), 'fixture-site-')),
  env: Record<string, string> = {},
  { subPath = false } = {},
): FixtureSite {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const site = fixtureSiteIn(resolve(folder));
  const { work, data, out, subPathOut } = site;
  cpSync(HOSTILE_DATA_DIR, data, { recursive: true, filter: (src) => !src.endsWith('.ts') });
  // The sources feature needs sources.json: the ML.ENERGY v3 record the index rows name.
  const v3 = JSON.parse(readFileSync('data/sources.json', 'utf8')).sources[0];
  writeFileSync(join(data, 'sources.json'), `${formatJson({ sources: [v3] })}\n`);
  // The add-source fixture (4 x H100, batches 256 and 512), for a hostile model measured at other settings.
  const text = readFileSync('tests/fixtures/submissions/add-source/new-configurations.json', 'utf8')
    .replaceAll('"Qwen/Qwen3-32B"', JSON.stringify(ADDED_SOURCE.model.id))
    .replaceAll('"Qwen 3 32B"', JSON.stringify(ADDED_SOURCE.model.name));
  const submission = join(work, 'lab.json');
  writeFileSync(submission, text);
  const releases = join(work, 'releases');
  writeArchivedRelease(data, join(releases, ARCHIVED_RELEASE.id));
  // Whatever address the caller's environment names, the fixture is built at the default (local) address.
  const { SITE_URL: _site, BASE_PATH: _base, DEPLOY: _deploy, ...callerEnv } = process.env;
  const buildEnv = {
    ...callerEnv,
    ...env,
    DATA_DIR: data,
    RELEASES_DIR: releases,
    ASTRO_TELEMETRY_DISABLED: '1',
  };
  const add = spawnSync(
    process.execPath,
    ['scripts/add-source.ts', submission, '--source-id', ADDED_SOURCE.id, '--received', ADDED_SOURCE.received],
    { encoding: 'utf8', env: buildEnv },
  );
  if (add.status !== 0) throw new Error(`add-source failed:\n${add.stderr}`);
  // Exactly what `npm run build` does: validate (refuses on any error), then build.
  execFileSync(process.execPath, ['scripts/validate.ts'], { stdio: 'pipe', env: buildEnv });
  const astro = join('node_modules', 'astro', 'bin', 'astro.mjs');
  const log = execFileSync(process.execPath, [astro, 'build', '--outDir', out], {
    stdio: 'pipe',
    env: buildEnv,
    encoding: 'utf8',
  });
  if (subPath)
    execFileSync(process.execPath, [astro, 'build', '--outDir', subPathOut], {
      stdio: 'pipe',
      env: { ...buildEnv, ...SUB_PATH_SITE, DEPLOY: '1' },
    });
  return { ...site, log };
}

/**
 * The site `npm run build:fixture-site` built, when FIXTURE_SITE_PREBUILT=1 says it was just built (as `npm test`
 * does); an error if it is not there. Without that variable, null: a site left from an earlier run is never used.
 */
export function prebuiltFixtureSite(): FixtureSite | null {
  if (process.env.FIXTURE_SITE_PREBUILT !== '1') return null;
  const site = fixtureSiteIn(resolve(PREBUILT_FIXTURE_SITE));
  if (!existsSync(join(site.out, 'index.html')))
    throw new Error(
      `FIXTURE_SITE_PREBUILT=1, but ${PREBUILT_FIXTURE_SITE} holds no built site: run \`npm run build:fixture-site\`.`,
    );
  return site;
}

/** The archived release's three files, from the latest's (read before anything is added to it). */
function writeArchivedRelease(latest: string, dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const file of ['grid.json', 'hardware.json']) cpSync(join(latest, file), join(dir, file));
  const index = JSON.parse(readFileSync(join(latest, 'index.json'), 'utf8')) as IndexFile;
  const first = index.rows[0];
  const gone = { ...first, batch: ARCHIVED_RELEASE.goneBatch };
  gone.id = rowIdFor(gone, 1);
  const archived: IndexFile = {
    ...index,
    release: { ...index.release, id: ARCHIVED_RELEASE.id, date: ARCHIVED_RELEASE.date },
    rows: [...index.rows, gone],
  };
  writeFileSync(join(dir, 'index.json'), `${formatJson(archived)}\n`);
}
