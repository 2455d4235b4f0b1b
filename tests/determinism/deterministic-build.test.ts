// Two clean builds of the same commit give byte-identical output, images included: citations and checksums
// depend on it. `npm run test:determinism`, after `npm test` (whose build is dist/): CI runs both. It is kept
// out of `npm test` so that a developer's test run builds the site twice (the real data and the fixture site).
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/** Every file of a built folder by its path inside the folder, with the SHA-256 of its bytes: a difference names the file. */
function digest(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (f.isFile()) {
      const p = join(f.parentPath, f.name);
      out[relative(dir, p)] = createHash('sha256').update(readFileSync(p)).digest('hex');
    }
  return out;
}

describe('deterministic build', () => {
  // dist/ is the clean build `npm test` made; one more clean build beside it is enough to compare.
  it('builds the same bytes as dist/ again', () => {
    if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` (or `npm test`) first.');
    const astro = join('node_modules', 'astro', 'bin', 'astro.mjs');
    const out = mkdtempSync(join(tmpdir(), 'build-'));
    try {
      execFileSync(process.execPath, [astro, 'build', '--outDir', out], {
        stdio: 'pipe',
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      });
      const first = digest('dist');
      expect(Object.keys(first).length).toBeGreaterThan(30);
      expect(digest(out)).toEqual(first);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
    // Ten minutes: the build now also draws a PNG of every chart of every release (about 0.15 s each on a
    // loaded machine), and on two cores shared with other builds one clean build has taken over five.
  }, 600_000);
});
