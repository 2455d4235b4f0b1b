// Every social card of the site, listed once (lib/cards/site-cards.ts): the layout links each page to its
// own card. The build draws the data cards in worker threads outside the router (build/data-files.ts,
// an integration in astro.config.mjs); the card endpoint draws the glossary's, and in dev every card.
import { getCollection } from 'astro:content';
import { dataset, publishedViews } from './data.ts';
import { allReleases } from './lib/node/releases-load.ts';
import { cardAlt } from './lib/cards/content.ts';
import { dataCards, glossaryCards, publishedCards, type CardPage } from './lib/cards/site-cards.ts';
import { exampleOutcome } from './lib/glossary/examples.ts';
import { compareCodeUnits } from './lib/core/order.ts';

async function glossaryCardPages(): Promise<CardPage[]> {
  const terms = (await getCollection('glossary')).sort((a, b) => compareCodeUnits(a.id, b.id));
  return glossaryCards(
    dataset,
    terms.map((e) => {
      const o = exampleOutcome(dataset, e.data.example);
      return { id: e.id, term: e.data.term, exampleRowId: o.ok ? (o.example.rows[0]?.id ?? null) : null };
    }),
  );
}

let glossaryMemo: Promise<CardPage[]> | null = null;
/** The cards the card endpoint draws in a build, computed once: the glossary terms' and the published figures'. */
export const endpointCardList = () =>
  (glossaryMemo ??= glossaryCardPages().then((g) => [...g, ...publishedCards(dataset, publishedViews)]));

let memo: Promise<CardPage[]> | null = null;
/** Every card, computed once per build. */
export const allCards = () =>
  (memo ??= endpointCardList().then((g) => [...dataCards(dataset, allReleases(dataset)), ...g]));

let alts: Promise<Map<string, string>> | null = null;
/** The pages that have a card of their own: path -> the card's text as one sentence (its alt text). */
export const pagesWithCards = () =>
  (alts ??= allCards().then((cs) => new Map(cs.map((c) => [c.path, cardAlt(c.content)]))));
