import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { NEXT_RELEASE } from './tests/next-release/paths.ts';

export default defineConfig({
  test: {
    // Every core: vitest's default leaves one free, which is one worker on this 2-core machine.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], testTimeout: 60_000 } },
      // Generated files, chart SVGs and card and chart PNGs compared with committed copies (tests/golden/files/,
      // tests/golden/charts/, tests/golden/images/);
      // `npm run golden -- --update` rewrites them. Its own config: charts render .astro components with
      // Astro's container API, which needs Astro's Vite setup.
      'tests/golden/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time, one a core: each has its own Chromium (three at a time were no faster: the
          // browser tests keep both cores busy).
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      // The real-data tests again, on a synthetic next release (tests/next-release/) built with its own snapshot:
      // they pass with only the snapshot regenerated (`npm run test:next-release`).
      {
        test: {
          name: 'next-release',
          include: [
            'tests/next-release/**/*.test.ts',
            'tests/unit/data/*.test.ts',
            'tests/unit/views/headline.test.ts',
            'tests/unit/published/published-figures.test.ts',
            'tests/unit/cards/content.test.ts',
            'tests/unit/figures/figure.test.ts',
            'tests/unit/calculator/form.test.ts',
            'tests/unit/claims/check.test.ts',
            'tests/unit/scripts/validate.test.ts',
            'tests/unit/validate/source-files.test.ts',
            'tests/unit/sources/mlperf-citation.test.ts',
            'tests/unit/core/bounds.test.ts',
            'tests/unit/glossary/examples.test.ts',
            'tests/unit/glossary/picks.test.ts',
            'tests/unit/scripts/select.test.ts',
            'tests/unit/contribute/json-schemas.test.ts',
            'tests/e2e/{home,reading-conditions,figures,glossary,sources,published,claim-checker,charts}.test.ts',
          ],
          globalSetup: ['tests/next-release/global-setup.ts'],
          env: { REAL_DATA_DIR: NEXT_RELEASE.data, REAL_FIGURES: NEXT_RELEASE.figures, REAL_SITE: NEXT_RELEASE.out },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
        },
      },
      // A second clean build of the real data compared with dist/ byte for byte (`npm run test:determinism`).
      {
        test: {
          name: 'determinism',
          include: ['tests/determinism/**/*.test.ts'],
          testTimeout: 600_000,
          // One file at a time: every Astro build writes its intermediate chunks to the project's .astro/, so two
          // builds at once remove each other's modules.
          fileParallelism: false,
        },
      },
    ],
  },
});
