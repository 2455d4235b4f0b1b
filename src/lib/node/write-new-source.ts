// Node-only side of `npm run add-source`: read, plan (contribute/add-source.ts), validate the planned files with the
// build's own checks, and write them all or nothing.
import { readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { loadDataset, readJsonFile, validateFolder, DATA_FILES } from './read-data.ts';
import { SOURCE_FILES } from '../validate/source-files.ts';
import { sha256Hex } from '../checksums/hash.ts';
import { writeFilesAtomically, type FileOps } from './write-atomic.ts';
import type { Dataset } from '../core/dataset.ts';
import { submissionContextOf } from '../contribute/from-dataset.ts';
import { sizeProblem } from '../contribute/validate.ts';
import { planAddSource, type AddSourcePlan } from '../contribute/add-source.ts';
import type { Named } from '../validate/source-files.ts';
import type { ContributedFile, SourcesFile } from '../core/schemas/sources.ts';
import type { IndexFile } from '../core/schemas/index-file.ts';

export interface AddSourceRun {
  ok: boolean;
  /** Refusals, one a line (file, line or row, field, what was expected). */
  problems: string[];
  plan: AddSourcePlan | null;
  /** The files written, by name in the data folder. */
  written: string[];
}

export function addSource(opts: {
  file: string;
  sourceId: string;
  dataDir: string;
  /** YYYY-MM-DD; today (UTC) when not given. */
  received?: string;
  ops?: FileOps;
}): AddSourceRun {
  const refuse = (problems: string[], plan: AddSourcePlan | null = null): AddSourceRun => ({
    ok: false,
    problems,
    plan,
    written: [],
  });
  const received = opts.received ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(received))
    return refuse([`add-source: --received: expected a date (YYYY-MM-DD), got ${JSON.stringify(received)}`]);
  let bytes: Buffer;
  try {
    const size = statSync(opts.file).size;
    const tooBig = sizeProblem(opts.file, size);
    if (tooBig) return refuse([tooBig]);
    bytes = readFileSync(opts.file);
  } catch {
    return refuse([`${opts.file}: not found`]);
  }
  // The data folder must be valid before anything is added to it (loadDataset throws with every problem).
  let dataset: Dataset;
  try {
    dataset = loadDataset(opts.dataDir).dataset;
  } catch (e) {
    return refuse([(e as Error).message]);
  }
  if (dataset.sources.length === 0)
    return refuse([
      `${join(opts.dataDir, SOURCE_FILES.sources)}: not found: add-source needs the sources feature's files`,
    ]);
  // The raw files, not zod's copies, so every part add-source does not change is written back byte for byte.
  const raw = (name: string) => readJsonFile(join(opts.dataDir, name)).named;
  const contributed = raw(SOURCE_FILES.contributed) as { file: string; value: ContributedFile } | undefined;
  const gpuAlias: Record<string, string> = {};
  for (const a of dataset.accelerators) {
    for (const alias of a.aliases) gpuAlias[alias] = alias;
    gpuAlias[a.name] ??= a.aliases[0];
  }
  const plan = planAddSource({
    sourceId: opts.sourceId,
    file: opts.file,
    fileName: basename(opts.file),
    text: bytes.toString('utf8'),
    sha256: sha256Hex(bytes),
    received,
    context: submissionContextOf(dataset),
    data: {
      sources: raw(SOURCE_FILES.sources) as { file: string; value: SourcesFile },
      index: raw(DATA_FILES.index) as { file: string; value: IndexFile },
      contributed: contributed ?? null,
      gpuAlias,
    },
  });
  if (!plan.ok) return refuse(plan.problems, plan);

  // The planned folder, checked by the build's own validation before a byte is written.
  const planned = (name: string): Named | undefined => {
    const text = plan.files[name];
    if (text !== undefined) return { file: join(opts.dataDir, name), value: JSON.parse(text) };
    return raw(name);
  };
  const check = validateFolder(planned);
  if (check.errors.length)
    return refuse(['add-source: the planned data would not validate; nothing was written:', ...check.errors], plan);

  writeFilesAtomically(opts.dataDir, plan.files, opts.ops);
  return { ok: true, problems: [], plan, written: Object.keys(plan.files) };
}
