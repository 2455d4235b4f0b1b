// Node-only: read data files, parse with positions, validate. Build, CLIs and tests all load through here, so every
// path reports problems alike.
import { readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseJsonText } from '../text/parse-json.ts';
import {
  PUBLISHED_FILE,
  validatePublished,
  validateAll,
  detectKind,
  type DataKind,
  type ValidationReport,
} from '../validate/data-files.ts';
import { SOURCE_FILES, type Named } from '../validate/source-files.ts';
import { buildDataset, type Dataset } from '../core/dataset.ts';

export const DATA_FILES: Record<DataKind, string> = {
  index: 'index.json',
  grid: 'grid.json',
  hardware: 'hardware.json',
};

/** A path as messages show it: relative to the working folder when inside it. */
export function display(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel.startsWith('..') ? path : rel;
}

/** Read and parse one file; a missing, empty or malformed file becomes an error line, not a throw. */
export function readJsonFile(path: string): { named?: Named; error?: string } {
  const file = display(path);
  if (!existsSync(path)) return { error: `${file}: not found` };
  const parsed = parseJsonText(file, readFileSync(path, 'utf8'));
  return parsed.ok ? { named: { file, value: parsed.value } } : { error: parsed.error };
}

/**
 * A data folder's files validated together, with cross-file checks; `read` gives each by its name in the folder
 * (undefined: absent). The build reads a folder so; add-source checks its planned folder so.
 */
export function validateFolder(read: (name: string) => Named | undefined): ValidationReport {
  const files = { index: read(DATA_FILES.index), grid: read(DATA_FILES.grid), hardware: read(DATA_FILES.hardware) };
  // The sources feature's files: optional as a set (releases before it have none), complete once sources.json exists.
  const sources = read(SOURCE_FILES.sources);
  const report = validateAll(
    files,
    sources && {
      sources,
      mlperf: read(SOURCE_FILES.mlperf),
      v2: read(SOURCE_FILES.v2),
      contributed: read(SOURCE_FILES.contributed),
    },
  );
  // Published figures: optional (releases before them have none), refused when present and wrong.
  const published = read(PUBLISHED_FILE);
  if (published) {
    const checked = validatePublished(published);
    report.errors.push(...checked.errors);
    if (checked.data) report.published = checked.data.figures;
  }
  return report;
}

/** The folder's files as read: the index's three must be there, the others may be absent. */
export function validateDataDir(dir: string): ValidationReport {
  const required = new Set(Object.values(DATA_FILES));
  const errors: string[] = [];
  const report = validateFolder((name) => {
    const path = join(dir, name);
    if (!required.has(name) && !existsSync(path)) return undefined;
    const { named, error } = readJsonFile(path);
    if (error) errors.push(error);
    return named;
  });
  // Unreadable files first: what follows may only be their consequence.
  report.errors.unshift(...errors);
  return report;
}

/** One file of any kind; an index file is cross-checked against the valid hardware file of `referenceDir`, if any. */
export function validateOneFile(path: string, referenceDir: string): ValidationReport {
  const { named, error } = readJsonFile(path);
  if (!named) return { errors: [error!], notes: [] };
  const kind = detectKind(named.value);
  if (!kind)
    return {
      errors: [
        `${named.file}: top level: expected an object with "rows" (index), "entities" (grid) or "accelerators" (hardware), got ${Array.isArray(named.value) ? 'a list' : typeof named.value}`,
      ],
      notes: [],
    };
  const files: Partial<Record<DataKind, Named>> = { [kind]: named };
  if (kind === 'index') {
    const ref = readJsonFile(join(referenceDir, DATA_FILES.hardware));
    if (ref.named) files.hardware = ref.named;
  }
  return validateAll(files);
}

/**
 * Load a data folder or throw one error listing every problem (the build refuses to go on). `sources` and `published`
 * are null for a folder without sources.json or published-figures.json.
 */
export function loadDataDir(dir: string) {
  const report = validateDataDir(dir);
  if (report.errors.length) {
    throw new Error(
      `${report.errors.length} problem${report.errors.length > 1 ? 's' : ''} in ${display(dir)}/, nothing was built:\n${report.errors.join('\n')}`,
    );
  }
  return {
    index: report.index!,
    grid: report.grid!,
    hardware: report.hardware!,
    sources: report.sources ?? null,
    published: report.published ?? null,
    notes: report.notes,
  };
}

/** A data folder loaded and prepared (identity check, selection): what the site and the card writer read. */
export function loadDataset(dir: string): { dataset: Dataset; notes: string[] } {
  const l = loadDataDir(dir);
  const dataset = buildDataset(l.index, l.grid, l.hardware, undefined, l.sources);
  if (l.published) dataset.published = l.published;
  return { dataset, notes: l.notes };
}

/** The data folder: --data, else DATA_DIR (so `DATA_DIR=x npm run build` uses it throughout), else data/. */
export function dataDir(explicit?: string): string {
  return explicit ?? process.env.DATA_DIR ?? 'data';
}

/** Whether the folder was chosen (--data or DATA_DIR) rather than defaulted: a chosen folder must load. */
export function dataDirChosen(explicit?: string): boolean {
  return explicit !== undefined || process.env.DATA_DIR !== undefined;
}
