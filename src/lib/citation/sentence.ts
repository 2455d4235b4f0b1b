// Quotable sentences: one figure with everything a reader needs to quote it fairly, in at most 40 words, as
// plain text. The figure page's sentence is here; the leaderboard's (lowest figure, GPU finding) are in
// views/leaderboard-lead.ts and share the word limit, the credit and the choice of form. Pure: the page shows
// the sentence as selectable text, the copy button copies it.
import type { CheckedRow } from '../core/dataset.ts';
import { whPerMillionTokens } from '../core/units.ts';
import { isolate } from '../text/bidi.ts';
import { fmtCount, fmtEnergy, fmtOne } from '../text/format.ts';
import { boundaryPhrase } from '../text/boundary-phrase.ts';
import { INDEX_AUTHOR } from './citation.ts';

/** The longest quotable sentence: a journalist lifts it whole, conditions and link included. */
export const QUOTE_MAX_WORDS = 40;

/** Words in a sentence, as a reader counts them: runs of non-space characters (a link is one word). */
export const wordCount = (sentence: string) => sentence.split(/\s+/).filter(Boolean).length;

/**
 * The first of the forms (fullest first) that fits QUOTE_MAX_WORDS. Names come from the data, and a task or model
 * named at length can push every form over: then the shortest, which still carries its conditions and link.
 */
export const fittingQuote = (forms: readonly string[]): string =>
  forms.find((f) => wordCount(f) <= QUOTE_MAX_WORDS) ?? forms.at(-1)!;

/** What a quote ends with: the index's name, the release and the figure's permanent address. */
export const quoteCredit = (releaseId: string, url: string) => `(${INDEX_AUTHOR}, release ${releaseId}: ${url})`;

export interface QuoteInput {
  row: CheckedRow;
  taskName: string;
  /** Release header facts: id, boundary ("board (GPU)") and basis ("measured"). */
  release: { id: string; boundary: string; basis: string };
  /** Absolute permanent address of the figure. */
  url: string;
}

/**
 * A figure page's sentence: model, GPU and count, batch cap and the latency it was measured at, the figure and
 * its unit, task, basis and boundary, release and permanent link. Wh per million output tokens goes first when
 * the words run short; the latency never does (a figure quoted without it hides what the answer cost in waiting).
 */
export function quoteSentence(q: QuoteInput): string {
  const r = q.row;
  const head =
    `${isolate(r.model_name)} on ${fmtCount(r.num_gpus)} x ${isolate(r.gpu)} (batch cap ${fmtCount(r.batch)}, ` +
    `median inter-token latency ${fmtOne(r.median_itl_ms)} ms) used ${fmtEnergy(r.energy_per_token_j)} J per output token`;
  const tail = `${q.release.basis} ${boundaryPhrase(q.release.boundary)} ${quoteCredit(q.release.id, q.url)}.`;
  const task = isolate(q.taskName);
  const wh = ` (${fmtEnergy(whPerMillionTokens(r.energy_per_token_j))} Wh per million)`;
  return fittingQuote([
    `${head}${wh} on the ${task} task, ${tail}`,
    `${head}${wh} in ${task}, ${tail}`,
    `${head} on the ${task} task, ${tail}`,
    `${head} in ${task}, ${tail}`,
  ]);
}
