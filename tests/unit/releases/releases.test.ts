// Release order and the archive (src/lib/releases/releases.ts, src/lib/node/releases-load.ts), on the fixture
// releases (tests/fixtures/releases/).
import { describe, expect, it } from 'vitest';
import { fixtureReleases } from '../../fixtures/fixture-releases.ts';
import { orderReleases } from '../../../src/lib/releases/releases.ts';
import { loadArchivedReleases } from '../../../src/lib/node/releases-load.ts';

const { first, second } = fixtureReleases();

describe('release order and archive', () => {
  it('orders releases by date and links each to the one before', () => {
    const entries = orderReleases([second, first]);
    expect(entries.map((e) => [e.id, e.previous?.release.id ?? null, e.latest])).toEqual([
      ['fixture-2026-01', null, false],
      ['fixture-2026-06', 'fixture-2026-01', true],
    ]);
  });
  it('refuses two releases with one id', () => {
    expect(() => orderReleases([first, first])).toThrow(/appears twice/);
  });
  it('loads every archived release folder, each named by its release id', () => {
    expect(loadArchivedReleases('tests/fixtures/releases').map((d) => d.release.id)).toEqual([
      'fixture-2026-01',
      'fixture-2026-06',
    ]);
    expect(loadArchivedReleases('tests/fixtures/no-such-folder')).toEqual([]);
  });
});
