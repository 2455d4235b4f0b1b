// A workload's energy and carbon from an index row: tokens a day x the row's energy per token (optionally x the
// reader's system multiplier and PUE, / their load factor), x the grid's intensity.
import { kwhOfJoules } from '../core/units.ts';
import type { CalculatorData } from './offer.ts';

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
  /**
   * Reader's assumption: share of the measured throughput their servers deliver (1 = as busy as measured). Each token
   * then carries 1 / loadFactor of the measured energy: an upper end (the index has no part-load or idle power).
   */
  loadFactor?: number;
}

export function footprint(i: FootprintInput) {
  const boardKwhPerDay = kwhOfJoules(i.energyPerTokenJ * i.tokensPerDay);
  const overhead = ((i.systemMultiplier ?? 1) * (i.pue ?? 1)) / (i.loadFactor ?? 1);
  const kwhPerDay = boardKwhPerDay * overhead;
  return {
    /** GPU board energy per day, kWh: the part the index measured. */
    boardKwhPerDay,
    /** systemMultiplier x pue / loadFactor: 1 when the reader assumed none of them. */
    overhead,
    kwhPerDay,
    kwhPerYear: kwhPerDay * DAYS_PER_YEAR,
    gco2ePerDay: kwhPerDay * i.intensityGPerKwh,
    gco2ePerYear: kwhPerDay * DAYS_PER_YEAR * i.intensityGPerKwh,
  };
}

export const SECONDS_PER_DAY = 86_400;

/** The energy figure holds for servers as busy as the measured run: how many servers that is, and how full. */
export function capacity(tokensPerDay: number, row: CalculatorData['rows'][number]) {
  const tokensPerSecond = tokensPerDay / SECONDS_PER_DAY;
  /** Traffic over one configuration's measured throughput: 0.47 = 47% of one server, 2.3 = more than two. */
  const servers = tokensPerSecond / row.output_tokens_per_s;
  const wholeServers = Math.max(1, Math.ceil(servers));
  return {
    tokensPerSecond,
    servers,
    wholeServers,
    gpus: wholeServers * row.num_gpus,
    /** GPU-hours a day at the measured throughput (servers x cards x 24), and on whole servers run all day. */
    gpuHoursAtThroughput: servers * row.num_gpus * 24,
    gpuHoursWholeServers: wholeServers * row.num_gpus * 24,
    /** Share of the whole servers' measured throughput the traffic uses. */
    shareUsed: servers / wholeServers,
    /** Requests running at once at the measured pace per request (servers x mean running batch). */
    inFlight: servers * row.mean_batch,
    /** What the whole servers hold at their batch cap. */
    batchCapacity: wholeServers * row.batch,
  };
}
