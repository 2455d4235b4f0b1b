// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JS_FLAG_SCRIPT } from './src/lib/text/js-flag.ts';
import { COMPARE_LAYOUT_SCRIPT } from './src/lib/compare/layout-flag.ts';
import { AFTER_PAINT_SCRIPT } from './src/build/after-paint-script.ts';
import sitemap from '@astrojs/sitemap';
import { pageWorkersIntegration } from './src/build/page-workers.ts';
import { buildReportIntegration } from './src/build/build-report.ts';
import { figurePageStylesIntegration } from './src/build/figure-page-styles.ts';
import { pagesLeadingElsewhere } from './src/build/pages-leading-elsewhere.ts';
import { joinBase, siteAddressFrom } from './src/lib/text/site-address.ts';
import { redirectsModeFrom } from './src/lib/redirects/mode.ts';
import { dataDir } from './src/lib/node/data-dir.ts';

// The public address the site is served from (SITE_URL, the origin) and the sub-path under it (BASE_PATH,
// "/" by default), read once (src/lib/text/site-address.ts): every URL the site writes is built on them.
// A build for deployment (DEPLOY=1) without SITE_URL stops here and says what to set; other builds use the
// local address `npm start` serves.
const address = siteAddressFrom(process.env);
// How the addresses that moved are kept (REDIRECTS, src/lib/redirects/mode.ts): small pages, or `_redirects`
// rules for a host that applies them. Read here first so a bad value stops the build before it starts.
redirectsModeFrom(process.env);
const leading = pagesLeadingElsewhere(address.base);

// The default task's page (/tasks/<first task>/) is home's twin and names home canonical: the sitemap lists
// home only. The first task of data/index.json is the default, as the pages take it; a file too broken
// to name one is reported by the build's validation, so nothing is left out here.
const defaultTask = () => {
  try {
    return JSON.parse(readFileSync(join(dataDir(), 'index.json'), 'utf8')).tasks?.[0]?.id;
  } catch {
    return undefined;
  }
};
const twinTask = defaultTask();
const homeTwin = typeof twinTask === 'string' ? joinBase(address.base, `/tasks/${twinTask}/`) : null;

export default defineConfig({
  site: address.origin,
  base: address.base,
  trailingSlash: 'ignore',
  // The sitemap lists HTML pages only: with build.format 'directory' their URLs end in '/', while files
  // (CSVs, zips, card.png, the feed) do not. Its index is /sitemap-index.xml, named in robots.txt. Embed
  // pages (/releases/<id>/embed/<chart>/, noindex) repeat a chart shown on its own page, and home's twin
  // names home canonical: both left out, and so are the small pages at the addresses that moved (a meta
  // refresh to the page showing what they showed; with REDIRECTS=file they are `_redirects` rules, not pages).
  integrations: [
    mdx(),
    leading.integration,
    sitemap({
      filter: (url) =>
        url.endsWith('/') &&
        !/\/releases\/[^/]+\/embed\//.test(url) &&
        new URL(url).pathname !== homeTwin &&
        !leading.leadsElsewhere(url),
    }),
    pageWorkersIntegration(),
    // Figure pages link one shared stylesheet (src/lib/styles/shared-stylesheet.ts); every other page inlines its own.
    figurePageStylesIntegration(address.base),
    // Last: its astro:build:done runs after the others' (the stage lines, then the warnings rule).
    buildReportIntegration(),
  ],
  // The build's log (src/build/build-log.ts): quiet while building (errors, warnings and one line per stage;
  // everything with VERBOSE=1), and a warning not known to be harmless fails the build.
  logger: { entrypoint: new URL('./src/build/build-log.ts', import.meta.url) },
  // Styles inline in each page: no render-blocking stylesheet request before the first paint (figure pages
  // excepted, above).
  // Pages render on worker threads (src/build/page-workers.ts): four in flight keep them busy while the
  // main thread writes the finished ones.
  build: { format: 'directory', inlineStylesheets: 'always', concurrency: 4 },
  // Lossless whitespace removal: Astro 7's default ('jsx') drops the space between text and a link.
  compressHTML: true,
  // Per-page CSP meta with hashes for Astro's scripts and styles; nothing from another origin.
  security: {
    csp: {
      // The inline scripts, by their hashes: the layout's two, the one that marks <html> as running JavaScript
      // (src/lib/text/js-flag.ts) and the one that starts module scripts after the first paint (src/browser/after-paint.ts),
      // and /compare/'s, which lays the page out for the figures its address names (src/lib/compare/layout-flag.ts).
      scriptDirective: {
        hashes: [JS_FLAG_SCRIPT, AFTER_PAINT_SCRIPT, COMPARE_LAYOUT_SCRIPT].map(
          (s) => /** @type {const} */ (`sha256-${createHash('sha256').update(s).digest('base64')}`),
        ),
      },
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
  devToolbar: { enabled: false },
  // No code blocks are shown; Shiki's inline styles would break the CSP.
  markdown: { syntaxHighlight: false },
});
