// Node-only: the site search's index, written after the pages through Pagefind's Node API (as Starlight does),
// from the parts marked `data-pagefind-body`; no page is changed.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { SEARCH_INDEX_DIR } from '../lib/text/site-links.ts';

// Above this many pages in a language Pagefind bundles its per-page files, keeping the file count within the
// hosts' limits (src/lib/hosts/limits.ts) as releases add pages.
export const MAX_SEARCH_FRAGMENTS = 400;

/** Indexes the built site in `out` into `out`/pagefind/; returns how many pages went in. */
export async function writeSearchIndex(out: string): Promise<number> {
  const created = await pagefind.createIndex({ forceLanguage: 'en', maxFragments: MAX_SEARCH_FRAGMENTS });
  try {
    if (!created.index) throw new Error(`search index: Pagefind could not start: ${created.errors.join('; ')}`);
    const added = await created.index.addDirectory({ path: out, glob: '**/*.html' });
    if (added.errors.length) throw new Error(`search index: ${added.errors.join('; ')}`);
    const written = await created.index.writeFiles({ outputPath: join(out, SEARCH_INDEX_DIR) });
    if (written.errors.length) throw new Error(`search index: ${written.errors.join('; ')}`);
    return added.page_count;
  } finally {
    await pagefind.close();
  }
}

export function searchIndexIntegration(): AstroIntegration {
  return {
    name: 'search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const pages = await writeSearchIndex(fileURLToPath(dir));
        logger.info(`search index: ${pages} pages`);
      },
    },
  };
}
