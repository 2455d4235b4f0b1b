// The permanent page of a row of a source beside v3 (MLPerf run, v2 setting), at a v3 figure's address: figure,
// boundary, check and what it proves, provenance, licence, citation. One page per version, as v3 figures.
import type { ReleaseEntry } from '../releases/releases.ts';
import type { CheckedMlperfRow, CheckedV2Row } from '../core/source-rows/view.ts';
import type { SourceRecord } from '../core/schemas/sources.ts';
import type { Dataset } from '../core/dataset.ts';
import { whPerMillionTokens } from '../core/units.ts';
import { isolate } from '../text/bidi.ts';
import { figureUrl } from '../text/site-links.ts';
import { mlperfCitation } from '../sources/mlperf-citation.ts';
import { placeFigures, unplaced } from './figure.ts';

/** What a title adds for a figure not to quote as a measurement. */
const statusSuffix = (status: string) =>
  status === 'withheld' ? ' (withheld: failed its check)' : status === 'not checkable' ? ' (not checkable)' : '';

/** What every source row's page carries; where its version's page is (unplaced) is set once placed. */
const placeable = (release: Dataset['release'], record: SourceRecord, rowId: string) => ({
  release,
  record,
  ...unplaced(figureUrl(release.id, rowId)),
});

function mlperfFigure(release: Dataset['release'], record: SourceRecord, row: CheckedMlperfRow) {
  const round = 'round' in record ? record.round : record.version;
  const division = 'division' in record ? record.division : 'closed';
  return {
    ...placeable(release, record, row.id),
    kind: 'mlperf-inference' as const,
    row,
    /** What the figure is, with the model's exact id, as citations and the page title say it. */
    title: `${isolate(row.model_name)} (${isolate(row.model)}) on ${row.num_gpus} x ${isolate(row.gpu)}, MLPerf Inference ${isolate(round)} ${isolate(row.benchmark)} ${isolate(row.scenario)}, result ${row.result_id}: whole-system energy per output token${statusSuffix(row.check.status)}`,
    whPerMillion: row.check.status === 'passed' ? whPerMillionTokens(row.energy_per_token_j) : null,
    /** The citation the producer asks for, for this row (MLPerf: its benchmark, scenario and result ID). */
    producerCitation: mlperfCitation(round, division, [row], record.retrieved),
    /** Where the row comes from upstream, label and value. */
    provenance: [
      ['Result ID', row.result_id],
      ['Submitter and system', `${row.submitter}, ${row.system_name}`],
      ['Upstream folder', row.provenance.folder],
      ['Commit', row.provenance.commit],
    ] as [string, string][],
  };
}

function v2Figure(release: Dataset['release'], record: SourceRecord, row: CheckedV2Row) {
  return {
    ...placeable(release, record, row.id),
    kind: 'ml-energy-v2' as const,
    row,
    title: `${isolate(row.model_name)} (${isolate(row.model)}) on ${row.num_gpus} x ${isolate(row.gpu)}, batch cap ${row.batch}, ${isolate(row.task)} (${isolate(record.name)}): GPU energy per output token${statusSuffix(row.check.status)}`,
    whPerMillion: whPerMillionTokens(row.energy_per_token_j),
    producerCitation: record.citation,
    provenance: [
      ['Upstream file', row.provenance.file],
      ['Commit', row.provenance.commit],
    ] as [string, string][],
  };
}

export type SourceFigure = ReturnType<typeof mlperfFigure> | ReturnType<typeof v2Figure>;

/** Everything a source row's page shows but the release: two releases in a row with one key hold one version. */
function versionKey(f: SourceFigure): string {
  return JSON.stringify([f.kind, f.row, f.record, f.title, f.producerCitation, f.provenance]);
}

const memo = new WeakMap<readonly ReleaseEntry[], SourceFigure[]>();

/** Every MLPerf and v2 row of every release, oldest first, with its version's page and holders. Memoised. */
export function allSourceFigures(entries: readonly ReleaseEntry[]): SourceFigure[] {
  const hit = memo.get(entries);
  if (hit) return hit;
  const perRelease = entries.map(({ dataset: d }) => ({
    id: d.release.id,
    items: Object.values(d.bySource).flatMap((v): SourceFigure[] =>
      v.kind === 'mlperf-inference'
        ? v.rows.map((r) => mlperfFigure(d.release, v.record, r))
        : v.kind === 'ml-energy-v2'
          ? v.rows.map((r) => v2Figure(d.release, v.record, r))
          : [],
    ),
  }));
  const out = placeFigures(perRelease, versionKey);
  memo.set(entries, out);
  return out;
}

/** The source rows that have a page: one per version. */
export const sourceFigurePages = (entries: readonly ReleaseEntry[]): SourceFigure[] =>
  allSourceFigures(entries).filter((f) => f.address === 'page');
