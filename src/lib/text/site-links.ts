import { slugify } from '../core/slug.ts';

/** Every internal URL is built here, so pages, tests and the link checker agree. */
export const taskUrl = (task: string) => `/tasks/${task}/`;
export const modelUrl = (model: string) => `/models/${slugify(model)}/`;
export const gpuUrl = (acceleratorId: string) => `/gpus/${acceleratorId}/`;
export const glossaryUrl = (term: string) => `/glossary/${term}/`;
export const rowAnchor = (id: string) => `row-${id.replace(/\./g, '_')}`;
/** The board-and-wall panel of one wall run, on its model's page (BoundaryPanel.astro). */
export const boundaryPanelId = (wallRowId: string) => `board-and-wall-${slugify(wallRowId)}`;
/** The same panel from another page. */
export const boundaryPanelUrl = (model: string, wallRowId: string) =>
  `${modelUrl(model)}#${boundaryPanelId(wallRowId)}`;
/** The permanent page of one measured configuration in one release: never changes once published. */
export const figureUrl = (releaseId: string, rowId: string) => `/releases/${releaseId}/rows/${rowId}/`;
/** Where a table row links: the figure's permanent page in the row's own release. */
export const rowPageUrl = (row: { id: string; release_id: string }) => figureUrl(row.release_id, row.id);
/** Every publishable row of a task as JSON, loaded on demand by the index controls. */
export const taskRowsUrl = (task: string) => `/tasks/${task}/rows.json`;
/** The models measured on both GPUs in a task, as CSV: the data of the comparison chart. */
export const comparisonCsvUrl = (task: string) => `/tasks/${task}/gpu-comparison.csv`;
/** A chart's files, pinned to its release: `ext` is svg, png or csv. */
export const chartFileUrl = (releaseId: string, chartId: string, ext: 'svg' | 'png' | 'csv') =>
  `/releases/${releaseId}/charts/${chartId}.${ext}`;
/** A chart's embed page, pinned to its release: the only pages other sites may frame. */
export const embedUrl = (releaseId: string, chartId: string) => `/releases/${releaseId}/embed/${chartId}/`;
/** The path pattern of every embed page, in the _headers syntax (a `*` matches any characters). */
export const EMBED_PATTERN = '/releases/*/embed/*';
