// sources.json and the row files of the sources beside v3: each against its schema, then the rules across files.
import type { z } from 'zod';
import { formatIssues } from '../text/format-issues.ts';
import type { HardwareFile } from '../core/schemas/hardware-file.ts';
import {
  contributedFileSchema,
  mlperfFileSchema,
  sourcesFileSchema,
  v2FileSchema,
  type SourceKind,
  type SourceRecord,
  type SourcesData,
} from '../core/schemas/sources.ts';

export interface Named {
  /** The file's name as it should appear in messages, e.g. "data/index.json". */
  file: string;
  value: unknown;
}

/** The sources feature's files in a data folder: sources.json and the rows file of each kind beside v3. */
export const SOURCE_FILES = {
  sources: 'sources.json',
  mlperf: 'mlperf-inference.json',
  v2: 'ml-energy-v2.json',
  contributed: 'contributed.json',
} as const;

type RowsFile = Exclude<keyof typeof SOURCE_FILES, 'sources'>;

/** The sources feature's files as read: sources.json, and each rows file the folder has. */
export type SourceFiles = { sources: Named } & Partial<Record<RowsFile, Named>>;

/** The file's value as its schema reads it, or null with every issue added to `errors`. */
export function parse<T>(schema: z.ZodType<T>, named: Named, errors: string[]): T | null {
  const p = schema.safeParse(named.value);
  if (p.success) return p.data;
  errors.push(...formatIssues(named.file, named.value, p.error.issues));
  return null;
}

/**
 * `v3` carries the main index's file, boundary and rows (as read), so a v3 row's unknown source or a release boundary
 * that disagrees with its source is refused too.
 */
export function validateSources(
  files: SourceFiles,
  v3: { file: string; boundary: string; rows: readonly unknown[] } | null,
  hardware: HardwareFile | null,
): { errors: string[]; data: SourcesData | null } {
  const errors: string[] = [];
  const sources = parse(sourcesFileSchema, files.sources, errors);
  if (!sources) return { errors, data: null };
  const byId = new Map<string, SourceRecord>();
  sources.sources.forEach((s, i) => {
    if (byId.has(s.id))
      errors.push(`${files.sources.file}: sources[${i}] (id ${s.id}): id: expected a unique id, got it twice`);
    byId.set(s.id, s);
  });
  const known = [...byId.keys()].join(', ');
  const aliases = hardware ? new Set(hardware.accelerators.flatMap((a) => a.aliases)) : null;
  const kinds = new Set(sources.sources.map((s) => s.kind));
  /** The row's source record, or undefined; a source not listed, or of another kind, is refused. */
  const sourceOf = (at: string, id: string, kind: SourceKind) => {
    const src = byId.get(id);
    if (!src)
      errors.push(
        `${at}: source: expected a source id listed in ${files.sources.file} (${known}), got ${JSON.stringify(id)}`,
      );
    else if (src.kind !== kind)
      errors.push(`${at}: source: expected a ${kind} source, got ${JSON.stringify(id)} (a ${src.kind} source)`);
    return src;
  };

  /** The shared rules every row of a non-v3 source meets. */
  const checkRows = (
    named: Named,
    rows: readonly { id: string; source: string; boundary: string; basis: string; gpu: string }[],
    kind: SourceKind,
  ) => {
    const ids = new Map<string, number>();
    rows.forEach((r, i) => {
      const at = `${named.file}: rows[${i}] (id ${r.id})`;
      const dup = ids.get(r.id);
      if (dup !== undefined) errors.push(`${at}: id: expected a unique id, got the same id as rows[${dup}]`);
      ids.set(r.id, i);
      const src = sourceOf(at, r.source, kind);
      if (!src) return;
      for (const f of ['boundary', 'basis'] as const)
        if (r[f] !== src[f])
          errors.push(
            `${at}: ${f}: expected ${JSON.stringify(src[f])} (the ${f} of its source ${src.id}), got ${JSON.stringify(r[f])}`,
          );
      if (aliases && !aliases.has(r.gpu))
        errors.push(
          `${at}: gpu: expected a GPU named in hardware.json (${[...aliases].join(', ')}), got ${JSON.stringify(r.gpu)}`,
        );
    });
  };

  /** A rows file against its schema and the shared rules; null when absent (refused if a source of its kind is listed). */
  const rowsFile = <T extends { rows: Parameters<typeof checkRows>[1] }>(
    key: RowsFile,
    kind: SourceKind,
    schema: z.ZodType<T>,
  ) => {
    const named = files[key];
    if (!named) {
      if (kinds.has(kind))
        errors.push(
          `${files.sources.file}: a ${kind} source is listed, but its rows file ${SOURCE_FILES[key]} is missing`,
        );
      return null;
    }
    const parsed = parse(schema, named, errors);
    if (parsed) checkRows(named, parsed.rows, kind);
    return parsed;
  };
  const mlperf = rowsFile('mlperf', 'mlperf-inference', mlperfFileSchema);
  const v2 = rowsFile('v2', 'ml-energy-v2', v2FileSchema);
  const contributed = rowsFile('contributed', 'contributed', contributedFileSchema);

  if (v3) {
    const v3Sources = sources.sources.filter((s) => s.kind === 'ml-energy-v3');
    for (const s of v3Sources)
      if (s.boundary !== v3.boundary)
        errors.push(
          `${v3.file}: release.boundary: expected ${JSON.stringify(s.boundary)} (the boundary of its source ${s.id}), got ${JSON.stringify(v3.boundary)}`,
        );
    v3.rows.forEach((row, i) => {
      const { id, source } = (row ?? {}) as { id?: unknown; source?: unknown };
      const at = `${v3.file}: rows[${i}] (id ${typeof id === 'string' ? id : null})`;
      if (source !== undefined) sourceOf(at, String(source), 'ml-energy-v3');
    });
  }
  return { errors, data: errors.length ? null : { sources, mlperf, v2, contributed } };
}
