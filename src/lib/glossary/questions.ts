// A term page's "Why it matters" and "Questions" with their {figure}s filled from the data, also as FAQPage JSON-LD.
// A sentence whose figure the release cannot give is left out (and logged), never printed with a gap.
import type { Dataset } from '../core/dataset.ts';
import { absoluteUrl } from '../text/site-links.ts';
import { answerFigures, GRID_FIGURES, type AnswerFigure } from './answer-figures.ts';
import { attempt } from './picks.ts';
import { ANSWER_MAX_WORDS, figuresIn, PLACEHOLDER, sentences, wordCount, type GlossaryTerm } from './schema.ts';

/** `template` with its {figure}s filled from the data (the schema admits only these), or what is missing. */
export const fillFigures = (d: Dataset, template: string) =>
  attempt(() => template.replace(PLACEHOLDER, (_, name: AnswerFigure) => answerFigures[name](d)));

/**
 * The "Why it matters" sentences and the questions that could be filled in; `grid` when one shown carries a figure
 * computed with a grid's carbon intensity (GRID_FIGURES); `omitted`, build-log lines for what was left out. An answer
 * that grows past ANSWER_MAX_WORDS once filled is left out like one with a missing figure; a unit test holds every real
 * answer in and within the limit.
 */
export function termQuestions(d: Dataset, slug: string, t: Pick<GlossaryTerm, 'why' | 'questions'>) {
  const omitted: string[] = [];
  // The templates shown, for whether the page shows a grid figure.
  const shown: string[] = [];
  const why = sentences(t.why).flatMap((s, i) => {
    const f = fillFigures(d, s);
    if (f.ok) {
      shown.push(s);
      return [f.value];
    }
    omitted.push(`glossary: ${slug}: "Why it matters" sentence ${i + 1} left out: ${f.missing}`);
    return [];
  });
  const questions = t.questions.flatMap(({ q, a }) => {
    const f = fillFigures(d, a);
    const words = f.ok ? wordCount(f.value) : 0;
    if (f.ok && words <= ANSWER_MAX_WORDS) {
      shown.push(a);
      return [{ q, a: f.value }];
    }
    const reason = f.ok ? `${words} words with its figures filled in; at most ${ANSWER_MAX_WORDS}` : f.missing;
    omitted.push(`glossary: ${slug}: question "${q}" left out: ${reason}`);
    return [];
  });
  const grid = shown.some((s) => figuresIn(s).some((n) => GRID_FIGURES.has(n as AnswerFigure)));
  return { why, questions, grid, omitted };
}

/** The questions as a schema.org FAQPage for the page at `path` (a JSON-LD block; jsonLdText serialises it). */
export function faqJsonLd(
  questions: readonly { q: string; a: string }[],
  site: string | URL | undefined,
  path: string,
) {
  const url = absoluteUrl(site, path);
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    '@id': `${url}#questions`,
    url,
    mainEntity: questions.map(({ q, a }) => ({
      '@type': 'Question',
      name: q,
      acceptedAnswer: { '@type': 'Answer', text: a },
    })),
  };
}
