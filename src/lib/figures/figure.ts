// One figure: a measured configuration in one release with everything its page shows. An unchanged figure in a later
// release is one version with one page (releases/versions.ts), so pages grow with changes, not rows x releases.
import type { CheckedRow, Dataset } from '../core/dataset.ts';
import { idSets } from '../core/dataset.ts';
import { energyPerRequestJ, tokensPerJoule, whPerMillionTokens } from '../core/units.ts';
import { isolate } from '../text/bidi.ts';
import { cutToWritten, TITLE_MAX, writtenLength } from '../text/page-title.ts';
import { taskName } from '../core/task-name.ts';
import { figureUrl, releaseUrl } from '../text/site-links.ts';
import { answerFigures } from '../text/answer.ts';
import { boundaryPhrase } from '../text/boundary-phrase.ts';
import type { ReleaseEntry } from '../releases/releases.ts';
import { placeVersions, type Holder, type Placed } from '../releases/versions.ts';

/** Where a figure stands in its release's index. */
export type FigureStatus = 'selected' | 'published' | 'set-aside' | 'withheld';

/** Model (display name and exact id), GPU and count, batch cap, task: for citations and the page. */
export function figureTitle(row: CheckedRow, taskName: string): string {
  return `${isolate(row.model_name)} (${isolate(row.model)}) on ${row.num_gpus} x ${isolate(row.gpu)}, batch cap ${row.batch}, ${isolate(taskName)}: GPU energy per output token`;
}

/** The figure as a description gives it: Wh per answer and its length first, as home ranks, J per token beside. */
function describedFigure(row: CheckedRow): string {
  const f = answerFigures(row.energy_per_token_j, row.mean_output_tokens);
  return `${f.whPerAnswer} Wh per answer of ${f.tokens} output tokens (${f.jPerToken} J per output token)`;
}

/**
 * Model, GPU and count, batch, task; without the task if too long; cut with an ellipsis as a last resort. Measured as
 * the <title> is (text/page-title.ts).
 */
export function pageTitle(row: CheckedRow, taskName: string): string {
  const short = `${isolate(row.model_name)}, ${row.num_gpus} x ${isolate(row.gpu)}, batch ${row.batch}`;
  const full = `${short}: ${isolate(taskName)}`;
  return [full, short].find((t) => writtenLength(t) <= TITLE_MAX) ?? cutToWritten(short);
}

function statusOf(row: CheckedRow, selected: ReadonlySet<string>, setAside: ReadonlySet<string>): FigureStatus {
  if (row.identity.withheld_reason !== null) return 'withheld';
  if (setAside.has(row.id)) return 'set-aside';
  return selected.has(row.id) ? 'selected' : 'published';
}

const STATUS_LABELS: Record<FigureStatus, string> = {
  selected: 'In the index',
  published: 'Published, not selected',
  'set-aside': 'Repeat set aside',
  withheld: 'Withheld',
};

function statusText(status: FigureStatus, row: CheckedRow, ceilingMs: number): string {
  switch (status) {
    case 'selected':
      return `The lowest energy per token for this model, GPU and task with median inter-token latency at or under ${ceilingMs} ms.`;
    case 'published':
      return `Another configuration of this model, GPU and task uses less energy per token at or under the ${ceilingMs} ms latency ceiling.`;
    case 'set-aside':
      return 'A repeated run of the same setting: the index counts the repeat with the higher energy per token, so an unexplained repeat never makes a setting look better.';
    case 'withheld':
      return `The identity check failed: ${row.identity.withheld_reason}. Kept here so it can be checked; never ranked or selected.`;
  }
}

/** One figure with everything its page shows; where its version's page is (unplaced) and `newer` are set once placed. */
function figureIn(d: Dataset, row: CheckedRow, status: FigureStatus, checkProves: string | null) {
  const task = taskName(d, row.task);
  return {
    row,
    /** The release the figure belongs to. */
    release: d.release,
    ...unplaced(figureUrl(d.release.id, row.id)),
    /** The page's title, at most 70 characters (search results cut longer ones). */
    pageTitle: pageTitle(row, task),
    /** The page's meta description: what the figure is, its value, boundary and basis. */
    pageDescription: `${figureTitle(row, task)}, release ${d.release.id}: ${describedFigure(row)}, ${d.release.basis} ${boundaryPhrase(d.release.boundary)}.`,
    taskName: task,
    /** Full GPU name from the release header, or the short name where the header gives none. */
    gpuName: d.release.hardware[row.gpu] ?? row.gpu,
    status,
    /** The status in two or three words: "In the index", "Withheld"... */
    statusLabel: STATUS_LABELS[status],
    /** The status in words: what a reader must know before quoting the figure. */
    statusText: statusText(status, row, d.ceilingMs),
    /** Latency ceiling the selection used, ms. */
    ceilingMs: d.ceilingMs,
    whPerMillion: whPerMillionTokens(row.energy_per_token_j),
    tokensPerJ: tokensPerJoule(row.energy_per_token_j),
    /** Energy per token x mean output length, J (the page's energy per response). */
    energyPerResponseJ: energyPerRequestJ(row.energy_per_token_j, row.mean_output_tokens),
    /** Identity check, both sides: average power / throughput against the stated energy per token. */
    powerOverThroughputJ: row.avg_power_w / row.output_tokens_per_s,
    /** Energy per token x mean output length against the stated energy per request. */
    tokenTimesLengthJ: row.energy_per_token_j * row.mean_output_tokens,
    source: d.release.sources[0],
    /**
     * What passing the identity check proves for this source (`check_proves`; older releases take the latest record of
     * the same source). Null if none has one.
     */
    checkProves,
    /** The newest release when this version is not in it, with the same configuration's page there if it still exists. */
    newer: null as { id: string; releasePath: string; figurePath: string | null } | null,
  };
}

/** A figure's page (`path`) and where its version's page is: the last three are set by placeFigures. */
export const unplaced = (path: string) => ({
  /** Site path. */
  path,
  /** Every release holding this version unchanged, oldest first, with the figure's address in each. */
  heldBy: [] as Holder[],
  /** The page that shows this version: its address in the first release holding it unchanged. */
  home: '',
  /** What this release's address of the figure is: the version's page, a small page leading there, or none. */
  address: 'page' as Placed<unknown>['address'],
});

/** Each release's figures (oldest first) placed among versions: same row id and `versionKey` as the release before. */
export function placeFigures<F extends ReturnType<typeof unplaced> & { row: { id: string } }>(
  perRelease: readonly { id: string; items: readonly F[] }[],
  versionKey: (f: F) => string,
): F[] {
  return placeVersions(
    perRelease,
    (f) => f.row.id,
    versionKey,
    (_, f) => f.path,
  ).map((p) => Object.assign(p.item, { heldBy: p.heldBy, home: p.home.path, address: p.address }));
}

export type Figure = ReturnType<typeof figureIn>;

/**
 * Everything a figure's page shows but its release: equal keys in consecutive releases are one version. Includes the
 * status (a figure unseated by a better one is a new version, though its row did not change).
 */
function versionKey(f: Figure): string {
  const { release_id: _release, ...row } = f.row;
  const { title, boundary, basis, meter, serving_stack } = f.release;
  const release = [title, boundary, basis, meter, serving_stack];
  return JSON.stringify([row, f.status, f.statusText, f.taskName, f.gpuName, f.source, f.checkProves, release]);
}

const memo = new WeakMap<readonly ReleaseEntry[], Figure[]>();

/**
 * Every figure of every release (oldest first, rows in data order) with its version's page (`home`) and the releases
 * holding it. Memoised per release list.
 */
export function allFigures(entries: readonly ReleaseEntry[]): Figure[] {
  const hit = memo.get(entries);
  if (hit) return hit;
  const latest = entries[entries.length - 1];
  const latestIds = new Set(latest.dataset.rows.map((r) => r.id));
  const perRelease = entries.map((entry) => {
    const d = entry.dataset;
    const { selected, setAside } = idSets(d);
    const items = d.rows.map((row) => {
      const record = d.bySource[row.source]?.record ?? latest.dataset.bySource[row.source]?.record;
      return figureIn(d, row, statusOf(row, selected, setAside), record?.check_proves ?? null);
    });
    return { id: d.release.id, items };
  });
  const placed = placeFigures(perRelease, versionKey);
  // The page of each configuration in the newest release: where an older version's newer-release note points.
  const latestHome = new Map(placed.filter((f) => f.release.id === latest.id).map((f) => [f.row.id, f.home]));
  const out = placed.map((f) => {
    // A version the newest release holds needs no note; an older one points at the newest release.
    f.newer = f.heldBy.some((h) => h.id === latest.id)
      ? null
      : {
          id: latest.id,
          releasePath: releaseUrl(latest.id),
          figurePath: latestIds.has(f.row.id) ? latestHome.get(f.row.id)! : null,
        };
    return f;
  });
  memo.set(entries, out);
  return out;
}

/** The figures that have a page: one per figure version. */
export const figurePages = (entries: readonly ReleaseEntry[]): Figure[] =>
  allFigures(entries).filter((f) => f.address === 'page');

/** The addresses, in releases published before fixed addresses, of a version whose page is elsewhere: small pages. */
export const movedFigures = (entries: readonly ReleaseEntry[]): Figure[] =>
  allFigures(entries).filter((f) => f.address === 'moved');

const homes = new WeakMap<readonly ReleaseEntry[], Map<string, string>>();
/** The page showing the figure at a release's address of it (the address itself when it is a version's page). */
export function figureHome(entries: readonly ReleaseEntry[], path: string): string {
  let m = homes.get(entries);
  if (!m) homes.set(entries, (m = new Map(allFigures(entries).map((f) => [f.path, f.home]))));
  return m.get(path) ?? path;
}

/** A release's index selection grouped by task, in the release's task order: the figures its page lists. */
export function selectedByTask(d: Dataset): { taskId: string; taskName: string; rows: CheckedRow[] }[] {
  return d.tasks
    .map((t) => ({ taskId: t.id as string, taskName: t.name, rows: d.selected.filter((r) => r.task === t.id) }))
    .filter((g) => g.rows.length > 0);
}
