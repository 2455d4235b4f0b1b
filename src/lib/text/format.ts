import { format } from 'd3';

/** Display formats, one per kind of figure, so a number reads the same on every page. */
const sig4 = format(',.4~r');
const fixed2 = format(',.2f');
const fixed1 = format(',.1f');
const whole = format(',d');

const energy3 = format(',.3r');
const stated3 = format(',.3~r');
const sci3 = format('.2~e'); // three significant figures: one before the point, two after
/** Beyond 1e15 or below 1e-6 a figure prints in powers of ten, so a reader's extreme input never prints 300 digits. */
const extreme = (n: number) => Math.abs(n) >= 1e15 || (n !== 0 && Math.abs(n) < 1e-6);
/**
 * Every energy figure the index measures or computes (J per token, Wh per answer, Wh per million, tokens per
 * joule), in sentences and tables alike: three significant figures, trailing zeros kept, so that "0.0220" beside
 * "0.0227" in a column says the same precision ("0.0467", "13.0", "573", "1,230"; zero is "0").
 */
export const fmtEnergy = (n: number) => (extreme(n) ? sci3(n) : n === 0 ? '0' : energy3(n));
/**
 * A figure as someone else stated it (a published figure, a reader's quantity): at most three significant
 * figures, trailing zeros dropped, so a figure published as "0.24 Wh" is not shown as "0.240", a precision its
 * source never claimed.
 */
export const fmtStated = (n: number) => (extreme(n) ? sci3(n) : stated3(n));
const sci4 = format('.3~e');
/**
 * The operands and results of worked arithmetic a reader redoes (the glossary's examples, the calculator's
 * working): four significant figures, so "0.2285 x 1,000,000 / 3,600 = 63.47" checks out, where three would
 * print "0.228 ... = 63.5" and look wrong. Figures shown as figures use fmtEnergy.
 */
export const fmtWorking = (n: number) => (Math.abs(n) >= 1e15 || (n !== 0 && Math.abs(n) < 1e-6) ? sci4(n) : sig4(n));
/** Power (W) and throughput (tokens/s): two decimals, as measured. */
export const fmtMeasured = (n: number) => fixed2(n);
/** Latency (ms), % of TDP, energy per response (J). */
export const fmtOne = (n: number) => fixed1(n);
/** Counts: GPUs, batch, rows. */
export const fmtCount = (n: number) => whole(n);
/** Parameters in billions: "32", "235", "1.6". */
export const fmtParams = (n: number) => format('~g')(n);
const sig3 = format(',.3~r');
/**
 * Every ratio a reader sees (how many times one figure is another: GPU against GPU, batch against batch,
 * a server's nameplate over its GPUs'), to three significant figures: "1.63x", "4.55x", "1.79x", "7.13x".
 * One formatter, so the same ratio never prints as 1.6x on one page and 1.63x on another.
 */
export const fmtRatio = (n: number) => `${sig3(n)}x`;
/** The same ratio without the "x", for arithmetic written out ("0.25 J x 1.79"). */
export const fmtFactor = (n: number) => sig3(n);
const pct2 = format('.2~p');
const pct0 = format('.0%');
/**
 * A share or a difference as a percentage: whole percent from 10% up (0.386 -> "39%", 1.118 -> "112%"),
 * two significant figures below (0.051 -> "5.1%", 0.0042 -> "0.42%"). The sign is the caller's words
 * ("less", "more"), so the value printed is its size.
 */
export function fmtPercent(fraction: number): string {
  const a = Math.abs(fraction);
  return a >= 0.095 ? pct0(a) : pct2(a);
}
/**
 * How one figure differs from another, in words a hurried reader cannot misread ("1.63x less" is read as
 * 163% less): `ratio` is the other figure over this one. 0.614 -> "39% less", 2.12 -> "112% more".
 */
export function fmtChange(ratio: number): string {
  if (ratio === 1) return 'the same';
  return ratio < 1 ? `${fmtPercent(1 - ratio)} less` : `${fmtPercent(ratio - 1)} more`;
}
/** A mass of CO2e given in grams, in g, kg or t so it reads at a glance: "412.3 kgCO2e". */
export function fmtCo2e(grams: number): string {
  if (grams >= 1e6) return `${sig4(grams / 1e6)} tCO2e`;
  if (grams >= 1e3) return `${sig4(grams / 1e3)} kgCO2e`;
  return `${sig4(grams)} gCO2e`;
}
/** A residual (a relative difference near rounding error) in powers of ten, two significant figures: "3.2e-16". */
export const fmtResidual = (n: number) => (n === 0 ? '0' : n.toExponential(1));
/**
 * Names as a sentence lists them: "H100", "H100 and B200", "H100, H200, and B200" (what
 * Intl.ListFormat('en') writes). Written out because this module loads with the browser's scripts: a page's
 * first Intl object loads ICU's locale data in one long task (170 to 280 ms at Lighthouse's 4x CPU
 * slowdown, measured), which Lighthouse counts as blocking time.
 */
export function fmtList(names: readonly string[]): string {
  if (names.length < 3) return names.join(' and ');
  return `${names.slice(0, -1).join(', ')}, and ${names.at(-1)}`;
}
/** A number the reader typed, shown as typed (up to 12 significant digits), never rounded to a count. */
export const fmtInput = (n: number) => format(',.12~r')(n);
