// Node-only: find the archived releases on disk. The latest release is data/ itself (src/data.ts loads
// it); each earlier release is a frozen copy of its three files in data/releases/<id>/, validated and
// selected by the same code as the latest, so an old release page shows exactly what it published.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir } from './data-dir.ts';
import { loadDataset } from './read-data.ts';
import type { Dataset } from '../core/dataset.ts';
import { orderReleases, type ReleaseEntry } from '../releases/releases.ts';

/** RELEASES_DIR lets tests build on fixture releases; by default the archive sits inside the data folder. */
export const releasesDir = () => process.env.RELEASES_DIR ?? join(dataDir(), 'releases');

/** Every archived release under `dir`; a folder whose name is not its release id is refused. */
export function loadArchivedReleases(dir: string): Dataset[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()
    .map((name) => {
      const { dataset } = loadDataset(join(dir, name));
      if (dataset.release.id !== name)
        throw new Error(
          `${join(dir, name)}: the folder is named ${name} but its index.json says release ${dataset.release.id}; they must match`,
        );
      return dataset;
    });
}

let memo: ReleaseEntry[] | null = null;

/**
 * The latest data set plus the archive, oldest first. An archived copy with the latest's id is the
 * same release, so the live data/ wins (the archive copy is only for releases no longer in data/).
 */
export function allReleases(latest: Dataset): ReleaseEntry[] {
  if (memo && memo[memo.length - 1]?.dataset === latest) return memo;
  const archived = loadArchivedReleases(releasesDir()).filter((d) => d.release.id !== latest.release.id);
  const entries = orderReleases([...archived, latest]);
  if (!entries[entries.length - 1].latest || entries[entries.length - 1].dataset !== latest) {
    throw new Error(
      `releases: ${latest.release.id} (data/) must be the newest release, but ${entries[entries.length - 1].id} is dated later`,
    );
  }
  memo = entries;
  return entries;
}
