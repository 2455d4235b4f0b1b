// A claim's figures in the index's units: energy per token from its first spelling, Wh per million tokens, tokens per
// joule, power per GPU and carbon at the default grid.
import type { Claim } from './schema.ts';
import { gco2ePerMillionTokens, tokensPerJoule, whPerMillionTokens } from '../core/units.ts';
import { impliedTokensPerWattChangePct } from './identities.ts';
import type { ComparisonData } from './data.ts';

export interface Conversions {
  /** J per output token, from the first spelling the claim gives (see energy_per_token_from). */
  energy_per_token_j?: number;
  /** Which of the claim's figures the energy per token came from, in words ("average power ÷ throughput"). */
  energy_per_token_from?: string;
  wh_per_million?: number;
  tokens_per_joule?: number;
  /** Tokens per watt: the same number as tokens per joule (derived). */
  tokens_per_watt?: number;
  /** Average power per counted GPU, W. */
  power_per_gpu_w?: number;
  /** The tokens-per-watt change the claim's power and throughput changes imply, %. */
  implied_tokens_per_watt_change_pct?: number;
  /** gCO2e per million output tokens at the index's default grid (World), with that grid. */
  gco2e_per_million?: { value: number; grid: string; intensity_gco2_per_kwh: number; year: number };
}

/** The claim's energy per token from the first spelling it gives, with where it came from. */
function claimEnergyPerToken(c: Claim): { value: number; from: string } | null {
  if (c.energy_per_token_j !== undefined) return { value: c.energy_per_token_j, from: 'stated' };
  if (c.avg_power_w !== undefined && c.output_tokens_per_s !== undefined)
    return { value: c.avg_power_w / c.output_tokens_per_s, from: 'average power ÷ throughput' };
  if (c.energy_j !== undefined && c.tokens !== undefined)
    return { value: c.energy_j / c.tokens, from: 'energy ÷ tokens' };
  if (c.tokens_per_watt !== undefined) return { value: 1 / c.tokens_per_watt, from: '1 ÷ tokens per watt' };
  return null;
}

export function conversionsOf(c: Claim, world?: ComparisonData['world']): Conversions {
  const out: Conversions = {};
  const ept = claimEnergyPerToken(c);
  if (ept && world) {
    const { name, intensity_gco2_per_kwh, year } = world;
    out.gco2e_per_million = {
      value: gco2ePerMillionTokens(ept.value, intensity_gco2_per_kwh),
      grid: name,
      intensity_gco2_per_kwh,
      year,
    };
  }
  if (ept) {
    out.energy_per_token_j = ept.value;
    out.energy_per_token_from = ept.from;
    out.wh_per_million = whPerMillionTokens(ept.value);
    out.tokens_per_joule = tokensPerJoule(ept.value);
    out.tokens_per_watt = tokensPerJoule(ept.value);
  }
  if (c.avg_power_w !== undefined && c.gpu_count !== undefined) out.power_per_gpu_w = c.avg_power_w / c.gpu_count;
  if (c.power_change_pct !== undefined && c.throughput_change_pct !== undefined) {
    out.implied_tokens_per_watt_change_pct = impliedTokensPerWattChangePct(c.power_change_pct, c.throughput_change_pct);
  }
  return out;
}
