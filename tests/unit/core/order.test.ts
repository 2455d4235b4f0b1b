// The one string order used for everything the build sorts: code units, not the machine's locale.
import { describe, expect, it } from 'vitest';
import { compareCodeUnits, compareNatural } from '../../../src/lib/core/order.ts';

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

describe('compareNatural: digits inside ids compare as numbers', () => {
  it.each([
    ['b32', 'b128', -1], // 32 < 128, where code units put "128" first
    ['b128', 'b32', 1],
    ['tp2pp1.b512', 'tp4pp1.b32', -1], // the first difference decides: tp2 before tp4
    ['H20', 'H100', -1],
    ['a', 'a1', -1], // a prefix first
    ['b32', 'b32', 0],
    ['b032', 'b32', -1], // same value, written differently: code units decide, so no two ids tie
    ['x99999999999999999999', 'x100000000000000000000', -1], // beyond 2^53, still by value
    ['B1', 'a1', -1], // text runs stay in code-unit order
  ])('%j against %j is %i', (a, b, expected) => expect(Math.sign(compareNatural(a, b))).toBe(expected));

  it('orders the v2 batch sizes the issue saw as text (128, 192, 256, 32, 320, 64) by value', () => {
    const ids = ['b128', 'b192', 'b256', 'b32', 'b320', 'b64'].map((b) => `v2.chat.h100.org-m.tp1pp1.${b}`);
    expect(ids.sort(compareNatural).map((id) => id.split('.').at(-1))).toEqual([
      'b32',
      'b64',
      'b128',
      'b192',
      'b256',
      'b320',
    ]);
  });
});
