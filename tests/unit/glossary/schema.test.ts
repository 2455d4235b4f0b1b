// The glossary frontmatter schema on fixtures: a valid term passes, and each way of breaking one is
// refused with a message that names the field and says what was expected.
import { describe, expect, it } from 'vitest';
import { EXAMPLE_KEYS, glossaryTermSchema } from '../../../src/lib/glossary/schema.ts';
import { glossaryTermProblems, validTerm, without } from '../../fixtures/glossary/terms.ts';

describe('glossary term schema', () => {
  it('accepts a complete term, and null unit / formula for a term that is not a quantity', () => {
    expect(glossaryTermProblems(validTerm)).toEqual([]);
    expect(glossaryTermProblems({ ...validTerm, unit: null, formula: null })).toEqual([]);
  });

  it.each(['term', 'aliases', 'category', 'summary', 'unit', 'formula', 'related', 'example'] as const)(
    'refuses a page missing %s, naming it',
    (field) => {
      expect(glossaryTermProblems(without(field))).toEqual([`${field}: required, but missing from the frontmatter`]);
      expect(glossaryTermSchema.safeParse(without(field)).success).toBe(false);
    },
  );

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

  it('refuses fields it does not know, so a typo is not silently ignored', () => {
    expect(glossaryTermProblems({ ...validTerm, sumary: 'typo' })).toEqual(['unknown frontmatter field(s): sumary']);
  });

  it('lists each example key once', () => {
    expect(new Set(EXAMPLE_KEYS).size).toBe(EXAMPLE_KEYS.length);
  });
});
