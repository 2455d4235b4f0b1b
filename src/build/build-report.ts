// Node-only: the build's stage lines, and a build that printed an unknown warning fails (fix it, or list it in
// build-log.ts). Last in astro.config.mjs, so its astro:build:done runs after every other integration's.
import { readdirSync } from 'node:fs';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { fmtCount } from '../lib/text/format.ts';
import { stageSeconds, startBuildLog, unexpectedWarnings } from './build-log.ts';

/** HTML files under a folder, at any depth. */
function htmlFiles(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).length;
}

/** Files by kind, most first (then by name): "27 csv, 14 json, 3 zip" (a file without an extension by its name). */
export function filesByKind(files: readonly string[]): string {
  const kinds = new Map<string, number>();
  for (const f of files) {
    const kind = extname(f).slice(1) || f.slice(f.lastIndexOf('/') + 1);
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return [...kinds]
    .sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0))
    .map(([kind, n]) => `${fmtCount(n)} ${kind}`)
    .join(', ');
}

/** The data files line: how many files the endpoints wrote, and their kinds. */
export const dataFilesLine = (files: readonly string[]) =>
  `${fmtCount(files.length)} written by endpoints (${filesByKind(files)})`;

/** The failure of a build that printed warnings not known to be harmless. */
export function warningsError(warnings: readonly string[]): Error | null {
  if (!warnings.length) return null;
  return new Error(
    `the build printed ${warnings.length} warning${warnings.length === 1 ? '' : 's'} (above): ` +
      `${warnings.slice(0, 3).join('; ')}. Fix the cause, or, if it is harmless, add it to HARMLESS_WARNINGS in ` +
      'src/build/build-log.ts with the reason.',
  );
}

export function buildReportIntegration(): AstroIntegration {
  let start = 0;
  return {
    name: 'build-report',
    hooks: {
      'astro:config:setup': ({ command }) => {
        if (command === 'build') startBuildLog();
      },
      'astro:build:start': () => {
        start = performance.now();
      },
      'astro:build:generated': ({ dir, logger }) => {
        logger
          .fork('pages')
          .info(
            `${fmtCount(htmlFiles(fileURLToPath(dir)))} HTML pages in ${stageSeconds(performance.now() - start)} ` +
              '(bundled, then rendered)',
          );
      },
      'astro:build:done': ({ assets, logger }) => {
        const files = [...assets.values()].flat().map((u) => fileURLToPath(u));
        const data = files.filter((f) => !f.endsWith('.html'));
        logger.fork('data files').info(dataFilesLine(data));
        const failure = warningsError(unexpectedWarnings());
        if (failure) throw failure;
      },
    },
  };
}
