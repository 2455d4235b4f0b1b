// Two clean builds of the same commit give byte-identical output: citations and checksums depend on it.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

function digest(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out[relative(dir, p)] = createHash('sha256').update(readFileSync(p)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

describe('deterministic build', () => {
  it('builds the same bytes twice', () => {
    const astro = join('node_modules', 'astro', 'bin', 'astro.mjs');
    const outs = [0, 1].map(() => {
      const out = mkdtempSync(join(tmpdir(), 'build-'));
      execFileSync(process.execPath, [astro, 'build', '--outDir', out], {
        stdio: 'pipe',
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      });
      return digest(out);
    });
    expect(Object.keys(outs[0]).length).toBeGreaterThan(30);
    expect(outs[1]).toEqual(outs[0]);
  }, 300_000);
});
