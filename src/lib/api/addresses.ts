// Where the data interface's files are: under each release's own address (never moving), the latest's also under /api/.
// A figure's document, like its page, lives at the first release holding it unchanged.
import { figurePageRelease, withBase, type FigurePages } from '../text/site-links.ts';

/** The kinds of document, each one file per key: a figure id, a model slug, a GPU id, a task id, a source id. */
export type ApiKind = 'figures' | 'models' | 'gpus' | 'tasks' | 'sources';

/** A release's own (permanent) address of a document. */
export const apiDocUrl = (releaseId: string, kind: ApiKind, key: string) =>
  withBase(`/releases/${releaseId}/api/${kind}/${key}.json`);
/** The permanent address of a release's figure's document: at the release whose address shows its version. */
export const figureDocUrl = (pages: FigurePages, releaseId: string, rowId: string) =>
  apiDocUrl(figurePageRelease(pages, releaseId, rowId), 'figures', rowId);
/** What a release's interface holds. */
export const apiIndexUrl = (releaseId: string) => withBase(`/releases/${releaseId}/api/index.json`);

export const OPENAPI_URL = withBase('/api/openapi.json');
export const LLMS_TXT_URL = withBase('/llms.txt');
