// The order results are shown in. Pagefind ranks by how often and where the words occur, so a figure page,
// which names its model and GPU many times, can outrank the model's own page, and a glossary term that lists
// every model can outrank both. The search box asks twice (the pages about a thing, then the figures) and
// puts first the pages whose title matches the query: "qwen3 32b" finds Qwen3 32B before Qwen3 VL 32B,
// "llama 70b" a Llama 70B model before its figures, "llama 70b b200" the figures before the glossary. Pure.
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

/**
 * 0: the title is the query, spelling aside ("Qwen-3 32B" is "Qwen 3 32B"); 1: the title holds every word of the
 * query in one of its spellings; 2: otherwise (Pagefind matched the words elsewhere on the page).
 */
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
 * The results in the order shown: the pages about a thing whose title matches the query (by how well, then by
 * kind, then in Pagefind's order), then the figures, then the other pages about a thing (their pages only
 * mention the words: a glossary term listing every model).
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
