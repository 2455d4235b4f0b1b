import type { Row } from './schemas/row.ts';

/**
 * Identity check: power / throughput = energy per token, and that x mean output = energy per request. Honest rows agree
 * to ~1e-15; 0.1% admits values rounded to 4 significant figures, while a real inconsistency moves whole percent.
 */
export const IDENTITY_TOLERANCE = 0.001;

type IdentityInputs = Pick<
  Row,
  'avg_power_w' | 'output_tokens_per_s' | 'energy_per_token_j' | 'energy_per_request_j' | 'mean_output_tokens'
>;

export function relativeResidual(computed: number, stated: number): number {
  return computed / stated - 1;
}

/**
 * The residuals (power / throughput) / energy per token - 1 and (energy per token x mean output length) / energy per
 * request - 1, and why the row is withheld, in words (null when it passes).
 */
export function checkIdentity(row: IdentityInputs) {
  const power_residual = relativeResidual(row.avg_power_w / row.output_tokens_per_s, row.energy_per_token_j);
  const request_residual = relativeResidual(row.energy_per_token_j * row.mean_output_tokens, row.energy_per_request_j);
  const reasons: string[] = [];
  if (!(Math.abs(power_residual) <= IDENTITY_TOLERANCE)) {
    reasons.push(
      `average power / throughput = ${fmt(row.avg_power_w / row.output_tokens_per_s)} J/token disagrees with the stated ${fmt(row.energy_per_token_j)} J/token by ${pct(power_residual)} (tolerance ±${pct(IDENTITY_TOLERANCE, false)})`,
    );
  }
  if (!(Math.abs(request_residual) <= IDENTITY_TOLERANCE)) {
    reasons.push(
      `energy per token x mean output length = ${fmt(row.energy_per_token_j * row.mean_output_tokens)} J disagrees with the stated ${fmt(row.energy_per_request_j)} J per request by ${pct(request_residual)} (tolerance ±${pct(IDENTITY_TOLERANCE, false)})`,
    );
  }
  return { power_residual, request_residual, withheld_reason: reasons.length ? reasons.join('; ') : null };
}

export type IdentityResult = ReturnType<typeof checkIdentity>;

/** Four significant digits, as the identity's messages print a figure. */
export function fmt(n: number): string {
  return Number(n.toPrecision(4)).toString();
}

/** A residual as a percentage to 3 significant figures: "+1.23%"; unsigned for a tolerance. */
export function pct(r: number, signed = true): string {
  const s = `${Number((r * 100).toPrecision(3))}%`;
  return signed && r > 0 ? `+${s}` : s;
}
