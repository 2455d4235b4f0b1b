// Where every figure of every release is shown (the release whose address shows its version): built once in src/data.ts
// and passed to every figure link, so each goes straight to the page that shows it.
import type { ReleaseEntry } from '../releases/releases.ts';
import type { FigurePages } from '../text/site-links.ts';
import { homeHolder } from '../releases/versions.ts';
import { allFigures } from './figure.ts';
import { allSourceFigures } from './source-figure.ts';

/** The figures another release's address shows, by release and row id (site-links.ts: FigurePages). */
export function figurePagesOf(
  pages: Iterable<readonly [releaseId: string, rowId: string, pageRelease: string]>,
): FigurePages {
  const byRelease = new Map<string, Map<string, string>>();
  for (const [releaseId, rowId, pageRelease] of pages) {
    if (pageRelease === releaseId) continue;
    let rows = byRelease.get(releaseId);
    if (!rows) byRelease.set(releaseId, (rows = new Map()));
    rows.set(rowId, pageRelease);
  }
  return byRelease;
}

/** Where each figure of the releases is shown (release, row id, version's release): every figure link's data. */
export const figurePagesOfReleases = (entries: readonly ReleaseEntry[]): FigurePages =>
  figurePagesOf(
    [...allFigures(entries), ...allSourceFigures(entries)].map(
      (f) => [f.release.id, f.row.id, homeHolder(f).id] as const,
    ),
  );
