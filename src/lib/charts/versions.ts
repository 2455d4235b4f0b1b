// Chart versions across releases: an unchanged chart keeps one set of files and one embed page at its first release's
// address (releases/versions.ts). Older embed addresses lead there (pages/releases/[id]/embed/[...moved].astro).
import type { ReleaseEntry } from '../releases/releases.ts';
import { placeVersions } from '../releases/versions.ts';
import { embedUrl } from '../text/site-links.ts';
import { chartCatalog, type ChartEntry } from './catalog.ts';

/** Every chart of a release with the release's own id taken out: two releases' charts with one key are one chart. */
function chartKey(e: ChartEntry): string {
  const json = JSON.stringify(e, (k, v: unknown) => (k === 'releaseId' || k === 'release_id' ? undefined : v));
  // The release is named in the drawn subtitle too ("release <id>"): the same chart names its first release.
  return json.split(e.releaseId).join('\u0000');
}

export interface ChartVersions {
  /** Each release's charts by id, each the entry of its version (its `releaseId` is where its files are). */
  byRelease: Map<string, Map<string, ChartEntry>>;
  /** One entry per chart version: the files and embed pages to write. */
  versions: ChartEntry[];
  /** Embed addresses of releases before fixed addresses whose chart is shown at another release's. */
  moved: { releaseId: string; entry: ChartEntry }[];
}

const memo = new WeakMap<readonly ReleaseEntry[], ChartVersions>();

/** Every chart of every release, oldest release first, placed among its versions. Memoised per release list. */
export function chartVersions(entries: readonly ReleaseEntry[]): ChartVersions {
  const hit = memo.get(entries);
  if (hit) return hit;
  const placed = placeVersions(
    entries.map((r) => ({ id: r.id, items: chartCatalog(r.dataset) })),
    (e) => e.id,
    chartKey,
    (releaseId, e) => embedUrl(releaseId, e.id),
  );
  // The entry of each version is its home release's own.
  const homeEntry = new Map(placed.filter((p) => p.address === 'page').map((p) => [p.heldBy, p.item]));
  const out: ChartVersions = { byRelease: new Map(entries.map((r) => [r.id, new Map()])), versions: [], moved: [] };
  for (const p of placed) {
    const entry = homeEntry.get(p.heldBy)!;
    out.byRelease.get(p.releaseId)!.set(entry.id, entry);
    if (p.address === 'page') out.versions.push(entry);
    else if (p.address === 'moved') out.moved.push({ releaseId: p.releaseId, entry });
  }
  memo.set(entries, out);
  return out;
}
