// The sources to credit for a set of rows: those the rows come from, never every source of their release
// (a figure from ML.ENERGY v3 is not MLPerf's, though both sit in one release).
import type { CheckedRow, Dataset } from '../dataset.ts';

/** The sources of these rows, each with its licence, in the dataset's order of sources. */
export function sourcesOf(d: Pick<Dataset, 'sources' | 'release'>, rows: readonly Pick<CheckedRow, 'source'>[]) {
  const ids = new Set(rows.map((r) => r.source));
  const known = d.sources.filter((s) => ids.has(s.id)).map((s) => ({ name: s.name, licence: s.licence }));
  // A release from before source records (v3 only) credits the release's first source.
  if (known.length > 0) return known;
  const first = d.release.sources[0];
  return first ? [{ name: first.name, licence: first.licence }] : [];
}
