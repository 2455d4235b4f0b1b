// Every name the site search finds a page by, with its address and kind: the /search/ A-Z and "closest matches" list.
// The A-Z groups them by first letter, so a reader without JavaScript finds pages.
import { group } from 'd3';
import type { NamedLink } from './closest.ts';
import { compareCodeUnits } from '../core/order.ts';
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

const letterOf = (name: string) => {
  const c = name.normalize('NFKD').charAt(0).toUpperCase();
  return /[A-Z]/.test(c) ? c : '#';
};

/**
 * The names by first letter ("#" for a digit or another mark, first; then A to Z), each letter's names in alphabetical
 * order (then kind).
 */
export function azLetters(links: readonly NamedLink[]) {
  const sorted = [...links].sort(
    (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || compareCodeUnits(a.kind, b.kind),
  );
  return [...group(sorted, (l) => letterOf(l.name))]
    .sort(([a], [b]) => (a === '#' ? -1 : b === '#' ? 1 : compareCodeUnits(a, b)))
    .map(([letter, l]) => ({ letter, links: l }));
}
