// Reading a typed number (src/lib/forms/read-number.ts), on small named inputs.
import { describe, expect, it } from 'vitest';
import { readNumber } from '../../../src/lib/forms/read-number.ts';

describe('readNumber', () => {
  it.each([
    ['1177.92', 1177.92],
    [' 42 ', 42],
    ['-21', -21],
    ['+26.6', 26.6],
    ['.5', 0.5],
    ['1.2e3', 1200],
    ['1,177.92', 1177.92],
    ['12,000,000', 12_000_000],
  ])('reads %j as %d', (text, n) => expect(readNumber(text)).toEqual({ ok: true, value: n }));
  it('reads an empty field as not given, never zero', () => {
    expect(readNumber('')).toEqual({ ok: true, value: undefined });
    expect(readNumber('   ')).toEqual({ ok: true, value: undefined });
  });
  it.each(['abc', '0x10', 'Infinity', 'NaN', '1,2', '12 000', '1.2.3', '--5', '5W'])(
    'refuses %j, quoting it',
    (text) => {
      const r = readNumber(text);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.message).toBe(`expected a number such as 1177.92 or 1.2e3, got ${JSON.stringify(text)}`);
    },
  );
  it('refuses a number too large to represent', () => {
    expect(readNumber('1e999')).toEqual({
      ok: false,
      message: 'expected a finite number, got "1e999" (too large to represent)',
    });
  });
});
