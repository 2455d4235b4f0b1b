// A number typed with its unit: each rule on a named input, conversions worked by hand.
import { describe, expect, it } from 'vitest';
import { readQuantity } from '../../../src/lib/forms/read-quantity.ts';

describe('readQuantity', () => {
  it.each([
    ['1224', 'J', 1224],
    ['1224 J', 'J', 1224],
    ['1224j', 'J', 1224],
    ['1,224.5 J', 'J', 1224.5],
    ['500 W', 'W', 500],
    ['12 tokens/s', 'tokens/s', 12],
    ['3.', 'J', 3],
    ['-21%', '%', -21],
    ['-21 %', '%', -21],
  ])('%j in a field in %s reads %d', (raw, unit, value) =>
    expect(readQuantity(raw, unit)).toEqual({ ok: true, value }),
  );

  it.each([
    // 0.34 x 3,600 = 1,224 J; 2 x 1,000 = 2,000 J; 0.001 x 3,600,000 = 3,600 J.
    ['0.34 Wh', 'this field is in J: 0.34 Wh is 1,224 J; enter that number'],
    ['2 kJ', 'this field is in J: 2 kJ is 2,000 J; enter that number'],
    ['0.001 kWh', 'this field is in J: 0.001 kWh is 3,600 J; enter that number'],
  ])('%j in a field in J is refused with its value in joules', (raw, message) =>
    expect(readQuantity(raw, 'J')).toEqual({ ok: false, message }),
  );

  it('names the field unit for any other unit, and leaves other text to readNumber', () => {
    expect(readQuantity('500 kW', 'W')).toEqual({
      ok: false,
      message: 'this field is in W: enter the number alone, got "500 kW"',
    });
    expect(readQuantity('lots', 'J')).toMatchObject({
      ok: false,
      message: expect.stringContaining('expected a number'),
    });
    expect(readQuantity('', 'J')).toEqual({ ok: true, value: undefined });
  });
});
