// The one string order used for everything the build sorts: code units, not the machine's locale.
import { describe, expect, it } from 'vitest';
import { compareCodeUnits } from '../../src/lib/core/order.ts';

describe('compareCodeUnits', () => {
  it.each([
    ['a', 'b', -1],
    ['b', 'a', 1],
    ['a', 'a', 0],
    ['B', 'a', -1], // upper case (U+0042) before lower case (U+0061), whatever the locale says
    ['z', 'é', -1], // U+00E9 after every ASCII letter
    ['H100', 'H20', -1], // '1' (U+0031) before '2': digits are not read as numbers
    ['', 'a', -1],
  ])('%j against %j is %i', (a, b, expected) => {
    expect(compareCodeUnits(a, b)).toBe(expected);
  });
  it('sorts a list the same way in every locale', () => {
    expect(['b', 'A', 'a', 'B', 'é'].sort(compareCodeUnits)).toEqual(['A', 'B', 'a', 'b', 'é']);
  });
});
