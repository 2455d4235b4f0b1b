// What each source added in a release, against the one before, for the release diff page.
import type { Dataset } from '../core/dataset.ts';

const rowIdsOf = (d: Dataset, id: string): string[] => {
  const v = d.bySource[id];
  if (!v) return id === 'ml-energy-v3' && d.sources.length === 0 ? d.rows.map((r) => r.id) : [];
  return v.kind === 'ml-energy-v3' ? d.rows.map((r) => r.id) : v.rows.map((r) => r.id);
};

/**
 * Per source of `now`, its rows before and now and the ids of rows new in this release; a release without source records
 * counts as ML.ENERGY v3 only.
 */
export function sourceAdditions(before: Dataset | null, now: Dataset) {
  return now.sources.map((s) => {
    const prev = new Set(before ? rowIdsOf(before, s.id) : []);
    const ids = rowIdsOf(now, s.id);
    return {
      id: s.id,
      name: s.name,
      boundary: s.boundary,
      licence: s.licence,
      rowsBefore: prev.size,
      rowsNow: ids.length,
      added: ids.filter((i) => !prev.has(i)),
    };
  });
}
