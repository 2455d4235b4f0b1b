// Node-only: everything `npm run validate` reports, from the build's own code: schema and cross-file errors, the
// archived releases, and what the build would withhold (verdicts.ts).
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { validateDataDir, validateOneFile, DATA_FILES, display } from './read-data.ts';
import { folderNameProblem, isRecordOnly, orderWithLatest, releaseFolders } from './releases-load.ts';
import { verdictsOf } from '../validate/verdicts.ts';
import type { ValidationReport } from '../validate/data-files.ts';
import type { Dataset } from '../core/dataset.ts';

/** The first 200 bytes of a file, enough to tell its kind. */
function head(path: string): string {
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(200);
    return buf.toString('utf8', 0, readSync(fd, buf, 0, 200, 0));
  } finally {
    closeSync(fd);
  }
}

/** What `npm run validate` reports on one target. */
function withVerdicts(target: string, indexFile: string, r: ValidationReport) {
  return {
    /** What was checked: "data/" or the file names. */
    target,
    errors: r.errors,
    notes: r.notes,
    /** Null when no index rows could be read at all. */
    verdicts: r.rows ? verdictsOf(indexFile, r.rows) : null,
  };
}
export type FullReport = ReturnType<typeof withVerdicts>;

/** A data folder as the build reads it: its files, then each archived release under `releasesDir`. */
export function validateForBuild(dir: string, releasesDir = join(dir, 'releases')): FullReport {
  const current = validateDataDir(dir);
  const report = withVerdicts(`${display(dir)}/`, display(join(dir, DATA_FILES.index)), current);
  if (!existsSync(releasesDir)) return report;
  const headers: Pick<Dataset, 'release'>[] = [];
  for (const name of releaseFolders(releasesDir)) {
    const folder = join(releasesDir, name);
    // Only the recorded SHA256SUMS of the latest release, whose data is data/ itself (releases-load.ts).
    if (isRecordOnly(folder)) {
      if (current.index && current.index.release.id !== name)
        report.errors.push(
          `${display(folder)}: holds only SHA256SUMS, the record of a release still in data/, but data/ is release ${current.index.release.id}; a superseded release needs its data (index.json, grid.json, hardware.json) and files/ here`,
        );
      continue;
    }
    const archived = validateDataDir(folder);
    report.errors.push(...archived.errors);
    const id = archived.index?.release.id;
    if (id !== undefined && id !== name) report.errors.push(folderNameProblem(display(folder), name, id));
    if (archived.index) headers.push({ release: archived.index.release });
  }
  // As the build orders them: data/ must be the newest, and an id names one release.
  if (current.index) {
    try {
      orderWithLatest(headers as Dataset[], { release: current.index.release } as Dataset, `${display(dir)}/`);
    } catch (e) {
      report.errors.push((e as Error).message);
    }
  }
  return report;
}

/** One file of any kind; an index file is cross-checked against the hardware of `referenceDir`. */
export function validateFileReport(path: string, referenceDir: string): FullReport {
  // A lab's submission has its own checker; say so rather than call its CSV malformed JSON.
  const submission = /\.csv$/i.test(path) || (existsSync(path) && /^\ufeff?\s*\{\s*"submission"/.test(head(path)));
  const report: ValidationReport = submission
    ? {
        errors: [
          `${display(path)}: this looks like a lab submission, not an index, grid or hardware file: check it with npm run validate-submission -- ${display(path)}`,
        ],
        notes: [],
      }
    : validateOneFile(path, referenceDir);
  return withVerdicts(display(path), display(path), report);
}
