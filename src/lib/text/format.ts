import { format } from 'd3';

/** Display formats, one per kind of figure, so a number reads the same on every page. */
const sig4 = format(',.4~r');

const energy3 = format(',.3r');
const stated3 = format(',.3~r');
const sci3 = format('.2~e'); // three significant figures: one before the point, two after
/** Beyond 1e15 or below 1e-6 a figure prints in powers of ten, never 300 digits. */
const extreme = (n: number) => Math.abs(n) >= 1e15 || (n !== 0 && Math.abs(n) < 1e-6);
/**
 * Every energy figure the index measures or computes: three significant figures, trailing zeros kept, so a column shows
 * one precision ("0.0220" beside "0.0227"; "13.0", "1,230"; zero is "0").
 */
export const fmtEnergy = (n: number) => (extreme(n) ? sci3(n) : n === 0 ? '0' : energy3(n));
/**
 * A figure as someone else stated it: at most three significant figures, trailing zeros dropped, so "0.24 Wh" is not
 * shown as "0.240", a precision its source never claimed.
 */
export const fmtStated = (n: number) => (extreme(n) ? sci3(n) : stated3(n));
const sci4 = format('.3~e');
/**
 * Worked arithmetic a reader redoes: four significant figures, so "0.2285 x 1,000,000 / 3,600 = 63.47" checks out where
 * three would look wrong. Figures shown as figures use fmtEnergy.
 */
export const fmtWorking = (n: number) => (extreme(n) ? sci4(n) : sig4(n));
/** Power (W) and throughput (tokens/s): two decimals, as measured. */
export const fmtMeasured = format(',.2f');
/** Latency (ms), % of TDP, energy per response (J). */
export const fmtOne = format(',.1f');
/** Counts: GPUs, batch, rows. */
export const fmtCount = format(',d');
/** Parameters in billions: "32", "235", "1.6". */
export const fmtParams = (n: number) => format('~g')(n);
/** Every ratio a reader sees, to three significant figures ("1.63x"), so a ratio never prints as 1.6x and 1.63x. */
export const fmtRatio = (n: number) => `${stated3(n)}x`;
/** The same ratio without the "x", for arithmetic written out ("0.25 J x 1.79"). */
export const fmtFactor = (n: number) => stated3(n);
const pct2 = format('.2~p');
const pct0 = format('.0%');
/**
 * Whole percent from 10% up (0.386 -> "39%"), two significant figures below (0.051 -> "5.1%"). The sign is the caller's
 * words ("less", "more"), so the value printed is its size.
 */
export function fmtPercent(fraction: number): string {
  const a = Math.abs(fraction);
  return a >= 0.095 ? pct0(a) : pct2(a);
}
/**
 * A difference in words a hurried reader cannot misread ("1.63x less" reads as 163%): `ratio` is the other figure over
 * this one. 0.614 -> "39% less", 2.12 -> "112% more".
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
 * "H100", "H100 and B200", "H100, H200, and B200", as Intl.ListFormat('en') writes, but without Intl: a page's first
 * Intl object loads ICU data in one long task (170-280 ms at 4x CPU slowdown, measured).
 */
export function fmtList(names: readonly string[]): string {
  if (names.length < 3) return names.join(' and ');
  return `${names.slice(0, -1).join(', ')}, and ${names.at(-1)}`;
}
/** "A", "A and B", "A, B and C": a list without the serial comma, as citations and verdicts write it. */
export const andList = (xs: readonly string[]) =>
  xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;
/** A number the reader typed, shown as typed (up to 12 significant digits), never rounded to a count. */
export const fmtInput = (n: number) => format(',.12~r')(n);
