// Where the synthetic next release (tests/next-release/next-release.ts) is built: plain paths, so that
// vitest.config.ts can name them without loading the data code.
export const NEXT_RELEASE = {
  work: 'node_modules/.cache/next-release',
  data: 'node_modules/.cache/next-release/data',
  figures: 'node_modules/.cache/next-release/real-figures.json',
  out: 'node_modules/.cache/next-release/dist',
} as const;
