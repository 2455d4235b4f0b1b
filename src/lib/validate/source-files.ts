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

/** The row file each source kind keeps its rows in (relative to the data folder). */
export const ROW_FILE_OF: Record<Exclude<SourceKind, 'ml-energy-v3'>, string> = {
  'mlperf-inference': 'mlperf-inference.json',
  'ml-energy-v2': 'ml-energy-v2.json',
  contributed: 'contributed.json',
};

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
  files: { sources: Named; mlperf?: Named; v2?: Named; contributed?: Named },
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
  const need = (kind: Exclude<SourceKind, 'ml-energy-v3'>, named: Named | undefined) => {
    if (kinds.has(kind) && !named)
      errors.push(
        `${files.sources.file}: a ${kind} source is listed, but its rows file ${ROW_FILE_OF[kind]} is missing`,
      );
  };
  need('mlperf-inference', files.mlperf);
  need('ml-energy-v2', files.v2);
  need('contributed', files.contributed);

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
      if (r.boundary !== src.boundary)
        errors.push(
          `${at}: boundary: expected ${JSON.stringify(src.boundary)} (the boundary of its source ${src.id}), got ${JSON.stringify(r.boundary)}`,
        );
      if (r.basis !== src.basis)
        errors.push(
          `${at}: basis: expected ${JSON.stringify(src.basis)} (the basis of its source ${src.id}), got ${JSON.stringify(r.basis)}`,
        );
      if (aliases && !aliases.has(r.gpu))
        errors.push(
          `${at}: gpu: expected a GPU named in hardware.json (${[...aliases].join(', ')}), got ${JSON.stringify(r.gpu)}`,
        );
    });
  };

  const mlperf = files.mlperf ? parse(mlperfFileSchema, files.mlperf, errors) : null;
  if (mlperf && files.mlperf) checkRows(files.mlperf, mlperf.rows, 'mlperf-inference');
  const v2 = files.v2 ? parse(v2FileSchema, files.v2, errors) : null;
  if (v2 && files.v2) checkRows(files.v2, v2.rows, 'ml-energy-v2');
  const contributed = files.contributed ? parse(contributedFileSchema, files.contributed, errors) : null;
  if (contributed && files.contributed) checkRows(files.contributed, contributed.rows, 'contributed');

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
