// Quotable sentences: one figure with everything a reader needs to quote it fairly, in at most 40 words, as
// plain text. The figure page's sentence is here; the leaderboard's (lowest figure, GPU finding) are in
// views/leaderboard-lead.ts and share the word limit, the credit and the choice of form. Pure: the page shows
// the sentence as selectable text, the copy button copies it.
import type { CheckedRow } from '../core/dataset.ts';
import { isolate } from '../text/bidi.ts';
import { fmtCount, fmtOne } from '../text/format.ts';
import { answerFigures } from '../text/answer.ts';
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
 * A figure page's sentence: model, GPU and count, batch cap and the latency it was measured at, the figure in
 * the reader's unit (Wh per answer, as home ranks it) with what one answer is (its output tokens), J per output
 * token beside it, task, basis and boundary, release and permanent link. As the words run short the answer's
 * length is said in fewer words and J per token goes; the latency never does (a figure quoted without it hides
 * what the answer cost in waiting).
 */
export function quoteSentence(q: QuoteInput): string {
  const r = q.row;
  const f = answerFigures(r.energy_per_token_j, r.mean_output_tokens);
  const head =
    `${isolate(r.model_name)} on ${fmtCount(r.num_gpus)} x ${isolate(r.gpu)} (batch cap ${fmtCount(r.batch)}, ` +
    `median inter-token latency ${fmtOne(r.median_itl_ms)} ms) used ${f.whPerAnswer} Wh per`;
  const tail = `${q.release.basis} ${boundaryPhrase(q.release.boundary)} ${quoteCredit(q.release.id, q.url)}.`;
  const task = isolate(q.taskName);
  const answer = `${f.tokens}-token answer`;
  return fittingQuote([
    `${head} answer of ${f.tokens} output tokens (${f.jPerToken} J per output token) on the ${task} task, ${tail}`,
    `${head} ${answer} (${f.jPerToken} J per output token) in ${task}, ${tail}`,
    `${head} ${answer} (${f.jPerToken} J per token) in ${task}, ${tail}`,
    `${head} ${answer} in ${task}, ${tail}`,
  ]);
}
