// src/browser/after-paint.ts minified once by esbuild (pinned, so the hash is stable): the layout inlines this text
// and astro.config.mjs hashes the same text for the CSP, so the two cannot disagree.
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';

/** Where the source is, from the project root (the build runs there, as dataDir assumes). */
export const AFTER_PAINT_SOURCE = 'src/browser/after-paint.ts';

/** The minified script, without the final newline esbuild adds. */
export function afterPaintText(source = readFileSync(AFTER_PAINT_SOURCE, 'utf8')): string {
  return transformSync(source, { loader: 'ts', minify: true, target: 'es2022' }).code.trimEnd();
}

export const AFTER_PAINT_SCRIPT = afterPaintText();
