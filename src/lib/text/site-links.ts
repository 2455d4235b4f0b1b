import { slugify } from '../core/slug.ts';
import { joinBase, normalizeBase } from './site-address.ts';

/**
 * The site's sub-path (BASE_PATH, site-address.ts). Vite replaces import.meta.env.BASE_URL in pages and browser
 * scripts; CLI scripts Node runs directly read the environment.
 */
export const BASE: string = normalizeBase(import.meta.env?.BASE_URL ?? globalThis.process?.env.BASE_PATH);

/** Every internal URL is built here, so pages, tests and the link checker agree: "/tasks/x/" -> "/base/tasks/x/". */
export const withBase = (route: string) => joinBase(BASE, route);
/** The route of an internal URL, without the base: where its file is in the build's output folder. */
export function withoutBase(url: string): string {
  if (url === BASE.slice(0, -1)) return '/';
  if (!url.startsWith(BASE)) throw new Error(`"${url}" is not under the site's base path ${BASE}`);
  return `/${url.slice(BASE.length)}`;
}

export const HOME_URL = withBase('/');
export const taskUrl = (task: string) => withBase(`/tasks/${task}/`);
/** A task's leaderboard: home for the default task (whose /tasks/ page is the same page, canonical to home). */
export const leaderboardUrl = (task: string, defaultTask: string) => (task === defaultTask ? HOME_URL : taskUrl(task));
/** A task's every measured configuration: its chart with the table of all its points. */
export const configurationsUrl = (task: string) => withBase(`/tasks/${task}/configurations/`);
export const modelUrl = (model: string) => withBase(`/models/${slugify(model)}/`);
export const gpuUrl = (acceleratorId: string) => withBase(`/gpus/${acceleratorId}/`);
export const glossaryUrl = (term: string) => withBase(`/glossary/${term}/`);
export const sourceUrl = (sourceId: string) => withBase(`/sources/${sourceId}/`);
export const rowAnchor = (id: string) => `row-${id.replace(/\./g, '_')}`;
/** The board-and-wall panel of one wall run, on its model's page (BoundaryPanel.astro). */
export const boundaryPanelId = (wallRowId: string) => `board-and-wall-${slugify(wallRowId)}`;
export const boundaryPanelUrl = (model: string, wallRowId: string) =>
  `${modelUrl(model)}#${boundaryPanelId(wallRowId)}`;
/** The permanent page of one measured configuration in one release: never changes once published. */
export const figureUrl = (releaseId: string, rowId: string) => withBase(`/releases/${releaseId}/rows/${rowId}/`);
/** /compare/?a=<id>&b=<id> by permanent-page ids; either may be left out (a figure page links with itself as A). */
export function compareUrl(a?: string, b?: string): string {
  const q = new URLSearchParams();
  if (a) q.set('a', a);
  if (b) q.set('b', b);
  const search = q.toString();
  return withBase(`/compare/${search ? `?${search}` : ''}`);
}
/** The figures /compare/ loads on use, as JSON. */
export const COMPARE_FIGURES_URL = withBase('/compare/figures.json');
/**
 * Figures shown at an earlier release's address (unchanged since, releases/versions.ts): release -> row id -> that
 * release. Built once (figures/addresses.ts: figurePagesOf); the browser reads it from JSON.
 */
export type FigurePages = ReadonlyMap<string, ReadonlyMap<string, string>>;
/** No figure held at another release's address: every figure at its own release's page (one release, tests). */
export const OWN_PAGES: FigurePages = new Map();
/**
 * The release whose page shows a figure: its own, or the earlier one holding it unchanged. The row id is kept, so the
 * browser's JSON carries just this release id, and `figureUrl(pageRelease, id)` is the page.
 */
export const figurePageRelease = (pages: FigurePages, releaseId: string, rowId: string): string =>
  pages.get(releaseId)?.get(rowId) ?? releaseId;
/** The page showing a release's figure: its own address, or the page of the earlier release holding it unchanged. */
export const figurePageUrl = (pages: FigurePages, releaseId: string, rowId: string) =>
  figureUrl(figurePageRelease(pages, releaseId, rowId), rowId);
/** Where a table row links: the page showing the figure of the row's own release. */
export const rowPageUrl = (pages: FigurePages, row: { id: string; release_id: string }) =>
  figurePageUrl(pages, row.release_id, row.id);
/** Every publishable row of a task as JSON, loaded on demand by the index controls. */
export const taskRowsUrl = (task: string) => withBase(`/tasks/${task}/rows.json`);
/** The models measured on both GPUs in a task, as CSV: the data of the comparison chart. */
export const comparisonCsvUrl = (task: string) => withBase(`/tasks/${task}/gpu-comparison.csv`);
/** A chart's files, pinned to its release: `ext` is svg, png, csv or metadata.json (its title, unit, source...). */
export const chartFileUrl = (releaseId: string, chartId: string, ext: 'svg' | 'png' | 'csv' | 'metadata.json') =>
  withBase(`/releases/${releaseId}/charts/${chartId}.${ext}`);
/** A chart's embed page, pinned to its release: the only pages other sites may frame. */
export const embedUrl = (releaseId: string, chartId: string) => withBase(`/releases/${releaseId}/embed/${chartId}/`);
/** Embed routes in _headers syntax: `:release` is one segment; Cloudflare Pages allows one `*` a rule (skips two). */
export const EMBED_ROUTE_PATTERN = '/releases/:release/embed/*';
/** The permanent page of a release: its files never change once published. */
export const releaseUrl = (id: string) => withBase(`/releases/${id}/`);
/** The latest release's files, always at the same place. */
export const DOWNLOADS_URL = withBase('/downloads/');
export const RELEASES_URL = withBase('/releases/');
/** The site's origin (Astro.site), unset in a build without one. */
export type Site = string | URL | undefined;
/** Absolute URL for citations and datapackage.json: `site` is the origin (Astro.site), `path` a URL built here. */
export const absoluteUrl = (site: Site, path: string) => new URL(path, site ?? 'https://gpu-energy-index.example').href;
/** The published figures others quote (Google's 0.24 Wh per prompt...), set beside the index. */
export const publishedIndexUrl = () => withBase('/published/');
export const publishedUrl = (id: string) => withBase(`/published/${id}/`);

// Site search: its index folder in the build output (src/build/search-index.ts), the Pagefind script, and the A-Z page
// every header links (works without JavaScript).

/** Pagefind's output folder, under the build's output folder. */
export const SEARCH_INDEX_DIR = 'pagefind';
/** The script the search box imports when a reader first opens it, never before. */
export const searchScriptUrl = () => withBase(`/${SEARCH_INDEX_DIR}/pagefind.js`);
/** The A-Z index of everything search finds: the header's search link without JavaScript. */
export const SEARCH_URL = withBase('/search/');
