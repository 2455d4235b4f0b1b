// A claim checked against itself: figures that restate one figure two ways must agree within the claim's own rounding.
// The identities are one table (IDENTITIES); the percentage-change ones are checked in percentage points.
import type { Claim } from './schema.ts';
import { IDENTITY_TOLERANCE, relativeResidual } from '../core/identity.ts';

/**
 * Percentage points for relative claims: quoted to whole or half points, a stated change can honestly be 0.5 points off
 * the implied one, which a relative tolerance (0.1%) would flag.
 */
export const PERCENT_POINT_TOLERANCE = 0.5;

/**
 * 'nothing to cross-check': the figures do not restate one another (power and throughput alone), so cannot disagree;
 * not a fault of the claim.
 */
export type ConsistencyStatus = 'consistent' | 'inconsistent' | 'nothing to cross-check';

/**
 * Relative rounding of a figure as written: half a unit in its last significant digit (0.229 -> 0.22%). Read from the
 * shortest spelling, so a whole number's trailing zero counts as rounding (1200 -> +-50), blaming the claim least.
 */
export function quotedRounding(n: number): number {
  const [mantissa, exponent] = Math.abs(n).toExponential().split('e');
  const digits = mantissa.replace('.', '').length;
  return (0.5 * 10 ** (Number(exponent) - digits + 1)) / Math.abs(n);
}

/**
 * Tolerance: in percentage points for changes; else the index's 0.1% or the claim's quoted rounding summed over the
 * figures read, whichever is larger: 0.229 J beside 1,178 W and 5,155 tokens/s is rounded, not wrong.
 */
function checkOf(c: Given, { name, unit, fields, stated: statedOf, implied: impliedOf }: Identity) {
  const stated = statedOf ? statedOf(c) : c[fields[0]];
  const implied = impliedOf(c);
  const inPoints = unit === '%';
  const residual = inPoints ? implied - stated : relativeResidual(implied, stated);
  const tolerance = inPoints
    ? PERCENT_POINT_TOLERANCE
    : Math.max(
        IDENTITY_TOLERANCE,
        fields.reduce((sum, f) => sum + quotedRounding(c[f]), 0),
      );
  return {
    name,
    /** The figure the claim states, and the same figure computed from the claim's other numbers. */
    stated,
    implied,
    /** implied / stated - 1 (relative checks), or implied - stated in percentage points. */
    residual,
    tolerance,
    /** How residual and tolerance are expressed. */
    residual_kind: inPoints ? ('percentage_points' as const) : ('relative' as const),
    /** Unit of stated and implied. */
    unit,
    ok: Math.abs(residual) <= tolerance,
    /** The claim fields the check reads: a form marks them when the check fails. */
    fields,
  };
}
export type ConsistencyCheck = ReturnType<typeof checkOf>;

/** Implied tokens-per-watt change from power and throughput changes, in %. */
export function impliedTokensPerWattChangePct(powerChangePct: number, throughputChangePct: number): number {
  return ((1 + throughputChangePct / 100) / (1 + powerChangePct / 100) - 1) * 100;
}

/** A claim's numeric figures, all given: a check runs only when every figure it reads is. */
type Given = { [K in keyof Claim as Required<Claim>[K] extends number ? K : never]-?: number };

/** Two spellings of one figure that a claim may give both of. */
interface Identity {
  name: string;
  /** Unit of stated and implied; '%' for a change, checked in percentage points. */
  unit: string;
  /** The figures the check reads, all of which must be given; their quoted rounding sets the tolerance. */
  fields: (keyof Given)[];
  /** Not run when this figure is given: a check against it is made instead. */
  unless?: keyof Given;
  /** The stated figure, when it is not simply the first of `fields`. */
  stated?: (c: Given) => number;
  implied: (c: Given) => number;
}

/** In the order a report lists them, the changes last. */
const IDENTITIES: Identity[] = [
  {
    name: 'average power / throughput vs energy per token',
    unit: 'J/token',
    fields: ['energy_per_token_j', 'avg_power_w', 'output_tokens_per_s'],
    implied: (c) => c.avg_power_w / c.output_tokens_per_s,
  },
  {
    name: 'energy / tokens vs energy per token',
    unit: 'J/token',
    fields: ['energy_per_token_j', 'energy_j', 'tokens'],
    implied: (c) => c.energy_j / c.tokens,
  },
  {
    name: 'energy / tokens vs average power / throughput',
    unit: 'J/token',
    fields: ['energy_j', 'tokens', 'avg_power_w', 'output_tokens_per_s'],
    unless: 'energy_per_token_j',
    stated: (c) => c.avg_power_w / c.output_tokens_per_s,
    implied: (c) => c.energy_j / c.tokens,
  },
  {
    name: 'energy / window vs average power',
    unit: 'W',
    fields: ['avg_power_w', 'energy_j', 'window_s'],
    implied: (c) => c.energy_j / c.window_s,
  },
  {
    name: 'tokens / window vs throughput',
    unit: 'tokens/s',
    fields: ['output_tokens_per_s', 'tokens', 'window_s'],
    implied: (c) => c.tokens / c.window_s,
  },
  {
    name: 'tokens per watt vs throughput / average power',
    unit: 'tokens/W',
    fields: ['tokens_per_watt', 'output_tokens_per_s', 'avg_power_w'],
    implied: (c) => c.output_tokens_per_s / c.avg_power_w,
  },
  {
    name: 'tokens per watt vs 1 / energy per token',
    unit: 'tokens/W',
    fields: ['tokens_per_watt', 'energy_per_token_j'],
    implied: (c) => 1 / c.energy_per_token_j,
  },
  {
    name: 'tokens per watt vs tokens / energy',
    unit: 'tokens/W',
    fields: ['tokens_per_watt', 'tokens', 'energy_j'],
    unless: 'energy_per_token_j',
    implied: (c) => c.tokens / c.energy_j,
  },
  {
    name: 'tokens per watt change vs (1 + throughput change) / (1 + power change) - 1',
    unit: '%',
    fields: ['tokens_per_watt_change_pct', 'power_change_pct', 'throughput_change_pct'],
    implied: (c) => impliedTokensPerWattChangePct(c.power_change_pct, c.throughput_change_pct),
  },
  // Energy per token is power over throughput, and 1 / tokens per watt: its change follows from either.
  {
    name: 'energy per token change vs (1 + power change) / (1 + throughput change) - 1',
    unit: '%',
    fields: ['energy_per_token_change_pct', 'power_change_pct', 'throughput_change_pct'],
    implied: (c) => ((1 + c.power_change_pct / 100) / (1 + c.throughput_change_pct / 100) - 1) * 100,
  },
  {
    name: 'energy per token change vs 1 / (1 + tokens per watt change) - 1',
    unit: '%',
    fields: ['energy_per_token_change_pct', 'tokens_per_watt_change_pct'],
    implied: (c) => (1 / (1 + c.tokens_per_watt_change_pct / 100) - 1) * 100,
  },
];

/** Every identity whose figures the claim all gives. */
export function consistencyChecks(c: Claim) {
  return IDENTITIES.filter(
    (id) => id.fields.every((f) => c[f] !== undefined) && (id.unless === undefined || c[id.unless] === undefined),
  ).map((id) => checkOf(c as Given, id));
}
