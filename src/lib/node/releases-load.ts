// Node-only: the archived releases in data/releases/<id>/, validated and selected by the latest's code; their files are
// the published bytes (files/), checked against the SHA256SUMS recorded at freezing, never rebuilt.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir, loadDataset } from './read-data.ts';
import { parseSums } from '../checksums/hash.ts';
import { parseJsonText } from '../text/parse-json.ts';
import { formatIssues } from '../text/format-issues.ts';
import type { Dataset, DownloadFile } from '../core/dataset.ts';
import { orderReleases, type ReleaseEntry } from '../releases/releases.ts';
import { Changelog, compareWithRecord, type ChangelogEntry } from '../releases/frozen.ts';
import { SUMS, describeFile } from '../downloads/package.ts';

/** RELEASES_DIR lets tests build on fixture releases; by default the archive sits inside the data folder. */
export const releasesDir = () => process.env.RELEASES_DIR ?? join(dataDir(), 'releases');

/** The folder of a frozen release's published files, beside its data. */
export const FROZEN_FILES = 'files';
/** The changelog of corrections to published releases, in the releases folder. */
export const CHANGELOG = 'changelog.json';

/** In the recorded SHA256SUMS's order, then SHA256SUMS itself; a file whose bytes differ stops the build. */
export function readFrozenFiles(folder: string): DownloadFile[] {
  const sumsPath = join(folder, SUMS);
  if (!existsSync(sumsPath))
    throw new Error(
      `${sumsPath}: not found; a release with published files (${FROZEN_FILES}/) needs its recorded SHA256SUMS`,
    );
  const record = readFileSync(sumsPath, 'utf8');
  const files: DownloadFile[] = parseSums(record, sumsPath).map(({ name }) => {
    const path = join(folder, FROZEN_FILES, name);
    if (!existsSync(path)) throw new Error(`${path}: not found, but ${sumsPath} lists it as published`);
    return { name, ...describeFile(name), bytes: new Uint8Array(readFileSync(path)) };
  });
  files.push({ name: SUMS, ...describeFile(SUMS), bytes: new Uint8Array(Buffer.from(record, 'utf8')) });
  const present = readdirSync(join(folder, FROZEN_FILES)).filter((n) => !files.some((f) => f.name === n));
  const problems = [
    ...compareWithRecord(files, record, sumsPath),
    ...present.map(
      (n) =>
        `${join(folder, FROZEN_FILES, n)}: not listed in ${sumsPath}; a release publishes only what its record lists`,
    ),
  ];
  if (problems.length)
    throw new Error(`the published files of ${folder} changed, nothing was built:\n${problems.join('\n')}`);
  return files;
}

/** The names of the folders under `dir`, sorted; none when `dir` does not exist. */
export function releaseFolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/** A folder holding a release's recorded SHA256SUMS and no data: the latest release, whose data is data/. */
export const isRecordOnly = (folder: string) =>
  existsSync(join(folder, SUMS)) && !existsSync(join(folder, 'index.json'));

/** The refusal of a release folder not named by its release id (the build and `npm run validate` say the same). */
export const folderNameProblem = (folder: string, name: string, id: string) =>
  `${folder}: the folder is named ${name} but its index.json says release ${id}; they must match`;

/**
 * Every archived release under `dir`; a folder not named by its release id is refused. A folder with only SHA256SUMS
 * (the latest release's record) is skipped.
 */
export function loadArchivedReleases(dir: string): Dataset[] {
  return releaseFolders(dir)
    .filter((name) => !isRecordOnly(join(dir, name)))
    .map((name) => {
      const { dataset } = loadDataset(join(dir, name));
      if (dataset.release.id !== name) throw new Error(folderNameProblem(join(dir, name), name, dataset.release.id));
      if (existsSync(join(dir, name, FROZEN_FILES))) dataset.storedFiles = readFrozenFiles(join(dir, name));
      return dataset;
    });
}

/** Corrections made to published releases (data/releases/changelog.json), oldest first; none if absent. */
export function loadChangelog(dir: string = releasesDir()): ChangelogEntry[] {
  const path = join(dir, CHANGELOG);
  if (!existsSync(path)) return [];
  const parsed = parseJsonText(path, readFileSync(path, 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error);
  const log = Changelog.safeParse(parsed.value);
  if (!log.success) throw new Error(formatIssues(path, parsed.value, log.error.issues).join('\n'));
  return log.data.entries;
}

let memo: ReleaseEntry[] | null = null;

/** The latest data set plus the archive, oldest first; an archived copy with the latest's id yields to data/. */
export function allReleases(latest: Dataset): ReleaseEntry[] {
  if (memo && memo[memo.length - 1]?.dataset === latest) return memo;
  memo = orderWithLatest(loadArchivedReleases(releasesDir()), latest, 'data/');
  return memo;
}

/** The archive (a copy with the latest's id yields) and the latest, oldest first; throws unless the latest is newest. */
export function orderWithLatest(archived: readonly Dataset[], latest: Dataset, where: string) {
  const entries = orderReleases([...archived.filter((d) => d.release.id !== latest.release.id), latest]);
  const last = entries[entries.length - 1];
  if (last.dataset !== latest)
    throw new Error(
      `releases: ${latest.release.id} (${where}) must be the newest release, but ${last.id} is dated later`,
    );
  return entries;
}
