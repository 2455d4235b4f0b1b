// A problem in a submission and where it is. One formatter for the CLI and the browser, so both say the same words.

export interface Place {
  /** 1-based line in the file. */
  line?: number;
  /** CSV: the column header; JSON: the 1-based character column. */
  column?: string | number;
}

export interface Problem extends Place {
  /** Field path in the submission's JSON shape, e.g. "rows[3].avg_power_w" or "submission.licence". */
  path?: string;
  message: string;
}

export type Path = readonly PropertyKey[];

export function pathText(path: Path): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('');
}

/** "submission.csv: line 4, column avg_power_w: expected ..." or "x.json: line 9, column 7 (rows[0].gpu): ...". */
export function formatProblem(file: string, p: Problem): string {
  const where: string[] = [];
  if (p.line !== undefined) where.push(`line ${p.line}`);
  if (p.column !== undefined) where.push(`column ${p.column}`);
  let at = where.join(', ');
  if (p.path && typeof p.column !== 'string') at = at ? `${at} (${p.path})` : p.path;
  return `${file}: ${at ? `${at}: ` : ''}${p.message}`;
}
