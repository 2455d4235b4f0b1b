// Where every figure of every release is shown: each v3 figure's and source row's address with the page of
// its version, handed to site-links.ts once the releases are loaded, so every link to a figure of any
// release (rowPageUrl, figurePageUrl) goes straight to the page that shows it. Pure.
import type { ReleaseEntry } from '../releases/releases.ts';
import { setFigurePages } from '../text/site-links.ts';
import { allFigures } from './figure.ts';
import { allSourceFigures } from './source-figure.ts';

/** Every figure address of every release with the page showing it. */
export const figureAddresses = (entries: readonly ReleaseEntry[]): [string, string][] =>
  [...allFigures(entries), ...allSourceFigures(entries)].map((f) => [f.path, f.home]);

/** Point every figure link of the site at its version's page. */
export function linkFiguresToTheirPages(entries: readonly ReleaseEntry[]): void {
  setFigurePages(figureAddresses(entries));
}
