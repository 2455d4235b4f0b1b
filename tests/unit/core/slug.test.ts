// Slugs are page addresses and parts of row ids: stable for the real ids, distinct for names the
// Latin-only alphabet cannot spell, and short enough to be a folder name.
import { describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, slugify } from '../../../src/lib/core/slug.ts';

describe('slugify', () => {
  it('keeps the plain slug for Latin ids (real data addresses never move)', () => {
    expect(slugify('Qwen/Qwen3-32B')).toBe('qwen-qwen3-32b');
    expect(slugify('meta-llama/Llama-3.1-8B-Instruct')).toBe('meta-llama-llama-3-1-8b-instruct');
    expect(slugify("Côte d'Ivoire")).toBe('cote-d-ivoire');
    expect(slugify('<script>alert(1)</script>')).toBe('script-alert-1-script');
    expect(slugify('***')).toBe('x');
  });

  it('adds a hash when letters without a Latin base are dropped, so such names stay apart', () => {
    const ar = slugify('Org/نموذج');
    const he = slugify('Org/מודל');
    expect(ar).toMatch(/^org-[0-9a-z]{7}$/);
    expect(he).toMatch(/^org-[0-9a-z]{7}$/);
    expect(ar).not.toBe(he);
    expect(slugify('中文')).toMatch(/^[0-9a-z]{7}$/);
    expect(slugify('Org/نموذج')).toBe(ar);
  });

  it('cuts a long slug to the limit, ending in a hash of the whole text', () => {
    const long = 'Org/' + 'Supercalifragilisticexpialidocious'.repeat(10);
    const a = slugify(long);
    const b = slugify(`${long}-Instruct`);
    for (const s of [a, b]) {
      expect(s.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
      expect(s).toMatch(/^org-supercalifragilistic[a-z0-9-]*-[0-9a-z]{7}$/);
    }
    expect(a).not.toBe(b);
  });
});
