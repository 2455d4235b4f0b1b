// A workload's energy and carbon from an index row: tokens per day x the row's GPU energy per token,
// optionally scaled by the reader's own system multiplier and PUE, times the grid's intensity. Pure.
import { kwhOfJoules } from '../core/units.ts';

export const DAYS_PER_YEAR = 365;

export interface FootprintInput {
  /** Measured GPU board energy per output token, J. */
  energyPerTokenJ: number;
  tokensPerDay: number;
  /** Grid carbon intensity, gCO2e/kWh. */
  intensityGPerKwh: number;
  /** Reader's assumption: server power / GPU power (1 = GPUs only). */
  systemMultiplier?: number;
  /** Reader's assumption: facility power / IT power (1 = no overhead). */
  pue?: number;
}

export interface Footprint {
  /** GPU board energy per day, kWh: the part the index measured. */
  boardKwhPerDay: number;
  /** systemMultiplier x pue: 1 when the reader assumed neither. */
  overhead: number;
  kwhPerDay: number;
  kwhPerYear: number;
  gco2ePerDay: number;
  gco2ePerYear: number;
}

export function footprint(i: FootprintInput): Footprint {
  const boardKwhPerDay = kwhOfJoules(i.energyPerTokenJ * i.tokensPerDay);
  const overhead = (i.systemMultiplier ?? 1) * (i.pue ?? 1);
  const kwhPerDay = boardKwhPerDay * overhead;
  return {
    boardKwhPerDay,
    overhead,
    kwhPerDay,
    kwhPerYear: kwhPerDay * DAYS_PER_YEAR,
    gco2ePerDay: kwhPerDay * i.intensityGPerKwh,
    gco2ePerYear: kwhPerDay * DAYS_PER_YEAR * i.intensityGPerKwh,
  };
}
