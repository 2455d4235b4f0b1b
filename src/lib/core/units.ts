/** Conversions between the spellings of one measurement. None of them is a second result. */

export const SECONDS_PER_HOUR = 3600;

/** J per output token -> Wh per million output tokens (x 1e6 / 3600). */
export function whPerMillionTokens(energyPerTokenJ: number): number {
  return (energyPerTokenJ * 1_000_000) / SECONDS_PER_HOUR;
}

/** Tokens per joule = 1 / (J/token). Derived: equal to tokens/s per W. */
export function tokensPerJoule(energyPerTokenJ: number): number {
  return 1 / energyPerTokenJ;
}

/** Tokens per watt: (tokens/s) / W, the same number as tokens per joule. */
export function tokensPerWatt(outputTokensPerS: number, avgPowerW: number): number {
  return outputTokensPerS / avgPowerW;
}

/** Energy per request (J) = J/token x mean output tokens per request. */
export function energyPerRequestJ(energyPerTokenJ: number, meanOutputTokens: number): number {
  return energyPerTokenJ * meanOutputTokens;
}

/** % of TDP: average power per card against the card's rated TDP. */
export function percentOfTdp(avgPowerW: number, numGpus: number, tdpW: number): number {
  return (avgPowerW / numGpus / tdpW) * 100;
}

/** gCO2e per million output tokens = Wh per million / 1000 x grid intensity (gCO2e/kWh). */
export function gco2ePerMillionTokens(energyPerTokenJ: number, intensityGPerKwh: number): number {
  return (whPerMillionTokens(energyPerTokenJ) / 1000) * intensityGPerKwh;
}

/** Energy per answer in Wh = J/token x mean output tokens / 3600: the reader's unit (one answer, one chat reply). */
export function whPerAnswer(energyPerTokenJ: number, meanOutputTokens: number): number {
  return energyPerRequestJ(energyPerTokenJ, meanOutputTokens) / SECONDS_PER_HOUR;
}

/** The unit views the index offers for energy per token; the first is the default a reader meets. */
export const ENERGY_UNITS = [
  'wh_per_answer',
  'j_per_token',
  'wh_per_million',
  'tokens_per_j',
  'gco2e_per_million',
] as const;
export type EnergyUnit = (typeof ENERGY_UNITS)[number];

export const ENERGY_UNIT_LABELS: Record<EnergyUnit, string> = {
  wh_per_answer: 'Energy per answer (Wh)',
  j_per_token: 'Energy per token (J)',
  wh_per_million: 'Wh per million tokens',
  tokens_per_j: 'Tokens per joule (derived)',
  gco2e_per_million: 'gCO2e per million tokens',
};

/** Per answer needs the workload's mean output length (a row's `mean_output_tokens`). */
export function convertEnergy(
  energyPerTokenJ: number,
  unit: EnergyUnit,
  intensityGPerKwh = 0,
  meanOutputTokens = Number.NaN,
): number {
  switch (unit) {
    case 'wh_per_answer':
      return whPerAnswer(energyPerTokenJ, meanOutputTokens);
    case 'j_per_token':
      return energyPerTokenJ;
    case 'wh_per_million':
      return whPerMillionTokens(energyPerTokenJ);
    case 'tokens_per_j':
      return tokensPerJoule(energyPerTokenJ);
    case 'gco2e_per_million':
      return gco2ePerMillionTokens(energyPerTokenJ, intensityGPerKwh);
  }
}

export const JOULES_PER_KWH = 3_600_000;

export function kwhOfJoules(joules: number): number {
  return joules / JOULES_PER_KWH;
}
