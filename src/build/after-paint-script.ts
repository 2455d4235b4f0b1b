// src/browser/after-paint.ts minified once by esbuild (pinned, so the hash is stable): the layout inlines this text
// and astro.config.mjs hashes the same text for the CSP, so the two cannot disagree. The build runs from the project
// root, as dataDir assumes; esbuild's final newline is trimmed.
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';

export const AFTER_PAINT_SCRIPT = transformSync(readFileSync('src/browser/after-paint.ts', 'utf8'), {
  loader: 'ts',
  minify: true,
  target: 'es2022',
}).code.trimEnd();
