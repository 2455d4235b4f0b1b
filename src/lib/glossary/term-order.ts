// Ordering, grouping and cross-checking glossary terms, on plain { slug, data } objects (fixtures or the collection).
import { GLOSSARY_CATEGORIES, type GlossaryCategory, type GlossaryTerm } from './schema.ts';
import { group } from 'd3';
import { compareCodeUnits } from '../core/order.ts';

export interface TermEntry {
  slug: string;
  data: GlossaryTerm;
}

/** A to Z by term, case aside; ties by slug, so order never depends on load order. */
export function sortTerms<T extends TermEntry>(entries: readonly T[]): T[] {
  return [...entries].sort(
    (a, b) => a.data.term.localeCompare(b.data.term, 'en', { sensitivity: 'base' }) || compareCodeUnits(a.slug, b.slug),
  );
}

/** Terms under their first letter (digits under "0-9"), letters in order. */
export function byLetter<T extends TermEntry>(entries: readonly T[]): { letter: string; terms: T[] }[] {
  const groups = group(sortTerms(entries), (e) => {
    const first = e.data.term.charAt(0).toUpperCase();
    return /[A-Z]/.test(first) ? first : '0-9';
  });
  return [...groups].map(([letter, terms]) => ({ letter, terms }));
}

/** Terms under their category, categories in the schema's display order, empty ones left out. */
export function byCategory<T extends TermEntry>(
  entries: readonly T[],
): { category: GlossaryCategory; label: string; terms: T[] }[] {
  const sorted = sortTerms(entries);
  return (Object.keys(GLOSSARY_CATEGORIES) as GlossaryCategory[])
    .map((category) => ({
      category,
      label: GLOSSARY_CATEGORIES[category],
      terms: sorted.filter((e) => e.data.category === category),
    }))
    .filter((g) => g.terms.length > 0);
}

/** The text the index filter matches against: term, aliases, the question it answers and summary, lower case. */
export function filterText(t: GlossaryTerm): string {
  return [t.term, ...t.aliases, t.answers, t.summary].join(' ').toLowerCase();
}

/** The facts list at the top of a term page. A term that is not a quantity says so instead of leaving a blank. */
export function termFacts(t: GlossaryTerm): { label: string; value: string }[] {
  return [
    { label: 'Unit', value: t.unit ?? 'none: not a quantity' },
    ...(t.formula ? [{ label: 'Formula', value: t.formula }] : []),
    { label: 'Group', value: GLOSSARY_CATEGORIES[t.category] },
  ];
}

/** Related slugs with no page, a term relating to itself, required slugs with no page. */
export function glossaryLinkProblems(entries: readonly TermEntry[], requiredSlugs: readonly string[] = []): string[] {
  const slugs = new Set(entries.map((e) => e.slug));
  const problems: string[] = [];
  for (const e of entries) {
    for (const r of e.data.related) {
      if (r === e.slug) problems.push(`${e.slug}: related lists the term itself`);
      else if (!slugs.has(r)) problems.push(`${e.slug}: related term "${r}" has no page in src/content/glossary/`);
    }
  }
  for (const s of requiredSlugs)
    if (!slugs.has(s))
      problems.push(`glossary term "${s}" is linked from the site but has no page in src/content/glossary/`);
  return problems;
}
