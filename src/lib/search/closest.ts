// "Closest matches" for a query with no page ("lamma", "blackwel"): the A-Z names nearest by edit distance, word by
// word, so a search never ends on an empty page.
import { searchQuery } from './spellings.ts';
import { compareCodeUnits } from '../core/order.ts';

export interface NamedLink {
  name: string;
  url: string;
  kind: string;
}

/** Edits (insert, delete, change one letter) turning a into b. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

/**
 * Per query word, its edit distance to the nearest name word (a prefix counts 0; +0.5 when first letters differ, as
 * readers rarely mistype them) over its length; the mean over the words.
 */
export function nameDistance(query: string, name: string): number {
  const q = searchQuery(query).split(' ').filter(Boolean);
  const n = searchQuery(name).split(' ').filter(Boolean);
  if (!q.length || !n.length) return Infinity;
  const per = q.map(
    (w) =>
      Math.min(
        ...n.map((x) => (x.startsWith(w) ? 0 : editDistance(w, x.slice(0, w.length + 2)) + (x[0] === w[0] ? 0 : 0.5))),
      ) / w.length,
  );
  return per.reduce((s, d) => s + d, 0) / per.length;
}

/** The `count` names nearest the query, nearest first (ties by name); at least one whenever any name exists. */
export function closestMatches(query: string, names: readonly NamedLink[], count = 5): NamedLink[] {
  return names
    .map((n) => ({ n, d: nameDistance(query, n.name) }))
    .sort((a, b) => a.d - b.d || compareCodeUnits(a.n.name, b.n.name))
    .slice(0, count)
    .map((x) => x.n);
}
