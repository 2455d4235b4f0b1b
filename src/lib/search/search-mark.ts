// What a page tells the site search about itself: what it is (a model, a GPU, a figure, a term...), the names
// a reader may type for it, and for a figure its conditions, shown under the result. The layout writes it as
// Pagefind's attributes (SearchMark.astro). Pure.
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
 * How much a page's names count against words elsewhere on pages (Pagefind's weights: 1 normal, 10 most):
 * a model's, GPU's or term's own page first when its name is searched, before the figures that name it.
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
