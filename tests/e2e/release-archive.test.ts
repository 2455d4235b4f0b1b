// The site built on two fixture releases (tests/fixtures/releases/: fixture-2026-01 archived, fixture-2026-06
// as data/): every figure of both releases has its page; an older figure page says a newer release exists
// and links to the same configuration there, or says it is gone; the newest says nothing of the kind.
// Read from the built files (no browser needed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { figureUrl } from '../../src/lib/text/site-links.ts';

const RELEASES = 'tests/fixtures/releases';
let out = '';
const page = (path: string) => readFileSync(join(out, path, 'index.html'), 'utf8');

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'archive-build-'));
  const env = {
    ...process.env,
    DATA_DIR: join(RELEASES, 'fixture-2026-06'),
    RELEASES_DIR: RELEASES,
    ASTRO_TELEMETRY_DISABLED: '1',
  };
  execFileSync(process.execPath, [join('node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--outDir', out], {
    stdio: 'pipe',
    env,
  });
}, 180_000);
afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('figure pages across releases (fixture releases)', () => {
  const kept = 'lm-arena-chat.org-model-a.h100x2.tp2ep1dp1.b128';
  const gone = 'lm-arena-chat.org-model-a.h100x2.tp2ep1dp1.b64';
  it('an older figure links to the same configuration in the newest release', () => {
    const html = page(figureUrl('fixture-2026-01', kept));
    expect(html).toContain('data-newer');
    expect(html).toContain(`href="${figureUrl('fixture-2026-06', kept)}"`);
    expect(existsSync(join(out, figureUrl('fixture-2026-06', kept), 'index.html'))).toBe(true);
  });
  it('an older figure whose configuration is gone says so, and links to the newest release', () => {
    const html = page(figureUrl('fixture-2026-01', gone));
    expect(html).toContain('This configuration is not in it.');
    expect(html).toContain('href="/releases/fixture-2026-06/"');
  });
  it('a figure of the newest release carries no such notice; the archived release page lists its own figures', () => {
    expect(page(figureUrl('fixture-2026-06', kept))).not.toContain('data-newer');
    expect(page('/releases/fixture-2026-01/')).toContain(`href="${figureUrl('fixture-2026-01', kept)}"`);
  });
});
