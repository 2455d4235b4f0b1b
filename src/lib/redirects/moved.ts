// Addresses that moved (releases before fixed addresses, RELEASES_WITH_PAGES_AT_THE_NEWEST): one list for the small
// pages, the `_redirects` rules and the post-deploy check, so all three name the same addresses.
import type { ReleaseEntry } from '../releases/releases.ts';
import { homeHolder } from '../releases/versions.ts';
import { movedFigures } from '../figures/figure.ts';
import { allSourceFigures } from '../figures/source-figure.ts';
import { chartVersions } from '../charts/versions.ts';
import { embedUrl } from '../text/site-links.ts';

/**
 * Every moved figure address of every release (a v3 figure, an MLPerf run, an ML.ENERGY v2 setting), with what its
 * small page says and the version's page (`home`) it leads to.
 */
export function movedFigureAddresses(entries: readonly ReleaseEntry[]) {
  const v3 = movedFigures(entries).map((f) => ({ f, pageTitle: f.pageTitle }));
  const sources = allSourceFigures(entries)
    .filter((f) => f.address === 'moved')
    .map((f) => ({ f, pageTitle: `${f.row.model_name}, ${f.row.num_gpus} x ${f.row.gpu}: ${f.record.name}` }));
  return [...v3, ...sources].map(({ f, pageTitle }) => ({
    from: f.path,
    to: f.home,
    releaseId: f.release.id,
    rowId: f.row.id,
    pageTitle,
    home: homeHolder(f),
  }));
}

/** Every moved embed address of every release: `entry` is the chart's version, drawn at its own release's embed page. */
export const movedEmbedAddresses = (entries: readonly ReleaseEntry[]) =>
  chartVersions(entries).moved.map(({ releaseId, entry }) => ({
    from: embedUrl(releaseId, entry.id),
    to: embedUrl(entry.releaseId, entry.id),
    releaseId,
    entry,
  }));

/**
 * Every moved address, figures then embed pages: where it was published and the page now showing what it showed (site
 * paths, base included). An address listed twice is an error (each has one target).
 */
export function movedAddresses(entries: readonly ReleaseEntry[]) {
  const all = [...movedFigureAddresses(entries), ...movedEmbedAddresses(entries)].map(({ from, to }) => ({ from, to }));
  const seen = new Set<string>();
  for (const a of all) {
    if (seen.has(a.from)) throw new Error(`moved addresses: ${a.from} is listed twice`);
    seen.add(a.from);
  }
  return all;
}
