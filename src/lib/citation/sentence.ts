// Quotable sentences: a figure with everything needed to quote it fairly, in at most 40 words, as plain text. The
// leaderboard's are in views/leaderboard-lead.ts and share the limit, the credit and the choice of form.
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
 * The first form (fullest first) within QUOTE_MAX_WORDS; long data names may push all over: then the shortest, which
 * still carries its conditions and link.
 */
export const fittingQuote = (forms: readonly string[]): string =>
  forms.find((f) => wordCount(f) <= QUOTE_MAX_WORDS) ?? forms.at(-1)!;

/** What a quote ends with: the index's name, the release and the figure's permanent address. */
export const quoteCredit = (releaseId: string, url: string) => `(${INDEX_AUTHOR}, release ${releaseId}: ${url})`;

export interface QuoteInput {
  row: CheckedRow;
  taskName: string;
  release: { id: string; boundary: string; basis: string };
  url: string;
}

/**
 * A figure page's sentence: setting and latency, Wh per answer with its length, J per token, task, basis, boundary,
 * release, link. Running short, the length is said shorter and J per token goes; the latency never does.
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
