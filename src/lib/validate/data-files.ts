// The index's data files and published-figures.json, each against its schema, then the rules across files (source
// files: source-files.ts).
import { z } from 'zod';
import { indexFileSchema, taskSchema, type IndexFile } from '../core/schemas/index-file.ts';
import { rowSchema, type Row } from '../core/schemas/row.ts';
import { gridFileSchema, type GridFile } from '../core/schemas/grid-file.ts';
import { hardwareFileSchema, type HardwareFile } from '../core/schemas/hardware-file.ts';
import { formatIssues } from '../text/format-issues.ts';
import { crossCheckIndex } from './cross-checks.ts';
import { rowPrecheck } from './row-precheck.ts';
import { parse, validateSources, type Named, type SourceFiles } from './source-files.ts';
import type { SourcesData } from '../core/schemas/sources.ts';
import { checkContributedRow } from '../core/source-rows/checks.ts';
import {
  publishedFiguresFileSchema,
  type PublishedFigure,
  type PublishedFiguresFile,
} from '../core/schemas/published-figures.ts';
import { claimSchema } from '../claims/schema.ts';

export type DataKind = 'index' | 'grid' | 'hardware';

export interface ValidationReport {
  errors: string[];
  notes: string[];
  index?: IndexFile;
  grid?: GridFile;
  hardware?: HardwareFile;
  /** The index file's rows by position: each parsed row, or null where it failed its own schema. */
  rows?: (Row | null)[];
  /** The sources feature's files, when the folder has a sources.json. */
  sources?: SourcesData;
  /** The published figures, when the folder has published-figures.json and it is valid. */
  published?: PublishedFigure[];
}

/** Tell the kind of a data file from its top-level fields, so `validate -- <file>` needs no flag. */
export function detectKind(value: unknown): DataKind | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  if ('rows' in value || 'release' in value) return 'index';
  if ('entities' in value) return 'grid';
  if ('accelerators' in value) return 'hardware';
  return null;
}

/** Validate any of the three files; cross-file checks run where the files they need are valid. */
export function validateAll(files: Partial<Record<DataKind, Named>>, sourceFiles?: SourceFiles): ValidationReport {
  const report: ValidationReport = { errors: [], notes: [] };
  report.hardware = (files.hardware && parse(hardwareFileSchema, files.hardware, report.errors)) ?? undefined;
  report.grid = (files.grid && parse(gridFileSchema, files.grid, report.errors)) ?? undefined;
  report.index = files.index && validateIndex(files.index, report.errors);
  if (files.index) {
    const { rows, tasks } = report.index ?? salvageSchema.parse(files.index.value);
    report.rows = rows;
    const taskIds = tasks.flatMap((t) => (t ? [t.id] : []));
    const { errors, notes } = crossCheckIndex(files.index.file, rows, taskIds, report.hardware ?? null);
    report.errors.push(...errors);
    report.notes.push(...notes);
  }
  if (sourceFiles) {
    const raw = (files.index?.value ?? null) as { rows?: unknown; release?: { boundary?: unknown } } | null;
    const v3 = files.index
      ? {
          file: files.index.file,
          boundary: String(report.index?.release.boundary ?? raw?.release?.boundary ?? ''),
          rows: Array.isArray(raw?.rows) ? raw.rows : [],
        }
      : null;
    const { errors, data } = validateSources(sourceFiles, v3, report.hardware ?? null);
    report.errors.push(...errors);
    if (data) report.sources = data;
    // Contributed rows the build would withhold: reported, not refused (as the v3 rows' verdicts).
    data?.contributed?.rows.forEach((r, i) => {
      const check = checkContributedRow(r);
      if (check.reason)
        report.notes.push(
          `${sourceFiles.contributed!.file}: rows[${i}] (id ${r.id}): would be withheld by the identity check: ${check.reason}`,
        );
    });
  }
  return report;
}

/** The index file without its rows: the header, tasks and units, and that rows is a list. */
const indexHeaderSchema = indexFileSchema.extend({ rows: z.array(z.unknown()) });

/**
 * Row by row as rows stream, keeping each row, not zod's copy: rowSchema neither transforms nor coerces, and checkedRow
 * applies its one default (source), so a row is as good as its parse (a test pins it). Saves ~1 GB on a million rows.
 */
function validateIndex(named: Named, errors: string[]): IndexFile | undefined {
  const header = indexHeaderSchema.safeParse(named.value);
  if (!header.success) errors.push(...formatIssues(named.file, named.value, header.error.issues));
  const rows = (named.value as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) return undefined;
  let valid = true;
  for (let i = 0; i < rows.length; i++) {
    // Plainly valid rows skip zod's parse (and its copy); any other row gets the schema's own verdict and words.
    if (rowPrecheck(rows[i])) continue;
    const row = rowSchema.safeParse(rows[i]);
    if (row.success) continue;
    valid = false;
    const issues = row.error.issues.map((issue) => ({ ...issue, path: ['rows', i, ...issue.path] }));
    errors.push(...formatIssues(named.file, named.value, issues));
  }
  return valid && header.success ? { ...header.data, rows: rows as Row[] } : undefined;
}

/** From an index file that failed its schema, each row and task valid on its own (null where not). */
const salvageSchema = z
  .object({
    rows: z.array(rowSchema.nullable().catch(null)).catch([]),
    tasks: z.array(taskSchema.nullable().catch(null)).catch([]),
  })
  .catch({ rows: [], tasks: [] });

export const PUBLISHED_FILE = 'published-figures.json';

/** data/published-figures.json: optional (older releases have none); refused with file, entry id and field when wrong. */
export function validatePublished(named: Named): { errors: string[]; data?: PublishedFiguresFile } {
  const parsed = publishedFiguresFileSchema.safeParse(named.value);
  if (!parsed.success) return { errors: formatIssues(named.file, named.value, parsed.error.issues) };
  // A claim is in the claim checker's own format: its schema, its messages, the entry's path.
  const errors = parsed.data.figures.flatMap((f, i) => {
    if (!f.claim) return [];
    const claim = claimSchema.safeParse(f.claim);
    if (claim.success) return [];
    const issues = claim.error.issues.map((issue) => ({ ...issue, path: ['figures', i, 'claim', ...issue.path] }));
    return formatIssues(named.file, named.value, issues);
  });
  return errors.length ? { errors } : { errors: [], data: parsed.data };
}
