// The index table's introduction (src/lib/index-table/state.ts).
import { describe, expect, it } from 'vitest';
import { ceilingSentence } from '../../../src/lib/index-table/state.ts';

describe('ceilingSentence', () => {
  it('says whether the ceiling binds', () => {
    expect(ceilingSentence(500, 325.5, 32)).toBe(
      'The slowest configuration here has a median ITL of 325.5 ms, so this ceiling does not bind (32 model and GPU pairs have a configuration at or under it): choose a stricter one to see the selection change.',
    );
    expect(ceilingSentence(50, 325.5, 1)).toBe(
      'Configurations slower than this are set aside, and 1 model and GPU pair has a configuration at or under it.',
    );
  });
});
