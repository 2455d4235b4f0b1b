// The glossary frontmatter schema on fixtures: a valid term passes, and each way of breaking one is
// refused with a message that names the field and says what was expected.
import { describe, expect, it } from 'vitest';
import { glossaryTermSchema } from '../../../src/lib/glossary/schema.ts';
import { glossaryTermProblems, validTerm, without } from '../../fixtures/glossary/terms.ts';

describe('glossary term schema', () => {
  it('accepts a complete term, and null unit / formula for a term that is not a quantity', () => {
    expect(glossaryTermProblems(validTerm)).toEqual([]);
    expect(glossaryTermProblems({ ...validTerm, unit: null, formula: null })).toEqual([]);
  });

  it.each([
    'term',
    'aliases',
    'category',
    'summary',
    'unit',
    'formula',
    'related',
    'answers',
    'why',
    'questions',
    'example',
  ] as const)('refuses a page missing %s, naming it', (field) => {
    expect(glossaryTermProblems(without(field))).toEqual([`${field}: required, but missing from the frontmatter`]);
    expect(glossaryTermSchema.safeParse(without(field)).success).toBe(false);
  });

  it('refuses wrong values with what was expected', () => {
    expect(glossaryTermProblems({ ...validTerm, category: 'misc' })).toEqual([
      'category: expected one of energy, power-and-hardware, load-and-latency, measurement-and-trust, carbon, got "misc"',
    ]);
    expect(glossaryTermProblems({ ...validTerm, summary: 'two\nlines' })).toEqual(['summary: expected a single line']);
    expect(glossaryTermProblems({ ...validTerm, term: '  ' })).toEqual(['term: expected text, got an empty string']);
    expect(glossaryTermProblems({ ...validTerm, related: [] })).toEqual([
      'related: expected at least one related term',
    ]);
    expect(glossaryTermProblems({ ...validTerm, related: ['Energy Per Token'] })).toEqual([
      'related.0: expected a glossary slug such as "energy-per-token", got "Energy Per Token"',
    ]);
    expect(glossaryTermProblems({ ...validTerm, unit: 7 })).toEqual(['unit: expected text, got 7']);
    expect(glossaryTermProblems({ ...validTerm, example: 'nope' })[0]).toMatch(
      /^example: expected one of energy-per-token, /,
    );
  });

  it('holds "Why it matters" to two to four sentences and each answer to 60 words, naming the field', () => {
    expect(glossaryTermProblems({ ...validTerm, why: 'Only one sentence.' })).toEqual([
      'why: expected two to four sentences, got 1',
    ]);
    expect(glossaryTermProblems({ ...validTerm, why: 'One. Two. Three. Four. Five.' })).toEqual([
      'why: expected two to four sentences, got 5',
    ]);
    const long = 'word '.repeat(61).trim();
    expect(
      glossaryTermProblems({ ...validTerm, questions: [...validTerm.questions, { q: 'Long?', a: long }] }),
    ).toEqual(['questions.3.a: expected at most 60 words, got 61']);
    const sixty = 'word '.repeat(60).trim();
    expect(
      glossaryTermProblems({ ...validTerm, questions: [...validTerm.questions, { q: 'Sixty?', a: sixty }] }),
    ).toEqual([]);
    expect(glossaryTermProblems({ ...validTerm, questions: validTerm.questions.slice(0, 2) })).toEqual([
      'questions: expected three to five questions',
    ]);
    expect(
      glossaryTermProblems({ ...validTerm, questions: [{ q: 'No mark', a: 'x' }, ...validTerm.questions] }),
    ).toEqual(['questions.0.q: expected a question ending in "?"']);
    expect(glossaryTermProblems({ ...validTerm, answers: 'Not a question' })).toEqual([
      'answers: expected a question ending in "?"',
    ]);
  });

  it('refuses a figure the figures module does not compute, listing those it does', () => {
    expect(glossaryTermProblems({ ...validTerm, why: 'It matters. It is {refrence-j}.' })[0]).toMatch(
      /^why: unknown figure\(s\) \{refrence-j\}; expected one of task, lowest, /,
    );
  });

  it('refuses fields it does not know, so a typo is not silently ignored', () => {
    expect(glossaryTermProblems({ ...validTerm, sumary: 'typo' })).toEqual(['unknown frontmatter field(s): sumary']);
  });
});
