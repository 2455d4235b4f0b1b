// Result order: Pagefind's own ranking lets figure and glossary pages outrank a model's page, so the box asks twice
// (pages about a thing, then figures) and puts title matches first ("qwen3 32b" finds Qwen3 32B before Qwen3 VL 32B).
import type { SearchKind } from './search-mark.ts';
import { readerSpellings, searchQuery } from './spellings.ts';

export interface Ranked {
  title: string;
  kind: string;
}

/** The kinds a search asks for first: every kind but the figures. */
export const THING_KINDS: readonly SearchKind[] = [
  'Model',
  'GPU',
  'Term',
  'Source',
  'Published figure',
  'Release',
  'Page',
];

/** 0: the title is the query, spelling aside; 1: the title holds every query word in some spelling; 2: otherwise. */
export function titleMatch(query: string, title: string): number {
  const q = searchQuery(query);
  if (q.replaceAll(' ', '') === searchQuery(title).replaceAll(' ', '')) return 0;
  const spellings = new Set(readerSpellings([title]));
  return q.split(' ').every((w) => spellings.has(w)) ? 1 : 2;
}

const kindRank = (k: string) => {
  const i = THING_KINDS.indexOf(k as SearchKind);
  return i < 0 ? THING_KINDS.length : i;
};

/**
 * Pages about a thing whose title matches (by how well, kind, Pagefind's order), then the figures, then the other
 * pages about a thing (they only mention the words).
 */
export function rankResults<T extends Ranked>(query: string, things: readonly T[], figures: readonly T[] = []): T[] {
  const ranked = things
    .map((r, i) => ({ r, i, m: titleMatch(query, r.title), k: kindRank(r.kind) }))
    .sort((a, b) => a.m - b.m || a.k - b.k || a.i - b.i);
  return [
    ...ranked.filter((x) => x.m < 2).map((x) => x.r),
    ...figures,
    ...ranked.filter((x) => x.m === 2).map((x) => x.r),
  ];
}
