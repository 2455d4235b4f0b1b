// The /calculator/ page: which index row, workload and grid region the reader chose (as typed text,
// so the URL can carry it), the checks on each field, and the calculation as numbered steps, each with
// its source. Pure: the page renders the default at build time and the browser script re-renders.
import * as z from 'zod/mini';
import type { Dataset } from '../core/dataset.ts';
import { referenceRow } from '../core/reference-row.ts';
import { expectedGot } from '../core/schemas/describe.ts';
import { capacity, footprint, DAYS_PER_YEAR, type Capacity, type Footprint } from './footprint.ts';
import { JOULES_PER_KWH } from '../core/units.ts';
import {
  fmtCo2e,
  fmtCount,
  fmtWorking,
  fmtFactor,
  fmtInput,
  fmtMeasured,
  fmtPercent,
  fmtRatio,
} from '../text/format.ts';
import { rowAnchor, taskUrl } from '../text/site-links.ts';
import { readNumber, type FieldErrors } from '../forms/read-number.ts';
import { isolate } from '../text/bidi.ts';
import { formSearch, formValuesFromSearch } from '../forms/url-state.ts';
import { taskName } from '../core/task-name.ts';
import { statusWords } from '../core/figure-status.ts';
import { sourcesOf } from '../core/sources/of-rows.ts';

export const CALC_FIELD_NAMES = [
  'row',
  'region',
  'mode',
  'tokens_per_day',
  'requests_per_day',
  'output_tokens',
  'system_multiplier',
  'pue',
  'load_factor',
] as const;
export type CalcField = (typeof CALC_FIELD_NAMES)[number];
export type CalcValues = Partial<Record<CalcField, string>>;

export const WORKLOAD_MODES = ['requests', 'tokens'] as const;
export type WorkloadMode = (typeof WORKLOAD_MODES)[number];

/** An index row as the calculator offers it. */
export interface CalcRow {
  id: string;
  task_name: string;
  model_name: string;
  gpu: string;
  num_gpus: number;
  batch: number;
  energy_per_token_j: number;
  mean_output_tokens: number;
  /** Measured output throughput of the configuration at its batch cap, tokens/s (all its cards). */
  output_tokens_per_s: number;
  /** Mean number of requests running at once over the measured window. */
  mean_batch: number;
  href: string;
}

export interface CalcRegion {
  id: string;
  name: string;
  intensity: number;
  year: number;
}

/** A server's nameplate power against its GPUs' (from hardware.json), shown as a reference for the multiplier. */
export interface SystemRatio {
  name: string;
  ratio: number;
  status: string;
}

export interface CalculatorData {
  release: string;
  energySource: string;
  gridSource: { name: string; url: string; licence: string };
  rows: CalcRow[];
  regions: CalcRegion[];
  systems: SystemRatio[];
  defaults: CalcValues;
}

/** The reader's starting point: the reference row, a million requests a day at its own mean output length, World. */
const DEFAULT_REQUESTS_PER_DAY = '1000000';

export function calculatorDataOf(d: Dataset): CalculatorData {
  const order = new Map(d.tasks.map((t, i) => [t.id, i]));
  const rows = [...d.selected]
    .sort(
      (a, b) =>
        order.get(a.task)! - order.get(b.task)! ||
        a.model_name.localeCompare(b.model_name, 'en') ||
        a.gpu.localeCompare(b.gpu, 'en'),
    )
    .map((r) => ({
      id: r.id,
      task_name: taskName(d, r.task),
      model_name: r.model_name,
      gpu: r.gpu,
      num_gpus: r.num_gpus,
      batch: r.batch,
      energy_per_token_j: r.energy_per_token_j,
      mean_output_tokens: r.mean_output_tokens,
      output_tokens_per_s: r.output_tokens_per_s,
      mean_batch: r.mean_batch,
      href: `${taskUrl(r.task)}#${rowAnchor(r.id)}`,
    }));
  const regions = [d.world, ...d.grid.entities.filter((e) => e.id !== d.world.id)].map((e) => ({
    id: e.id,
    name: e.name,
    intensity: e.intensity_gco2_per_kwh,
    year: e.year,
  }));
  const systems: SystemRatio[] = [];
  for (const s of d.hardware.systems) {
    const f = s.figures.system_to_gpu_power_ratio;
    if (f && typeof f.value === 'number') systems.push({ name: s.name, ratio: f.value, status: statusWords(f) });
  }
  return {
    release: d.release.id,
    // The rows offered are the index's own (ML.ENERGY v3): credit their source, not the release's others.
    energySource: sourcesOf(d, d.selected)
      .map((s) => s.name)
      .join('; '),
    gridSource: { name: d.grid.source.name, url: d.grid.source.url, licence: d.grid.source.licence },
    rows,
    regions,
    systems,
    defaults: {
      row: referenceRow(d)?.id ?? '',
      region: d.world.id,
      mode: 'requests',
      requests_per_day: DEFAULT_REQUESTS_PER_DAY,
    },
  };
}

const quantity = (what: string, min: number, max: number, why: string) =>
  z.optional(
    z.number().check(
      z.minimum(min, {
        error: (i) =>
          expectedGot((i.input as number) > 0 ? `at least ${min} ${what}` : `a positive number of ${what}`, i.input),
      }),
      z.maximum(max, {
        error: (i) => expectedGot(`at most ${max.toLocaleString('en-US')} ${what} (${why})`, i.input),
      }),
    ),
  );
const ratio = (low: string, high: string, max: number) =>
  z.optional(
    z
      .number()
      .check(
        z.minimum(1, { error: (i) => expectedGot(low, i.input) }),
        z.maximum(max, { error: (i) => expectedGot(high, i.input) }),
      ),
  );

/** Output tokens a day, in all: the bound on the token field, and on requests x tokens per request. */
const MAX_TOKENS_PER_DAY = 1e15;

/** Bounds on what a reader may type: beyond them a figure is a typing slip, not a workload. zod/mini keeps the page light. */
const numbersSchema = z.object({
  tokens_per_day: quantity(
    'tokens a day',
    1,
    MAX_TOKENS_PER_DAY,
    'a million billion: far above all traffic served today',
  ),
  requests_per_day: quantity('requests a day', 0.001, 1e13, 'a thousand for every person on Earth'),
  output_tokens: quantity('tokens per request', 1, 1_000_000, 'longer than any model writes in one answer'),
  system_multiplier: ratio(
    '1 or more (a server draws at least what its GPUs draw)',
    'at most 10 (servers add a fraction of their GPUs’ power, not tenfold)',
    10,
  ),
  pue: ratio(
    '1 or more (a PUE below 1 would mean the building makes energy)',
    'at most 5 (beyond any data centre reported)',
    5,
  ),
  // A percentage: the share of the measured throughput the reader's servers deliver on average.
  load_factor: z.optional(
    z.number().check(
      z.minimum(1, {
        error: (i) => expectedGot('at least 1% (a server that delivers nothing has no energy per token)', i.input),
      }),
      z.maximum(100, {
        error: (i) =>
          expectedGot('at most 100% (the measured run, at its batch cap, is the busiest the figure covers)', i.input),
      }),
    ),
  ),
});
type NumberField = keyof z.infer<typeof numbersSchema>;
const NUMBER_FIELDS: readonly NumberField[] = [
  'tokens_per_day',
  'requests_per_day',
  'output_tokens',
  'system_multiplier',
  'pue',
  'load_factor',
];

export interface Calculation {
  row: CalcRow;
  region: CalcRegion;
  mode: WorkloadMode;
  tokensPerDay: number;
  requestsPerDay?: number;
  outputTokens?: number;
  /** Whether the output length is the row's measured mean or the reader's own. */
  outputFrom?: 'row' | 'reader';
  systemMultiplier?: number;
  pue?: number;
  /** The reader's load factor as a share (0.5 for 50%), when they gave one. */
  loadFactor?: number;
  result: Footprint;
  /** What the traffic takes at the row's measured throughput. */
  load: Capacity;
}

export type CalculatorRead = { ok: true; calc: Calculation } | { ok: false; errors: FieldErrors<CalcField> };

export function readCalculator(values: CalcValues, data: CalculatorData): CalculatorRead {
  const errors: FieldErrors<CalcField> = {};
  const raw: Partial<Record<NumberField, number>> = {};
  const mode = (values.mode || 'requests') as WorkloadMode;
  if (!WORKLOAD_MODES.includes(mode)) errors.mode = expectedGot(`one of ${WORKLOAD_MODES.join(', ')}`, values.mode);
  // Only the chosen workload's fields are read: the other mode's fields are hidden, and what they hold does not count.
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
  if (Object.keys(errors).length || !row || !region) return { ok: false, errors };

  const outputTokens = mode === 'requests' ? (n.output_tokens ?? row.mean_output_tokens) : undefined;
  const tokensPerDay = mode === 'tokens' ? n.tokens_per_day! : n.requests_per_day! * outputTokens!;
  // Each field can be within its bounds while their product is not a workload: say so at the requests.
  if (tokensPerDay > MAX_TOKENS_PER_DAY)
    return {
      ok: false,
      errors: {
        requests_per_day: `expected at most ${fmtInput(MAX_TOKENS_PER_DAY)} output tokens a day in all (a million billion: far above all traffic served today), got ${fmtInput(n.requests_per_day!)} requests × ${(n.output_tokens === undefined ? fmtWorking : fmtInput)(outputTokens!)} tokens = ${fmtWorking(tokensPerDay)}`,
      },
    };
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
    ok: true,
    calc: {
      row,
      region,
      mode,
      tokensPerDay,
      requestsPerDay: mode === 'requests' ? n.requests_per_day : undefined,
      outputTokens,
      outputFrom: mode === 'requests' ? (n.output_tokens === undefined ? 'row' : 'reader') : undefined,
      systemMultiplier: n.system_multiplier,
      pue: n.pue,
      loadFactor,
      result,
      load: capacity({
        tokensPerDay,
        throughputTps: row.output_tokens_per_s,
        numGpus: row.num_gpus,
        meanBatch: row.mean_batch,
        batchCap: row.batch,
      }),
    },
  };
}

/** One line of the working: what is computed, and where each input comes from. */
export interface Step {
  text: string;
  source: string;
  /** Set when the input is the reader's assumption, not data. */
  assumption?: boolean;
  /** A page that shows the input. */
  href?: string;
}

const kwh = (n: number) => `${fmtWorking(n)} kWh`;
/** A count where whole numbers make sense, and its significant digits below ten (a trickle of traffic is not "0 a second"). */
const fmtRate = (n: number) => (n >= 10 ? fmtCount(Math.round(n)) : fmtWorking(n));

export function calculationSteps(c: Calculation, data: CalculatorData): Step[] {
  const { result: r } = c;
  // Names from the data are isolated, so a right-to-left name cannot reorder the sentence around it.
  const row = {
    ...c.row,
    model_name: isolate(c.row.model_name),
    gpu: isolate(c.row.gpu),
    task_name: isolate(c.row.task_name),
  };
  const region = { ...c.region, name: isolate(c.region.name) };
  const steps: Step[] = [];
  if (c.mode === 'requests') {
    steps.push({
      text: `Output tokens per day = ${fmtInput(c.requestsPerDay!)} requests × ${(c.outputFrom === 'row' ? fmtWorking : fmtInput)(c.outputTokens!)} tokens per request = ${fmtWorking(c.tokensPerDay)} tokens`,
      source:
        c.outputFrom === 'row'
          ? `requests: your input; output length: the measured mean output length of ${row.task_name} in this row`
          : 'requests and output length: your input',
    });
  } else {
    steps.push({ text: `Output tokens per day = ${fmtWorking(c.tokensPerDay)} tokens`, source: 'your input' });
  }
  steps.push({
    text: `GPU energy per day = ${fmtWorking(c.tokensPerDay)} tokens × ${fmtWorking(row.energy_per_token_j)} J/token ÷ ${fmtCount(JOULES_PER_KWH)} J/kWh = ${kwh(r.boardKwhPerDay)}`,
    source: `${row.model_name} on ${row.num_gpus} × ${row.gpu}, batch ${fmtCount(row.batch)}, ${row.task_name}: measured GPU board energy, release ${data.release} (${isolate(data.energySource)})`,
    href: row.href,
  });
  if (c.systemMultiplier !== undefined) {
    const refs = data.systems.map((s) => `${isolate(s.name)} ${fmtRatio(s.ratio)} (${s.status})`).join('; ');
    steps.push({
      text: `× system multiplier ${c.systemMultiplier}`,
      source: `your assumption, not measured; for scale, nameplate maximum over summed GPU power: ${refs}`,
      assumption: true,
    });
  }
  if (c.pue !== undefined)
    steps.push({
      text: `× PUE ${c.pue}`,
      source: 'your assumption, not measured: the index stops at the GPU board',
      assumption: true,
    });
  if (c.loadFactor !== undefined)
    steps.push({
      text: `÷ load factor ${fmtPercent(c.loadFactor)}`,
      source:
        `your assumption, not measured: servers drawing their measured average power while delivering ${fmtPercent(c.loadFactor)} ` +
        'of its throughput. That is the upper end: a less busy GPU draws somewhat less, and the index has no part-load or idle ' +
        'power; the measured figure (load factor 100%) is the lower end',
      assumption: true,
    });
  if (r.overhead !== 1)
    steps.push({
      text: `Energy per day = ${kwh(r.boardKwhPerDay)} × ${fmtWorking(r.overhead)} = ${kwh(r.kwhPerDay)}`,
      source: 'the lines above',
    });
  steps.push({
    text: `Energy per year = ${kwh(r.kwhPerDay)} × ${DAYS_PER_YEAR} days = ${kwh(r.kwhPerYear)}`,
    source: 'steady load every day of the year',
  });
  steps.push({
    text: `Emissions per day = ${kwh(r.kwhPerDay)} × ${fmtMeasured(region.intensity)} gCO2e/kWh = ${fmtCo2e(r.gco2ePerDay)}`,
    source: `${region.name}, ${region.year} average grid intensity: ${isolate(data.gridSource.name)} (${data.gridSource.licence})`,
  });
  steps.push({
    text: `Emissions per year = ${fmtCo2e(r.gco2ePerDay)} × ${DAYS_PER_YEAR} days = ${fmtCo2e(r.gco2ePerYear)}`,
    source: 'the same grid average all year',
  });
  return steps;
}

/** The headline results, formatted, by the id of the element that shows each. */
export function calculationOutputs(
  c: Calculation,
): Record<
  'kwh-day' | 'kwh-year' | 'co2-day' | 'co2-year' | 'gpus' | 'gpu-hours' | 'scope' | 'load' | 'load-note',
  string
> {
  const { result: r, load: l, row } = c;
  const setting = `${fmtCount(row.num_gpus)} × ${isolate(row.gpu)}`;
  const servers = l.wholeServers === 1 ? 'one server' : `${fmtCount(l.wholeServers)} servers`;
  const scope =
    r.overhead === 1
      ? 'GPU board energy only, as measured'
      : `GPU board energy × ${fmtWorking(r.overhead)} (your assumptions)`;
  return {
    'kwh-day': kwh(r.kwhPerDay),
    'kwh-year': kwh(r.kwhPerYear),
    'co2-day': fmtCo2e(r.gco2ePerDay),
    'co2-year': fmtCo2e(r.gco2ePerYear),
    gpus: `${fmtCount(l.gpus)} ${l.gpus === 1 ? 'GPU' : 'GPUs'} (${servers} of ${setting}), ${fmtPercent(l.shareUsed)} of ${l.wholeServers === 1 ? 'its' : 'their'} measured throughput used`,
    'gpu-hours':
      `${fmtWorking(l.gpuHoursAtThroughput)} at the measured throughput; ` +
      (c.loadFactor === undefined
        ? ''
        : `${fmtWorking(l.gpuHoursAtThroughput / c.loadFactor)} at your load factor of ${fmtPercent(c.loadFactor)}; `) +
      `${fmtCount(l.gpuHoursWholeServers)} on ${servers} run all day`,
    scope,
    load:
      `The traffic is ${fmtRate(l.tokensPerSecond)} output tokens a second. One ${setting} server produced ` +
      `${fmtCount(Math.round(row.output_tokens_per_s))} a second in the measured run, with ${fmtCount(Math.round(row.mean_batch))} requests ` +
      `running at once on average (batch cap ${fmtCount(row.batch)}). So this traffic needs ${fmtFactor(l.servers)} times the throughput of ` +
      `one such server: about ${fmtRate(l.inFlight)} requests in flight at the measured pace, against the ` +
      `${fmtCount(l.batchCapacity)} that ${servers} ${l.wholeServers === 1 ? 'holds' : 'hold'} at the batch cap.`,
    'load-note': loadNote(c),
  };
}

/** Whether the figure's busy-server premise holds for this traffic, and what the reader's load factor did about it. */
function loadNote({ load: l, loadFactor }: Calculation): string {
  const servers = l.wholeServers === 1 ? 'one server' : `${fmtCount(l.wholeServers)} servers`;
  const measured = 'The energy per token used here was measured on servers kept busy at that batch';
  if (loadFactor !== undefined)
    return (
      `${measured}. With your load factor of ${fmtPercent(loadFactor)}, the result counts servers drawing that power ` +
      `while delivering ${fmtPercent(loadFactor)} of the measured throughput: ${fmtRatio(1 / loadFactor)} the energy ` +
      'per token, the upper end of what a less busy server uses.'
    );
  if (l.shareUsed >= 0.95) return `${measured}, and this traffic keeps them about that busy.`;
  return (
    `${measured}; this traffic fills ${fmtPercent(l.shareUsed)} of ${servers}. A server partly loaded, or idle ` +
    'between bursts, draws more energy per token, so unless other work fills the rest, expect more energy than shown ' +
    'above. Enter your load factor to see the upper end.'
  );
}

export const calcSearch = (values: CalcValues) => formSearch(CALC_FIELD_NAMES, values);
export const calcValuesFromSearch = (search: string): CalcValues => formValuesFromSearch(CALC_FIELD_NAMES, search);
