// The frontmatter every glossary page carries, in zod, so tests check fixtures directly and src/content.config.ts hands
// the same schema to Astro's content layer. The examples and {figures} it admits are those the glossary's code builds.
import { z } from 'zod';
import { answerFigures } from './answer-figures.ts';
import { EXAMPLE_KEYS } from './examples.ts';

/** Groups on the glossary index, in display order. */
export const GLOSSARY_CATEGORIES = {
  energy: 'Energy and its spellings',
  'power-and-hardware': 'Power and hardware',
  'load-and-latency': 'Load and latency',
  'measurement-and-trust': 'Where and how it was measured',
  carbon: 'Carbon and facility',
} as const;
export type GlossaryCategory = keyof typeof GLOSSARY_CATEGORIES;
const CATEGORY_IDS = Object.keys(GLOSSARY_CATEGORIES) as [GlossaryCategory, ...GlossaryCategory[]];

/** {name} figures a text may carry: those answer-figures.ts computes from the data at build. */
const ANSWER_FIGURES = Object.keys(answerFigures);

/** In words (a figure counts as one; the page checks again once filled in). */
export const ANSWER_MAX_WORDS = 60;
export const PLACEHOLDER = /\{([a-z0-9-]+)\}/g;
export const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;
/** Sentences of a text: a full stop, question or exclamation mark followed by a space or the end ends one. */
export const sentences = (s: string) => s.split(/(?<=[.!?]["')]?)\s+/).filter(Boolean);
export const figuresIn = (s: string) => [...s.matchAll(PLACEHOLDER)].map((m) => m[1]);
const unknownFigures = (s: string) => figuresIn(s).filter((n) => !ANSWER_FIGURES.includes(n));
/** A text that may carry {figure} placeholders, each of which must be one the figures module computes. */
const withFigures = (max: number) =>
  oneLine(max).refine((s) => unknownFigures(s).length === 0, {
    error: (i) =>
      `unknown figure(s) ${unknownFigures(String(i.input))
        .map((n) => `{${n}}`)
        .join(', ')}; expected one of ${ANSWER_FIGURES.join(', ')}`,
  });

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// Messages name what was expected; the path (the field) is added by whoever prints the issue.
const MISSING = 'required, but missing from the frontmatter';
const missingOr = (otherwise: (input: unknown) => string) => (i: { input: unknown }) =>
  i.input === undefined ? MISSING : otherwise(i.input);
const oneLine = (max: number) =>
  z
    .string({ error: missingOr((input) => `expected text, got ${JSON.stringify(input)}`) })
    .trim()
    .min(1, { error: 'expected text, got an empty string' })
    .max(max, { error: `expected at most ${max} characters (one line)` })
    .refine((s) => !s.includes('\n'), { error: 'expected a single line' });

export const glossaryTermSchema = z.strictObject(
  {
    term: oneLine(80),
    /** Other names readers may know it by; [] when none. */
    aliases: z.array(oneLine(80), { error: missingOr(() => 'expected a list of names') }),
    /** Which group of the glossary index it belongs to. */
    category: z.enum(CATEGORY_IDS, {
      error: missingOr((input) => `expected one of ${CATEGORY_IDS.join(', ')}, got ${JSON.stringify(input)}`),
    }),
    /** One plain-language line: what it is, for someone who has never met the term. */
    summary: oneLine(240),
    /** Null for a term that is not a quantity; required, so "no unit" is a decision. */
    unit: oneLine(60).nullable(),
    /** The formula as readable text, or null where the term is not computed. */
    formula: oneLine(300).nullable(),
    /** Slugs of related glossary terms; each must be an existing page (checked at build time and in tests). */
    related: z
      .array(
        z.string().regex(SLUG, {
          error: (i) => `expected a glossary slug such as "energy-per-token", got ${JSON.stringify(i.input)}`,
        }),
        {
          error: missingOr(() => 'expected a list of glossary slugs'),
        },
      )
      .min(1, { error: 'expected at least one related term' }),
    /** One line for the glossary index: the question this term answers, in the reader's words. */
    answers: oneLine(120).refine((s) => s.endsWith('?'), { error: 'expected a question ending in "?"' }),
    /** "Why it matters": two to four plain sentences on the decision the term informs; {figure}s allowed. */
    why: withFigures(700).refine((s) => sentences(s).length >= 2 && sentences(s).length <= 4, {
      error: (i) => `expected two to four sentences, got ${sentences(String(i.input)).length}`,
    }),
    /** "Questions": three to five, each answered in at most ANSWER_MAX_WORDS words; {figure}s allowed. */
    questions: z
      .array(
        z.strictObject({
          q: oneLine(120).refine((s) => s.endsWith('?'), { error: 'expected a question ending in "?"' }),
          a: withFigures(600).refine((s) => wordCount(s) <= ANSWER_MAX_WORDS, {
            error: (i) => `expected at most ${ANSWER_MAX_WORDS} words, got ${wordCount(String(i.input))}`,
          }),
        }),
        { error: missingOr(() => 'expected a list of {q, a} questions') },
      )
      .min(3, { error: 'expected three to five questions' })
      .max(5, { error: 'expected three to five questions' }),
    example: z.enum(EXAMPLE_KEYS, {
      error: missingOr((input) => `expected one of ${EXAMPLE_KEYS.join(', ')}, got ${JSON.stringify(input)}`),
    }),
  },
  { error: (i) => (i.code === 'unrecognized_keys' ? `unknown frontmatter field(s): ${i.keys.join(', ')}` : undefined) },
);
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;
