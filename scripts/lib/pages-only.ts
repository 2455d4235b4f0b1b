// The bench's page-weight build (`npm run bench -- --pages-only`): the pages it weighs, built from the
// same sources without the rest of the site. At 100x the full build writes ~88,000 pages and draws as
// many cards and ~10,000 chart PNGs, which takes minutes; the weighed pages need none of that. A source
// folder is made beside the build with a copy of only these page files (their relative imports land on
// links to the project's own components, layouts, styles, scripts and lib), and built with the project's
// Astro config minus the integrations that write other files (pages-only.config.mjs). The weighed pages'
// HTML is written by the same components from the same data; only the bundling of shared scripts and
// styles sees fewer pages, so the bench runs it on the real data too, to compare with the full build.
// The folder is inside the project (.bench/, ignored by git): Vite reads page files outside its root as
// paths under it.
import { copyFileSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Page files under src/pages/ the bench weighs (the model page is left out: at 100x there are 3,400). */
export const WEIGHED_PAGE_FILES = [
  'index.astro',
  'tasks/[task].astro',
  'glossary/[slug].astro',
  'gpus/[id].astro',
  'methodology.astro',
  'check/index.astro',
  'calculator/index.astro',
];

export const PAGES_ONLY_CONFIG = 'scripts/lib/pages-only.config.mjs';

/** A source folder holding only the weighed pages, everything else linked to src/; returns its path. */
export function pagesOnlySrc(src = 'src'): string {
  const out = resolve('.bench', 'src-pages-only');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'pages'), { recursive: true });
  for (const entry of readdirSync(src)) if (entry !== 'pages') symlinkSync(resolve(src, entry), join(out, entry));
  for (const file of WEIGHED_PAGE_FILES) {
    mkdirSync(dirname(join(out, 'pages', file)), { recursive: true });
    copyFileSync(join(src, 'pages', file), join(out, 'pages', file));
  }
  return out;
}
