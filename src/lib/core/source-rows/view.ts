// Query once, per source: its rows with their check, its selection and what it left out (v3 stays in the Dataset).
import { DEFAULT_CEILING_MS } from '../index-selection.ts';
import { checkContributedRow, checkMlperfRow, checkV2Row, type SourceCheck } from './checks.ts';
import { selectContributed, selectMlperf, selectV2, type SourcePick } from './source-selection.ts';
import type { ContributedRow, MlperfRow, SourceRecord, V2Row } from '../schemas/sources.ts';
import type { SourcesData } from '../schemas/sources.ts';
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

export function buildSources(data: SourcesData | null, ceilingMs = DEFAULT_CEILING_MS): SourcesView {
  if (!data) return { sources: [], bySource: {} };
  const bySource: Record<string, SourceView> = {};
  for (const record of data.sources.sources) {
    if (record.kind === 'ml-energy-v3') {
      bySource[record.id] = { kind: record.kind, record };
    } else if (record.kind === 'mlperf-inference') {
      const rows = inIdOrder(
        (data.mlperf?.rows ?? [])
          .filter((r) => r.source === record.id)
          .map((r) => ({ ...r, check: checkMlperfRow(r) })),
      );
      const pick = selectMlperf(rows, (r) => (r as CheckedMlperfRow).check.status === 'passed');
      bySource[record.id] = {
        kind: record.kind,
        record,
        rows,
        selected: pick.selected as CheckedMlperfRow[],
        leftOut: pick.leftOut,
      };
    } else if (record.kind === 'contributed') {
      const rows = inIdOrder(
        (data.contributed?.rows ?? [])
          .filter((r) => r.source === record.id)
          .map((r) => ({ ...r, check: checkContributedRow(r) })),
      );
      const pick = selectContributed(rows, (r) => r.check.status === 'passed', ceilingMs);
      bySource[record.id] = { kind: record.kind, record, rows, selected: pick.selected, leftOut: pick.leftOut };
    } else {
      const rows = inIdOrder(
        (data.v2?.rows ?? []).filter((r) => r.source === record.id).map((r) => ({ ...r, check: checkV2Row(r) })),
      );
      const pick = selectV2(rows, ceilingMs);
      bySource[record.id] = { kind: record.kind, record, rows, selected: pick.selected, leftOut: pick.leftOut };
    }
  }
  return { sources: data.sources.sources, bySource };
}

/** Every non-v3 row of every source, for pages that list rows by model or GPU (each source its own table). */
export function sourceRowsWhere(
  view: SourcesView,
  keep: (r: CheckedSourceRow) => boolean,
): { record: SourceRecord; rows: CheckedSourceRow[] }[] {
  const out: { record: SourceRecord; rows: CheckedSourceRow[] }[] = [];
  for (const s of view.sources) {
    const v = view.bySource[s.id];
    if (v.kind === 'ml-energy-v3') continue;
    const rows = (v.rows as CheckedSourceRow[]).filter(keep);
    if (rows.length) out.push({ record: s, rows });
  }
  return out;
}
