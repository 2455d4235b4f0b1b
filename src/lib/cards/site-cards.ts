// Which pages have a social card, and what each says: one list for the og:image links (src/cards.ts),
// the build's data-files writer (node/data-files.ts) and the dev server's card endpoint. Pure.
import type { Dataset } from '../core/dataset.ts';
import type { ReleaseEntry } from '../releases/releases.ts';
import { figureUrl, glossaryUrl, HOME_URL, modelUrl, releaseUrl, taskUrl } from '../text/site-links.ts';
import { glossaryCard, homeCard, modelCard, releaseCard, rowCard, taskCard, type CardContent } from './content.ts';

export interface CardPage {
  /** The page the card belongs to (its URL path on the host, base included, ending in "/"). */
  path: string;
  content: CardContent;
}

/**
 * Every card drawn from the data alone: home, each task and model of the latest release, and each
 * release with every one of its rows (figure pages). At 100x the rows these are ~170,000 cards, so the
 * build draws them outside Astro's router (node/data-files.ts).
 */
export function dataCards(latest: Dataset, releases: readonly ReleaseEntry[]): CardPage[] {
  const cards: CardPage[] = [{ path: HOME_URL, content: homeCard(latest) }];
  for (const t of latest.tasks) cards.push({ path: taskUrl(t.id), content: taskCard(latest, t.id) });
  for (const m of latest.models) cards.push({ path: modelUrl(m.id), content: modelCard(latest, m.id, m.name) });
  for (const rel of releases) {
    const d = rel.dataset;
    cards.push({ path: releaseUrl(rel.id), content: releaseCard(d) });
    for (const r of d.rows) cards.push({ path: figureUrl(rel.id, r.id), content: rowCard(d, r) });
  }
  return cards;
}

/** A glossary term's card: its worked example's first row, when the data has the example. */
export interface GlossaryCardInput {
  id: string;
  term: string;
  exampleRowId: string | null;
}

/** The glossary terms' cards (they need the content collection, so the pages list them). */
export const glossaryCards = (d: Dataset, terms: readonly GlossaryCardInput[]): CardPage[] =>
  terms.map((t) => ({ path: glossaryUrl(t.id), content: glossaryCard(d, t.term, t.exampleRowId) }));
