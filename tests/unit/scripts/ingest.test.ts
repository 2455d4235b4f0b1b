// `npm run ingest` (scripts/ingest.ts), run as a user would.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('npm run ingest', () => {
  // From the main checkout ../shared is the shared folder; from a worktree under /work/wt it is two up.
  const upstream =
    [join('..', 'shared', 'upstream'), join('..', '..', 'shared', 'upstream')].find((p) => existsSync(p)) ?? '';
  it.skipIf(!existsSync(upstream))('re-creates the committed data/ byte for byte from ../shared/upstream', () => {
    const out = mkdtempSync(join(tmpdir(), 'ingest-'));
    execFileSync(process.execPath, ['scripts/ingest.ts', upstream, '--out', out], { encoding: 'utf8' });
    for (const f of [
      'index.json',
      'grid.json',
      'hardware.json',
      'sources.json',
      'mlperf-inference.json',
      'ml-energy-v2.json',
      'published-figures.json',
    ])
      expect(readFileSync(join(out, f), 'utf8')).toBe(readFileSync(join('data', f), 'utf8'));
  });
});
