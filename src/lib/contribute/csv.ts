// Read a CSV submission into the format's JSON shape, keeping each row's line. A cell unfit for its column is reported
// in spreadsheet words ("700 W", a decimal comma) and kept raw, so the schema refuses the same file.
import Papa from 'papaparse';
import { CSV_COLUMNS, FIELD_BY_NAME, HEADER_FIELDS, type SubmissionField } from './fields.ts';
import type { Path, Place, Problem } from './problems.ts';
import { inert, quote } from './text-rules.ts';
import { editDistance } from '../search/closest.ts';
import { GROUPED, PLAIN } from '../forms/read-number.ts';

export interface ReadSubmission {
  /** The submission in its JSON shape, or null when the file could not be read as one. */
  value: unknown;
  problems: Problem[];
  /** Where a field path is in the file. */
  locate(path: Path): Place;
  /** Paths already reported by the reader (as "rows[3].avg_power_w"); the schema's issues there are dropped. */
  reported: Set<string>;
}

/** A numeric cell: a number, or a sentence on what the cell holds instead. */
export function readNumberCell(raw: string, field: SubmissionField): { value: number } | { message: string } {
  const s = raw.trim();
  const what = `a number of ${field.unit}`;
  if (PLAIN.test(s)) {
    const n = Number(s);
    return Number.isFinite(n)
      ? { value: n }
      : { message: `expected ${what}, got ${quote(raw)} (too large to represent)` };
  }
  if (/^[=@]/.test(s) || /^[+-][^\d.]/.test(s))
    return { message: `expected ${what}, got ${quote(raw)}: a spreadsheet formula, not a number` };
  if (/^[+-]?\d+,\d+$/.test(s))
    return {
      message: `expected ${what}, got ${quote(raw)}: write decimals with a point (${s.replace(',', '.')}), not a comma`,
    };
  if (GROUPED.test(s))
    return {
      message: `expected ${what}, got ${quote(raw)}: write the number without thousands separators (${s.replace(/,/g, '')})`,
    };
  const withUnit = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*([^\d\s].*)$/i.exec(s);
  if (withUnit)
    return {
      message: `expected ${what}, got ${quote(raw)}: write the number alone (${withUnit[1]}); the unit is in the column name`,
    };
  if (/^(nan|inf(inity)?|-inf(inity)?)$/i.test(s))
    return { message: `expected ${what}, got ${quote(raw)}: not a number` };
  return { message: `expected ${what}, got ${quote(raw)}` };
}

/** The closest known column, for "did you mean": shares a prefix, or differs by a few letters. */
function suggest(name: string): string | null {
  const n = name.toLowerCase();
  let best: string | null = null;
  let bestScore = Infinity;
  for (const c of CSV_COLUMNS) {
    const d = editDistance(n, c);
    const score = c.startsWith(n) || n.startsWith(c) ? Math.min(d, 2) : d;
    if (score < bestScore) [best, bestScore] = [c, score];
  }
  return bestScore <= Math.max(2, Math.floor(n.length / 3)) ? best : null;
}

export function readCsvSubmission(text: string): ReadSubmission {
  const problems: Problem[] = [];
  const reported = new Set<string>();
  const rowLines: number[] = [];
  const none: ReadSubmission = { value: null, problems, locate: () => ({}), reported };
  // One line ending: a file saved on two systems mixes \r\n and \n, and papaparse splits on one kind. It drops a BOM.
  const body = text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
  const parsed = Papa.parse<string[]>(body, { delimiter: ',', newline: '\n' });
  const records = parsed.data;
  // The line each record starts on: one more than the last record's, plus the line breaks inside its quoted cells.
  const startLine: number[] = [];
  let line = 1;
  const quoted = body.includes('"'); // without quotes, no cell holds a line break
  for (const rec of records) {
    startLine.push(line);
    line += 1;
    if (quoted)
      for (const cell of rec) for (let k = cell.indexOf('\n'); k !== -1; k = cell.indexOf('\n', k + 1)) line++;
  }
  for (const e of parsed.errors) {
    const at = e.row !== undefined && e.row !== null ? startLine[e.row] : undefined;
    problems.push({ line: at, message: `the CSV cannot be read here: ${e.message}` });
  }
  const header = (records[0] ?? []).map((h) => h.trim());
  if (header.length === 0 || (header.length === 1 && header[0] === ''))
    return {
      ...none,
      problems: [{ line: 1, message: 'the file is empty: expected a header line naming the columns' }],
    };
  if (!header.some((h) => FIELD_BY_NAME.has(h))) {
    const got = `${header.slice(0, 3).map(quote).join(', ')}${header.length > 3 ? ', ...' : ''}`;
    problems.push({
      line: 1,
      message: `expected a header line naming the columns (${CSV_COLUMNS.slice(0, 4).join(', ')}, ...), got ${got}: the first line looks like data; copy the header from the template`,
    });
    return none;
  }
  const seen = new Map<string, number>();
  header.forEach((h, i) => {
    if (!FIELD_BY_NAME.has(h)) {
      const hint = suggest(h);
      problems.push({
        line: 1,
        column: h === '' ? `${i + 1} (no name)` : inert(h),
        message: `unknown column: not a field of the submission format${hint ? ` (did you mean ${hint}?)` : ''}`,
      });
    } else if (seen.has(h)) {
      problems.push({
        line: 1,
        column: h,
        message: `the column appears twice (columns ${seen.get(h)! + 1} and ${i + 1})`,
      });
    } else seen.set(h, i);
  });
  const missing = CSV_COLUMNS.filter((c) => !seen.has(c) && FIELD_BY_NAME.get(c)!.required);
  for (const c of missing) problems.push({ line: 1, column: c, message: 'missing column: the format requires it' });

  // What each column holds, worked out once: a file of 100,000 lines reads 3.7 million cells.
  const cols = header.map((name, c) => {
    const field = seen.get(name) === c ? FIELD_BY_NAME.get(name) : undefined;
    return {
      name,
      field,
      numeric: field?.kind === 'number' || field?.kind === 'int',
      keepSpaces: field?.kind === 'text' || field?.kind === 'long-text',
    };
  });
  const rows: Record<string, unknown>[] = [];
  /** The submission's own fields, from the first data line; every other line must say the same. */
  const submission: Record<string, unknown> = {};
  const cellProblem = (path: string, p: Problem) => {
    if (reported.has(path)) return;
    reported.add(path);
    problems.push({ ...p, path });
  };
  for (let r = 1; r < records.length; r++) {
    const rec = records[r];
    if (rec.length === 1 && rec[0].trim() === '') continue; // a blank line
    const at = startLine[r];
    if (rec.length !== header.length) {
      problems.push({
        line: at,
        message: `expected ${header.length} cells (one per column of the header), got ${rec.length}; the line is skipped`,
      });
      continue;
    }
    const i = rows.length;
    const row: Record<string, unknown> = {};
    for (let c = 0; c < cols.length; c++) {
      const { name, field, numeric, keepSpaces } = cols[c];
      const raw = rec[c];
      if (!field) {
        // Kept, so the schema refuses the unknown field too; the header line already said so.
        if (name !== '' || raw.trim() !== '') row[name] = raw;
        reported.add(`rows[${i}]`);
        continue;
      }
      let value: unknown;
      if (raw.trim() === '')
        value = undefined; // empty = not given
      else if (numeric) {
        const n = readNumberCell(raw, field);
        if ('value' in n) value = n.value;
        else {
          value = raw;
          cellProblem(`rows[${i}].${name}`, { line: at, column: name, message: n.message });
        }
      } else value = keepSpaces ? raw : raw.trim();
      if (field.level !== 'row' && i === 0 && value !== undefined) submission[name] = value;
      if (field.level === 'submission') {
        const first = submission[name];
        if (i > 0 && value !== first)
          cellProblem(`rows[${i}].${name}`, {
            line: at,
            column: name,
            message: `expected the same ${name} on every line (${first === undefined ? 'empty' : quote(String(first))}, as on line ${rowLines[0]}), got ${value === undefined ? 'an empty cell' : quote(String(value))}: one submission has one ${name}`,
          });
        continue; // said once, under "submission"
      }
      // "both" fields stay on each row too: the schema compares them with the submission's.
      if (value !== undefined) row[name] = value;
    }
    for (const c of missing) reported.add(`rows[${i}].${c}`);
    rows.push(row);
    rowLines.push(at);
  }
  if (rows.length === 0) {
    problems.push({ line: 2, message: 'no data lines: expected one line per measured configuration after the header' });
    reported.add('rows');
    for (const field of HEADER_FIELDS) reported.add(`submission.${field.name}`);
  }
  for (const field of HEADER_FIELDS) if (!seen.has(field.name)) reported.add(`submission.${field.name}`);
  const locate = (path: Path): Place => {
    if (path[0] === 'submission')
      return { line: rowLines[0] ?? 2, column: typeof path[1] === 'string' ? path[1] : undefined };
    if (path[0] === 'rows' && typeof path[1] === 'number')
      return { line: rowLines[path[1]], column: typeof path[2] === 'string' ? path[2] : undefined };
    return {};
  };
  return { value: { submission, rows }, problems, locate, reported };
}
