// The releases feed on the two fixture releases (tests/fixtures/releases/): one item per release,
// newest first, each linking to its permanent page, dated at midnight UTC of the release date.
import { describe, expect, it } from 'vitest';
import { fixtureReleases } from '../../fixtures/fixture-releases.ts';
import { orderReleases } from '../../../src/lib/releases/releases.ts';
import { feedItems } from '../../../src/lib/releases/feed.ts';

describe('releases feed (fixture releases)', () => {
  const { first, second } = fixtureReleases();
  const entries = orderReleases([second, first]);
  const items = feedItems(entries, 'https://site.example');
  it('has one item per release, newest first, linked to its permanent page', () => {
    expect(items.map((i) => i.link)).toEqual([
      'https://site.example/releases/fixture-2026-06/',
      'https://site.example/releases/fixture-2026-01/',
    ]);
    expect(items.map((i) => i.pubDate.toISOString())).toEqual(['2026-06-01T00:00:00.000Z', '2026-01-15T00:00:00.000Z']);
  });
  it('describes each release with its counts, lowest figure, boundary and basis', () => {
    // fixture-2026-06: 4 rows, 2 selected, the lowest 0.075 J (Model A on 1 x B200, batch 128);
    // fixture-2026-01: 4 rows, 3 selected, the lowest 0.1 J (Model A on 1 x B200, batch 64).
    expect(items.map((i) => i.description)).toEqual([
      'Second fixture release: one row re-measured, one added, one removed, one withheld. 4 measured configurations, 2 selected. Lowest selected figure in Text Conversation: 0.0750 J per output token (Model A, 1 x B200, batch 128; boundary board (GPU), basis measured).',
      'First fixture release. 4 measured configurations, 3 selected. Lowest selected figure in Text Conversation: 0.100 J per output token (Model A, 1 x B200, batch 64; boundary board (GPU), basis measured).',
    ]);
  });
});
