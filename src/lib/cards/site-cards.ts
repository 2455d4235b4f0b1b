// Which pages have a social card, and what each says: one list for the og:image links (src/cards.ts),
// the build's data-files writer (node/data-files.ts) and the dev server's card endpoint. Pure.
import type { Dataset } from '../core/dataset.ts';
import type { ReleaseEntry } from '../releases/releases.ts';
import { figureHome } from '../figures/figure.ts';
import { figureUrl, glossaryUrl, HOME_URL, modelUrl, publishedUrl, releaseUrl, taskUrl } from '../text/site-links.ts';
import type { PublishedView } from '../published/view.ts';
import { scopeWords } from '../published/view.ts';
import {
  glossaryCard,
  homeCard,
  modelCard,
  publishedCard,
  releaseCard,
  rowCard,
  taskCard,
  type CardContent,
} from './content.ts';

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
    // A figure's card is its version's: drawn once, at the page of the newest release holding it unchanged.
    for (const r of d.rows) {
      const path = figureUrl(rel.id, r.id);
      if (figureHome(releases, path) === path) cards.push({ path, content: rowCard(d, r) });
    }
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

/** Each published figure's card (drawn by the card endpoint, as the glossary's: a handful). */
export const publishedCards = (d: Dataset, views: readonly PublishedView[]): CardPage[] =>
  views.map((v) => ({
    path: publishedUrl(v.f.id),
    content: publishedCard(
      d,
      v.f,
      scopeWords(v.f),
      v.perToken.ok
        ? `${Number(v.perToken.jPerToken.toPrecision(3))} J per output token at the same scope`
        : `No J per output token: ${v.perToken.short}`,
    ),
  }));
