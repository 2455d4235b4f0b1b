// The synthetic next release really is one (tests/next-release/next-release.ts): its snapshot differs from the
// committed one where the release moved the figures, so the real-data tests that pass beside this file in the
// next-release project pass on other figures than today's, with nothing changed but the snapshot.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REAL_FIGURES_FILE, type RealFigures } from '../../scripts/lib/real-figures.ts';
import { loadDataDir } from '../../src/lib/node/read-data.ts';
import { real, REAL_DATA_DIR, REAL_FIGURES_PATH, REAL_SITE_DIR } from '../fixtures/real-figures.ts';
import { CHANGES, NEXT_RELEASE } from './next-release.ts';

const today: RealFigures = JSON.parse(readFileSync(REAL_FIGURES_FILE, 'utf8'));
const added = loadDataDir('data').index.rows.filter((r) => r.model === CHANGES.addedFrom);

describe('the synthetic next release', () => {
  it('is what the tests beside this one read: its data, its snapshot, its site', () => {
    expect([REAL_DATA_DIR, REAL_FIGURES_PATH, REAL_SITE_DIR]).toEqual([
      NEXT_RELEASE.data,
      NEXT_RELEASE.figures,
      NEXT_RELEASE.out,
    ]);
  });
  it("is a later release, with the added model's rows and the earlier release archived", () => {
    expect(real.release.id > today.release.id).toBe(true);
    expect(real.index.rows).toBe(today.index.rows + added.length);
    expect(loadDataDir(`${NEXT_RELEASE.data}/releases/${today.release.id}`).index.release.id).toBe(today.release.id);
  });
  it('moves the figures the tests check: the reference row, the lowest, the GPU finding', () => {
    expect(real.reference.id).toBe(today.reference.id);
    expect(real.reference.j_per_token).not.toBe(today.reference.j_per_token);
    expect(real.reference.wh_per_million).not.toBe(today.reference.wh_per_million);
    expect(real.headline.lowest.model).toBe(CHANGES.addedModel.id);
    expect(real.headline.lowest.j_per_token).not.toBe(today.headline.lowest.j_per_token);
    const chat = real.headline.task;
    expect(real.findings[chat].models).toBe(today.findings[chat].models + 1);
    expect(real.findings[chat].change).not.toBe(today.findings[chat].change);
  });
});
