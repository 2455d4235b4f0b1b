// Plan `npm run add-source`: new file contents or every refusal; the caller does the I/O, so a refusal never leaves
// half a source. Rows go to contributed.json, never index.json (the build ranks all of index.json as v3's index).
import { CHECK_PROVES } from '../sources/explain.ts';
import { measurementKey, type MeasurementKeyParts } from '../core/row-id.ts';
import { slugify } from '../core/slug.ts';
import { compareCodeUnits } from '../core/order.ts';
import {
  slug,
  BOUNDARIES as INDEX_BOUNDARIES,
  type ContributedFile,
  type ContributedRow,
  type SourceRecord,
  type SourcesFile,
} from '../core/schemas/sources.ts';
import type { IndexFile } from '../core/schemas/index-file.ts';
import type { Source } from '../core/schemas/common.ts';
import { formatJson } from '../text/json-format.ts';
import { validateSubmission, readSubmission } from './validate.ts';
import type { SubmissionContext } from './from-dataset.ts';
import { formatProblem, pathText } from './problems.ts';
import { ROW_FIELDS } from './fields.ts';

/** The files add-source changes, by name in the data folder. */
export const ADD_SOURCE_FILES = {
  sources: 'sources.json',
  contributed: 'contributed.json',
  index: 'index.json',
} as const;

/** Units of contributed.json's numeric fields, written with its rows. */
export const CONTRIBUTED_UNITS: Record<string, string> = {
  total_params_b: 'billion parameters',
  active_params_b: 'billion parameters',
  num_gpus: 'GPUs (max(tensor_parallel x data_parallel, expert_parallel))',
  tensor_parallel: 'GPUs',
  expert_parallel: 'GPUs',
  data_parallel: 'GPUs',
  batch: 'requests (configured batch cap)',
  mean_batch: 'requests (mean running batch over the window)',
  window_s: 's (steady-state window)',
  requests: 'requests completed over the run',
  output_tokens: 'output tokens in the window',
  avg_power_w: 'W, summed over every card, at the source boundary',
  output_tokens_per_s: 'output tokens/s over the window',
  energy_per_token_j: 'J per output token, at the source boundary',
  mean_output_tokens: 'output tokens per request',
  median_itl_ms: 'ms (median inter-token latency, client side)',
  p90_itl_ms: 'ms',
  p95_itl_ms: 'ms',
  p99_itl_ms: 'ms',
};

export interface AddSourceData {
  /** sources.json, index.json and contributed.json as read (null when absent), with their display names. */
  sources: { file: string; value: SourcesFile };
  index: { file: string; value: IndexFile };
  contributed: { file: string; value: ContributedFile } | null;
  /** Each GPU name the hardware file knows (short names and full names) to the short name rows use. */
  gpuAlias: Record<string, string>;
}

export interface AddSourceInput {
  sourceId: string;
  /** The submission file as named on the command line (messages use it). */
  file: string;
  /** The name recorded in the source and its rows' provenance (the file's base name). */
  fileName: string;
  text: string;
  /** SHA-256 of the file's bytes, hex. */
  sha256: string;
  /** The date the submission was received for the index, YYYY-MM-DD. */
  received: string;
  context: SubmissionContext;
  data: AddSourceData;
}

/** What makes two rows one configuration: the measurement key of a row id, plus its other settings. */
export function configurationKey(r: Omit<MeasurementKeyParts, 'task'> & { task?: string; settings?: string }): string {
  return `${measurementKey({ ...r, task: r.task ?? 'other' })}${r.settings ? ` with ${r.settings}` : ''}`;
}

const unique = (xs: readonly string[]) => [...new Set(xs)].sort(compareCodeUnits);

export function planAddSource(input: AddSourceInput) {
  const { sourceId, file, data } = input;
  const problems: string[] = [];
  if (!slug.safeParse(sourceId).success)
    return {
      ok: false as const,
      report: null,
      problems: [
        `add-source: --source-id: expected a lowercase id of letters, digits, dots and dashes (e.g. "example-lab-2026"), got ${JSON.stringify(sourceId)}`,
      ],
    };
  const existing = data.sources.value.sources.findIndex((s) => s.id === sourceId);
  if (existing >= 0)
    problems.push(
      `${data.sources.file}: sources[${existing}] (id ${sourceId}): id: a source with this id exists already; choose another --source-id (a contributed source is added once; a new measurement campaign is a new source)`,
    );

  // The validator's own words, unchanged: nothing else is checked on a submission it refuses.
  const report = validateSubmission(file, input.text, input.context);
  if (report.problems.length) return { ok: false as const, report, problems: [...problems, ...report.lines] };

  const read = readSubmission(file, input.text);
  const value = read.value as { submission: Record<string, string>; rows: Record<string, unknown>[] };
  const header = value.submission;
  const at = (path: (string | number)[], message: string) =>
    formatProblem(file, { ...read.locate(path), path: pathText(path), message });

  // The submission's boundary word in the index's words: the label it begins (die and facility have none yet).
  const boundary = INDEX_BOUNDARIES.find((b) => b.startsWith(`${header.boundary} `));
  if (!boundary)
    problems.push(
      at(
        ['submission', 'boundary'],
        `expected "board" or "system" to add a source, got ${JSON.stringify(header.boundary)}: the index labels figures at the GPU board or the whole system at the wall, and has no label for the ${header.boundary} boundary yet`,
      ),
    );
  if (!header.url)
    problems.push(
      at(
        ['submission', 'url'],
        'missing: a source needs a public page readers can follow to check its figures (ask the lab for one)',
      ),
    );

  // Configurations already in the data: ML.ENERGY v3's rows (no other settings) and every contributed row.
  const known = new Map<string, string>();
  for (const { file, value } of [data.index, ...(data.contributed ? [data.contributed] : [])])
    value.rows.forEach((r, i) => {
      const key = configurationKey(r);
      if (!known.has(key)) known.set(key, `${file} rows[${i}] (id ${r.id}, source ${r.source ?? 'ml-energy-v3'})`);
    });

  const seen = new Map<string, number>();
  const rows: ContributedRow[] = [];
  value.rows.forEach((r, i) => {
    const line = read.locate(['rows', i]).line ?? i + 1;
    const gpu = data.gpuAlias[r.gpu as string] ?? (r.gpu as string);
    const row = contributedRow(r, { sourceId, gpu, boundary: boundary ?? 'board (GPU)', line, input });
    const key = configurationKey(row);
    const before = known.get(key);
    if (before)
      problems.push(at(['rows', i], `configuration ${key} is already in the index: ${before}; a repeat is not added`));
    const first = seen.get(key);
    if (first !== undefined)
      problems.push(
        at(
          ['rows', i],
          `configuration ${key} repeats line ${read.locate(['rows', first]).line ?? first + 1} (rows[${first}]) of this submission; one configuration is one row`,
        ),
      );
    else seen.set(key, i);
    rows.push(row);
  });
  if (problems.length) return { ok: false as const, report, problems };
  // Ids unique across contributed.json: two settings that slug alike get "-2", "-3" in file order.
  const ids = new Set(data.contributed?.value.rows.map((r) => r.id) ?? []);
  for (const row of rows) {
    let id = row.id;
    for (let n = 2; ids.has(id); n++) id = `${row.id}-${n}`;
    row.id = id;
    ids.add(id);
  }

  const record: SourceRecord = {
    kind: 'contributed',
    id: sourceId,
    name: `${header.lab} (contributed, measured ${header.date})`,
    publisher: header.lab,
    version: header.date,
    url: header.url,
    commit: null,
    licence: header.licence,
    licence_note: 'As the lab states in its submission; the index republishes the figures under it.',
    citation: header.citation,
    boundary: boundary!,
    basis: 'measured',
    meter: header.meter,
    window: `A steady-state window per configuration, as the lab states it (${range(rows.map((r) => r.window_s))} s; the protocol asks for at least 300 s after warm-up and 1,000 requests).`,
    workload: unique(rows.map((r) => r.workload)).join('; '),
    serving_stack: unique(rows.map((r) => r.serving_stack)).join('; '),
    latency_statistic: 'median inter-token latency (ITL), client side, as the lab reports it',
    ceiling_rule:
      'Per (task, model, GPU): the lowest energy per output token among rows that pass the identity check with median ITL at or under the ceiling (500 ms by default).',
    checks: ['identity'],
    check_proves: CHECK_PROVES.contributed,
    rows_file: ADD_SOURCE_FILES.contributed,
    retrieved: input.received,
    lab: header.lab,
    contact: header.contact,
    measured: header.date,
    submission_file: input.fileName,
    submission_sha256: input.sha256,
  };

  const allRows = [...(data.contributed?.value.rows ?? []), ...rows].sort(
    (a, b) => compareCodeUnits(a.source, b.source) || compareCodeUnits(a.id, b.id),
  );
  const { name, publisher, licence, citation, url, version } = record;
  const credit: Source = { name, publisher, licence, citation, url, version };
  const index = data.index.value;
  const files: Record<string, string> = {
    [ADD_SOURCE_FILES.sources]: json({ ...data.sources.value, sources: [...data.sources.value.sources, record] }),
    [ADD_SOURCE_FILES.contributed]: json({ units: CONTRIBUTED_UNITS, ...data.contributed?.value, rows: allRows }),
    // The release credits every source whose rows it publishes (as a re-ingest would write them).
    [ADD_SOURCE_FILES.index]: json({
      ...index,
      release: { ...index.release, sources: [...index.release.sources, credit] },
    }),
  };
  return { ok: true as const, report, record, rows: rows.sort((a, b) => compareCodeUnits(a.id, b.id)), files };
}
export type AddSourcePlan = ReturnType<typeof planAddSource>;

const json = (value: unknown) => `${formatJson(value)}\n`;

function range(xs: number[]): string {
  const lo = Math.min(...xs);
  const hi = Math.max(...xs);
  return lo === hi ? `${lo}` : `${lo} to ${hi}`;
}

/**
 * One submission row in contributed.json's shape: format order, boundary in the index's words, GPU by short name, empty
 * optional fields left out. Id: source id + measurement key (+ a slug of other settings).
 */
function contributedRow(
  r: Record<string, unknown>,
  at: { sourceId: string; gpu: string; boundary: ContributedRow['boundary']; line: number; input: AddSourceInput },
): ContributedRow {
  const out: Record<string, unknown> = {
    id: '',
    source: at.sourceId,
    boundary: at.boundary,
    basis: 'measured',
  };
  for (const f of ROW_FIELDS) {
    if (f.name === 'boundary' || f.name === 'basis') continue;
    const v = r[f.name];
    if (v === undefined || v === '') continue;
    out[f.name] = f.name === 'gpu' ? at.gpu : v;
  }
  out.model_name ??= r.model;
  out.provenance = { file: at.input.fileName, line: at.line, sha256: at.input.sha256 };
  const row = out as unknown as ContributedRow;
  const settings = row.settings ? `.${slugify(row.settings).slice(0, 40).replace(/-+$/, '') || 'settings'}` : '';
  row.id = `${at.sourceId}.${measurementKey({ ...row, task: row.task ?? 'other' })}${settings}`;
  return row;
}
