// The synthetic release history of the benchmark (scripts/lib/synthetic-releases.ts): a tenth of the rows apart
// from one release to the next (whole models, or every tenth row), the latest the real data unchanged, every row
// still consistent. Real data.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { historicRelease, monthsBefore, writeSyntheticHistory } from '../../../../scripts/lib/synthetic-releases.ts';
import { loadDataDir } from '../../../../src/lib/node/read-data.ts';
import { loadArchivedReleases } from '../../../../src/lib/node/releases-load.ts';

const latest = loadDataDir('data').index;

describe('a synthetic history of releases (real data)', () => {
  it('dates each release a month before the next', () => {
    expect(monthsBefore('2026-12-01', 1)).toBe('2026-11-01');
    expect(monthsBefore('2026-12-01', 12)).toBe('2025-12-01');
    expect(monthsBefore('2026-01-15', 1)).toBe('2025-12-01');
  });
  /** The rows each release re-measured from the one before, in a history of 5 with `churn`. */
  const changedRows = (churn: 'campaigns' | 'spread') => {
    const n = 5;
    const history = Array.from({ length: n }, (_, k) => historicRelease(latest, k, n, churn));
    expect(history[n - 1]).toBe(latest);
    expect(new Set(history.map((h) => h.release.id)).size).toBe(n);
    return history
      .slice(1)
      .map((h, k) => h.rows.filter((r, i) => r.energy_per_token_j !== history[k].rows[i].energy_per_token_j));
  };
  it('spread: ends with the real release, and consecutive releases differ in every tenth row', () => {
    for (const [j, changed] of changedRows('spread').entries()) {
      // 838 rows: the rows i with (i + k) % 10 === 0, 83 or 84 of them.
      const k = j + 1;
      expect(changed.length, `release ${k}`).toBe(latest.rows.filter((_, i) => (i + k) % 10 === 0).length);
    }
  });
  it('campaigns: consecutive releases differ in every row of a tenth of the models, and in nothing else', () => {
    const models = [...new Set(latest.rows.map((r) => r.model))].sort();
    for (const [j, changed] of changedRows('campaigns').entries()) {
      const k = j + 1;
      const picked = models.filter((_, m) => (m + k) % 10 === 0);
      expect(picked.length, `release ${k}`).toBeGreaterThan(0);
      expect(changed.map((r) => r.id)).toEqual(latest.rows.filter((r) => picked.includes(r.model)).map((r) => r.id));
    }
  });
  it('writes releases the build loads: every row valid and passing its identity check as before', () => {
    const dir = mkdtempSync(join(tmpdir(), 'history-'));
    const ids = writeSyntheticHistory(dir, 'data', latest, 3, 'campaigns');
    expect(readdirSync(dir).sort()).toEqual([...ids].sort());
    const loaded = loadArchivedReleases(dir);
    expect(loaded.map((d) => d.release.id)).toEqual(['s2026-10-01', 's2026-11-01']);
    for (const d of loaded) expect(d.withheld.length).toBe(0);
  });
});
