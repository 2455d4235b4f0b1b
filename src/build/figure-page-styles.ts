// Node-only: after the build, every figure page (releases/<id>/rows/<row>/index.html) links one shared stylesheet
// instead of inlining it (src/lib/styles/shared-stylesheet.ts says why). The file goes to _astro/, beside Astro's
// own hashed assets, named by its content's hash. Pages without a stylesheet (a moved address's small page) are
// left as they are; figure pages with different stylesheets would each get their own file.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { joinBase } from '../lib/text/site-address.ts';
import { ASSETS_DIR } from '../lib/headers/headers-file.ts';
import { inlineStylesheet, linkStylesheet, sharedStylesheetName } from '../lib/styles/shared-stylesheet.ts';

/** The figure pages' files under the output folder: releases/<id>/rows/<row>/index.html. */
function figurePageFiles(out: string): string[] {
  const releases = join(out, 'releases');
  if (!existsSync(releases)) return [];
  const files: string[] = [];
  for (const id of readdirSync(releases, { withFileTypes: true })) {
    const rows = join(releases, id.name, 'rows');
    if (!id.isDirectory() || !existsSync(rows)) continue;
    for (const row of readdirSync(rows, { withFileTypes: true })) {
      const file = join(rows, row.name, 'index.html');
      if (row.isDirectory() && existsSync(file)) files.push(file);
    }
  }
  return files.sort();
}

/** Moves the figure pages' stylesheet to a shared file; returns the files written (relative to `out`). */
export function shareFigurePageStyles(out: string, base: string): string[] {
  const written = new Map<string, string>();
  for (const file of figurePageFiles(out)) {
    const html = readFileSync(file, 'utf8');
    const css = inlineStylesheet(html, file);
    if (css === null) continue;
    const name = `${ASSETS_DIR}/${sharedStylesheetName('figure-page', css)}`;
    if (!written.has(name)) {
      writeFileSync(join(out, name), css);
      written.set(name, css);
    }
    writeFileSync(file, linkStylesheet(html, css, joinBase(base, `/${name}`)));
  }
  return [...written.keys()];
}

/** `base`: the site's sub-path ("/" or "/<path>/"), as the links on every page carry it. */
export function figurePageStylesIntegration(base: string): AstroIntegration {
  return {
    name: 'figure-page-styles',
    hooks: {
      'astro:build:done': ({ dir }) => {
        shareFigurePageStyles(fileURLToPath(dir), base);
      },
    },
  };
}
