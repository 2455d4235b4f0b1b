import { MEASUREMENT_KEY, type MeasurementKeyParts } from './row-id.ts';
import { firstWithKey, SEP, hashEnd, hashStart, hashText, type CompositeKey } from './key-groups.ts';
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

/** Left-out pairs in task, model, GPU order. */
export const compareLeftOut = (a: LeftOut, b: LeftOut) =>
  compareCodeUnits(a.task, b.task) || compareCodeUnits(a.model, b.model) || compareCodeUnits(a.gpu, b.gpu);

/**
 * Tie-break after equal energy per token: lower median ITL, fewer GPUs, smaller batch cap, then id (order-independent).
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

/** The (task, model, GPU) a selection is made for, as one string. */
export function pairKey(r: { task: string; model: string; gpu: string }): string {
  return `${r.task}${SEP}${r.model}${SEP}${r.gpu}`;
}

/** pairKey as a composite key: rows grouped by it without building its string per row. */
export const PAIR_KEY: CompositeKey<SelectableRow> = {
  // The hash of pairKey(r)'s characters, field by field: task, SEP, model, SEP, gpu.
  hash: (r) => {
    let h = hashStart();
    h = hashText(hashText(h, r.task), SEP);
    h = hashText(hashText(h, r.model), SEP);
    return hashEnd(hashText(h, r.gpu));
  },
  sameFields: (a, b) => a.task === b.task && a.model === b.model && a.gpu === b.gpu,
  text: pairKey,
};

/**
 * Repeats of one setting count once, as the HIGHER-energy run: an unexplained repeat must never make a configuration
 * look better. Returns the runs kept and the ids set aside.
 */
export function collapseRepeats<R extends SelectableRow>(rows: readonly R[]): { kept: R[]; setAside: string[] } {
  // kept[slot[p]] is the run kept so far for the setting first seen at position p, in first-seen order.
  const firstOfSetting = firstWithKey(rows, MEASUREMENT_KEY);
  const slot = new Int32Array(rows.length);
  const kept: R[] = [];
  const setAside: string[] = [];
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    const first = firstOfSetting(i);
    if (first === i) {
      slot[i] = kept.length;
      kept.push(r);
      continue;
    }
    const prev = kept[slot[first]];
    // Keep the higher energy; on an exact tie keep the smaller id (deterministic).
    const keepNew =
      r.energy_per_token_j > prev.energy_per_token_j ||
      (r.energy_per_token_j === prev.energy_per_token_j && r.id < prev.id);
    setAside.push(keepNew ? prev.id : r.id);
    if (keepNew) kept[slot[first]] = r;
  }
  return { kept, setAside: setAside.sort() };
}

/**
 * The index: per (task, model, GPU), the lowest-energy row whose median ITL is at or under the ceiling (the caller
 * passes only rows that passed the identity check), sorted by task, then energy per token, then id; the pairs left out;
 * the ids of repeat runs set aside in favour of the less favourable repeat of the same setting.
 */
export function selectIndex<R extends SelectableRow>(rows: readonly R[], ceilingMs = DEFAULT_CEILING_MS) {
  if (!(ceilingMs > 0) || !Number.isFinite(ceilingMs))
    throw new RangeError(`latency ceiling: expected a positive number of ms, got ${ceilingMs}`);
  const { kept, setAside } = collapseRepeats(rows);
  // Per (task, model, GPU), in first-seen order: the fastest run, and the best at or under the ceiling.
  const firstOfPair = firstWithKey(kept, PAIR_KEY);
  const slot = new Int32Array(kept.length);
  const fastest: R[] = [];
  const best: (R | undefined)[] = [];
  for (let i = 0; i < kept.length; i++) {
    const r = kept[i];
    const first = firstOfPair(i);
    if (first === i) {
      slot[i] = fastest.length;
      fastest.push(r);
      best.push(undefined);
    }
    const s = slot[first];
    if (r.median_itl_ms < fastest[s].median_itl_ms) fastest[s] = r;
    if (r.median_itl_ms > ceilingMs) continue;
    const b = best[s];
    if (!b || compareCandidates(r, b) < 0) best[s] = r;
  }
  const leftOut: LeftOut[] = [];
  for (let s = 0; s < fastest.length; s++) {
    const f = fastest[s];
    if (best[s]) continue;
    leftOut.push({
      task: f.task,
      model: f.model,
      gpu: f.gpu,
      reason: `no configuration at or under ${ceilingMs} ms median ITL (the fastest, ${f.id}, has ${round(f.median_itl_ms)} ms)`,
    });
  }
  const selected = best
    .filter((b) => b !== undefined)
    .sort(
      (a, b) =>
        compareCodeUnits(a.task, b.task) || a.energy_per_token_j - b.energy_per_token_j || compareCodeUnits(a.id, b.id),
    );
  return { selected, leftOut: leftOut.sort(compareLeftOut), setAsideRepeats: setAside };
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
