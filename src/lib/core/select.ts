import { rawMeasurementKey, type MeasurementKeyParts } from './row-id.ts';
import { compareCodeUnits } from './order.ts';

/** Default median inter-token latency ceiling, ms: the ML.ENERGY leaderboard's default. */
export const DEFAULT_CEILING_MS = 500;

/** The fields selection reads; full rows and the light rows embedded in pages both fit. */
export interface SelectableRow extends MeasurementKeyParts {
  id: string;
  energy_per_token_j: number;
  median_itl_ms: number;
}

export interface LeftOut {
  task: string;
  model: string;
  gpu: string;
  reason: string;
}

export interface SelectionResult<R extends SelectableRow> {
  /** One row per (task, model, GPU), sorted by task, then energy per token, then id. */
  selected: R[];
  /** Pairs with rows but none eligible, with the reason. */
  leftOut: LeftOut[];
  /** Ids of repeat runs set aside in favour of the less favourable repeat of the same setting. */
  setAsideRepeats: string[];
}

/**
 * Tie-break, after equal energy per token: lower median ITL, then fewer GPUs, then smaller batch cap,
 * then id (alphabetical) so the result never depends on input order.
 */
export function compareCandidates(a: SelectableRow, b: SelectableRow): number {
  return (
    a.energy_per_token_j - b.energy_per_token_j ||
    a.median_itl_ms - b.median_itl_ms ||
    a.num_gpus - b.num_gpus ||
    a.batch - b.batch ||
    compareCodeUnits(a.id, b.id)
  );
}

export function pairKey(r: { task: string; model: string; gpu: string }): string {
  return `${r.task}\u0000${r.model}\u0000${r.gpu}`;
}

/**
 * Repeated measurements (same task, model, GPU, count, parallelism and batch cap, different values)
 * count once, as the run with the HIGHER energy per token: an unexplained repeat must never make a
 * configuration look better than its other run. Returns the runs kept and the ids set aside.
 */
export function collapseRepeats<R extends SelectableRow>(rows: readonly R[]): { kept: R[]; setAside: string[] } {
  const byKey = new Map<string, R>();
  const setAside: string[] = [];
  for (const r of rows) {
    const key = rawMeasurementKey(r);
    const prev = byKey.get(key);
    if (!prev) {
      byKey.set(key, r);
      continue;
    }
    // Keep the higher energy; on an exact tie keep the smaller id (deterministic).
    const keepNew =
      r.energy_per_token_j > prev.energy_per_token_j ||
      (r.energy_per_token_j === prev.energy_per_token_j && r.id < prev.id);
    setAside.push(keepNew ? prev.id : r.id);
    if (keepNew) byKey.set(key, r);
  }
  return { kept: [...byKey.values()], setAside: setAside.sort() };
}

/**
 * The index: for each (task, model, GPU), the lowest-energy configuration among rows that passed the
 * identity check (the caller passes only those) and whose median ITL is at or under the ceiling.
 */
export function selectIndex<R extends SelectableRow>(
  rows: readonly R[],
  ceilingMs = DEFAULT_CEILING_MS,
): SelectionResult<R> {
  if (!(ceilingMs > 0) || !Number.isFinite(ceilingMs))
    throw new RangeError(`latency ceiling: expected a positive number of ms, got ${ceilingMs}`);
  const { kept, setAside } = collapseRepeats(rows);
  const best = new Map<string, R>();
  const fastest = new Map<string, R>();
  for (const r of kept) {
    const key = pairKey(r);
    const f = fastest.get(key);
    if (!f || r.median_itl_ms < f.median_itl_ms) fastest.set(key, r);
    if (r.median_itl_ms > ceilingMs) continue;
    const b = best.get(key);
    if (!b || compareCandidates(r, b) < 0) best.set(key, r);
  }
  const leftOut: LeftOut[] = [];
  for (const [key, f] of fastest) {
    if (best.has(key)) continue;
    leftOut.push({
      task: f.task,
      model: f.model,
      gpu: f.gpu,
      reason: `no configuration at or under ${ceilingMs} ms median ITL (the fastest, ${f.id}, has ${round(f.median_itl_ms)} ms)`,
    });
  }
  const selected = [...best.values()].sort(
    (a, b) =>
      compareCodeUnits(a.task, b.task) || a.energy_per_token_j - b.energy_per_token_j || compareCodeUnits(a.id, b.id),
  );
  leftOut.sort(
    (a, b) => compareCodeUnits(a.task, b.task) || compareCodeUnits(a.model, b.model) || compareCodeUnits(a.gpu, b.gpu),
  );
  return { selected, leftOut, setAsideRepeats: setAside };
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
