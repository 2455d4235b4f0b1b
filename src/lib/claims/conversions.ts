// A claim's figures in the index's units: energy per token from its first spelling, Wh per million tokens, tokens per
// joule, power per GPU and carbon at the default grid.
import type { Claim } from './schema.ts';
import { gco2ePerMillionTokens, tokensPerJoule, whPerMillionTokens } from '../core/units.ts';
import { impliedTokensPerWattChangePct } from './identities.ts';
import type { ComparisonData } from './data.ts';

/** The claim's energy per token from the first spelling it gives, with where it came from. */
function claimEnergyPerToken(c: Claim): { value: number; from: string } | undefined {
  if (c.energy_per_token_j !== undefined) return { value: c.energy_per_token_j, from: 'stated' };
  if (c.avg_power_w !== undefined && c.output_tokens_per_s !== undefined)
    return { value: c.avg_power_w / c.output_tokens_per_s, from: 'average power ÷ throughput' };
  if (c.energy_j !== undefined && c.tokens !== undefined)
    return { value: c.energy_j / c.tokens, from: 'energy ÷ tokens' };
  if (c.tokens_per_watt !== undefined) return { value: 1 / c.tokens_per_watt, from: '1 ÷ tokens per watt' };
  return undefined;
}

export function conversionsOf(c: Claim, world?: ComparisonData['world']) {
  const ept = claimEnergyPerToken(c);
  return {
    /** gCO2e per million output tokens at the index's default grid (World), with that grid. */
    gco2e_per_million:
      ept && world
        ? {
            value: gco2ePerMillionTokens(ept.value, world.intensity_gco2_per_kwh),
            grid: world.name,
            intensity_gco2_per_kwh: world.intensity_gco2_per_kwh,
            year: world.year,
          }
        : undefined,
    /** J per output token, and which of the claim's figures it came from, in words ("average power ÷ throughput"). */
    energy_per_token_j: ept?.value,
    energy_per_token_from: ept?.from,
    wh_per_million: ept && whPerMillionTokens(ept.value),
    tokens_per_joule: ept && tokensPerJoule(ept.value),
    /** Tokens per watt: the same number as tokens per joule (derived). */
    tokens_per_watt: ept && tokensPerJoule(ept.value),
    /** Average power per counted GPU, W. */
    power_per_gpu_w: c.avg_power_w !== undefined && c.gpu_count !== undefined ? c.avg_power_w / c.gpu_count : undefined,
    /** The tokens-per-watt change the claim's power and throughput changes imply, %. */
    implied_tokens_per_watt_change_pct:
      c.power_change_pct !== undefined && c.throughput_change_pct !== undefined
        ? impliedTokensPerWattChangePct(c.power_change_pct, c.throughput_change_pct)
        : undefined,
  };
}
export type Conversions = ReturnType<typeof conversionsOf>;
