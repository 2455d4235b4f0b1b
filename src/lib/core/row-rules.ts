// Rules between the fields of one measured configuration, stated once for index rows and submissions
// (the row schema and the submission schema both add these issues). Free of zod for the browser.
import { BOUNDS, POWER_PER_CARD, formatBound, type BoundedField } from './bounds.ts';

export interface RuleProblem {
  field: string;
  message: string;
}

/** The fields the rules read; a submission may leave the 90th and 95th percentiles out. */
export interface RuleInputs {
  total_params_b: number;
  active_params_b: number;
  num_gpus: number;
  tensor_parallel: number;
  expert_parallel: number;
  data_parallel: number;
  batch: number;
  mean_batch: number;
  avg_power_w: number;
  median_itl_ms: number;
  p90_itl_ms?: number;
  p95_itl_ms?: number;
  p99_itl_ms: number;
}

/**
 * Cards a setting occupies: max(TP x DP, EP) in vLLM (all 838 v3 rows follow it). A count that disagrees means power
 * summed over cards that did not serve the model, or some left out.
 */
export function cardsOf(r: Pick<RuleInputs, 'tensor_parallel' | 'expert_parallel' | 'data_parallel'>): number {
  return Math.max(r.tensor_parallel * r.data_parallel, r.expert_parallel);
}

/**
 * A number within its own bounds. Zod runs rules even after a field was refused; a rule would only repeat that refusal.
 */
function usable(r: RuleInputs, field: keyof RuleInputs & BoundedField): boolean {
  const v = r[field];
  return typeof v === 'number' && v >= BOUNDS[field].min && v <= BOUNDS[field].max;
}

const PERCENTILES = ['median_itl_ms', 'p90_itl_ms', 'p95_itl_ms', 'p99_itl_ms'] as const;

// Plain loops, no list built per call: every index row passes here (a million on the bench), most without a problem.
export function rowRuleProblems(r: RuleInputs): RuleProblem[] {
  const problems: RuleProblem[] = [];
  // Each usable percentile against the usable one before it (a missing or refused one is skipped).
  let prevName: (typeof PERCENTILES)[number] | null = null;
  for (const name of PERCENTILES) {
    if (r[name] === undefined || !usable(r, name)) continue;
    if (prevName !== null && r[name] < r[prevName]!)
      problems.push({
        field: name,
        message: `expected at or above ${prevName} (${r[prevName]}), got ${r[name]}: latency percentiles must rise`,
      });
    prevName = name;
  }
  if (usable(r, 'active_params_b') && usable(r, 'total_params_b') && r.active_params_b > r.total_params_b)
    problems.push({
      field: 'active_params_b',
      message: `expected at most total_params_b (${r.total_params_b}), got ${r.active_params_b}`,
    });
  const cards = cardsOf(r);
  if (
    usable(r, 'num_gpus') &&
    usable(r, 'tensor_parallel') &&
    usable(r, 'data_parallel') &&
    usable(r, 'expert_parallel') &&
    r.num_gpus !== cards
  )
    problems.push({
      field: 'num_gpus',
      message: `expected max(tensor_parallel x data_parallel, expert_parallel) = max(${r.tensor_parallel} x ${r.data_parallel}, ${r.expert_parallel}) = ${cards} GPUs, got ${r.num_gpus}: power must be summed over exactly the cards that serve the model`,
    });
  if (usable(r, 'mean_batch') && usable(r, 'batch') && r.mean_batch > r.batch)
    problems.push({
      field: 'mean_batch',
      message: `expected at most the batch cap (batch ${r.batch}), got ${r.mean_batch}: the running batch cannot exceed its cap`,
    });
  const perCard = r.avg_power_w / r.num_gpus;
  if (usable(r, 'avg_power_w') && usable(r, 'num_gpus') && perCard < POWER_PER_CARD.min)
    problems.push({
      field: 'avg_power_w',
      message: `expected at least ${formatBound(POWER_PER_CARD.min)} ${POWER_PER_CARD.unit} (${POWER_PER_CARD.minWhy}), got ${Number(perCard.toPrecision(4))} W per card (${r.avg_power_w} W over ${r.num_gpus} GPUs)`,
    });
  return problems;
}
