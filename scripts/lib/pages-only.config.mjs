// @ts-check
// The project's Astro config for the bench's page-weight build (scripts/lib/pages-only.ts): the source
// folder given in PAGES_ONLY_SRC, and only the MDX integration (no sitemap, no cards or chart files).
import mdx from '@astrojs/mdx';
import config from '../../astro.config.mjs';

if (!process.env.PAGES_ONLY_SRC) throw new Error('pages-only.config.mjs: set PAGES_ONLY_SRC to the source folder');

export default { ...config, srcDir: process.env.PAGES_ONLY_SRC, integrations: [mdx()] };
