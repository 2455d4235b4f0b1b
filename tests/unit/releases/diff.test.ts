// What changed between releases (src/lib/releases/diff.ts), on two fixture releases (tests/fixtures/releases/)
// whose differences are known by construction, and on the real data against itself (nothing changed).
import { describe, expect, it } from 'vitest';
import { fixtureReleases, loadRelease } from '../../fixtures/fixture-releases.ts';
import { diffReleases } from '../../../src/lib/releases/diff.ts';

const { first, second } = fixtureReleases();
const ID = {
  a64: 'lm-arena-chat.org-model-a.h100x2.tp2ep1dp1.b64',
  a128: 'lm-arena-chat.org-model-a.h100x2.tp2ep1dp1.b128',
  aB200: 'lm-arena-chat.org-model-a.b200x1.tp1ep1dp1.b64',
  aB200b128: 'lm-arena-chat.org-model-a.b200x1.tp1ep1dp1.b128',
  b32: 'lm-arena-chat.org-model-b.h100x1.tp1ep1dp1.b32',
};

describe('release diff (fixture releases)', () => {
  const diff = diffReleases(first, second);
  const table = (name: string) => diff.tables.find((t) => t.table === name)!;

  it('names the two releases', () => {
    expect([diff.fromId, diff.toId]).toEqual(['fixture-2026-01', 'fixture-2026-06']);
    expect(diff.empty).toBe(false);
  });
  it('lists configurations added, removed and changed old -> new', () => {
    const t = table('configurations');
    expect(t.added).toEqual([ID.aB200b128]);
    expect(t.removed).toEqual([ID.a64]);
    expect(t.changed.map((c) => c.id)).toEqual([ID.a128, ID.b32]);
    const a128 = Object.fromEntries(t.changed[0].changes.map((c) => [c.field, [c.old, c.new]]));
    expect(Object.keys(a128).sort()).toEqual(['avg_power_w', 'energy_per_request_j', 'energy_per_token_j'].sort());
    expect(a128.avg_power_w).toEqual([1200, 1100]);
    const b32 = Object.fromEntries(t.changed[1].changes.map((c) => [c.field, [c.old, c.new]]));
    expect(b32.status).toEqual(['published', 'withheld']);
    expect(b32.withheld_reason[0]).toBeNull();
    expect(String(b32.withheld_reason[1])).toMatch(/disagrees/);
  });
  it('lists selections that moved, appeared or vanished', () => {
    expect(diff.selectionMoves.map((m) => [m.model, m.gpu, m.oldId, m.newId])).toEqual([
      ['Org/Model-A', 'B200', ID.aB200, ID.aB200b128],
      ['Org/Model-A', 'H100', ID.a128, ID.a128], // same row, new figure
      ['Org/Model-B', 'H100', ID.b32, null], // withheld now, so nothing left to select
    ]);
    // 1,200 W / 6,000 tokens/s = 0.2 J before; 1,100 W / 6,000 tokens/s = 0.18333 J after.
    expect(diff.selectionMoves[1].oldEnergyJ).toBeCloseTo(0.2, 12);
    expect(diff.selectionMoves[1].newEnergyJ).toBeCloseTo(0.1833333, 7);
  });
  it('reports grid and hardware changes by their ids', () => {
    expect(table('grid').changed).toEqual([
      { id: 'world', changes: [{ field: 'intensity_gco2e_per_kwh', old: 500, new: 480 }] },
    ]);
    expect(table('hardware').changed).toEqual([
      { id: 'b200.tdp_w', changes: [{ field: 'status', old: 'confirmed', new: 'partially_confirmed' }] },
    ]);
  });
  it('ignores provenance and derived columns: only a figure change is a change', () => {
    const fields = diff.tables.flatMap((t) => t.changed.flatMap((c) => c.changes.map((ch) => ch.field)));
    for (const f of [
      'release_id',
      'provenance_commit',
      'wh_per_million_tokens',
      'tokens_per_j',
      'power_residual',
      'selected',
    ])
      expect(fields).not.toContain(f);
  });
  it('a release against itself has no changes (real data)', () => {
    const real = loadRelease('data');
    const same = diffReleases(real, loadRelease('data'));
    expect(same.empty).toBe(true);
    expect(same.selectionMoves).toEqual([]);
  });
});
