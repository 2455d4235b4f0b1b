// The A-Z index of /search/: every name search finds, by first letter, so a reader without JavaScript finds pages.
import type { NamedLink } from './closest.ts';

export interface AzLetter {
  /** "A" to "Z", or "#" for names that begin with a digit or another mark. */
  letter: string;
  links: NamedLink[];
}

const letterOf = (name: string) => {
  const c = name.normalize('NFKD').charAt(0).toUpperCase();
  return /[A-Z]/.test(c) ? c : '#';
};

/** The names by first letter ("#" first, then A to Z), each letter's names in alphabetical order (then kind). */
export function azLetters(links: readonly NamedLink[]): AzLetter[] {
  const sorted = [...links].sort(
    (a, b) =>
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0),
  );
  const groups = new Map<string, NamedLink[]>();
  for (const l of sorted) {
    const k = letterOf(l.name);
    groups.set(k, [...(groups.get(k) ?? []), l]);
  }
  return [...groups]
    .sort(([a], [b]) => (a === '#' ? -1 : b === '#' ? 1 : a < b ? -1 : 1))
    .map(([letter, l]) => ({ letter, links: l }));
}
