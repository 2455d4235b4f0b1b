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
import { placeVersions, type Holder, type Placed } from '../releases/versions.ts';

export type SourceFigure = {
  release: Dataset['release'];
  /** Site path. */
  path: string;
  record: SourceRecord;
  /** What the figure is, with the model's exact id, as citations and the page title say it. */
  title: string;
  whPerMillion: number | null;
  /** The citation the producer asks for, for this row (MLPerf: its benchmark, scenario and result ID). */
  producerCitation: string;
  /** Where the row comes from upstream, label and value. */
  provenance: [string, string][];
  /** Every release holding this version unchanged, oldest first, with the row's address in each. */
  heldBy: Holder[];
  /** The page that shows this version: its address in the first release holding it. */
  home: string;
  /** What this release's address of the row is: the version's page, a small page leading there, or none. */
  address: Placed<unknown>['address'];
} & ({ kind: 'mlperf-inference'; row: CheckedMlperfRow } | { kind: 'ml-energy-v2'; row: CheckedV2Row });

/** What a title adds for a figure not to quote as a measurement. */
const statusSuffix = (status: string) =>
  status === 'withheld' ? ' (withheld: failed its check)' : status === 'not checkable' ? ' (not checkable)' : '';

type Unplaced = Omit<SourceFigure, 'heldBy' | 'home' | 'address'>;
const unplaced = { home: '', address: 'page' } as const;

function mlperfFigure(release: Dataset['release'], record: SourceRecord, row: CheckedMlperfRow): SourceFigure {
  const round = 'round' in record ? record.round : record.version;
  const division = 'division' in record ? record.division : 'closed';
  return {
    ...unplaced,
    heldBy: [],
    kind: 'mlperf-inference',
    row,
    release,
    record,
    path: figureUrl(release.id, row.id),
    title: `${isolate(row.model_name)} (${isolate(row.model)}) on ${row.num_gpus} x ${isolate(row.gpu)}, MLPerf Inference ${isolate(round)} ${isolate(row.benchmark)} ${isolate(row.scenario)}, result ${row.result_id}: whole-system energy per output token${statusSuffix(row.check.status)}`,
    whPerMillion: row.check.status === 'passed' ? whPerMillionTokens(row.energy_per_token_j) : null,
    producerCitation: mlperfCitation(round, division, [row], record.retrieved),
    provenance: [
      ['Result ID', row.result_id],
      ['Submitter and system', `${row.submitter}, ${row.system_name}`],
      ['Upstream folder', row.provenance.folder],
      ['Commit', row.provenance.commit],
    ],
  };
}

function v2Figure(release: Dataset['release'], record: SourceRecord, row: CheckedV2Row): SourceFigure {
  return {
    ...unplaced,
    heldBy: [],
    kind: 'ml-energy-v2',
    row,
    release,
    record,
    path: figureUrl(release.id, row.id),
    title: `${isolate(row.model_name)} (${isolate(row.model)}) on ${row.num_gpus} x ${isolate(row.gpu)}, batch cap ${row.batch}, ${isolate(row.task)} (${isolate(record.name)}): GPU energy per output token${statusSuffix(row.check.status)}`,
    whPerMillion: whPerMillionTokens(row.energy_per_token_j),
    producerCitation: record.citation,
    provenance: [
      ['Upstream file', row.provenance.file],
      ['Commit', row.provenance.commit],
    ],
  };
}

/** Everything a source row's page shows but the release: two releases in a row with one key hold one version. */
function versionKey(f: Unplaced): string {
  return JSON.stringify([f.kind, f.row, f.record, f.title, f.producerCitation, f.provenance]);
}

const memo = new WeakMap<readonly ReleaseEntry[], SourceFigure[]>();

/** Every MLPerf and v2 row of every release, oldest first, with its version's page and holders. Memoised. */
export function allSourceFigures(entries: readonly ReleaseEntry[]): SourceFigure[] {
  const hit = memo.get(entries);
  if (hit) return hit;
  const perRelease = entries.map(({ dataset: d }) => ({
    id: d.release.id,
    items: Object.values(d.bySource).flatMap((v) =>
      v.kind === 'mlperf-inference'
        ? v.rows.map((r) => mlperfFigure(d.release, v.record, r))
        : v.kind === 'ml-energy-v2'
          ? v.rows.map((r) => v2Figure(d.release, v.record, r))
          : [],
    ),
  }));
  const out = placeVersions(
    perRelease,
    (f) => f.row.id,
    versionKey,
    (_, f) => f.path,
  ).map((p) => Object.assign(p.item, { heldBy: p.heldBy, home: p.home.path, address: p.address }));
  memo.set(entries, out);
  return out;
}

/** The source rows that have a page: one per version. */
export const sourceFigurePages = (entries: readonly ReleaseEntry[]): SourceFigure[] =>
  allSourceFigures(entries).filter((f) => f.address === 'page');
