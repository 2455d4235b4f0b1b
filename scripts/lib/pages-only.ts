// The bench's page-weight build (`--pages-only`): only the weighed pages, built in .bench/ (Vite wants them inside
// its root) with the rest of src/ linked, skipping the ~88,000 pages and cards of a full build at 100x.
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
