// The claim schema (src/lib/claims/schema.ts): what a claim file may hold.
import { describe, expect, it } from 'vitest';
import { claimSchema } from '../../../src/lib/claims/schema.ts';
import { formatIssues } from '../../../src/lib/text/format-issues.ts';

describe('claim schema', () => {
  const issues = (value: unknown) => {
    const r = claimSchema.safeParse(value);
    return r.success ? [] : formatIssues('claim.json', value, r.error.issues);
  };
  it.each<[unknown, string]>([
    [
      { avg_power_w: 1e30 },
      'claim.json: avg_power_w: expected at most 10,000,000 W (a whole data centre hall), got 1e+30',
    ],
    [{ avg_power_w: -3 }, 'claim.json: avg_power_w: expected a positive number of W, got -3'],
    [{ output_tokens_per_s: 0 }, 'claim.json: output_tokens_per_s: expected a positive number of tokens/s, got 0'],
    [{ energy_per_token_j: '0.2' }, 'claim.json: energy_per_token_j: expected a number of J per token, got "0.2"'],
    [{ gpu_count: 1.5 }, 'claim.json: gpu_count: expected a whole number of GPUs, got 1.5'],
    [
      { power_change_pct: -100 },
      'claim.json: power_change_pct: expected a change above -100% (a fall of 100% or more would leave nothing), got -100',
    ],
    [{ boundary: 'rack' }, 'claim.json: boundary: expected one of die, board, system, facility, got "rack"'],
    [{ basis: 'guess' }, 'claim.json: basis: expected one of measured, provisioned, estimate, got "guess"'],
    [
      { tokens_per_watt: 1e7 },
      'claim.json: tokens_per_watt: expected at most 1,000,000 tokens per watt (a million tokens per joule, far beyond any GPU), got 10000000',
    ],
    [
      { median_itl_ms: 50, p99_itl_ms: 20 },
      'claim.json: p99_itl_ms: expected at or above median_itl_ms (50), got 20: the tail cannot be faster than the median',
    ],
    [{ watts: 5 }, 'claim.json: watts: unknown field (not in the schema; check its spelling)'],
    [[], 'claim.json: top level: wrong top-level shape: expected an object, got a list of 0'],
  ])('rejects %j', (value, line) => {
    expect(issues(value)).toEqual([line]);
  });
  it('accepts negative percentage changes, text or object settings, and an empty claim', () => {
    expect(issues({ power_change_pct: -21, throughput_change_pct: -3.5, tokens_per_watt_change_pct: 22 })).toEqual([]);
    expect(issues({ settings: 'power cap 500 W' })).toEqual([]);
    expect(issues({ settings: { power_cap_w: 500, fp8: true } })).toEqual([]);
    expect(issues({})).toEqual([]);
  });
});
