// The after-paint script's text, built once from its typed source (src/browser/after-paint.ts) by esbuild:
// the layout inlines this text and astro.config.mjs hashes the same text for the Content-Security-Policy,
// so the two cannot disagree. Minified: it is in every page. esbuild is pinned in package.json, so the same
// source gives the same text (and the same hash) on every machine.
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';

/** Where the source is, from the project root (the build runs there, as dataDir assumes). */
export const AFTER_PAINT_SOURCE = 'src/browser/after-paint.ts';

/** The minified script, without the final newline esbuild adds. */
export function afterPaintText(source = readFileSync(AFTER_PAINT_SOURCE, 'utf8')): string {
  return transformSync(source, { loader: 'ts', minify: true, target: 'es2022' }).code.trimEnd();
}

export const AFTER_PAINT_SCRIPT = afterPaintText();
