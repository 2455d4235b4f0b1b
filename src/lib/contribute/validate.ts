// Validate a submission: each problem at its line and column, the identity check per row, and where each sound row
// would stand at its boundary. The CLI and /contribute/ call it with the same context, so say the same words.
import { checkIdentity, relativeResidual, IDENTITY_TOLERANCE, fmt, pct } from '../core/identity.ts';
import { POWER_PER_CARD, formatBound } from '../core/bounds.ts';
import { MAX_SUBMISSION_BYTES, submissionSchema } from './schema.ts';
import { readCsvSubmission, type ReadSubmission } from './csv.ts';
import { readJsonSubmission } from './json.ts';
import { formatProblem, pathText, type Problem } from './problems.ts';
import { inert, quote } from './text-rules.ts';
import type { SubmissionContext } from './from-dataset.ts';

/** The size refusal, in the same words on the command line and in the browser. */
export function sizeProblem(file: string, bytes: number): string | null {
  if (bytes <= MAX_SUBMISSION_BYTES) return null;
  const mb = (n: number) => `${(n / 1_000_000).toFixed(1)} MB`;
  return `${file}: the file is ${mb(bytes)} (${bytes.toLocaleString('en-US')} bytes): expected at most ${mb(MAX_SUBMISSION_BYTES)}; split it into several submissions`;
}

/** CSV by extension, else by the first character (a JSON submission is an object). */
export function formatOf(file: string, text: string): 'csv' | 'json' {
  if (/\.json$/i.test(file)) return 'json';
  if (/\.csv$/i.test(file)) return 'csv';
  return /^\ufeff?\s*\{/.test(text) ? 'json' : 'csv';
}

/** The file read by its format's reader, into the submission's JSON shape. */
export const readSubmission = (file: string, text: string, format = formatOf(file, text)): ReadSubmission =>
  format === 'csv' ? readCsvSubmission(text) : readJsonSubmission(file, text);

/** Meters that read a GPU's own counters: their watts are board watts, whatever the boundary field says. */
const BOARD_METER = /\b(nvml|dcgm|nvidia-smi|zeus|rocm[- ]?smi|amd-?smi|codecarbon)\b/i;

/** What makes two rows one configuration. */
const KEY_FIELDS = [
  'task',
  'workload',
  'model',
  'gpu',
  'num_gpus',
  'tensor_parallel',
  'expert_parallel',
  'data_parallel',
  'batch',
  'weight_precision',
  'serving_stack',
  'settings',
] as const;

const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const str = (v: unknown): v is string => typeof v === 'string';
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function validateSubmission(
  file: string,
  text: string,
  context: SubmissionContext,
  bytes = text.length,
): SubmissionReport {
  const format = formatOf(file, text);
  const tooBig = sizeProblem(file, bytes);
  if (tooBig) return finish(file, format, 0, [{ message: tooBig.slice(file.length + 2) }], [], []);
  const read = readSubmission(file, text, format);
  const problems: Problem[] = [...read.problems];
  if (read.value === null) return finish(file, format, 0, problems, [], []);
  const at = (path: readonly PropertyKey[], message: string) => {
    const key = pathText(path);
    if (read.reported.has(key)) return;
    problems.push({ ...read.locate(path), path: key, message });
  };

  const parsed = submissionSchema.safeParse(read.value);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys)
          at([...issue.path, key], 'unknown field: not in the submission format (check its spelling)');
        continue;
      }
      at(issue.path, issue.message);
    }

  // Whatever the file holds (the schema has said what is wrong with it): its objects, or nothing.
  const value = read.value as { submission?: unknown; rows?: unknown };
  const header = isObject(value.submission) ? value.submission : {};
  const rows = Array.isArray(value.rows) ? value.rows.map((r) => (isObject(r) ? r : {})) : [];

  // The meter against the boundary: counters on the GPU read the board, never the facility.
  if (str(header.meter) && str(header.boundary) && !['die', 'board'].includes(header.boundary)) {
    const meter = BOARD_METER.exec(header.meter);
    if (meter)
      at(
        ['submission', 'boundary'],
        `expected "board" for power read by ${meter[1]} (a GPU's own counter reads the board, not the ${header.boundary}), got ${quote(header.boundary)}; a ${header.boundary} figure needs a meter at the ${header.boundary === 'system' ? "server's power input" : "facility's supply"}`,
      );
  }

  const keys = new Map<string, number>();
  rows.forEach((r, i) => {
    // Own keys only: a GPU named "constructor" is not a card.
    const card = str(r.gpu) && Object.hasOwn(context.gpus, r.gpu) ? context.gpus[r.gpu] : undefined;
    if (str(r.gpu) && !card)
      at(
        ['rows', i, 'gpu'],
        `expected a GPU the index knows (${context.gpuNames.join(', ')}, or their full names), got ${quote(r.gpu)}: a new card needs its TDP in hardware.json first`,
      );
    if (str(r.task) && !context.tasks.includes(r.task))
      at(
        ['rows', i, 'task'],
        `expected one of the index's tasks (${context.tasks.join(', ')}), or an empty cell, got ${quote(r.task)}`,
      );
    // Power per card at most the TDP + 10%, at the board (system and facility watts include more than cards).
    if (card?.tdpW && header.boundary === 'board' && num(r.avg_power_w) && num(r.num_gpus) && r.num_gpus >= 1) {
      const perCard = r.avg_power_w / r.num_gpus;
      const limit = card.tdpW * (1 + POWER_PER_CARD.tdpMargin);
      if (perCard > limit)
        at(
          ['rows', i, 'avg_power_w'],
          `expected at most ${formatBound(round1(limit))} W per card (${card.name} TDP ${card.tdpW} W + ${POWER_PER_CARD.tdpMargin * 100}%), got ${round1(perCard)} W per card (${r.avg_power_w} W over ${r.num_gpus} GPUs)`,
        );
    }
    const key = KEY_FIELDS.map((k) => String(r[k] ?? '')).join('\u0000');
    const first = keys.get(key);
    if (first === undefined) keys.set(key, i);
    else {
      const firstLine = read.locate(['rows', first]).line;
      at(
        ['rows', i],
        `duplicate configuration: the same workload, model, GPU and count, parallelism, batch cap, precision, stack and settings as ${firstLine !== undefined ? `line ${firstLine}` : `rows[${first}]`}; one configuration is one row (a repeat run belongs in its own submission)`,
      );
    }
  });
  const identity = rows.flatMap((r, i) => identityOf(r, i, read.locate(['rows', i]).line) ?? []);

  const preview = problems.length ? [] : previewOf(rows, identity, String(header.boundary), context);
  return finish(file, format, rows.length, problems, identity, preview);
}

/** The identity check on one row that states every figure it reads; null for a row that does not. */
function identityOf(r: Record<string, unknown>, i: number, line: number | undefined) {
  if (
    !num(r.avg_power_w) ||
    !num(r.output_tokens_per_s) ||
    !num(r.energy_per_token_j) ||
    !num(r.mean_output_tokens) ||
    !num(r.output_tokens) ||
    !num(r.window_s) ||
    r.output_tokens_per_s <= 0 ||
    r.energy_per_token_j <= 0 ||
    r.window_s <= 0
  )
    return null;
  // The build's own check; a submission states no energy per request, so that side is its definition.
  const id = checkIdentity({
    avg_power_w: r.avg_power_w,
    output_tokens_per_s: r.output_tokens_per_s,
    energy_per_token_j: r.energy_per_token_j,
    mean_output_tokens: r.mean_output_tokens,
    energy_per_request_j: r.energy_per_token_j * r.mean_output_tokens,
  });
  const windowRate = r.output_tokens / r.window_s;
  const windowResidual = relativeResidual(windowRate, r.output_tokens_per_s);
  const windowOk = Math.abs(windowResidual) <= IDENTITY_TOLERANCE;
  const reasons = [id.withheld_reason];
  if (!windowOk)
    reasons.push(
      `output tokens / window = ${fmt(windowRate)} tokens/s disagrees with the stated ${fmt(r.output_tokens_per_s)} tokens/s by ${pct(windowResidual)} (tolerance ±${IDENTITY_TOLERANCE * 100}%)`,
    );
  return {
    /** The row's line in the file where known, its index in rows, and a label. */
    line,
    row: i,
    label: labelOf(r, i, line),
    /** Average power / throughput against energy per token, by the build's checkIdentity. */
    power: {
      computed: r.avg_power_w / r.output_tokens_per_s,
      stated: r.energy_per_token_j,
      residual: id.power_residual,
      ok: Math.abs(id.power_residual) <= IDENTITY_TOLERANCE,
    },
    /** Output tokens / window against the stated throughput. */
    window: { computed: windowRate, stated: r.output_tokens_per_s, residual: windowResidual, ok: windowOk },
    /** Null when both agree within the tolerance; otherwise the reason, as the build words it. */
    withheld: reasons.filter(Boolean).join('; ') || null,
  };
}
export type IdentityLine = NonNullable<ReturnType<typeof identityOf>>;

function finish(
  file: string,
  format: 'csv' | 'json',
  rows: number,
  problems: Problem[],
  identity: IdentityLine[],
  preview: ReturnType<typeof previewOf>,
) {
  // By line, then (JSON) by column; CSV columns keep the order they were found in (stable sort).
  problems.sort(
    (a, b) =>
      (a.line ?? 0) - (b.line ?? 0) ||
      (typeof a.column === 'number' && typeof b.column === 'number' ? a.column - b.column : 0),
  );
  const withheld = identity.filter((x) => x.withheld).length;
  const summary = `${file}: ${problems.length ? `${problems.length} problem${problems.length === 1 ? '' : 's'}` : 'valid'}; ${rows} row${rows === 1 ? '' : 's'} read; ${withheld} would be withheld by the identity check (tolerance ±${IDENTITY_TOLERANCE * 100}%)`;
  return {
    file,
    format,
    rows,
    problems,
    /** Formatted, one line per problem, as the CLI prints and the page lists them. */
    lines: problems.map((p) => formatProblem(file, p)),
    identity,
    preview,
    summary,
  };
}
export type SubmissionReport = ReturnType<typeof finish>;

function labelOf(r: Record<string, unknown>, i: number, line: number | undefined): string {
  const where = line !== undefined ? `line ${line}` : `rows[${i}]`;
  return `${where}: ${inert(r.model)} on ${inert(r.num_gpus)} x ${inert(r.gpu)}, batch ${inert(r.batch)}`;
}

/**
 * Where each sound row would stand among the index's selected rows of its task at the same boundary, by energy per
 * token. Never ranked across boundaries.
 */
function previewOf(
  rows: Record<string, unknown>[],
  identity: IdentityLine[],
  boundary: string,
  context: SubmissionContext,
) {
  const indexBoundary = context.boundary.split(' ')[0];
  return identity.map((x) => {
    const r = rows[x.row];
    const base = { line: x.line, row: x.row, label: x.label };
    if (x.withheld) return { ...base, text: 'not placed: it would be withheld by the identity check' };
    if (boundary !== indexBoundary)
      return {
        ...base,
        text: `not ranked: the index's rows are read at the ${context.boundary} boundary and this one at the ${boundary}; figures of different boundaries are never ranked together`,
      };
    const ept = r.energy_per_token_j as number;
    const pool = context.selected.filter((s) => (r.task ? s.task === r.task : true));
    const below = pool.filter((s) => s.energy_per_token_j < ept).length;
    const same = pool.filter((s) => s.model === r.model && s.gpu === r.gpu);
    const scope = r.task ? `in ${inert(r.task)}` : 'across all tasks';
    const sameText = same.length
      ? `; the index's figure for ${inert(r.model)} on ${inert(r.gpu)}${r.task ? '' : ' (any task)'} is ${fmt(Math.min(...same.map((s) => s.energy_per_token_j)))} J`
      : '';
    return {
      ...base,
      text: `${fmt(ept)} J per output token would place ${ordinal(below + 1)} of ${pool.length + 1} ${scope} (${context.boundary}, ${context.basis})${sameText}`,
    };
  });
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
function ordinal(n: number): string {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
}

/**
 * "identity: line 2: Qwen/Qwen3-32B on 2 x H100, batch 256: passes (...)": report lines shared by the CLI and the page.
 */
export function identityText(x: IdentityLine): string {
  if (x.withheld) return `identity: ${x.label}: would be withheld: ${x.withheld}`;
  return `identity: ${x.label}: passes (power / throughput ${fmt(x.power.computed)} J/token against the stated ${fmt(x.power.stated)}; output tokens / window ${fmt(x.window.computed)} tokens/s against ${fmt(x.window.stated)})`;
}
