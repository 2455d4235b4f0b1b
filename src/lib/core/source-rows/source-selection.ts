// Selection per source, each with its own latency statistic and ceiling. Every function takes ONE source's rows and
// refuses a mix, so no ranking can span two boundaries or sources.
import { DEFAULT_CEILING_MS, compareLeftOut, pairKey, type LeftOut } from '../index-selection.ts';
import type { ContributedRow, MlperfRow, V2Row } from '../schemas/sources.ts';
import { compareCodeUnits } from '../order.ts';
import type { SourceCheck } from './checks.ts';

type Checked = { check: SourceCheck };

export interface SourcePick<R> {
  selected: R[];
  /** Pairs with rows but nothing eligible, with the reason. */
  leftOut: LeftOut[];
}

/** Throws when rows of more than one source are passed: a ranking must never mix sources. */
export function assertOneSource(rows: readonly { source: string; id: string }[]): void {
  const first = rows[0]?.source;
  const other = rows.find((r) => r.source !== first);
  if (other)
    throw new Error(
      `selection: rows of two sources (${first} and ${other.source}, row ${other.id}) in one ranking; each source is ranked on its own`,
    );
}

function pick<R extends { source: string; id: string; model: string; gpu: string; energy_per_token_j: number }>(
  rows: readonly R[],
  taskOf: (r: R) => string,
  eligible: (r: R) => string | null,
  tieBreak: (a: R, b: R) => number,
): SourcePick<R> {
  assertOneSource(rows);
  const best = new Map<string, R>();
  const why = new Map<string, LeftOut>();
  for (const r of rows) {
    const key = pairKey({ task: taskOf(r), model: r.model, gpu: r.gpu });
    const reason = eligible(r);
    if (reason !== null) {
      if (!why.has(key)) why.set(key, { task: taskOf(r), model: r.model, gpu: r.gpu, reason });
      continue;
    }
    const b = best.get(key);
    if (
      !b ||
      r.energy_per_token_j < b.energy_per_token_j ||
      (r.energy_per_token_j === b.energy_per_token_j && tieBreak(r, b) < 0)
    )
      best.set(key, r);
  }
  const leftOut = [...why].filter(([k]) => !best.has(k)).map(([, v]) => v);
  const selected = [...best.values()].sort(
    (a, b) =>
      compareCodeUnits(taskOf(a), taskOf(b)) ||
      a.energy_per_token_j - b.energy_per_token_j ||
      compareCodeUnits(a.id, b.id),
  );
  return { selected, leftOut: leftOut.sort(compareLeftOut) };
}

/** MLPerf's "task" is the scenario: Offline and Server are different load conditions, never one ranking. */
export const mlperfTask = (r: MlperfRow) => r.scenario.toLowerCase();

/**
 * MLPerf: per (scenario, model, GPU), the lowest energy per token among runs that passed the power check. MLPerf's own
 * rule is the ceiling (a Server run is VALID only inside its p99 limits); Offline has no latency.
 */
export function selectMlperf<R extends MlperfRow & Checked>(rows: readonly R[]): SourcePick<R> {
  return pick(
    rows,
    mlperfTask,
    (r) => (r.check.status === 'passed' ? null : 'every run withheld by its check'),
    (a, b) => compareCodeUnits(a.id, b.id),
  );
}

/**
 * ML.ENERGY v2: lowest energy per token among settings whose MEAN TPOT is at or under the ceiling (v2 has no median
 * ITL). Ties: lower TPOT, fewer GPUs, smaller batch, id.
 */
export function selectV2<R extends V2Row>(rows: readonly R[], ceilingMs = DEFAULT_CEILING_MS): SourcePick<R> {
  return pick(
    rows,
    (r) => r.task,
    (r) => (r.mean_tpot_ms <= ceilingMs ? null : `no setting at or under ${ceilingMs} ms mean time per output token`),
    (a, b) =>
      a.mean_tpot_ms - b.mean_tpot_ms || a.num_gpus - b.num_gpus || a.batch - b.batch || compareCodeUnits(a.id, b.id),
  );
}

/** A contributed row's task, or "other" when its workload reproduces none of the index's tasks. */
export const contributedTask = (r: ContributedRow) => r.task ?? 'other';

/**
 * A contributed source: picked as the v3 index picks (identity passed, median ITL at or under the ceiling, same ties).
 */
export function selectContributed<R extends ContributedRow & Checked>(
  rows: readonly R[],
  ceilingMs = DEFAULT_CEILING_MS,
): SourcePick<R> {
  return pick(
    rows,
    contributedTask,
    (r) =>
      r.check.status !== 'passed'
        ? 'every row withheld by the identity check'
        : r.median_itl_ms <= ceilingMs
          ? null
          : `no row at or under ${ceilingMs} ms median inter-token latency`,
    (a, b) =>
      a.median_itl_ms - b.median_itl_ms || a.num_gpus - b.num_gpus || a.batch - b.batch || compareCodeUnits(a.id, b.id),
  );
}
