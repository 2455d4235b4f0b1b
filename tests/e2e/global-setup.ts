// Serves the built dist/ once for every browser test. `npm test` builds before this runs.
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { serveDir } from '../../scripts/lib/static-server.ts';
import { findChromium, NO_CHROMIUM } from '../../scripts/lib/chromium.ts';

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  const chromium = findChromium();
  if (!chromium) throw new Error(NO_CHROMIUM);
  const { server, url } = await serveDir('dist');
  project.provide('baseUrl', url);
  project.provide('chromiumPath', chromium);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}
