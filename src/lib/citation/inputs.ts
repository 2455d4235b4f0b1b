// Citations of a page (cited with the release it showed) and of a release, from the data, and the quotable sentence's
// input. A figure's citation is figures/citation.ts, through citeAt.
import type { CheckedRow, Dataset } from '../core/dataset.ts';
import { rowPageUrl, absoluteUrl, releaseUrl, type FigurePages, type Site } from '../text/site-links.ts';
import type { QuoteInput } from './sentence.ts';
import type { CitationInput, ProducerCredit } from './citation.ts';
import type { Source } from '../core/schemas/common.ts';
import { sourceRowsWhere, type SourcesView } from '../core/source-rows/view.ts';

type Release = Dataset['release'];

/** A producer as its citation credits it: name, publisher, how it asks to be cited, address. */
export const producerCredit = ({ name, publisher, citation, url }: Source): ProducerCredit => ({
  name,
  publisher,
  citation,
  url,
});

/** A release credits every source of the release, and the grid's (Ember) where given. */
const releaseProducers = (r: Pick<Release, 'sources'>, grid?: Source) =>
  [...r.sources, ...(grid ? [grid] : [])].map(producerCredit);

/**
 * What a page shows, for its citation: the source ids whose rows it shows, and whether it uses the grid's carbon
 * intensity. `null`: every source of the release.
 */
export type Shown = { sources: Iterable<string>; grid: boolean } | null;

/**
 * The release's sources the page shows (release order, matched by name), then the grid's where used. Crediting a source
 * it does not show would misattribute its figures.
 */
export function shownProducers(
  r: Pick<Release, 'sources'>,
  records: readonly { id: string; name: string }[],
  shown: Shown,
  grid?: Source,
): ProducerCredit[] {
  if (shown === null) return releaseProducers(r, grid);
  const ids = new Set(shown.sources);
  const names = new Set(records.filter((s) => ids.has(s.id)).map((s) => s.name));
  return [...r.sources.filter((s) => names.has(s.name)), ...(shown.grid && grid ? [grid] : [])].map(producerCredit);
}

/** What a page shows when it shows these rows (each naming its source id), and the grid's figures when `grid`. */
export function rowsShown(rows: readonly { source: string }[], grid = false): NonNullable<Shown> {
  return { sources: rows.map((r) => r.source), grid };
}

/** What a page shows that offers every source's rows and no figure made with the grid's carbon intensity. */
export function everySourceShown(d: { sources: readonly { id: string }[] }): NonNullable<Shown> {
  return { sources: d.sources.map((s) => s.id), grid: false };
}

/** The ids of the sources whose rows a page shows, the rows being those `keep` picks: ML.ENERGY v3's and others'. */
export function sourcesOfRows(
  d: Pick<Dataset, 'rows'> & SourcesView,
  keep: (r: { model: string; gpu: string }) => boolean,
): string[] {
  const v3 = d.rows.filter(keep).map((r) => r.source);
  return [...new Set([...v3, ...sourceRowsWhere(d, keep).map((g) => g.record.id)])];
}

/**
 * What is at `path` (a page, a figure's page, a release) cited with its release, crediting `producers`. A page is cited
 * with the release it showed and credits the producers it shows (shownProducers).
 */
export function citeAt(
  what: Pick<CitationInput, 'kind' | 'title' | 'producers' | 'row'> & { path: string },
  r: Pick<Release, 'title' | 'id' | 'date'>,
  site: Site,
): CitationInput {
  return {
    kind: what.kind,
    title: what.title,
    releaseTitle: r.title,
    releaseId: r.id,
    releaseDate: r.date,
    url: absoluteUrl(site, what.path),
    releaseUrl: absoluteUrl(site, releaseUrl(r.id)),
    ...(what.row === undefined ? {} : { row: what.row }),
    producers: what.producers,
  };
}

export const releaseCitation = (r: Release, site: Site, grid?: Source): CitationInput =>
  citeAt({ kind: 'release', title: r.title, path: releaseUrl(r.id), producers: releaseProducers(r, grid) }, r, site);

/** As a release's own files print it (README.txt): no address, since the files name no host. */
export function releaseFileCitation(r: Release, grid?: Source): CitationInput {
  return { ...releaseCitation(r, undefined, grid), url: '', releaseUrl: '' };
}

/** The quotable sentence's input for a row: the page showing its figure (`pages`: where each figure is shown). */
export function quoteInput(
  row: CheckedRow,
  taskName: string,
  r: Pick<Release, 'id' | 'boundary' | 'basis'>,
  site: Site,
  pages: FigurePages,
): QuoteInput {
  return { row, taskName, release: r, url: absoluteUrl(site, rowPageUrl(pages, row)) };
}
