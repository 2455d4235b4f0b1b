// The "compare with…" link of a row: the row's figure as A, and on a leaderboard the model's other-GPU row as B. Short
// visible text for phones; the accessible name says which figure, as screen readers list links out of rows.
import { group } from 'd3';
import { compareUrl } from '../text/site-links.ts';
import { fmtCount } from '../text/format.ts';
import { isolate } from '../text/bidi.ts';
import { compareCodeUnits } from '../core/order.ts';

export const COMPARE_LINK_TEXT = 'compare';

/**
 * The link's address and accessible name (the visible text's words, with the figure named between them). `batch`
 * names the setting too, for a table listing several settings of one model and GPU (a model page's).
 */
export function compareLink(
  r: { id: string; model_name: string } & OnGpus,
  batch?: number,
  /** The same model's row on another GPU, which the link names as B: the comparison the index makes. */
  partner?: { id: string } & OnGpus,
) {
  const setting = batch === undefined ? '' : ` at batch cap ${fmtCount(batch)}`;
  const on = (x: OnGpus) => `${fmtCount(x.num_gpus)} x ${isolate(x.gpu)}`;
  return {
    href: compareUrl(r.id, partner?.id),
    label: `Compare ${isolate(r.model_name)} on ${on(r)}${setting} with${partner ? ` ${on(partner)}` : '…'}`,
  };
}

type OnGpus = { num_gpus: number; gpu: string };
type LinkedRow = { id: string; model: string; task: string } & OnGpus;

/**
 * Per row of one selection, the same model and task on the first other GPU (by name): the comparison the index makes.
 */
export function comparePartners<R extends LinkedRow>(rows: readonly R[]): Map<string, R> {
  const out = new Map<string, R>();
  for (const same of group(rows, (r) => `${r.task}\u0000${r.model}`).values()) {
    const sorted = [...same].sort((x, y) => compareCodeUnits(x.gpu, y.gpu));
    for (const r of sorted) {
      const other = sorted.find((x) => x.gpu !== r.gpu);
      if (other) out.set(r.id, other);
    }
  }
  return out;
}
