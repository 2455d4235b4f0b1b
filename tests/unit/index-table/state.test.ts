// The index table's URL state (src/lib/index-table/state.ts); expected values by hand.
import { describe, expect, it } from 'vitest';
import { isDefaultView, readState, writeState, type StateDefaults } from '../../../src/lib/index-table/state.ts';

describe('URL state', () => {
  const d: StateDefaults = {
    ceilingMs: 500,
    worldId: 'world',
    sortKeys: ['energy', 'batch'],
    regions: new Set(['world', 'france']),
  };
  it('writes nothing for the default view and reads it back', () => {
    expect(writeState(readState('', d), d)).toBe('');
    expect(isDefaultView(readState('?cols=all', d), d)).toBe(true);
  });
  it('round-trips a view in a fixed order, and refuses unknown or malformed values', () => {
    const s = '?gpu=B200&ceiling=30&unit=gco2e_per_million&region=france&sort=batch&dir=desc&cols=all&rows=all';
    expect(writeState(readState(s, d), d)).toBe(s);
    const bad = readState('?ceiling=-4&unit=kWh&region=mars&sort=nope&dir=up', d);
    expect([bad.ceiling, bad.unit, bad.region, bad.sort, bad.dir]).toEqual([
      500,
      'wh_per_million',
      'world',
      'energy',
      'asc',
    ]);
  });
});
