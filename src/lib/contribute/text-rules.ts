// Submission text is published on pages and CSVs, so it must be plain: no invisible or direction characters, no line
// breaks, no leading = + - @ (spreadsheet formulas). <script> is fine: everything shows it as text.
import { describe } from '../core/schemas/describe.ts';

/** The same three rules as one pattern, for the published JSON Schema (which has only patterns). */
export const PLAIN_TEXT =
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  /^(?![=+\-@\t])[^\u0000-\u0008\u000a-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]*$/;

const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
const LINE_BREAK = /[\n\u2028\u2029]/;
const FORMULA = /^[=+\-@\t]/;

const hex = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** describe()'s words, with invisible and direction characters as \uXXXX: a message can never hide or reorder. */
export const quote = (value: unknown): string =>
  describe(value).replace(
    /[\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g,
    (c) => `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`,
  );

/** Null when the text is plain; otherwise what is wrong with it, in words. */
export function textProblem(value: string): string | null {
  const invisible = INVISIBLE.exec(value);
  if (invisible)
    return `expected plain text, got ${quote(value)}, which holds the invisible character ${hex(invisible[0])} at position ${invisible.index + 1} (it can hide or reorder what a reader sees)`;
  if (LINE_BREAK.test(value)) return `expected text on one line, got ${quote(value)}, which holds a line break`;
  if (FORMULA.test(value))
    return `expected text that does not start with ${JSON.stringify(value[0])}, got ${quote(value)}: a spreadsheet would run it as a formula`;
  return null;
}

/** Text from a file, safe to print in a label: as it is when plain, else quoted with invisible characters escaped. */
export function inert(value: unknown): string {
  const s = String(value);
  return textProblem(s) === null && s.length <= 60 ? s : quote(s);
}
