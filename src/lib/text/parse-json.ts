import { parse as parseLocated, printParseErrorCode, type ParseError } from 'jsonc-parser';

/** Parse JSON text; on failure say where, as line and column, in words a person can act on. */
export type JsonParse = { ok: true; value: unknown } | { ok: false; error: string };

export function parseJsonText(file: string, text: string): JsonParse {
  if (text.trim() === '') return { ok: false, error: `${file}: the file is empty: expected a JSON document` };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    // JSON.parse's message may lack a position; jsonc-parser (strict) only locates the first bad token.
    const located = findJsonError(text);
    if (!located) return { ok: false, error: `${file}: malformed JSON: ${(e as Error).message}` };
    const before = text.slice(0, located.offset);
    const line = before.split('\n').length;
    const column = located.offset - before.lastIndexOf('\n');
    return { ok: false, error: `${file}: malformed JSON at line ${line}, column ${column}: ${located.reason}` };
  }
}

/** Where JSON text first breaks (a 0-based offset) and why, or undefined when jsonc-parser finds nothing. */
export function findJsonError(text: string): { offset: number; reason: string } | undefined {
  const errors: ParseError[] = [];
  parseLocated(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (!first) return undefined;
  // jsonc-parser's error codes are a const enum (not usable across modules): go by their printed names.
  const code = printParseErrorCode(first.error) as ErrorName;
  // String errors are reported at the start of the string token: point at the bad character inside it.
  const offset = STRING_ERRORS.has(code) ? badCharInString(text, first.offset, first.length) : first.offset;
  const found = offset < text.length ? `found ${JSON.stringify(text[offset])}` : 'found the end of the file';
  return { offset, reason: REASONS[code](found, text.slice(offset, offset + 2)) };
}

const STRING_ERRORS = new Set<ErrorName>(['InvalidEscapeCharacter', 'InvalidUnicode', 'InvalidCharacter']);

/** The first invalid escape or raw control character in the string token at [start, start + length). */
function badCharInString(text: string, start: number, length: number): number {
  for (let i = start + 1; i < start + length; i++) {
    const c = text[i];
    if (c < ' ') return i;
    if (c !== '\\') continue;
    const next = text[i + 1];
    if (next === 'u') {
      if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return i;
      i += 5;
    } else if (next !== undefined && '"\\/bfnrt'.includes(next)) i++;
    else return i;
  }
  return start;
}

const REASONS = {
  InvalidSymbol: (found) => `${found}: not JSON here (strings and field names need double quotes)`,
  InvalidNumberFormat: () => 'a malformed number',
  PropertyNameExpected: (found) => `expected a quoted field name, ${found}`,
  ValueExpected: (found) => `expected a value, ${found}`,
  ColonExpected: (found) => `expected ":" after a field name, ${found}`,
  CommaExpected: (found) => `expected "," between two items, ${found}`,
  CloseBraceExpected: (found) => `expected "," or "}" in an object, ${found}`,
  CloseBracketExpected: (found) => `expected "," or "]" in a list, ${found}`,
  EndOfFileExpected: (found) => `expected the end of the document, ${found}`,
  InvalidCommentToken: () => 'a comment: JSON has none',
  UnexpectedEndOfComment: () => 'a comment: JSON has none',
  UnexpectedEndOfString: () => 'a string is never closed (or holds a raw line break)',
  UnexpectedEndOfNumber: () => 'a number ends too early',
  InvalidUnicode: () => 'a malformed \\u escape in a string (\\u and four hex digits)',
  InvalidEscapeCharacter: (_found, escape) =>
    `an invalid escape ${escape} in a string (valid: \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)`,
  InvalidCharacter: () => 'a control character (such as a raw tab) inside a string',
} satisfies Record<string, (found: string, escape: string) => string>;
type ErrorName = keyof typeof REASONS;
