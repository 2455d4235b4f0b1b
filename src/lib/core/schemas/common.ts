import { z } from 'zod';
import { expecting } from './describe.ts';

export { describe, expectedGot, expecting } from './describe.ts';

// Built-in checks, not refine closures: zod 4 compiles them (fast on a million rows). z.number() refuses NaN, Infinity.
const numberOf = (expected: string) => z.number(expecting(expected));

export const finite = () => numberOf('a finite number');

export const positive = () => numberOf('a positive number').positive(expecting('a positive number'));

export const nonNegative = () => numberOf('a number at or above 0').nonnegative(expecting('a number at or above 0'));

const WHOLE = 'a whole number of 1 or more';
export const positiveInt = () => numberOf(WHOLE).int(expecting(WHOLE)).min(1, expecting(WHOLE));

export const text = () => z.string(expecting('text')).min(1, { error: 'expected text, got an empty string' });

/** A refinement's issue at `path` with its own message, for ctx.addIssue. */
export const issue = (path: PropertyKey[], message: string) => ({ code: 'custom' as const, path, message });

const DATE = 'a date (YYYY-MM-DD)';
export const isoDate = () => z.string(expecting(DATE)).regex(/^\d{4}-\d{2}-\d{2}$/, expecting(DATE));

/** A source the site credits: who published it, under which licence, and how to cite it. */
export const sourceSchema = z.strictObject({
  /** Short name shown in credit lines, e.g. "ML.ENERGY Leaderboard v3.0". */
  name: text(),
  publisher: text(),
  /** SPDX-style licence id, e.g. "Apache-2.0", "CC-BY-4.0". */
  licence: text(),
  /** Full citation text, as the owner asks to be cited. */
  citation: text(),
  /** Where the public copy lives: an http or https address (pages link to it, so no javascript: or data:). */
  url: z.url({ protocol: /^https?$/, ...expecting('an http or https URL') }),
  /** The upstream commit or version the files were taken from, where one exists. */
  version: text().optional(),
});
export type Source = z.infer<typeof sourceSchema>;
