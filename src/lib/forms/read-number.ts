// A number typed into a form field, stricter than Number(): "", "abc", "0x10", "Infinity" and "1,2" are refused, each
// with a sentence saying what was found.
import { describe } from '../core/schemas/describe.ts';

export type ReadNumber = { ok: true; value: number | undefined } | { ok: false; message: string };

export const PLAIN = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
/** Thousands separators as readers copy them from press releases: "1,177.92", "12,000,000". */
export const GROUPED = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/** An empty field is "not given" (undefined), never zero. */
export function readNumber(raw: string): ReadNumber {
  const s = raw.trim();
  if (s === '') return { ok: true, value: undefined };
  if (PLAIN.test(s)) return finite(Number(s), raw);
  if (GROUPED.test(s)) return finite(Number(s.replace(/,/g, '')), raw);
  return { ok: false, message: `expected a number such as 1177.92 or 1.2e3, got ${describe(raw)}` };
}

function finite(n: number, raw: string): ReadNumber {
  // "1e999" matches the pattern but overflows to Infinity.
  return Number.isFinite(n)
    ? { ok: true, value: n }
    : { ok: false, message: `expected a finite number, got ${describe(raw)} (too large to represent)` };
}

/** Field name -> message, for the fields whose input was refused. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;
