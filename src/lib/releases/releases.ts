// Releases: where they live, and their order; node/releases-load.ts reads the files.
import type { Dataset } from '../core/dataset.ts';
import { compareCodeUnits } from '../core/order.ts';

export interface ReleaseEntry {
  id: string;
  date: string;
  notes: string;
  dataset: Dataset;
  /** The release before this one, or null for the first. */
  previous: Dataset | null;
  latest: boolean;
}

/** Oldest first (date, then id), each linked to the one before. Two releases with one id would share a URL: refused. */
export function orderReleases(datasets: readonly Dataset[]): ReleaseEntry[] {
  const ids = datasets.map((d) => d.release.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) throw new Error(`releases: the id ${twice} appears twice; a release id names one set of files forever`);
  const sorted = [...datasets].sort(
    (a, b) => compareCodeUnits(a.release.date, b.release.date) || compareCodeUnits(a.release.id, b.release.id),
  );
  return sorted.map((d, i) => ({
    id: d.release.id,
    date: d.release.date,
    notes: d.release.notes,
    dataset: d,
    previous: i > 0 ? sorted[i - 1] : null,
    latest: i === sorted.length - 1,
  }));
}
