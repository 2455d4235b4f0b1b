// Pages rendered on worker threads (src/lib/node/page-workers.ts, which reaches into Astro's private build
// state) are the pages Astro renders on its main thread, byte for byte: the fixture site built with two page
// threads and with PAGE_THREADS=0 must give the same dist/. An Astro upgrade that changed what a worker
// renders shows here. In the determinism project (`npm run test:determinism`): it builds the site twice.
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildFixtureSite } from '../e2e/fixture-site.ts';

/** Every file of a folder by its path inside it, with the SHA-256 of its bytes. */
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

describe('page threads', () => {
  it('build the same dist/ as the main thread (PAGE_THREADS=0)', () => {
    const threaded = buildFixtureSite(undefined, { PAGE_THREADS: '2' });
    const single = buildFixtureSite(undefined, { PAGE_THREADS: '0' });
    try {
      // The threaded build did render on threads (a warning would say it fell back to the main thread).
      expect(threaded.log).toContain('pages render on 2 worker threads');
      expect(single.log).not.toContain('worker thread');
      const a = digest(threaded.out);
      expect(Object.keys(a).length).toBeGreaterThan(30);
      expect(digest(single.out)).toEqual(a);
    } finally {
      rmSync(threaded.work, { recursive: true, force: true });
      rmSync(single.work, { recursive: true, force: true });
    }
  }, 600_000);
});
