// The document's <title>: at most 70 characters as written in the page (search results cut longer ones, and
// html-validate counts an escaped character as its entity).
import { isolate } from './bidi.ts';

export const TITLE_MAX = 70;

/** The characters HTML text escapes, and what each is written as (Astro escapes these five). */
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** How long a text is once written into HTML: each escaped character counts as its entity. */
export function writtenLength(text: string): number {
  let n = 0;
  for (const ch of text) n += ENTITY[ch]?.length ?? 1;
  return n;
}

/** The text, or as much of it as fits in `max` written characters followed by an ellipsis. */
export function cutToWritten(text: string, max = TITLE_MAX): string {
  if (writtenLength(text) <= max) return text;
  let kept = '';
  let n = 1; // the ellipsis
  for (const ch of text) {
    const w = ENTITY[ch]?.length ?? 1;
    if (n + w > max) break;
    kept += ch;
    n += w;
  }
  return `${kept}…`;
}

/**
 * Title and site name when both fit, else the title alone, cut if it must be. Data names are isolated, so
 * right-to-left text cannot reorder the site's name; a cut name closes its isolate.
 */
export function documentTitle(title: string, siteName: string): string {
  const alone = isolate(title);
  const withSite = `${alone} · ${siteName}`;
  if (title !== siteName && writtenLength(withSite) <= TITLE_MAX) return withSite;
  // Cut shorter until the isolated cut fits: isolating may add marks (and closes any isolate the cut opened).
  for (let budget = TITLE_MAX; ; budget--) {
    const cut = isolate(cutToWritten(title, budget));
    if (writtenLength(cut) <= TITLE_MAX) return cut;
  }
}

/**
 * The product's name (author and publisher in every citation, the header's wordmark) and description. A release's
 * `title` (data/index.json) stays the dataset's title.
 */
export const PRODUCT_NAME = 'Energy per Token Index';
export const PRODUCT_DESCRIPTION = 'GPU energy per LLM output token';
