// What /contribute/ takes from the index at build time: the checks' context (embedded in the page), the field table
// with each field's bounds, and the templates.
import type { Dataset } from '../core/dataset.ts';
import { BOUNDS } from '../core/bounds.ts';
import { IDENTITY_TOLERANCE } from '../core/identity.ts';
import { referenceRow } from '../core/reference-row.ts';
import { toCsv } from '../text/csv.ts';
import { withBase } from '../text/site-links.ts';
import { BOX_POINTS, CSV_COLUMNS, HEADER_FIELDS, ROW_FIELDS, SUBMISSION_FIELDS } from './fields.ts';
import { MAX_SUBMISSION_BYTES, PROTOCOL } from './schema.ts';

/** What the index knows, for the checks that need more than the file (the validator's context). */
export function submissionContextOf(d: Dataset) {
  // Each card by short name (alias) and by full name.
  const gpus: Record<string, { name: string; tdpW: number | null }> = {};
  for (const a of d.accelerators) {
    const tdp = a.figures.tdp_w.value;
    const card = { name: a.name, tdpW: typeof tdp === 'number' ? tdp : null };
    for (const alias of a.aliases) gpus[alias] = card;
    gpus[a.name] = card;
  }
  return {
    gpus,
    /** The short names, as an error message lists them. */
    gpuNames: d.accelerators.flatMap((a) => a.aliases),
    tasks: d.tasks.map((t): string => t.id),
    /** The index's boundary and basis, e.g. "board (GPU)" and "measured". */
    boundary: d.release.boundary as string,
    basis: d.release.basis as string,
    /** The index: one selected row per (task, model, GPU), as the preview needs it. */
    selected: d.selected.map(({ id, task, model, gpu, energy_per_token_j }) => ({
      id,
      task: task as string,
      model,
      gpu,
      energy_per_token_j,
    })),
  };
}
export type SubmissionContext = ReturnType<typeof submissionContextOf>;

const WHERE = { submission: 'once per submission', row: 'each row', both: 'declared, and on each row' } as const;

export function contributePage(d: Dataset) {
  const fields = SUBMISSION_FIELDS.map((f) => {
    const b = BOUNDS[f.name as keyof typeof BOUNDS];
    return {
      name: f.name,
      unit: f.unit ?? (f.choices ? f.choices.join(', ') : ''),
      required: f.required,
      where: WHERE[f.level],
      box: typeof f.box === 'number' ? `${f.box}: ${BOX_POINTS[f.box]}` : BOX_POINTS[f.box],
      doc: f.doc,
      range: b ? `${b.min.toLocaleString('en-US')} to ${b.max.toLocaleString('en-US')}` : null,
    };
  });
  return {
    fields,
    context: submissionContextOf(d),
    protocol: PROTOCOL,
    tolerancePct: IDENTITY_TOLERANCE * 100,
    maxMb: MAX_SUBMISSION_BYTES / 1_000_000,
    schemaUrl: withBase(`/releases/${d.release.id}/schema/submission.schema.json`),
    rowSchemaUrl: withBase(`/releases/${d.release.id}/schema/row.schema.json`),
  };
}

/** Illustrations where an index row has no counterpart: a ten-minute window and the protocol's minimum run. */
export const TEMPLATE_WINDOW_S = 600;
export const TEMPLATE_REQUESTS = 1000;

/**
 * A fictional lab's header and one row with the reference row's figures (window, requests, tokens illustrative);
 * it passes the validator.
 */
export function templateSubmission(d: Dataset) {
  const r = referenceRow(d);
  if (!r) throw new Error('templates: the data set has no selected row to build a template from');
  const task = d.tasks.find((t) => t.id === r.task);
  const submission = {
    lab: 'Example Lab',
    contact: 'energy@example.org',
    date: d.release.date,
    licence: 'CC-BY-4.0',
    citation: `Example Lab (${d.release.date.slice(0, 4)}). GPU energy per output token, ${r.model_name} on ${r.num_gpus} x ${r.gpu}.`,
    url: 'https://example.org/energy',
    meter: d.release.meter,
    boundary: d.release.boundary.split(' ')[0],
    basis: d.release.basis,
  };
  // The reference row's own value for every format field of the same name; the others filled in here.
  const row: Record<string, unknown> = {
    ...r,
    boundary: submission.boundary,
    basis: submission.basis,
    workload: task ? `${task.name}: ${task.description}` : r.task,
    serving_stack: d.release.serving_stack,
    window_s: TEMPLATE_WINDOW_S,
    requests: TEMPLATE_REQUESTS,
    output_tokens: Math.round(r.output_tokens_per_s * TEMPLATE_WINDOW_S),
  };
  // Fields in the format's order, so the JSON reads like the documentation.
  const ordered = Object.fromEntries(ROW_FIELDS.filter((f) => f.name in row).map((f) => [f.name, row[f.name]]));
  const header = Object.fromEntries(HEADER_FIELDS.map((f) => [f.name, submission[f.name as keyof typeof submission]]));
  return { submission: header, rows: [ordered] };
}

export function templateJson(d: Dataset): string {
  return `${JSON.stringify(templateSubmission(d), null, 2)}\n`;
}

/** One CSV line per configuration, header fields repeated on each. */
export function templateCsv(d: Dataset): string {
  const t = templateSubmission(d);
  const lines = t.rows.map((r) => ({ ...t.submission, ...r }));
  return toCsv(lines, CSV_COLUMNS as string[]);
}
