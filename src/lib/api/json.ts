// The interface's JSON as bytes: keys sorted at every level, so the same data give the same file whatever
// order the code built an object in, and two builds are byte-identical. Pure.

const sorted = (_key: string, value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      )
    : value;

/** Pretty-printed (two spaces), keys sorted, ending in a newline. */
export const stableJson = (value: unknown): string => `${JSON.stringify(value, sorted, 2)}\n`;

/** The Response of one JSON document. */
export const jsonResponse = (value: unknown): Response =>
  new Response(stableJson(value), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
