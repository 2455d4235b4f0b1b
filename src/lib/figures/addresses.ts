// Where every figure of every release is shown: each v3 figure and source row, by release and row id, with the
// release whose address shows its version, handed to site-links.ts once the releases are loaded, so every link
// to a figure of any release (rowPageUrl, figurePageUrl, and the page release the browser's JSON carries) goes
// straight to the page that shows it. Pure.
import type { ReleaseEntry } from '../releases/releases.ts';
import { setFigurePages } from '../text/site-links.ts';
import { homeHolder } from '../releases/versions.ts';
import { allFigures } from './figure.ts';
import { allSourceFigures } from './source-figure.ts';

/** Every figure of every release: its release, its row id and the release whose address shows its version. */
export const figurePageReleases = (entries: readonly ReleaseEntry[]): [string, string, string][] =>
  [...allFigures(entries), ...allSourceFigures(entries)].map((f) => [f.release.id, f.row.id, homeHolder(f).id]);

/** Point every figure link of the site at its version's page. */
export function linkFiguresToTheirPages(entries: readonly ReleaseEntry[]): void {
  setFigurePages(figurePageReleases(entries));
}
