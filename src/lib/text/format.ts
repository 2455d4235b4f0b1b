import { format } from 'd3';

/** Display formats, one per kind of figure, so a number reads the same on every page. */
const sig4 = format(',.4~r');
const fixed2 = format(',.2f');
const fixed1 = format(',.1f');
const whole = format(',d');

const sci4 = format('.4~e');
/** Energy per token (J), Wh per million, tokens per joule: 4 significant figures; in powers of ten beyond 1e15 or below 1e-6, so a reader's extreme input never prints 300 digits. */
export const fmtEnergy = (n: number) => (Math.abs(n) >= 1e15 || (n !== 0 && Math.abs(n) < 1e-6) ? sci4(n) : sig4(n));
/** Power (W) and throughput (tokens/s): two decimals, as measured. */
export const fmtMeasured = (n: number) => fixed2(n);
/** Latency (ms), % of TDP, energy per response (J). */
export const fmtOne = (n: number) => fixed1(n);
/** Counts: GPUs, batch, rows. */
export const fmtCount = (n: number) => whole(n);
/** Parameters in billions: "32", "235", "1.6". */
export const fmtParams = (n: number) => format('~g')(n);
/** A ratio such as 7.1x. */
export const fmtRatio = (n: number) => `${format('.2~r')(n)}x`;
/** A mass of CO2e given in grams, in g, kg or t so it reads at a glance: "412.3 kgCO2e". */
export function fmtCo2e(grams: number): string {
  if (grams >= 1e6) return `${sig4(grams / 1e6)} tCO2e`;
  if (grams >= 1e3) return `${sig4(grams / 1e3)} kgCO2e`;
  return `${sig4(grams)} gCO2e`;
}
/** A residual (a relative difference near rounding error) in powers of ten, two significant figures: "3.2e-16". */
export const fmtResidual = (n: number) => (n === 0 ? '0' : n.toExponential(1));
/** A number the reader typed, shown as typed (up to 12 significant digits), never rounded to a count. */
export const fmtInput = (n: number) => format(',.12~r')(n);
