import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  convertEnergy,
  energyPerRequestJ,
  gco2ePerMillionTokens,
  percentOfTdp,
  tokensPerJoule,
  tokensPerWatt,
  whPerMillionTokens,
} from '../../../src/lib/core/units.ts';

describe('units', () => {
  it('converts one J/token to each spelling', () => {
    expect(whPerMillionTokens(1)).toBeCloseTo(277.7778, 4);
    expect(tokensPerJoule(0.25)).toBe(4);
    expect(energyPerRequestJ(0.25, 400)).toBe(100);
    expect(percentOfTdp(1400, 2, 700)).toBe(100);
    // 1 J/token = 277.78 Wh/M = 0.27778 kWh/M; x 500 g/kWh = 138.9 g per million.
    expect(gco2ePerMillionTokens(1, 500)).toBeCloseTo(138.889, 3);
    expect(convertEnergy(0.5, 'tokens_per_j')).toBe(2);
    expect(convertEnergy(0.5, 'gco2e_per_million', 0)).toBe(0);
  });
  it('property: tokens per watt equals tokens per joule from the identity', () => {
    const pos = fc.double({ min: 1e-3, max: 1e6, noNaN: true, noDefaultInfinity: true });
    fc.assert(
      fc.property(pos, pos, (w, tps) => {
        expect(Math.abs(tokensPerWatt(tps, w) / tokensPerJoule(w / tps) - 1)).toBeLessThan(1e-12);
        expect(Math.abs((whPerMillionTokens(w / tps) * 3600) / 1e6 / (w / tps) - 1)).toBeLessThan(1e-12);
      }),
    );
  });
});
