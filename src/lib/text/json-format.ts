/**
 * Stable, diff-friendly JSON: objects pretty-printed, but each element of a list of objects on one
 * line, so a changed row shows as one changed line in review. Same input, same bytes.
 */
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
