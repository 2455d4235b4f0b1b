// The index table, defined once: its columns and each cell of a row (`tableCells`, rendered by build and browser).
import { extent, format } from 'd3';
import type { z } from 'zod';
import type { tableRowSchema } from './rows-schema.ts';
import { ENERGY_UNITS, convertEnergy, percentOfTdp, type EnergyUnit } from '../core/units.ts';
import { fmtEnergy } from '../text/format.ts';
import { compareCodeUnits } from '../core/order.ts';
import { figurePageRelease, figureUrl, type FigurePages } from '../text/site-links.ts';
import { slugify } from '../core/slug.ts';
import { compareLink } from '../compare/link.ts';

/** The fields a table row needs; served per task as JSON (rows.json) for re-selection in the browser. */
export type TableRow = z.infer<typeof tableRowSchema>;

/** The key column's key: energy in the chosen unit. */
export const ENERGY_KEY = 'energy';
/**
 * The reader's unit: GPU energy of one answer, Wh. Other units are one switch away; on long-answer tasks per answer and
 * per token rank models differently (the task's note says why).
 */
export const DEFAULT_UNIT: EnergyUnit = ENERGY_UNITS[0];

export interface Column {
  key: string;
  label: string;
  /** Unit shown in the header, or '' for text columns. */
  unit: string;
  /** Glossary slug explaining the column, or null. */
  term: string | null;
  numeric: boolean;
  /** Folded away on narrow screens unless the reader asks for every column. */
  secondary: boolean;
  /** Order of the first click: best first (least energy or latency, most throughput). */
  best: 'asc' | 'desc';
  /** A whole count (batch cap, GPUs): printed without decimals, whatever its range. */
  count?: true;
  value: (r: TableRow) => number | string | null;
}

const num = (
  key: string,
  label: string,
  unit: string,
  term: string | null,
  value: (r: TableRow) => number | null,
  best: 'asc' | 'desc' = 'asc',
  secondary = true,
): Column => ({ key, label, unit, term, numeric: true, secondary, best, value });

/** A column of whole counts. */
const count = (key: string, label: string, unit: string, term: string, value: (r: TableRow) => number): Column => ({
  ...num(key, label, unit, term, value),
  count: true,
});

const text = (key: string, label: string, term: string | null, value: (r: TableRow) => string, secondary: boolean) =>
  ({ key, label, unit: '', term, numeric: false, secondary, best: 'asc', value }) satisfies Column;

/**
 * Columns in order: model, key figure, GPU, answer length (always in view: it is what one answer is, and why per answer
 * and per token rank differently; next to the key figure on long-answer tasks), then what folds away on a phone.
 */
export function indexColumns(longAnswers: boolean): Column[] {
  const length = num(
    'mean_output_tokens',
    'Answer length',
    'tokens',
    'energy-per-request',
    (r) => r.mean_output_tokens,
    'asc',
    false,
  );
  return [
    text('model', 'Model', null, (r) => r.model_name, false),
    num(ENERGY_KEY, 'Energy per answer', 'Wh', 'energy-per-request', (r) => r.energy_per_token_j, 'asc', false),
    ...(longAnswers ? [length] : []),
    text('gpu', 'GPU', null, (r) => r.gpu, false),
    ...(longAnswers ? [] : [length]),
    num('median_itl_ms', 'Median ITL', 'ms', 'inter-token-latency', (r) => r.median_itl_ms),
    num('output_tokens_per_s', 'Throughput', 'tokens/s', 'output-throughput', (r) => r.output_tokens_per_s, 'desc'),
    num('avg_power_w', 'Power', 'W', 'average-power', (r) => r.avg_power_w),
    num('pct_tdp', 'Share of TDP', '%', 'tdp-and-percent-of-tdp', (r) =>
      r.tdp_w === null ? null : percentOfTdp(r.avg_power_w, r.num_gpus, r.tdp_w),
    ),
    count('batch', 'Batch cap', 'requests', 'running-batch-and-batch-cap', (r) => r.batch),
    text('precision', 'Precision', 'weight-precision', (r) => r.weight_precision, true),
    count('num_gpus', 'GPUs', 'cards', 'tensor-expert-data-parallelism', (r) => r.num_gpus),
  ];
}

/** How the key column reads in each unit: header label, unit, glossary term, and best-first order. */
const ENERGY_HEADERS: Record<EnergyUnit, { label: string; unit: string; term: string; best: 'asc' | 'desc' }> = {
  wh_per_answer: { label: 'Energy per answer', unit: 'Wh', term: 'energy-per-request', best: 'asc' },
  j_per_token: { label: 'Energy per token', unit: 'J', term: 'energy-per-token', best: 'asc' },
  wh_per_million: { label: 'Energy per million tokens', unit: 'Wh', term: 'wh-per-million-tokens', best: 'asc' },
  tokens_per_j: { label: 'Tokens per joule', unit: 'derived', term: 'tokens-per-joule', best: 'desc' },
  gco2e_per_million: {
    label: 'Carbon per million tokens',
    unit: 'gCO2e',
    term: 'carbon-per-million-tokens',
    best: 'asc',
  },
};

/** The key column's header in a unit; the carbon unit names the grid region it is for. */
export const energyHeader = (unit: EnergyUnit, regionName: string) =>
  unit === 'gco2e_per_million' ? { ...ENERGY_HEADERS[unit], unit: `gCO2e, ${regionName} grid` } : ENERGY_HEADERS[unit];

/** What a row is shown in: the energy unit and the grid intensity for the carbon unit. */
export interface TableView {
  unit: EnergyUnit;
  intensity: number;
  regionName: string;
  /** Smallest and largest value of each numeric column over the task's rows (energy: J/token). */
  ranges: Record<string, [number, number]>;
}

/** A column's value for sorting and display, the key column in the chosen unit. */
export function cellValue(c: Column, r: TableRow, v: Pick<TableView, 'unit' | 'intensity'>): number | string | null {
  return c.key === ENERGY_KEY
    ? convertEnergy(r.energy_per_token_j, v.unit, v.intensity, r.mean_output_tokens)
    : c.value(r);
}

/**
 * Decimals for two significant figures on the column's smallest value, the same for every row, so figures align
 * (20 to 325 ms: none; 4.6 to 71%: 1). Energy uses three significant figures instead (fmtEnergy).
 */
export function decimalsFor(smallest: number): number {
  if (!(smallest > 0) || !Number.isFinite(smallest)) return 0;
  return Math.min(6, Math.max(0, 1 - Math.floor(Math.log10(smallest))));
}

/** The decimals each numeric column other than energy prints with, over the task's ranges. */
export function columnDecimals(columns: Column[], v: Pick<TableView, 'ranges'>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of columns) {
    if (!c.numeric || c.key === ENERGY_KEY) continue;
    out[c.key] = c.count ? 0 : decimalsFor(v.ranges[c.key]?.[0] ?? 0);
  }
  return out;
}

/** Smallest and largest value of each numeric column over a task's rows (energy in J/token). */
export function columnRanges(columns: Column[], rows: readonly TableRow[]): Record<string, [number, number]> {
  const out: Record<string, [number, number]> = {};
  for (const c of columns) {
    if (!c.numeric) continue;
    const [lo, hi] = extent(rows, (r) => (c.key === ENERGY_KEY ? r.energy_per_token_j : (c.value(r) as number | null)));
    out[c.key] = lo === undefined ? [0, 0] : [lo, hi];
  }
  return out;
}

/** A number with a fixed count of decimals and thousands separators. */
// One formatter per decimals count: every table cell of every page passes here, at build and on each re-render.
const fixed = new Map<number, (n: number) => string>();
export function fmtFixed(n: number, decimals: number): string {
  let f = fixed.get(decimals);
  if (!f) fixed.set(decimals, (f = format(`,.${decimals}f`)));
  return f(n);
}

/**
 * Every cell of one row, rendered by build and browser alike. `partner` is the model's row on another GPU
 * (comparePartners), which its compare link names.
 */
export function tableCells(
  r: TableRow,
  columns: Column[],
  v: TableView,
  decimals: Record<string, number>,
  partner?: TableRow,
) {
  return columns.map((c) => {
    const value = cellValue(c, r, v);
    // The GPU cell carries the GPU's palette class (s-<slug>): its swatch is the colour charts and cards use.
    const classes = [
      c.numeric ? 'num' : '',
      c.key === ENERGY_KEY ? 'key' : '',
      c.secondary ? 'sec' : '',
      c.key === 'gpu' ? `gpu s-${slugify(r.gpu)}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    return {
      key: c.key,
      /** The row's header cell (the model), a <th scope="row">. */
      header: c.key === 'model',
      text:
        value === null
          ? 'not published'
          : typeof value !== 'number'
            ? value
            : c.key === ENERGY_KEY
              ? fmtEnergy(value)
              : fmtFixed(value, decimals[c.key] ?? 0),
      /** Sort value as the data-sort attribute writes it. */
      sort: value === null ? '' : String(value),
      href: c.key === 'model' ? figureUrl(r.page_release, r.id) : null,
      className: classes,
      /** On the key figure's cell: the row's "compare with…" link (the figure as A). */
      compare: c.key === ENERGY_KEY ? compareLink(r, undefined, partner) : null,
    };
  });
}

type Ordered = Pick<TableRow, 'id' | 'energy_per_token_j' | 'mean_output_tokens'>;
const defaultKey = (r: Ordered) => convertEnergy(r.energy_per_token_j, DEFAULT_UNIT, 0, r.mean_output_tokens);
/** Key figure in the default unit, least first, ties by id, as the browser sorts: the first rows seen are the lowest. */
export const byDefaultOrder = (a: Ordered, b: Ordered) => defaultKey(a) - defaultKey(b) || compareCodeUnits(a.id, b.id);
export const inDefaultOrder = <T extends Ordered>(rows: readonly T[]): T[] => [...rows].sort(byDefaultOrder);

/** Pick the table fields from a full row of release `release_id`; `pages` says where its figure is shown. */
export function toTableRow(
  r: Omit<TableRow, 'tdp_w' | 'page_release'> & { release_id: string },
  tdpW: number | null,
  pages: FigurePages,
): TableRow {
  return {
    id: r.id,
    page_release: figurePageRelease(pages, r.release_id, r.id),
    task: r.task,
    model: r.model,
    model_name: r.model_name,
    gpu: r.gpu,
    num_gpus: r.num_gpus,
    tensor_parallel: r.tensor_parallel,
    expert_parallel: r.expert_parallel,
    data_parallel: r.data_parallel,
    batch: r.batch,
    weight_precision: r.weight_precision,
    energy_per_token_j: r.energy_per_token_j,
    mean_output_tokens: r.mean_output_tokens,
    median_itl_ms: r.median_itl_ms,
    output_tokens_per_s: r.output_tokens_per_s,
    avg_power_w: r.avg_power_w,
    tdp_w: tdpW,
  };
}

/** The glossary terms the table links to, each once: the key figure in every unit, the columns, the ceiling. */
export function tableTerms(columns: Column[]): { term: string; label: string }[] {
  const all = [
    ...ENERGY_UNITS.map((u) => energyHeader(u, '')),
    ...columns.filter((c) => c.term !== null && c.key !== ENERGY_KEY).map((c) => ({ term: c.term!, label: c.label })),
    { term: 'latency-ceiling', label: 'Latency ceiling' },
  ];
  return [...new Map(all.map((t) => [t.term, { term: t.term, label: t.label }])).values()];
}

/** Every glossary term any index table links to. */
export const INDEX_TABLE_TERMS: readonly string[] = tableTerms(indexColumns(true)).map((t) => t.term);
