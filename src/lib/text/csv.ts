import Papa from 'papaparse';

/**
 * Cells a spreadsheet reads as a formula start with one of these (OWASP). Papaparse's default regex lets "=1+1\n..."
 * through; here the first character alone decides.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * RFC 4180 CSV, CRLF, quotes only where needed, columns in the caller's order (by default the first row's keys). A text
 * cell starting like a formula gets a leading apostrophe; numbers and booleans are never touched; a missing value is
 * an empty cell.
 */
export function toCsv<T extends Record<string, unknown>>(
  rows: readonly T[],
  columns = Object.keys(rows[0] ?? {}) as readonly (keyof T & string)[],
): string {
  const data = rows.map((r) => columns.map((c) => r[c]));
  return `${Papa.unparse({ fields: [...columns], data }, { newline: '\r\n', quotes: false, escapeFormulae: FORMULA_START })}\r\n`;
}
