// The verdict, first and in a reader's words: does the claim contradict itself, and can it be compared?
import type { Claim } from './schema.ts';
import { andList, fmtEnergy, fmtInput } from '../text/format.ts';
import type { ConsistencyCheck, ConsistencyStatus } from './identities.ts';
import type { MissingItem } from './context.ts';
import type { Conversions } from './conversions.ts';

/** Percentages to one decimal: the tolerance is half a point, so a tenth is enough to show. */
const signedPct = (n: number) => `${n > 0 ? '+' : ''}${Number(n.toFixed(1))}%`;

/** A failed check in words: "average power ÷ throughput gives 0.2285 J per token, the claim states 0.1142". */
function describeCheck(k: ConsistencyCheck): string {
  return k.residual_kind === 'percentage_points'
    ? `${k.name.split(' vs ')[0]}: stated ${signedPct(k.stated)}, implied ${signedPct(k.implied)}`
    : `${k.name}: stated ${fmtInput(k.stated)} ${k.unit}, implied ${fmtEnergy(k.implied)} ${k.unit}`;
}

/** The figures a claim gives, in words, for the "nothing to cross-check" verdict. */
function figuresGiven(c: Claim): string[] {
  const names: [keyof Claim, string][] = [
    ['avg_power_w', 'average power'],
    ['output_tokens_per_s', 'throughput'],
    ['energy_j', 'energy'],
    ['tokens', 'tokens'],
    ['energy_per_token_j', 'energy per token'],
    ['tokens_per_watt', 'tokens per watt'],
    ['power_change_pct', 'a power change'],
    ['throughput_change_pct', 'a throughput change'],
    ['tokens_per_watt_change_pct', 'a tokens-per-watt change'],
    ['energy_per_token_change_pct', 'an energy-per-token change'],
  ];
  return names.filter(([k]) => c[k] !== undefined).map(([, label]) => label);
}

/** What the claim's figures imply, for the verdict: "0.07 J per token (19.4 Wh per million tokens)". */
function implied(conv: Conversions): string {
  const parts: string[] = [];
  if (conv.energy_per_token_j !== undefined)
    parts.push(
      `${fmtEnergy(conv.energy_per_token_j)} J per token (${fmtEnergy(conv.wh_per_million!)} Wh per million tokens)`,
    );
  if (conv.implied_tokens_per_watt_change_pct !== undefined)
    parts.push(`${signedPct(conv.implied_tokens_per_watt_change_pct)} tokens per watt`);
  return parts.join(' and ');
}

/** The missing context is counted here and listed after, so a long list never buries the answer. */
export function verdictOf(
  c: Claim,
  status: ConsistencyStatus,
  checks: ConsistencyCheck[],
  missing: MissingItem[],
  conv: Conversions,
): string {
  const n = missing.length;
  const gaps = n ? `it leaves out ${n} piece${n > 1 ? 's' : ''} of context a comparison needs` : '';
  const checked = `${checks.length} cross-check${checks.length > 1 ? 's' : ''}`;
  if (status === 'inconsistent') {
    const failed = checks.filter((k) => !k.ok);
    return `Contradiction: the claim's own figures disagree (${failed.map(describeCheck).join('; ')}).`;
  }
  if (status === 'nothing to cross-check') {
    const given = figuresGiven(c);
    const what =
      given.length > 1
        ? `Nothing to cross-check: the claim's figures (${andList(given)}) do not restate one another, so they cannot contradict each other`
        : given.length === 1
          ? `Nothing to cross-check: the claim gives one figure (${given[0]}), so there is nothing to check it against`
          : 'Nothing to cross-check: the claim gives no energy, power or throughput figure';
    const imp = implied(conv);
    const says = given.length > 1 ? 'Together they imply' : 'It amounts to';
    return `${what}${imp ? `. ${says} ${imp}` : ''}${gaps ? `; ${gaps}` : ''}.`;
  }
  if (n) return `Consistent, but not yet comparable: the claim's figures agree (${checked}), but ${gaps}.`;
  return `Consistent and complete: the claim's figures agree (${checked}) and it states all six points of context.`;
}
