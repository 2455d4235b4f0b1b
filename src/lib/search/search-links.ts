// Where the site search lives: its index's folder in the build's output (src/build/search-index.ts writes it),
// the Pagefind script the browser imports from there, and the A-Z page every header links (works without
// JavaScript). Pure.
import { withBase } from '../text/site-links.ts';

/** Pagefind's output folder, under the build's output folder. */
export const SEARCH_INDEX_DIR = 'pagefind';
/** The script the search box imports when a reader first opens it, never before. */
export const searchScriptUrl = () => withBase(`/${SEARCH_INDEX_DIR}/pagefind.js`);
/** The A-Z index of everything search finds: the header's search link without JavaScript. */
export const SEARCH_URL = withBase('/search/');
