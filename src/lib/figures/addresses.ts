// Where every figure of every release is shown (the release whose address shows its version): built once in src/data.ts
// and passed to every figure link, so each goes straight to the page that shows it.
import { rollup } from 'd3';
import type { ReleaseEntry } from '../releases/releases.ts';
import type { FigurePages } from '../text/site-links.ts';
import { homeHolder } from '../releases/versions.ts';
import { allFigures } from './figure.ts';
import { allSourceFigures } from './source-figure.ts';

/** The figures another release's address shows, by release and row id (site-links.ts: FigurePages). */
export const figurePagesOf = (
  pages: Iterable<readonly [releaseId: string, rowId: string, pageRelease: string]>,
): FigurePages =>
  rollup(
    [...pages].filter(([releaseId, , pageRelease]) => pageRelease !== releaseId),
    (rows) => new Map(rows.map(([, rowId, pageRelease]) => [rowId, pageRelease])),
    ([releaseId]) => releaseId,
  );

/** Where each figure of the releases is shown (release, row id, version's release): every figure link's data. */
export const figurePagesOfReleases = (entries: readonly ReleaseEntry[]): FigurePages =>
  figurePagesOf(
    [...allFigures(entries), ...allSourceFigures(entries)].map(
      (f) => [f.release.id, f.row.id, homeHolder(f).id] as const,
    ),
  );
