// Query once: from validated files to everything pages, downloads and CLIs need. No I/O.
import { group } from 'd3';
import type { IndexFile } from './schemas/index-file.ts';
import type { GridFile } from './schemas/grid-file.ts';
import type { Accelerator, HardwareFile } from './schemas/hardware-file.ts';
import type { Row } from './schemas/row.ts';
import { checkIdentity, type IdentityResult } from './identity.ts';
import { DEFAULT_CEILING_MS, selectIndex } from './index-selection.ts';
import { slugify } from './slug.ts';
import { buildSources, wallIndexOf } from './source-rows/view.ts';
import type { SourcesData } from './schemas/sources.ts';
import { compareCodeUnits } from './order.ts';
import type { PublishedFigure } from './schemas/published-figures.ts';

/** A row with its identity check attached, and the release it belongs to (its permanent page needs both ids). */
export type CheckedRow = Row & { identity: IdentityResult; release_id: string };

/** What pages, downloads and CLIs read. */
export type Dataset = ReturnType<typeof buildDataset>;

/** The accelerator each short GPU name (an accelerator's alias) refers to, as the data files name them. */
export function acceleratorsByAlias(hardware: Pick<HardwareFile, 'accelerators'>): Map<string, Accelerator> {
  return new Map(hardware.accelerators.flatMap((a) => a.aliases.map((alias) => [alias, a] as const)));
}

/**
 * Every field named rather than spread: a fixed-shape literal builds ~6x faster (3.5 s to 0.6 s on a million rows),
 * and a field added to the row schema fails the type check here until it is copied.
 */
export function checkedRow(r: Row, releaseId: string): CheckedRow {
  return {
    id: r.id,
    // Validation keeps the row as read, not zod's copy, so the schema's default is applied here.
    source: (r.source as string | undefined) ?? 'ml-energy-v3',
    task: r.task,
    model: r.model,
    model_name: r.model_name,
    architecture: r.architecture,
    total_params_b: r.total_params_b,
    active_params_b: r.active_params_b,
    weight_precision: r.weight_precision,
    gpu: r.gpu,
    num_gpus: r.num_gpus,
    tensor_parallel: r.tensor_parallel,
    expert_parallel: r.expert_parallel,
    data_parallel: r.data_parallel,
    batch: r.batch,
    mean_batch: r.mean_batch,
    avg_power_w: r.avg_power_w,
    output_tokens_per_s: r.output_tokens_per_s,
    energy_per_token_j: r.energy_per_token_j,
    energy_per_request_j: r.energy_per_request_j,
    mean_output_tokens: r.mean_output_tokens,
    median_itl_ms: r.median_itl_ms,
    p90_itl_ms: r.p90_itl_ms,
    p95_itl_ms: r.p95_itl_ms,
    p99_itl_ms: r.p99_itl_ms,
    output_length_histogram: r.output_length_histogram,
    provenance: r.provenance,
    identity: checkIdentity(r),
    release_id: releaseId,
  };
}

/** One file of a release's downloads (downloads/package.ts builds them; a frozen release stores them). */
export interface DownloadFile {
  name: string;
  mediaType: string;
  description: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export function buildDataset(
  index: IndexFile,
  grid: GridFile,
  hardware: HardwareFile,
  ceilingMs = DEFAULT_CEILING_MS,
  sourcesData: SourcesData | null = null,
) {
  const sourcesView = buildSources(sourcesData, ceilingMs);
  const rows: CheckedRow[] = new Array(index.rows.length);
  const publishable: CheckedRow[] = [];
  const withheld: CheckedRow[] = [];
  for (let i = 0; i < rows.length; i++) {
    const r = (rows[i] = checkedRow(index.rows[i], index.release.id));
    (r.identity.withheld_reason === null ? publishable : withheld).push(r);
  }
  const { selected, leftOut, setAsideRepeats } = selectIndex(publishable, ceilingMs);
  const models = [...group(rows, (r) => r.model).values()].map((rs) => ({
    id: rs[0].model,
    slug: slugify(rs[0].model),
    name: rs[0].model_name,
    architecture: rs[0].architecture,
    total_params_b: rs[0].total_params_b,
    active_params_b: rs[0].active_params_b,
    weight_precision: rs[0].weight_precision,
    // In the order the rows first name them.
    tasks: [...new Set(rs.map((r) => r.task))],
    gpus: [...new Set(rs.map((r) => r.gpu))],
  }));
  const world = grid.entities.find((e) => e.id === 'world') ?? grid.entities[0];
  return {
    release: index.release,
    tasks: index.tasks,
    units: index.units,
    ceilingMs,
    rows,
    /** Rows that passed the identity check: the candidates for the index. */
    publishable,
    withheld,
    /** The index: one row per (task, model, GPU). */
    selected,
    leftOut,
    setAsideRepeats,
    models: models.sort((a, b) => compareCodeUnits(a.name.toLowerCase(), b.name.toLowerCase())),
    accelerators: hardware.accelerators,
    hardware,
    grid,
    world,
    /** The accelerator each short GPU name in the rows refers to. */
    acceleratorByGpu: Object.fromEntries(acceleratorsByAlias(hardware)),
    /** Every source record, ML.ENERGY v3 first; empty for a release that had none (v3 only). */
    sources: sourcesView.sources,
    /** Each source's rows, checks and selection, by source id; never merged across sources. */
    bySource: sourcesView.bySource,
    /** The wall-power index rows (MLPerf), each naming its source, for the claim checker's wall comparison. */
    wallIndex: wallIndexOf(sourcesView),
    /** Figures others published (Google's 0.24 Wh per prompt...), set beside the index, never ranked with it. */
    published: undefined as PublishedFigure[] | undefined,
    /** A frozen release's files as recorded (node/releases-load.ts reads them): served as stored, never rebuilt. */
    storedFiles: undefined as DownloadFile[] | undefined,
  };
}

/** A one-line summary of what the identity check withheld, for the build log. */
export function withheldSummary(d: Dataset): string {
  if (d.withheld.length === 0) return `identity check: all ${d.rows.length} rows within tolerance; none withheld`;
  return [
    `identity check: ${d.withheld.length} of ${d.rows.length} rows withheld:`,
    ...d.withheld.map((r) => `  ${r.id}: ${r.identity.withheld_reason}`),
  ].join('\n');
}

const byModel = new WeakMap<Dataset, { rows: Map<string, CheckedRow[]>; selected: Map<string, CheckedRow[]> }>();

/** Grouped once per data set, so a page per model stays linear in the rows, not models x rows. */
export function modelRows(d: Dataset, model: string) {
  let g = byModel.get(d);
  if (!g) byModel.set(d, (g = { rows: group(d.rows, (r) => r.model), selected: group(d.selected, (r) => r.model) }));
  return { rows: g.rows.get(model) ?? [], selected: g.selected.get(model) ?? [] };
}

const idSetsOf = new WeakMap<Dataset, { selected: ReadonlySet<string>; setAside: ReadonlySet<string> }>();

/** The ids of the index selection and of the repeats set aside, as sets built once per data set. */
export function idSets(d: Dataset): { selected: ReadonlySet<string>; setAside: ReadonlySet<string> } {
  let sets = idSetsOf.get(d);
  if (!sets)
    idSetsOf.set(d, (sets = { selected: new Set(d.selected.map((r) => r.id)), setAside: new Set(d.setAsideRepeats) }));
  return sets;
}

/** Numeric rated TDP of a card, or null where the hardware file gives none (or only a range). */
export function tdpOf(a: Accelerator | undefined): number | null {
  const v = a?.figures.tdp_w.value;
  return typeof v === 'number' ? v : null;
}

/** The sources to credit for these rows, in the dataset's order: those the rows come from, not all the release's. */
export function sourcesOf(d: Pick<Dataset, 'sources' | 'release'>, rows: readonly Pick<CheckedRow, 'source'>[]) {
  const ids = new Set(rows.map((r) => r.source));
  const known = d.sources.filter((s) => ids.has(s.id)).map((s) => ({ name: s.name, licence: s.licence }));
  // A release from before source records (v3 only) credits the release's first source.
  if (known.length > 0) return known;
  const first = d.release.sources[0];
  return first ? [{ name: first.name, licence: first.licence }] : [];
}
