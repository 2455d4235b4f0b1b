import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkIdentity, IDENTITY_TOLERANCE } from '../../../src/lib/core/identity.ts';
import { makeRow } from '../../fixtures/factory.ts';

describe('identity check', () => {
  it('passes a consistent row with zero residuals', () => {
    expect(checkIdentity(makeRow())).toEqual({ power_residual: 0, request_residual: 0, withheld_reason: null });
  });
  it('passes just inside the tolerance and withholds just outside it', () => {
    const inside = makeRow({
      energy_per_token_j: 0.25 / (1 + IDENTITY_TOLERANCE * 0.99),
      energy_per_request_j: (0.25 / (1 + IDENTITY_TOLERANCE * 0.99)) * 400,
    });
    expect(checkIdentity(inside).withheld_reason).toBeNull();
    const outside = makeRow({
      energy_per_token_j: 0.25 / (1 + IDENTITY_TOLERANCE * 1.01),
      energy_per_request_j: (0.25 / (1 + IDENTITY_TOLERANCE * 1.01)) * 400,
    });
    expect(checkIdentity(outside).withheld_reason).toBe(
      'average power / throughput = 0.25 J/token disagrees with the stated 0.2497 J/token by +0.101% (tolerance ±0.1%)',
    );
  });
  it('catches a power summed over the wrong number of cards', () => {
    const r = checkIdentity(makeRow({ avg_power_w: 500 }));
    expect(r.power_residual).toBeCloseTo(-0.5, 12);
    expect(r.withheld_reason).toMatch(
      /^average power \/ throughput = 0.125 J\/token disagrees with the stated 0.25 J\/token by -50%/,
    );
  });
  it('checks energy per request against energy per token x mean output length', () => {
    const r = checkIdentity(makeRow({ energy_per_request_j: 110 }));
    expect(r.power_residual).toBe(0);
    expect(r.withheld_reason).toBe(
      'energy per token x mean output length = 100 J disagrees with the stated 110 J per request by -9.09% (tolerance ±0.1%)',
    );
  });
  it('property: any row built from the identity passes; a scaled energy beyond tolerance fails', () => {
    const pos = fc.double({ min: 1e-3, max: 1e6, noNaN: true, noDefaultInfinity: true });
    fc.assert(
      fc.property(pos, pos, pos, fc.double({ min: 1.002, max: 100, noNaN: true }), (power, tps, len, factor) => {
        const e = power / tps;
        const row = {
          avg_power_w: power,
          output_tokens_per_s: tps,
          energy_per_token_j: e,
          mean_output_tokens: len,
          energy_per_request_j: e * len,
        };
        expect(checkIdentity(row).withheld_reason).toBeNull();
        expect(
          checkIdentity({ ...row, energy_per_token_j: e * factor, energy_per_request_j: e * factor * len })
            .withheld_reason,
        ).not.toBeNull();
      }),
    );
  });
});
