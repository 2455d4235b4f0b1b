// Every social card of the site, listed once (lib/cards/site-cards.ts): the layout links each page to its
// own card, and the card endpoint (src/pages/[...page]/card.png.ts) draws each.
import { getCollection } from 'astro:content';
import { dataset, publishedViews } from './data.ts';
import { allReleases } from './lib/node/releases-load.ts';
import { cardAlt } from './lib/cards/content.ts';
import { dataCards, glossaryCards, publishedCards, type CardPage } from './lib/cards/site-cards.ts';
import { exampleOutcome } from './lib/glossary/examples.ts';
import { compareCodeUnits } from './lib/core/order.ts';

/** The address the cards print: the site's (astro.config.mjs always sets one). */
const SITE = import.meta.env.SITE ?? 'http://localhost/';

async function glossaryCardPages(): Promise<CardPage[]> {
  const terms = (await getCollection('glossary')).sort((a, b) => compareCodeUnits(a.id, b.id));
  return glossaryCards(
    dataset,
    terms.map((e) => {
      const o = exampleOutcome(dataset, e.data.example);
      return { id: e.id, term: e.data.term, exampleRowId: o.ok ? (o.example.rows[0]?.id ?? null) : null };
    }),
    SITE,
  );
}

let memo: Promise<CardPage[]> | null = null;
/** Every card, computed once per build. */
export const allCards = () =>
  (memo ??= glossaryCardPages().then((g) => [
    ...dataCards(dataset, allReleases(dataset), SITE),
    ...g,
    ...publishedCards(dataset, publishedViews, SITE),
  ]));

let alts: Promise<Map<string, string>> | null = null;
/** The pages that have a card of their own: path -> the card's text as one sentence (its alt text). */
export const pagesWithCards = () =>
  (alts ??= allCards().then((cs) => new Map(cs.map((c) => [c.path, cardAlt(c.content)]))));

let byPage: Promise<Map<string, CardPage>> | null = null;
/** Each card by its page's path (a figure page's download link names the file as the card says). */
export const cardsByPage = () => (byPage ??= allCards().then((cs) => new Map(cs.map((c) => [c.path, c]))));
