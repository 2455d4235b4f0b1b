/** Describe a found value for an error message: short, typed, never the whole object. Free of zod for the browser. */
export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  return String(value);
}

export function expectedGot(expected: string, found: unknown): string {
  return `expected ${expected}, got ${describe(found)}`;
}

/** A zod check's options that refuse with "expected <expected>, got <the value found>". */
export const expecting = (expected: string) => ({ error: (i: { input?: unknown }) => expectedGot(expected, i.input) });
