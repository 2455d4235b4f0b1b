// The claim checker: the identities on a claim's own numbers, the context it leaves out, the index's units and, given
// the dataset, the index's lowest figure for the same model and GPU; verdict.ts says it in words. No I/O.
import type { Claim } from './schema.ts';
import { consistencyChecks, type ConsistencyStatus } from './identities.ts';
import { missingContext } from './context.ts';
import { conversionsOf } from './conversions.ts';
import { compare } from './comparison.ts';
import type { ComparisonData } from './data.ts';
import { verdictOf } from './verdict.ts';
import { relativeComparison } from './relative.ts';

/**
 * One claim's check, shared by /check/, the browser form and `npm run check-claim`: no clock, no file, so one claim
 * gives one result. Compares only when `dataset` is given and the claim names a model and a GPU.
 */
export function checkClaim(claim: Claim, dataset?: ComparisonData) {
  const checks = consistencyChecks(claim);
  const status: ConsistencyStatus =
    checks.length === 0 ? 'nothing to cross-check' : checks.every((k) => k.ok) ? 'consistent' : 'inconsistent';
  const missing = missingContext(claim);
  const conversions = conversionsOf(claim, dataset?.world);
  // A claim against a baseline GPU is answered with the index's GPU comparison, not with one index row.
  const isRelative = claim.baseline_gpu !== undefined || claim.energy_per_token_change_pct !== undefined;
  const { comparison, note } =
    dataset && !isRelative ? compare(claim, dataset, conversions) : { comparison: null, note: null };
  const relative =
    isRelative && dataset
      ? relativeComparison(claim, dataset.gpuFindings ?? [], dataset.acceleratorByGpu)
      : { result: null, note: null };
  const verdict = verdictOf(claim, status, checks, missing, conversions);
  return {
    consistency: { status, checks },
    missing,
    conversions,
    comparison,
    /** Why no comparison was made, when model and GPU were given. */
    comparison_note: note,
    /** A relative claim (a change against a baseline GPU) beside the index's GPU comparison; null for any other. */
    relative: relative.result,
    /** Why a relative claim got no answer from the index; null when it got one, or is not relative. */
    relative_note: relative.note,
    // A relative claim's answer first: the reader asked how the two GPUs compare, then whether the figures agree.
    verdict: relative.result ? `${relative.result.summary} ${verdict}` : verdict,
  };
}
export type ClaimCheckResult = ReturnType<typeof checkClaim>;

/** Exit code of the command-line tool: 0 consistent and complete, 1 inconsistent, 2 otherwise. */
export function exitCodeOf(r: ClaimCheckResult): 0 | 1 | 2 {
  if (r.consistency.status === 'inconsistent') return 1;
  if (r.consistency.status === 'consistent' && r.missing.length === 0) return 0;
  return 2;
}
