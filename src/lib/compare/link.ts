// The "compare with…" link a row of figures carries: /compare/ with the row's own figure as A, and on a
// leaderboard the same model's row on the other GPU as B. Its visible text ("compare") is
// short, to fit inside a phone's row; its accessible name says which figure, since a screen reader lists links
// out of their rows ("Compare Llama 3.1 8B Instruct on 1 x B200 with…"). Pure.
import { compareUrl } from '../text/site-links.ts';
import { fmtCount } from '../text/format.ts';
import { isolate } from '../text/bidi.ts';
import { compareCodeUnits } from '../core/order.ts';

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
  r: { id: string; model_name: string } & OnGpus,
  batch?: number,
  /** The same model's row on another GPU, which the link names as B: the comparison the index makes. */
  partner?: { id: string } & OnGpus,
): CompareLink {
  const setting = batch === undefined ? '' : ` at batch cap ${fmtCount(batch)}`;
  const on = (x: OnGpus) => `${fmtCount(x.num_gpus)} x ${isolate(x.gpu)}`;
  return {
    href: compareUrl(r.id, partner?.id),
    label: partner
      ? `Compare ${isolate(r.model_name)} on ${on(r)}${setting} with ${on(partner)}`
      : `Compare ${isolate(r.model_name)} on ${on(r)}${setting} with…`,
  };
}

type OnGpus = { num_gpus: number; gpu: string };
type LinkedRow = { id: string; model: string; task: string } & OnGpus;

/**
 * For each row of one selection (one row per task, model and GPU), the same model's row in the same task on
 * the first other GPU (by name): a leaderboard row's link then opens /compare/ on both of the index's figures.
 */
export function comparePartners<R extends LinkedRow>(rows: readonly R[]): Map<string, R> {
  const byModel = new Map<string, R[]>();
  for (const r of rows) {
    const key = `${r.task}\u0000${r.model}`;
    byModel.set(key, [...(byModel.get(key) ?? []), r]);
  }
  const out = new Map<string, R>();
  for (const same of byModel.values()) {
    const sorted = [...same].sort((x, y) => compareCodeUnits(x.gpu, y.gpu));
    for (const r of sorted) {
      const other = sorted.find((x) => x.gpu !== r.gpu);
      if (other) out.set(r.id, other);
    }
  }
  return out;
}
