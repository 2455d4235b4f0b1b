// Every name the site search finds a page by, with its address and kind: the /search/ A-Z and "closest matches" list.
// The A-Z groups them by first letter, so a reader without JavaScript finds pages.
import type { NamedLink } from './closest.ts';
import type { SearchKind } from './search-mark.ts';
import { glossaryUrl, gpuUrl, modelUrl, publishedUrl, releaseUrl, sourceUrl } from '../text/site-links.ts';

export interface SearchableSite {
  models: readonly { id: string; name: string }[];
  accelerators: readonly { id: string; name: string; aliases: readonly string[] }[];
  sources: readonly { id: string; name: string }[];
  terms: readonly { slug: string; term: string; aliases: readonly string[] }[];
  published: readonly { id: string; title: string }[];
  releases: readonly { id: string }[];
}

const link = (name: string, url: string, kind: SearchKind): NamedLink => ({ name, url, kind });

/** One entry per name: a term's other names lead to its page too; a GPU without measurements has no page. */
export function searchNames(s: SearchableSite): NamedLink[] {
  return [
    ...s.models.map((m) => link(m.name, modelUrl(m.id), 'Model')),
    ...s.accelerators.filter((a) => a.aliases.length > 0).map((a) => link(a.name, gpuUrl(a.id), 'GPU')),
    ...s.terms.flatMap((t) => [t.term, ...t.aliases].map((n) => link(n, glossaryUrl(t.slug), 'Term'))),
    ...s.sources.map((x) => link(x.name, sourceUrl(x.id), 'Source')),
    ...s.published.map((p) => link(p.title, publishedUrl(p.id), 'Published figure')),
    ...s.releases.map((r) => link(`Release ${r.id}`, releaseUrl(r.id), 'Release')),
  ];
}

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
