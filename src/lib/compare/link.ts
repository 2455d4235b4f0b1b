// The "compare with…" link a row of figures carries: /compare/ with the row's own figure as A. Its visible text ("compare") is
// short, to fit inside a phone's row; its accessible name says which figure, since a screen reader lists links
// out of their rows ("Compare Llama 3.1 8B Instruct on 1 x B200 with…"). Pure.
import { compareUrl } from '../text/site-links.ts';
import { fmtCount } from '../text/format.ts';
import { isolate } from '../text/bidi.ts';

export const COMPARE_LINK_TEXT = 'compare';

export interface CompareLink {
  href: string;
  /** The accessible name: the visible text's words, with the figure named between them. */
  label: string;
}

/**
 * The link for one figure. `batch` names the setting too, for a table that lists several settings of one model
 * and GPU (a model page's); the index table has one row per model and GPU, so there the two name the row.
 */
export function compareLink(
  r: { id: string; model_name: string; num_gpus: number; gpu: string },
  batch?: number,
): CompareLink {
  const setting = batch === undefined ? '' : ` at batch cap ${fmtCount(batch)}`;
  return {
    href: compareUrl(r.id),
    label: `Compare ${isolate(r.model_name)} on ${fmtCount(r.num_gpus)} x ${isolate(r.gpu)}${setting} with…`,
  };
}
