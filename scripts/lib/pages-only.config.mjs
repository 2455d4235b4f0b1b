// @ts-check
// The Astro config of the bench's page-weight build (pages-only.ts): PAGES_ONLY_SRC, and only the MDX integration.
import mdx from '@astrojs/mdx';
import config from '../../astro.config.mjs';

if (!process.env.PAGES_ONLY_SRC) throw new Error('pages-only.config.mjs: set PAGES_ONLY_SRC to the source folder');

export default { ...config, srcDir: process.env.PAGES_ONLY_SRC, integrations: [mdx()] };
