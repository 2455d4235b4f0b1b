import Papa from 'papaparse';

/** Cells a spreadsheet would read as a formula start with one of these; numbers are never touched. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Neutralise a text cell against formula injection by prefixing an apostrophe (OWASP's advice). */
export function safeCell(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * RFC 4180 CSV: header row, CRLF line endings throughout, quotes only where needed, no comment lines.
 * Columns come from the caller so the order is fixed and documented.
 */
export function toCsv<T extends Record<string, unknown>>(
  rows: readonly T[],
  columns: readonly (keyof T & string)[],
): string {
  const data = rows.map((r) => columns.map((c) => safeCell(r[c])));
  return `${Papa.unparse({ fields: [...columns], data }, { newline: '\r\n', quotes: false, escapeFormulae: false })}\r\n`;
}
