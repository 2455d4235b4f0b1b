// Node-only: which built pages only lead elsewhere (a meta refresh: the small pages at the addresses that moved,
// lib/redirects/moved.ts), so the sitemap can leave them out as it leaves out every address that is not a page of
// its own (a host applying `_redirects` answers them with a 301; here they are the refresh's equivalent). Listed
// before the sitemap in astro.config.mjs: it learns the output folder when the config is done, and the sitemap's
// filter asks it about each page once the pages are written.
import { closeSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { refreshTarget } from '../lib/deploy/check.ts';

/** A small page's refresh is in its head, well inside the first bytes (MovedPage.astro). */
const HEAD_BYTES = 4096;

export function pagesLeadingElsewhere(base: string): {
  integration: AstroIntegration;
  leadsElsewhere: (url: string) => boolean;
} {
  let outDir: string | null = null;
  const integration: AstroIntegration = {
    name: 'pages-leading-elsewhere',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
    },
  };
  /** Does the page at this URL (the sitemap's, origin and base included) only lead elsewhere? */
  const leadsElsewhere = (url: string) => {
    const path = new URL(url).pathname;
    if (!outDir || !path.startsWith(base) || !path.endsWith('/')) return false;
    let fd: number;
    try {
      fd = openSync(join(outDir, path.slice(base.length), 'index.html'), 'r');
    } catch {
      return false;
    }
    const head = Buffer.alloc(HEAD_BYTES);
    const n = readSync(fd, head, 0, HEAD_BYTES, 0);
    closeSync(fd);
    return refreshTarget(head.subarray(0, n).toString('utf8')) !== null;
  };
  return { integration, leadsElsewhere };
}
