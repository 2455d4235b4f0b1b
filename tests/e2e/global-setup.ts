// Serves the built dist/ once for every browser test (`npm test` builds it before this runs), and builds the
// one fixture site (tests/e2e/fixture-site.ts) that the hostile-data and add-source tests read, unless
// `npm test` built it already (FIXTURE_SITE_PREBUILT=1).
import { existsSync, rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { serveDir } from '../../scripts/lib/static-server.ts';
import { findChromium, NO_CHROMIUM } from '../../scripts/lib/chromium.ts';
import { buildFixtureSite, prebuiltFixtureSite } from './fixture-site.ts';

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  const chromium = findChromium();
  if (!chromium) throw new Error(NO_CHROMIUM);
  const prebuilt = prebuiltFixtureSite();
  const fixture = prebuilt ?? buildFixtureSite(undefined, {}, { subPath: true });
  const { server, url } = await serveDir('dist');
  project.provide('baseUrl', url);
  project.provide('chromiumPath', chromium);
  project.provide('fixtureSite', fixture);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (!prebuilt) rmSync(fixture.work, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    fixtureSite: { work: string; data: string; out: string; subPathOut: string };
  }
}
