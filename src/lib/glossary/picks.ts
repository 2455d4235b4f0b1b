// Which records the worked examples use: the named ones (EXAMPLE_ROWS, EXAMPLE_FACTS), else a logged deterministic
// substitute, else the example is omitted visibly. A unit test holds the real data to the named records.
import type { CheckedRow, Dataset } from '../core/dataset.ts';
import type { System } from '../core/schemas/hardware-file.ts';
import type { GridEntity } from '../core/schemas/grid-file.ts';
import { REFERENCE_ROW_ID, referenceRow, selectedInOrder, smallerBatches } from '../core/reference-row.ts';
import { compareCodeUnits } from '../core/order.ts';
import { systemHasGpu } from '../core/schemas/hardware-file.ts';

/** The rows examples are computed from, by id (ids are stable across re-ingest; see docs/data.md). */
export const EXAMPLE_ROWS = {
  /** Qwen 3 32B on 2 x H100 at batch 256, Text Conversation. */
  reference: REFERENCE_ROW_ID,
  /** The same model and cards at batch 8: the light-load end of the same sweep. */
  referenceBatch8: 'lm-arena-chat.qwen-qwen3-32b.h100x2.tp2ep1dp1.b8',
  /** The same model on one B200, for the B200 system facts. */
  b200: 'lm-arena-chat.qwen-qwen3-32b.b200x1.tp1ep1dp1.b384',
  /** One MoE model in two weight precisions on the same eight H100s. */
  bf16Moe: 'lm-arena-chat.qwen-qwen3-235b-a22b-instruct-2507.h100x8.tp1ep8dp1.b256',
  fp8Moe: 'lm-arena-chat.qwen-qwen3-235b-a22b-instruct-2507-fp8.h100x8.tp1ep8dp1.b512',
} as const;

/** Hardware and grid records the examples cite, by id in data/hardware.json and data/grid.json. */
export const EXAMPLE_FACTS = {
  dgxB200: 'nvidia-dgx-b200',
  hgxB200: 'nvidia-hgx-b200',
  lowCarbonGrid: 'france',
  highCarbonGrid: 'poland',
} as const;

/** The numeric figures each system role must carry for its examples. */
export const SYSTEM_FIGURES = {
  /** Server nameplate against GPU power: measurement boundary and PUE. */
  dgxB200: ['system_max_power_w', 'gpu_power_sum_w', 'system_to_gpu_power_ratio'],
  /** Product carbon footprint: embodied carbon. */
  hgxB200: ['pcf_kgco2e', 'pcf_kgco2e_per_gpu'],
} as const;

/** Thrown inside a picker or example builder when the data has nothing the example can be computed from. */
export class NoExample extends Error {}

/** What `compute` returns, or the reason it threw NoExample; any other error still fails the build. */
export function attempt<T>(compute: () => T): { ok: true; value: T } | { ok: false; missing: string } {
  try {
    return { ok: true, value: compute() };
  } catch (e) {
    if (e instanceof NoExample) return { ok: false, missing: e.message };
    throw e;
  }
}

const byId = (a: { id: string }, b: { id: string }) => compareCodeUnits(a.id, b.id);

function publishableById(d: Dataset, id: string): CheckedRow | undefined {
  return d.publishable.find((r) => r.id === id);
}

/** The reference row, by the one rule the reader tools use too (core/reference-row.ts). */
export function pickReference(d: Dataset): CheckedRow {
  const row = referenceRow(d);
  if (!row) throw new NoExample('no row of this release is in the index');
  return row;
}

/**
 * EXAMPLE_ROWS.referenceBatch8 when the named reference is used and it is a smaller batch of its setting; otherwise
 * the smallest batch cap of that setting below the reference's.
 */
export function pickSmallerBatch(d: Dataset): CheckedRow {
  const ref = pickReference(d);
  const smaller = smallerBatches(d, ref);
  const preferred =
    ref.id === EXAMPLE_ROWS.reference ? smaller.find((r) => r.id === EXAMPLE_ROWS.referenceBatch8) : undefined;
  const row = preferred ?? smaller[0];
  if (!row) throw new NoExample(`no smaller batch cap of the reference row's setting (${ref.id}) is published`);
  return row;
}

const isMoe = (r: CheckedRow) => /moe|mixture/i.test(r.architecture);
const isBf16 = (r: CheckedRow) => /^(bf16|bfloat16)$/i.test(r.weight_precision);
const isFp8 = (r: CheckedRow) => /^fp8/i.test(r.weight_precision);

/**
 * EXAMPLE_ROWS.bf16Moe and fp8Moe when both are published; otherwise the first selected MoE pair (index order) in one
 * task and GPU type, same parameters, one BF16 and one FP8.
 */
export function pickMoePair(d: Dataset): { bf16: CheckedRow; fp8: CheckedRow } {
  const bf16 = publishableById(d, EXAMPLE_ROWS.bf16Moe);
  const fp8 = publishableById(d, EXAMPLE_ROWS.fp8Moe);
  if (bf16 && fp8) return { bf16, fp8 };
  const rows = selectedInOrder(d).filter(isMoe);
  for (const b of rows.filter(isBf16)) {
    const f = rows.find(
      (r) =>
        isFp8(r) &&
        r.task === b.task &&
        r.gpu === b.gpu &&
        r.total_params_b === b.total_params_b &&
        r.active_params_b === b.active_params_b,
    );
    if (f) return { bf16: b, fp8: f };
  }
  throw new NoExample('no MoE model is in the index in both BF16 and FP8 weights on the same GPU type');
}

/** The BF16 row of the MoE pair, else the first selected row (index order) with expert parallelism above 1. */
export function pickMoeRow(d: Dataset): CheckedRow {
  const pair = attempt(() => pickMoePair(d));
  const r = pair.ok ? pair.value.bf16 : selectedInOrder(d).find((x) => x.expert_parallel > 1);
  if (!r) throw new NoExample('no row in the index spreads experts over cards (expert parallelism above 1)');
  return r;
}

const hasFigures = (s: System, keys: readonly string[]) => keys.every((k) => typeof s.figures[k]?.value === 'number');

/** A figure of a system pickSystem returned: a number, since it checked its role's SYSTEM_FIGURES; with its record. */
export function numericFigure(s: System, key: (typeof SYSTEM_FIGURES)[keyof typeof SYSTEM_FIGURES][number]) {
  return { value: s.figures[key].value as number, figure: s.figures[key] };
}
const gpuIn = (s: System, r: CheckedRow) => systemHasGpu(s, r.gpu);

/**
 * System: EXAMPLE_FACTS[role] if it carries SYSTEM_FIGURES, else the first by id naming a GPU with an index row.
 * Row: EXAMPLE_ROWS.b200 if on a GPU the system names, else the first selected such row (reference model, then task).
 */
export function pickSystem(d: Dataset, role: keyof typeof SYSTEM_FIGURES): { system: System; row: CheckedRow } {
  const figures = SYSTEM_FIGURES[role];
  const selected = selectedInOrder(d);
  const rowFor = (s: System) => selected.some((r) => gpuIn(s, r));
  const preferred = d.hardware.systems.find((s) => s.id === EXAMPLE_FACTS[role] && hasFigures(s, figures));
  const system =
    preferred && rowFor(preferred)
      ? preferred
      : [...d.hardware.systems].sort(byId).find((s) => hasFigures(s, figures) && rowFor(s));
  if (!system)
    throw new NoExample(`no system in hardware.json has ${figures.join(', ')} and a GPU type measured in this release`);
  const namedRow = publishableById(d, EXAMPLE_ROWS.b200);
  if (namedRow && gpuIn(system, namedRow)) return { system, row: namedRow };
  const near = referenceRow(d);
  const onGpu = selected.filter((r) => gpuIn(system, r));
  const row = onGpu.find((r) => r.model === near?.model) ?? onGpu.find((r) => r.task === near?.task) ?? onGpu[0];
  return { system, row };
}

/**
 * EXAMPLE_FACTS' low and high grids when 0 < low < high; otherwise the countries with the lowest and highest intensity
 * above zero, ties by id.
 */
export function pickGrids(d: Dataset): { low: GridEntity; high: GridEntity } {
  const find = (id: string) => d.grid.entities.find((e) => e.id === id);
  const low = find(EXAMPLE_FACTS.lowCarbonGrid);
  const high = find(EXAMPLE_FACTS.highCarbonGrid);
  if (low && high && low.intensity_gco2_per_kwh > 0 && high.intensity_gco2_per_kwh > low.intensity_gco2_per_kwh)
    return { low, high };
  const countries = d.grid.entities
    .filter((e) => !e.aggregate && e.intensity_gco2_per_kwh > 0)
    .sort((a, b) => a.intensity_gco2_per_kwh - b.intensity_gco2_per_kwh || byId(a, b));
  const first = countries[0];
  const last = countries[countries.length - 1];
  if (!first || !(last.intensity_gco2_per_kwh > first.intensity_gco2_per_kwh))
    throw new NoExample('grid.json has no two countries with different carbon intensities above zero');
  return { low: first, high: last };
}

/**
 * One line per example record: the named id, the id used (null when no example needing this role can be shown, with
 * the reason), and whether it is a substitute.
 */
export function examplePicks(d: Dataset) {
  const line = <T>(role: string, preferred: string, p: ReturnType<typeof attempt<T>>, ids: (v: T) => string) =>
    p.ok
      ? { role, preferred, used: ids(p.value), substitute: ids(p.value) !== preferred }
      : { role, preferred, used: null, substitute: false, reason: p.missing };
  const pair = attempt(() => pickMoePair(d));
  const dgx = attempt(() => pickSystem(d, 'dgxB200'));
  const hgx = attempt(() => pickSystem(d, 'hgxB200'));
  const grids = attempt(() => pickGrids(d));
  return [
    line(
      'reference',
      EXAMPLE_ROWS.reference,
      attempt(() => pickReference(d)),
      (r) => r.id,
    ),
    line(
      'referenceBatch8',
      EXAMPLE_ROWS.referenceBatch8,
      attempt(() => pickSmallerBatch(d)),
      (r) => r.id,
    ),
    line('bf16Moe', EXAMPLE_ROWS.bf16Moe, pair, (v) => v.bf16.id),
    line('fp8Moe', EXAMPLE_ROWS.fp8Moe, pair, (v) => v.fp8.id),
    line('dgxB200', EXAMPLE_FACTS.dgxB200, dgx, (v) => v.system.id),
    line('b200 (with dgxB200)', EXAMPLE_ROWS.b200, dgx, (v) => v.row.id),
    line('hgxB200', EXAMPLE_FACTS.hgxB200, hgx, (v) => v.system.id),
    line('b200 (with hgxB200)', EXAMPLE_ROWS.b200, hgx, (v) => v.row.id),
    line('lowCarbonGrid', EXAMPLE_FACTS.lowCarbonGrid, grids, (v) => v.low.id),
    line('highCarbonGrid', EXAMPLE_FACTS.highCarbonGrid, grids, (v) => v.high.id),
  ];
}

/** Build-log lines for every example record that is substituted or missing; [] on the real data. */
export function exampleSubstitutions(d: Dataset): string[] {
  return examplePicks(d)
    .filter((p) => p.used !== p.preferred)
    .map((p) =>
      p.used === null
        ? `glossary: example ${p.role} (${p.preferred}) is not in release ${d.release.id} and nothing can stand in (${p.reason}); the examples that need it say so`
        : `glossary: example ${p.role} (${p.preferred}) is not in release ${d.release.id}; using ${p.used} instead`,
    );
}
