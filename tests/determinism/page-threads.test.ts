// Pages rendered on worker threads (src/build/page-workers.ts, which reaches into Astro's private build
// state) are the pages Astro renders on its main thread, byte for byte: the fixture site built with two page
// threads and with PAGE_THREADS=0 must give the same dist/. An Astro upgrade that changed what a worker
// renders shows here. In the determinism project (`npm run test:determinism`): it builds the site twice.
import { describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { buildFixtureSite } from '../e2e/fixture-site.ts';
import { digest } from './digest.ts';

describe('page threads', () => {
  it('build the same dist/ as the main thread (PAGE_THREADS=0)', () => {
    const threaded = buildFixtureSite(undefined, { PAGE_THREADS: '2' });
    const single = buildFixtureSite(undefined, { PAGE_THREADS: '0' });
    try {
      // The threaded build did render on threads (falling back to the main thread is a warning, which fails the
      // build); its pages line says so (src/build/build-report.ts).
      expect(threaded.log).toMatch(/^pages: .* \(bundled, then rendered on 2 worker threads\)$/m);
      expect(single.log).toMatch(/^pages: .* \(bundled, then rendered on the main thread\)$/m);
      const a = digest(threaded.out);
      expect(Object.keys(a).length).toBeGreaterThan(30);
      expect(digest(single.out)).toEqual(a);
    } finally {
      rmSync(threaded.work, { recursive: true, force: true });
      rmSync(single.work, { recursive: true, force: true });
    }
  }, 600_000);
});
