import { compareCodeUnits } from '../core/order.ts';

/** Stable JSON: objects pretty-printed, each object of a list on one line, so a changed row is one changed line. */
export function formatJson(value: unknown, indent = ''): string {
  const next = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((v) => v !== null && typeof v === 'object')) {
      return `[\n${value.map((v) => next + JSON.stringify(v)).join(',\n')}\n${indent}]`;
    }
    return JSON.stringify(value);
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([k, v]) => `${next}${JSON.stringify(k)}: ${formatJson(v, next)}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

// Keys sorted at every level, so the bytes never depend on the order the code built an object in.

const sorted = (_key: string, value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => compareCodeUnits(a, b)))
    : value;

/** Pretty-printed (two spaces), keys sorted, ending in a newline. */
export const stableJson = (value: unknown): string => `${JSON.stringify(value, sorted, 2)}\n`;

export const jsonResponse = (value: unknown): Response =>
  new Response(stableJson(value), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
