// The index table's URL state (src/lib/index-table/state.ts); expected values by hand.
import { describe, expect, it } from 'vitest';
import {
  dirForUnit,
  isDefaultView,
  readState,
  writeState,
  type StateDefaults,
} from '../../../src/lib/index-table/state.ts';

describe('URL state', () => {
  const d: StateDefaults = {
    ceilingMs: 500,
    worldId: 'world',
    sortKeys: ['energy', 'batch'],
  };
  it('writes nothing for the default view and reads it back', () => {
    expect(writeState(readState('', d), d)).toBe('');
    expect(isDefaultView(readState('?cols=all', d), d)).toBe(true);
    // J per token and Wh per million tokens are one switch away, each in the URL.
    expect(writeState(readState('?unit=j_per_token', d), d)).toBe('?unit=j_per_token');
    expect(writeState(readState('?unit=wh_per_million', d), d)).toBe('?unit=wh_per_million');
  });
  it('round-trips a view in a fixed order, and refuses unknown or malformed values', () => {
    const s = '?gpu=B200&ceiling=30&unit=gco2e_per_million&region=france&sort=batch&dir=desc&cols=all&rows=all';
    expect(writeState(readState(s, d), d)).toBe(s);
    const bad = readState('?ceiling=-4&unit=kWh&region=Mars%3B&sort=nope&dir=up', d);
    expect([bad.ceiling, bad.unit, bad.region, bad.sort, bad.dir]).toEqual([
      500,
      // The reader's unit, energy per answer in Wh, is the default.
      'wh_per_answer',
      'world',
      'energy',
      'asc',
    ]);
  });

  it('ranks tokens per joule best first: most tokens per joule on top, read from a link that gives no order', () => {
    const s = readState('?unit=tokens_per_j', d);
    expect([s.sort, s.dir]).toEqual(['energy', 'desc']);
    // Best first is that unit's default: the link stays as short as it came.
    expect(writeState(s, d)).toBe('?unit=tokens_per_j');
    // An order the link gives stands, and is written back.
    expect(writeState(readState('?unit=tokens_per_j&sort=energy&dir=asc', d), d)).toBe(
      '?unit=tokens_per_j&sort=energy&dir=asc',
    );
  });
  it.each([
    // Energy ranked best first stays best first across units.
    [{ sort: 'energy', dir: 'asc', unit: 'wh_per_million' }, 'tokens_per_j', 'desc'],
    [{ sort: 'energy', dir: 'desc', unit: 'tokens_per_j' }, 'j_per_token', 'asc'],
    [{ sort: 'energy', dir: 'asc', unit: 'wh_per_million' }, 'gco2e_per_million', 'asc'],
    // The reader's own worst-first order is kept as it is.
    [{ sort: 'energy', dir: 'desc', unit: 'wh_per_million' }, 'tokens_per_j', 'desc'],
    // Another column's order is the reader's and is kept.
    [{ sort: 'batch', dir: 'asc', unit: 'wh_per_million' }, 'tokens_per_j', 'asc'],
  ] as const)('after %j, switching to %s orders %s', (state, unit, dir) => expect(dirForUnit(state, unit)).toBe(dir));
});
