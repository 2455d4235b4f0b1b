// The /check/ page's form: fields shown, typed text (or pasted JSON) to a Claim with a message per refused field, and
// the claim in the URL so a verdict can be shared. Shared by the page, its script and tests.
import { BASES, BOUNDARIES, claimSchema, type Claim } from './schema.ts';
import { parseJsonText } from '../text/parse-json.ts';
import { formatIssues } from '../text/format-issues.ts';
import type { FieldErrors } from '../forms/read-number.ts';
import { readQuantity } from '../forms/read-quantity.ts';
import { formSearch, formValuesFromSearch } from '../forms/url-state.ts';

export type ClaimField = keyof Claim;
export type FieldGroup = 'subject' | 'absolute' | 'relative' | 'context';

export interface ClaimFieldSpec {
  name: ClaimField;
  label: string;
  /** Shown after the label; also what the number is read in: a field with a unit holds a number. */
  unit?: string;
  /** The values a choice field offers. */
  choices?: readonly string[];
  /** One line under the field. */
  hint?: string;
  /** Added to the message when a value comes with a unit the field does not take. */
  unitNote?: string;
}

/** The form's fields by fieldset, in the order the page shows them. */
export const CLAIM_FIELD_GROUPS: Record<FieldGroup, readonly ClaimFieldSpec[]> = {
  // What the claim is about, first: a relative claim's GPU and its baseline GPU side by side.
  subject: [
    { name: 'model', label: 'Model', hint: 'e.g. Qwen/Qwen3-32B' },
    { name: 'gpu', label: 'GPU model', hint: 'the claim’s GPU, e.g. B200' },
    {
      name: 'baseline_gpu',
      label: 'Baseline GPU',
      hint: 'for a change (“30% less than H100”): the GPU it is against, e.g. H100',
    },
    { name: 'gpu_count', label: 'Number of GPUs', unit: 'cards' },
    { name: 'task', label: 'Task', hint: 'the workload, e.g. Text Conversation; empty: every task' },
  ],
  absolute: [
    { name: 'avg_power_w', label: 'Average power', unit: 'W', hint: 'summed over every GPU counted' },
    { name: 'output_tokens_per_s', label: 'Output throughput', unit: 'tokens/s' },
    { name: 'energy_j', label: 'Energy', unit: 'J', hint: 'over the window' },
    { name: 'tokens', label: 'Output tokens', unit: 'tokens', hint: 'generated in the same window' },
    {
      name: 'energy_per_token_j',
      label: 'Energy per output token',
      unit: 'J',
      unitNote:
        'a figure per query or per answer is not per output token: divide it by the output tokens of one answer ' +
        'first; the Published figures pages set such figures beside the index',
    },
    {
      name: 'tokens_per_watt',
      label: 'Tokens per watt',
      unit: 'tokens/W',
      hint: 'the same number as tokens per joule',
    },
  ],
  relative: [
    { name: 'power_change_pct', label: 'Change in average power', unit: '%', hint: '-21 means 21% less power' },
    { name: 'throughput_change_pct', label: 'Change in output throughput', unit: '%' },
    { name: 'tokens_per_watt_change_pct', label: 'Change in tokens per watt', unit: '%' },
    {
      name: 'energy_per_token_change_pct',
      label: 'Change in energy per output token',
      unit: '%',
      hint: '-30 means 30% less energy per token',
    },
  ],
  context: [
    { name: 'boundary', label: 'Boundary (where the watts were read)', choices: BOUNDARIES },
    { name: 'basis', label: 'Basis (how the watts were obtained)', choices: BASES },
    { name: 'window_s', label: 'Measurement window', unit: 's' },
    { name: 'workload', label: 'Workload', hint: 'dataset or traffic, prompt and output lengths' },
    { name: 'serving_stack', label: 'Serving stack', hint: 'software and version, e.g. vLLM 0.11' },
    { name: 'settings', label: 'Settings', hint: 'batch cap, power cap, parallelism' },
    { name: 'median_itl_ms', label: 'Median inter-token latency', unit: 'ms' },
    { name: 'p99_itl_ms', label: 'p99 inter-token latency', unit: 'ms' },
  ],
};

export const CLAIM_FIELDS: readonly ClaimFieldSpec[] = Object.values(CLAIM_FIELD_GROUPS).flat();

/** The input a field needs: a select for choices, a number read in its unit, or free text. */
export const fieldKind = (f: ClaimFieldSpec) => (f.choices ? 'choice' : f.unit ? 'number' : 'text');

/** What the reader typed, by field name; absent and "" both mean "not given". */
export type ClaimFormValues = Partial<Record<ClaimField, string>>;

/** Typed text to a Claim, or a message for each field refused (numbers first, then the schema's rules). */
export function readClaimForm(values: ClaimFormValues) {
  const errors: FieldErrors<ClaimField> = {};
  const raw: Record<string, unknown> = {};
  for (const f of CLAIM_FIELDS) {
    const text = (values[f.name] ?? '').trim();
    if (text === '') continue;
    if (f.unit) {
      const n = readQuantity(text, f.unit);
      const withUnit = /\d\s*[a-z][a-z/]*$/i.test(text);
      if (!n.ok) errors[f.name] = withUnit && f.unitNote ? `${n.message}. But ${f.unitNote}` : n.message;
      else raw[f.name] = n.value;
    } else {
      raw[f.name] = text;
    }
  }
  const parsed = claimSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ClaimField;
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length || !parsed.success) return { ok: false as const, errors };
  return { ok: true as const, claim: parsed.data };
}

/**
 * Pasted JSON (the CLI's claim file format), read by the same schema and worded as the CLI words it: its known fields
 * as form text (to fill the form with), the command line's messages for the same file (malformed JSON, wrong shape,
 * unknown fields, refused values), and the claim exactly as the command line reads it, absent on any problem (exit 3).
 */
export function readPastedClaim(text: string) {
  const parsed = parseJsonText('pasted JSON', text);
  if (!parsed.ok) return { values: {}, problems: [parsed.error] };
  const v = parsed.value;
  const values = typeof v === 'object' && v !== null ? valuesOfClaim(v) : {};
  const result = claimSchema.safeParse(v);
  if (!result.success) return { values, problems: formatIssues('pasted JSON', v, result.error.issues) };
  return { values, problems: [], claim: result.data };
}

export const CLAIM_FIELD_NAMES: readonly ClaimField[] = CLAIM_FIELDS.map((f) => f.name);

/** The shareable state: the form's non-empty values as a query string. */
export const claimSearch = (values: ClaimFormValues) => formSearch(CLAIM_FIELD_NAMES, values);
export const valuesFromSearch = (search: string): ClaimFormValues => formValuesFromSearch(CLAIM_FIELD_NAMES, search);

/** A claim, or a pasted object's claim fields, as form values: text as it is, anything else as JSON. */
export function valuesOfClaim(claim: object): ClaimFormValues {
  const values: ClaimFormValues = {};
  for (const [key, value] of Object.entries(claim))
    if (CLAIM_FIELD_NAMES.includes(key as ClaimField))
      values[key as ClaimField] = typeof value === 'string' ? value : JSON.stringify(value);
  return values;
}
