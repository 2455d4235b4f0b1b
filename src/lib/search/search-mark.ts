// What a page tells the site search: its kind, the names a reader may type for it, and for a figure its conditions.
// Written as Pagefind attributes by layouts/SiteFrame.astro.
import { readerSpellings } from './spellings.ts';

/** What a result is, in the reader's words: shown on the result and a filter of the index. */
export type SearchKind = 'Model' | 'GPU' | 'Figure' | 'Term' | 'Source' | 'Release' | 'Published figure' | 'Page';

export interface SearchMark {
  kind: SearchKind;
  /** The names a reader may search the page by (its title is indexed already); their spellings are added. */
  names?: readonly string[];
  /** One line under the result: for a figure its task, GPUs, setting and Wh per answer. */
  details?: string;
}

/**
 * Weight of a page's names (Pagefind: 1 normal, 10 most), so a model's, GPU's or term's own page comes before figures.
 */
const NAME_WEIGHT: Record<SearchKind, number> = {
  Model: 10,
  GPU: 10,
  Term: 10,
  Source: 8,
  'Published figure': 6,
  Release: 6,
  Page: 6,
  Figure: 1,
};

/** The search words and their weight for a page's mark. */
export function markWords(mark: SearchMark): { words: string; weight: number } {
  return { words: readerSpellings(mark.names ?? []).join(' '), weight: NAME_WEIGHT[mark.kind] };
}
