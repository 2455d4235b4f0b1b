// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import { createHash } from 'node:crypto';
import { JS_FLAG_SCRIPT, COMPARE_LAYOUT_SCRIPT } from './src/lib/text/first-paint.ts';
import { AFTER_PAINT_SCRIPT } from './src/build/after-paint-script.ts';
import sitemap from '@astrojs/sitemap';
import { buildReportIntegration } from './src/build/build-report.ts';
import { sitemapFilter } from './src/build/sitemap-pages.ts';
import { siteAddressFrom } from './src/lib/text/site-address.ts';
import { searchIndexIntegration } from './src/build/search-index.ts';
import { redirectsModeFrom } from './src/lib/redirects/mode.ts';

// The public address the site is served from (SITE_URL, the origin) and the sub-path under it (BASE_PATH,
// "/" by default), read once (src/lib/text/site-address.ts): every URL the site writes is built on them.
// A build for deployment (DEPLOY=1) without SITE_URL stops here and says what to set; other builds use the
// local address `npm start` serves.
const address = siteAddressFrom(process.env);
// How the addresses that moved are kept (REDIRECTS, src/lib/redirects/mode.ts): small pages, or `_redirects`
// rules for a host that applies them. Read here first so a bad value stops the build before it starts.
redirectsModeFrom(process.env);

export default defineConfig({
  site: address.origin,
  base: address.base,
  trailingSlash: 'ignore',
  // The sitemap (/sitemap-index.xml, named in robots.txt) lists the pages of their own: src/build/sitemap-pages.ts.
  integrations: [
    mdx(),
    sitemap({ filter: sitemapFilter(address.base) }),
    // The site search's index (/pagefind/), made from the finished pages.
    searchIndexIntegration(),
    // Last: its astro:build:done runs after the others' (the stage lines, then the warnings rule).
    buildReportIntegration(),
  ],
  // The build's log (src/build/build-log.ts): quiet while building (errors, warnings and one line per stage;
  // everything with VERBOSE=1), and a warning not known to be harmless fails the build.
  logger: { entrypoint: new URL('./src/build/build-log.ts', import.meta.url) },
  // Styles inline in each page: no render-blocking stylesheet request before the first paint. Figure pages
  // link the site's stylesheet as a file instead (src/layouts/FigureLayout.astro says why).
  build: { format: 'directory', inlineStylesheets: 'always' },
  // Lossless whitespace removal: Astro 7's default ('jsx') drops the space between text and a link.
  compressHTML: true,
  // Per-page CSP meta with hashes for Astro's scripts and styles; nothing from another origin.
  security: {
    csp: {
      // The inline scripts, by their hashes: the layout's two, the one that marks <html> as running JavaScript
      // (src/lib/text/first-paint.ts) and the one that starts module scripts after the first paint (src/browser/after-paint.ts),
      // and /compare/'s, which lays the page out for the figures its address names (src/lib/text/first-paint.ts).
      // 'wasm-unsafe-eval': the site search (Pagefind) runs its index lookups in WebAssembly, from /pagefind/ ('self').
      scriptDirective: {
        resources: ["'self'", "'wasm-unsafe-eval'"],
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
