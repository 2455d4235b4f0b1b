import Papa from 'papaparse';

/**
 * Cells a spreadsheet would read as a formula start with one of these (OWASP's list). Papaparse's own default
 * (`escapeFormulae: true`) is /^[=+\-@\t\r].*$/, which lets a cell through when a line break follows the first
 * character ("=1+1\n..."): the first character alone decides here.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * RFC 4180 CSV: header row, CRLF line endings throughout, quotes only where needed, no comment lines.
 * Columns come from the caller so the order is fixed and documented. A text cell that starts like a formula
 * gets an apostrophe in front, and quotes (papaparse's escapeFormulae); numbers and booleans are never touched;
 * a missing value is an empty cell.
 */
export function toCsv<T extends Record<string, unknown>>(
  rows: readonly T[],
  columns: readonly (keyof T & string)[],
): string {
  const data = rows.map((r) => columns.map((c) => r[c]));
  return `${Papa.unparse({ fields: [...columns], data }, { newline: '\r\n', quotes: false, escapeFormulae: FORMULA_START })}\r\n`;
}
