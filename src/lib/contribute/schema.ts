// The submission schema, from the field table (fields.ts) and bounds (core/bounds.ts). zod/mini: the same schema runs
// in `npm run validate-submission` and in the browser on /contribute/.
import * as z from 'zod/mini';
import { BOUNDS, aboveMessage, belowMessage, type BoundedField } from '../core/bounds.ts';
import { expecting } from '../core/schemas/describe.ts';
import { rowRuleProblems, type RuleInputs } from '../core/row-rules.ts';
import { HEADER_FIELDS, ROW_FIELDS, type FieldKind, type SubmissionField } from './fields.ts';
import { PLAIN_TEXT, quote, textProblem } from './text-rules.ts';

/** The protocol's floor on the window and the run, stricter than the plausibility bounds. */
export const PROTOCOL = {
  minWindowS: 300,
  minWindowWhy: "the protocol's 5 minutes of steady load after warm-up",
  minRequests: 1000,
  minRequestsWhy: "the protocol's 1,000 requests, enough for a stable median and tail",
} as const;

/** A file above this size is refused before it is read: 100,000 configurations fit in a fraction of it. */
export const MAX_SUBMISSION_BYTES = 48_000_000;

/** Longest text accepted: a citation may be long, a name may not. */
export const MAX_TEXT = 200;
export const MAX_LONG_TEXT = 2000;

const missingOr = (what: string) => (i: { input: unknown }) =>
  i.input === undefined ? `missing: expected ${what}` : `expected ${what}, got ${quote(i.input)}`;

/** The protocol's floors as checks on their fields, after the plausibility bounds. */
const PROTOCOL_FLOORS: Partial<Record<string, { min: number; what: string }>> = {
  window_s: { min: PROTOCOL.minWindowS, what: `at least ${PROTOCOL.minWindowS} s (${PROTOCOL.minWindowWhy})` },
  requests: { min: PROTOCOL.minRequests, what: `at least 1,000 requests (${PROTOCOL.minRequestsWhy})` },
};

function numberSchema(field: SubmissionField, whole: boolean) {
  const bound = BOUNDS[field.name as BoundedField];
  const what = whole ? `a whole number of ${field.unit}` : `a number of ${field.unit}`;
  const checks: z.core.$ZodCheck<number>[] = [
    z.minimum(bound.min, { error: (i) => belowMessage(bound, i.input, `a positive number of ${field.unit}`) }),
    z.maximum(bound.max, { error: (i) => aboveMessage(bound, i.input) }),
  ];
  if (whole) checks.unshift(z.multipleOf(1, expecting(what)));
  const floor = PROTOCOL_FLOORS[field.name];
  if (floor) checks.push(z.minimum(floor.min, expecting(floor.what)));
  return z.number({ error: missingOr(what) }).check(...checks);
}

function textSchema(max: number, what: string) {
  return z.string({ error: missingOr(what) }).check(
    z.regex(/\S/, { error: `expected ${what}, got an empty text` }),
    z.maxLength(max, {
      error: (i) => `expected ${what} of at most ${max} characters, got ${(i.input as string).length}`,
    }),
    z.regex(PLAIN_TEXT, { error: (i) => textProblem(i.input as string) ?? 'expected plain text' }),
  );
}

function dateSchema() {
  const what = 'a date (YYYY-MM-DD)';
  return z.string({ error: missingOr(what) }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, expecting(what)),
    z.refine((s) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return true; // said by the pattern above
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, expecting(what)),
  );
}

const CONTACT = /^(?:[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+|https:\/\/[^\s<>]+)$/;
const URL_RE = /^https?:\/\/[^\s<>"]+$/;
const patterned = (re: RegExp, what: string) =>
  z.string({ error: missingOr(what) }).check(z.regex(re, { error: missingOr(what) }));

/** The schema of each kind of field. */
const SCHEMA_OF_KIND: Record<FieldKind, (field: SubmissionField) => z.ZodMiniType> = {
  number: (field) => numberSchema(field, false),
  int: (field) => numberSchema(field, true),
  text: (field) => textSchema(MAX_TEXT, `text for ${field.name}`),
  'long-text': (field) => textSchema(MAX_LONG_TEXT, `text for ${field.name}`),
  choice: (field) => {
    const choices = field.choices as readonly [string, ...string[]];
    const list = `one of ${choices.join(', ')}`;
    return z.enum(choices, { error: missingOr(field.choicesAre ? `${field.choicesAre} (${list})` : list) });
  },
  date: dateSchema,
  contact: () => patterned(CONTACT, 'an email address or an https address'),
  url: () => patterned(URL_RE, 'an http or https address'),
};

function fieldSchema(field: SubmissionField): z.ZodMiniType {
  const doc = { description: `${field.doc}${field.unit ? ` Unit: ${field.unit}.` : ''}` };
  const s = SCHEMA_OF_KIND[field.kind](field).register(z.globalRegistry, doc);
  return field.required ? s : z.optional(s);
}

const shape = (fields: readonly SubmissionField[]) =>
  Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)]));

/** Who measured, when, under which licence, how to cite, and how the power was read. */
export const submissionHeaderSchema = z.strictObject(shape(HEADER_FIELDS), {
  error: missingOr(`an object of the submission's own fields (${HEADER_FIELDS.map((f) => f.name).join(', ')})`),
});

const CROSS_FIELD =
  "Rules between fields that JSON Schema cannot state, checked by the index's validator: ITL percentiles rise; active_params_b <= total_params_b; num_gpus = max(tensor_parallel x data_parallel, expert_parallel); mean_batch <= batch; avg_power_w / num_gpus >= 1 W.";

/** One measured configuration, with the rules between its fields (core/row-rules.ts, as index rows). */
export const submissionRowSchema = z
  .strictObject(shape(ROW_FIELDS), { error: missingOr('an object: one measured configuration') })
  .check(
    z.superRefine((row, ctx) => {
      for (const p of rowRuleProblems(row as unknown as RuleInputs))
        ctx.addIssue({ code: 'custom', path: [p.field], message: p.message, input: row });
    }),
  )
  .register(z.globalRegistry, { description: `One measured configuration. ${CROSS_FIELD}` });

export const submissionSchema = z
  .strictObject(
    {
      submission: submissionHeaderSchema,
      rows: z
        .array(submissionRowSchema, { error: missingOr('a list of rows') })
        .check(z.minLength(1, { error: 'expected at least one row, got none' })),
    },
    { error: (i) => `expected an object with "submission" and "rows", got ${quote(i.input)}` },
  )
  .check(
    // A submission is one boundary and one basis: every row repeats what the header declares.
    z.superRefine((s, ctx) => {
      s.rows.forEach((row, i) => {
        for (const name of ['boundary', 'basis'] as const) {
          const declared = s.submission[name];
          const value = (row as Record<string, unknown>)[name];
          if (declared !== undefined && value !== undefined && value !== declared)
            ctx.addIssue({
              code: 'custom',
              path: ['rows', i, name],
              message: `expected ${JSON.stringify(declared)}, as the submission declares, got ${quote(value)}: one submission is one ${name}`,
              input: value,
            });
        }
      });
    }),
  )
  .register(z.globalRegistry, {
    title: 'Energy-per-token index: a lab submission',
    description: `A lab's measured energy per output token, one row per configuration. Every row repeats the declared boundary and basis. ${CROSS_FIELD} The validator also checks the GPU against the index's hardware, power per card against its TDP + 10% at the board boundary, the meter against the boundary, duplicate configurations and the identity (average power / throughput = energy per token; output tokens / window = throughput).`,
  });
