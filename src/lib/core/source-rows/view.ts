// Query once, per source: its rows with their check, its selection and what it left out (v3 stays in the Dataset).
import { DEFAULT_CEILING_MS } from '../index-selection.ts';
import { checkContributedRow, checkMlperfRow, checkV2Row, type SourceCheck } from './checks.ts';
import { selectContributed, selectMlperf, selectV2, type SourcePick } from './source-selection.ts';
import type { ContributedRow, MlperfRow, SourceRecord, SourcesData, V2Row } from '../schemas/sources.ts';
import { compareNatural } from '../order.ts';

/** Rows in natural id order (numbers inside ids by value: batch 32 before 128), whatever the file's order. */
const inIdOrder = <R extends { id: string }>(rows: R[]): R[] => rows.sort((a, b) => compareNatural(a.id, b.id));

export type CheckedMlperfRow = MlperfRow & { check: SourceCheck };
export type CheckedV2Row = V2Row & { check: SourceCheck };
export type CheckedContributedRow = ContributedRow & { check: SourceCheck };
/** A row of any source beside ML.ENERGY v3. */
export type CheckedSourceRow = CheckedMlperfRow | CheckedV2Row | CheckedContributedRow;

interface ViewBase<K extends SourceRecord['kind'], R> {
  kind: K;
  record: Extract<SourceRecord, { kind: K }>;
  /** Checked, in natural id order. */
  rows: R[];
  /** Its index: one row per (task, model, GPU), its own ceiling rule. */
  selected: R[];
  leftOut: SourcePick<R>['leftOut'];
}

/** A source's view; for ML.ENERGY v3 the rows are the Dataset's own (dataset.rows, dataset.selected). */
export type SourceView =
  | { kind: 'ml-energy-v3'; record: Extract<SourceRecord, { kind: 'ml-energy-v3' }> }
  | ViewBase<'mlperf-inference', CheckedMlperfRow>
  | ViewBase<'ml-energy-v2', CheckedV2Row>
  | ViewBase<'contributed', CheckedContributedRow>;

export interface SourcesView {
  /** Source records in display order (ML.ENERGY v3 first). */
  sources: SourceRecord[];
  bySource: Record<string, SourceView>;
}

/** One source's rows, each with its check, in natural id order, and the source's own selection of them. */
function viewOf<S extends SourceRecord, R extends { id: string; source: string }>(
  record: S,
  all: readonly R[] | undefined,
  check: (r: R) => SourceCheck,
  select: (rows: (R & { check: SourceCheck })[]) => SourcePick<R & { check: SourceCheck }>,
) {
  const rows = inIdOrder((all ?? []).filter((r) => r.source === record.id).map((r) => ({ ...r, check: check(r) })));
  const { selected, leftOut } = select(rows);
  return { kind: record.kind as S['kind'], record, rows, selected, leftOut };
}

export function buildSources(data: SourcesData | null, ceilingMs = DEFAULT_CEILING_MS): SourcesView {
  if (!data) return { sources: [], bySource: {} };
  const viewFor = (record: SourceRecord): SourceView => {
    switch (record.kind) {
      case 'ml-energy-v3':
        return { kind: record.kind, record };
      case 'mlperf-inference':
        return viewOf(record, data.mlperf?.rows, checkMlperfRow, selectMlperf);
      case 'contributed':
        return viewOf(record, data.contributed?.rows, checkContributedRow, (rows) =>
          selectContributed(rows, ceilingMs),
        );
      case 'ml-energy-v2':
        return viewOf(record, data.v2?.rows, checkV2Row, (rows) => selectV2(rows, ceilingMs));
    }
  };
  const bySource = Object.fromEntries(data.sources.sources.map((r) => [r.id, viewFor(r)]));
  return { sources: data.sources.sources, bySource };
}

/** Every non-v3 row of every source, for pages that list rows by model or GPU (each source its own table). */
export function sourceRowsWhere(
  view: SourcesView,
  keep: (r: CheckedSourceRow) => boolean,
): { record: SourceRecord; rows: CheckedSourceRow[] }[] {
  return view.sources.flatMap((record) => {
    const v = view.bySource[record.id];
    const rows = v.kind === 'ml-energy-v3' ? [] : (v.rows as CheckedSourceRow[]).filter(keep);
    return rows.length ? [{ record, rows }] : [];
  });
}

/**
 * An index row measured at the wall (MLPerf), for the claim checker's whole-system comparisons; it names its one source
 * (source, source_name), never a lowest figure across two.
 */
export type WallRow = Pick<
  MlperfRow,
  'id' | 'model' | 'model_name' | 'gpu' | 'num_gpus' | 'scenario' | 'result_id' | 'source' | 'energy_per_token_j'
> & { source_name: string };

/** Every MLPerf source's selection, as wall-power index rows. */
export function wallIndexOf(view: SourcesView): WallRow[] {
  return view.sources.flatMap((s) => {
    const v = view.bySource[s.id];
    if (v.kind !== 'mlperf-inference') return [];
    return v.selected.map((r) => ({
      id: r.id,
      model: r.model,
      model_name: r.model_name,
      gpu: r.gpu,
      num_gpus: r.num_gpus,
      scenario: r.scenario,
      result_id: r.result_id,
      source: r.source,
      source_name: s.name,
      energy_per_token_j: r.energy_per_token_j,
    }));
  });
}
