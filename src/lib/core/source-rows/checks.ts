// The check each source's rows go through, with three outcomes: passed, withheld (with its reason), or
// not checkable (the source publishes too little to run a check; never presented as passed).
import { IDENTITY_TOLERANCE, checkIdentity, pct, relativeResidual } from '../identity.ts';
import type { ContributedRow, MlperfRow, V2Row } from '../schemas/sources.ts';

/**
 * Recomputed vs published MLPerf power: both come from the same samples (residuals ~5e-15) and Power_Result has 14
 * significant digits, so 1e-6 admits only rounding; one edited sample moves the mean by far more.
 */
export const MLPERF_POWER_TOLERANCE = 1e-6;

export const CHECK_STATUSES = ['passed', 'withheld', 'not checkable'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

export interface SourceCheck {
  status: CheckStatus;
  /** Why withheld, or why not checkable; null when passed. */
  reason: string | null;
  /** Recomputed / published - 1, where a comparison was made. */
  residual: number | null;
}

export const NOT_CHECKABLE_V2 = 'not checkable: the source publishes no average power';

const sig = (n: number) => Number(n.toPrecision(6)).toString();

/**
 * MLPerf's identity is on power: the mean of the analyzer's samples over loadgen's window must equal Power_Result.
 * A rate marked "(inferred)" is not counted, and a run not VALID met no latency limit: both are withheld.
 */
export function checkMlperfRow(r: MlperfRow): SourceCheck {
  const residual = r.avg_power_w / r.published_power_w - 1;
  const reasons: string[] = [];
  if (!(Math.abs(residual) <= MLPERF_POWER_TOLERANCE))
    reasons.push(
      `the mean of the analyzer's samples over loadgen's power window, ${sig(r.avg_power_w)} W, disagrees with the published Power_Result ${sig(r.published_power_w)} W by ${pct(residual)} (tolerance ±${MLPERF_POWER_TOLERANCE * 100}%)`,
    );
  const perToken = r.avg_power_w / r.output_tokens_per_s / r.energy_per_token_j - 1;
  if (!(Math.abs(perToken) <= IDENTITY_TOLERANCE))
    reasons.push(
      `power / token rate = ${sig(r.avg_power_w / r.output_tokens_per_s)} J disagrees with the stated ${sig(r.energy_per_token_j)} J per output token`,
    );
  if (r.tokens_inferred)
    reasons.push(
      'loadgen marks the token rate "(inferred)": it is derived from the sample rate, not a counted number of output tokens',
    );
  if (r.result_validity !== 'VALID') reasons.push(`loadgen's verdict is ${r.result_validity}, not VALID`);
  return reasons.length
    ? { status: 'withheld', reason: reasons.join('; '), residual }
    : { status: 'passed', reason: null, residual };
}

/** ML.ENERGY v2 gives energy per request and tokens but no average power: nothing to check against. */
export function checkV2Row(_r: V2Row): SourceCheck {
  return { status: 'not checkable', reason: NOT_CHECKABLE_V2, residual: null };
}

/**
 * A contributed row: power / throughput = energy per token (checkIdentity; no energy per request is stated) and output
 * tokens / window = throughput, each within 0.1%, as `npm run validate-submission` reports.
 */
export function checkContributedRow(r: ContributedRow): SourceCheck {
  const id = checkIdentity({ ...r, energy_per_request_j: r.energy_per_token_j * r.mean_output_tokens });
  const reasons = id.withheld_reason ? [id.withheld_reason] : [];
  const windowResidual = relativeResidual(r.output_tokens / r.window_s, r.output_tokens_per_s);
  if (!(Math.abs(windowResidual) <= IDENTITY_TOLERANCE))
    reasons.push(
      `output tokens / window = ${sig(r.output_tokens / r.window_s)} tokens/s disagrees with the stated ${sig(r.output_tokens_per_s)} tokens/s by ${pct(windowResidual)} (tolerance ±${IDENTITY_TOLERANCE * 100}%)`,
    );
  return reasons.length
    ? { status: 'withheld', reason: reasons.join('; '), residual: id.power_residual }
    : { status: 'passed', reason: null, residual: id.power_residual };
}
