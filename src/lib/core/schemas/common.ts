import { z } from 'zod';
import { expectedGot } from './describe.ts';

export { describe, expectedGot } from './describe.ts';

// Built-in checks, not refine closures: zod 4 compiles them (fast on a million rows). z.number() refuses NaN, Infinity.
const numberOf = (expected: string) => z.number({ error: (i) => expectedGot(expected, i.input) });

export const finite = () => numberOf('a finite number');

export const positive = () =>
  numberOf('a positive number').positive({ error: (i) => expectedGot('a positive number', i.input) });

export const nonNegative = () =>
  numberOf('a number at or above 0').nonnegative({ error: (i) => expectedGot('a number at or above 0', i.input) });

export const positiveInt = () =>
  numberOf('a whole number of 1 or more')
    .int({ error: (i) => expectedGot('a whole number of 1 or more', i.input) })
    .min(1, { error: (i) => expectedGot('a whole number of 1 or more', i.input) });

export const text = () =>
  z.string({ error: (i) => expectedGot('text', i.input) }).min(1, { error: 'expected text, got an empty string' });

export const isoDate = () =>
  z
    .string({ error: (i) => expectedGot('a date (YYYY-MM-DD)', i.input) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: (i) => expectedGot('a date (YYYY-MM-DD)', i.input) });

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
  url: z.url({ protocol: /^https?$/, error: (i) => expectedGot('an http or https URL', i.input) }),
  /** The upstream commit or version the files were taken from, where one exists. */
  version: text().optional(),
});
export type Source = z.infer<typeof sourceSchema>;
