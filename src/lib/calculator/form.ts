// The /calculator/ form read: chosen row, workload and grid as typed text (so the URL carries them), field checks and
// the footprint. Rendered at build time for the default; the browser re-reads on every change.
import * as z from 'zod/mini';
import { expectedGot, expecting } from '../core/schemas/describe.ts';
import { capacity, footprint } from './footprint.ts';
import { fmtWorking, fmtInput } from '../text/format.ts';
import { readNumber, type FieldErrors } from '../forms/read-number.ts';
import { WORKLOAD_MODES, type CalcField, type CalcValues, type WorkloadMode } from './fields.ts';
import type { CalculatorData } from './offer.ts';

/** A number from `min` to `max`: `low` and `high` say what was expected beyond either end. */
const within = (min: number, max: number, low: (n: number) => string, high: string) =>
  z.optional(
    z
      .number()
      .check(
        z.minimum(min, { error: (i) => expectedGot(low(i.input as number), i.input) }),
        z.maximum(max, expecting(high)),
      ),
  );
const quantity = (what: string, min: number, max: number, why: string) =>
  within(
    min,
    max,
    (n) => (n > 0 ? `at least ${min} ${what}` : `a positive number of ${what}`),
    `at most ${max.toLocaleString('en-US')} ${what} (${why})`,
  );
const fromOneTo = (max: number, low: string, high: string) => within(1, max, () => low, high);

/** Output tokens a day, in all: the bound on the token field, and on requests x tokens per request. */
const MAX_TOKENS_PER_DAY = 1e15;

/** Bounds on what a reader may type: beyond them a figure is a typing slip, not a workload. */
const numbersSchema = z.object({
  tokens_per_day: quantity(
    'tokens a day',
    1,
    MAX_TOKENS_PER_DAY,
    'a million billion: far above all traffic served today',
  ),
  requests_per_day: quantity('requests a day', 0.001, 1e13, 'a thousand for every person on Earth'),
  output_tokens: quantity('tokens per request', 1, 1_000_000, 'longer than any model writes in one answer'),
  system_multiplier: fromOneTo(
    10,
    '1 or more (a server draws at least what its GPUs draw)',
    'at most 10 (servers add a fraction of their GPUs’ power, not tenfold)',
  ),
  pue: fromOneTo(
    5,
    '1 or more (a PUE below 1 would mean the building makes energy)',
    'at most 5 (beyond any data centre reported)',
  ),
  // A percentage: the share of the measured throughput the reader's servers deliver on average.
  load_factor: fromOneTo(
    100,
    'at least 1% (a server that delivers nothing has no energy per token)',
    'at most 100% (the measured run, at its batch cap, is the busiest the figure covers)',
  ),
});
type NumberField = keyof z.infer<typeof numbersSchema>;
const NUMBER_FIELDS = Object.keys(numbersSchema.shape) as readonly NumberField[];

export function readCalculator(values: CalcValues, data: CalculatorData) {
  const fail = (errors: FieldErrors<CalcField>) => ({ ok: false as const, errors });
  const errors: FieldErrors<CalcField> = {};
  const raw: Partial<Record<NumberField, number>> = {};
  const mode = (values.mode || 'requests') as WorkloadMode;
  if (!WORKLOAD_MODES.includes(mode)) errors.mode = expectedGot(`one of ${WORKLOAD_MODES.join(', ')}`, values.mode);
  // Only the chosen workload's fields are read: the other mode's are hidden.
  const unused: readonly NumberField[] = mode === 'tokens' ? ['requests_per_day', 'output_tokens'] : ['tokens_per_day'];
  for (const f of NUMBER_FIELDS.filter((name) => !unused.includes(name))) {
    // A load factor may be typed as a percentage ("50%"): the field is in percent.
    const typed = f === 'load_factor' ? (values[f] ?? '').trim().replace(/\s*%$/, '') : (values[f] ?? '');
    const n = readNumber(typed);
    if (!n.ok) errors[f] = n.message;
    else if (n.value !== undefined) raw[f] = n.value;
  }
  const parsed = numbersSchema.safeParse(raw);
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path[0] as CalcField] ??= issue.message;

  const row = data.rows.find((r) => r.id === values.row);
  if (!row)
    errors.row = values.row ? expectedGot('a row of the index', values.row) : 'choose an index row (model and GPU)';
  const region = data.regions.find((r) => r.id === values.region);
  if (!region)
    errors.region = values.region ? expectedGot('a grid region of the data', values.region) : 'choose a grid region';
  const n = parsed.success ? parsed.data : {};
  // "Enter the traffic" only when its field is empty: not when another field's slip left no parsed numbers.
  if (mode === 'tokens' && raw.tokens_per_day === undefined)
    errors.tokens_per_day ??= 'enter the output tokens generated per day';
  if (mode === 'requests' && raw.requests_per_day === undefined)
    errors.requests_per_day ??= 'enter the requests served per day';
  if (Object.keys(errors).length || !row || !region) return fail(errors);

  const outputTokens = mode === 'requests' ? (n.output_tokens ?? row.mean_output_tokens) : undefined;
  const tokensPerDay = mode === 'tokens' ? n.tokens_per_day! : n.requests_per_day! * outputTokens!;
  // Each field can be within its bounds while their product is not a workload: say so at the requests.
  if (tokensPerDay > MAX_TOKENS_PER_DAY)
    return fail({
      requests_per_day: `expected at most ${fmtInput(MAX_TOKENS_PER_DAY)} output tokens a day in all (a million billion: far above all traffic served today), got ${fmtInput(n.requests_per_day!)} requests × ${(n.output_tokens === undefined ? fmtWorking : fmtInput)(outputTokens!)} tokens = ${fmtWorking(tokensPerDay)}`,
    });
  const loadFactor = n.load_factor === undefined ? undefined : n.load_factor / 100;
  const result = footprint({
    energyPerTokenJ: row.energy_per_token_j,
    tokensPerDay,
    intensityGPerKwh: region.intensity,
    systemMultiplier: n.system_multiplier,
    pue: n.pue,
    loadFactor,
  });
  return {
    ok: true as const,
    calc: {
      row,
      region,
      mode,
      tokensPerDay,
      requestsPerDay: mode === 'requests' ? n.requests_per_day : undefined,
      outputTokens,
      /** Whether the output length is the row's measured mean or the reader's own. */
      outputFrom:
        mode === 'requests' ? (n.output_tokens === undefined ? ('row' as const) : ('reader' as const)) : undefined,
      systemMultiplier: n.system_multiplier,
      pue: n.pue,
      /** The reader's load factor as a share (0.5 for 50%), when they gave one. */
      loadFactor,
      result,
      /** What the traffic takes at the row's measured throughput. */
      load: capacity(tokensPerDay, row),
    },
  };
}
export type CalculatorRead = ReturnType<typeof readCalculator>;
export type Calculation = Extract<CalculatorRead, { ok: true }>['calc'];
