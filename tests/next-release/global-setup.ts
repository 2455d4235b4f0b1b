// The next-release project's setup: builds the synthetic next release (unless `npm test` just built it:
// NEXT_RELEASE_PREBUILT=1), checks that its snapshot was written, and serves its site to the browser tests as
// tests/e2e/global-setup.ts serves dist/.
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { serveDir } from '../../scripts/lib/static-server.ts';
import { findChromium, NO_CHROMIUM } from '../../scripts/lib/chromium.ts';
import { buildNextRelease, nextReleaseBuilt, NEXT_RELEASE } from './next-release.ts';

export default async function setup(project: TestProject) {
  if (process.env.NEXT_RELEASE_PREBUILT === '1') {
    if (!nextReleaseBuilt())
      throw new Error(
        `NEXT_RELEASE_PREBUILT=1, but ${NEXT_RELEASE.out} holds no built site: run \`npm run build:next-release\`.`,
      );
  } else buildNextRelease();
  if (!existsSync(NEXT_RELEASE.figures)) throw new Error(`${NEXT_RELEASE.figures}: the next release has no snapshot`);
  const chromium = findChromium();
  if (!chromium) throw new Error(NO_CHROMIUM);
  const { server, url } = await serveDir(NEXT_RELEASE.out);
  project.provide('baseUrl', url);
  project.provide('chromiumPath', chromium);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
