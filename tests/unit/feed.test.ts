// The releases feed on the two fixture releases (tests/fixtures/releases/): one item per release,
// newest first, each linking to its permanent page, dated at midnight UTC of the release date.
import { describe, expect, it } from 'vitest';
import { loadDataDir } from '../../src/lib/node/read-data.ts';
import { buildDataset } from '../../src/lib/core/dataset.ts';
import { orderReleases } from '../../src/lib/releases/releases.ts';
import { feedItems } from '../../src/lib/releases/feed.ts';

const load = (dir: string) => {
  const l = loadDataDir(dir);
  return buildDataset(l.index, l.grid, l.hardware);
};

describe('releases feed (fixture releases)', () => {
  const entries = orderReleases([
    load('tests/fixtures/releases/fixture-2026-06'),
    load('tests/fixtures/releases/fixture-2026-01'),
  ]);
  const items = feedItems(entries, 'https://site.example');
  it('has one item per release, newest first, linked to its permanent page', () => {
    expect(items.map((i) => i.link)).toEqual([
      'https://site.example/releases/fixture-2026-06/',
      'https://site.example/releases/fixture-2026-01/',
    ]);
    expect(items.map((i) => i.pubDate.toISOString())).toEqual(['2026-06-01T00:00:00.000Z', '2026-01-15T00:00:00.000Z']);
  });
  it('describes each release with its counts, lowest figure, boundary and basis', () => {
    const d = entries[1].dataset;
    expect(items[0].description).toContain(`${d.rows.length} measured configurations`);
    expect(items[0].description).toContain('J per output token');
    expect(items[0].description).toContain(`boundary ${d.release.boundary}, basis ${d.release.basis}`);
  });
});
