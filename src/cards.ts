// Every social card of the site, listed once: home, each task, model and glossary term of the latest
// release, and each release with every one of its rows (figure pages). The card endpoint renders them;
// the layout links each page to its own card.
import { getCollection } from 'astro:content';
import { dataset } from './data.ts';
import { allReleases } from './lib/node/releases-load.ts';
import {
  cardAlt,
  glossaryCard,
  homeCard,
  modelCard,
  releaseCard,
  rowCard,
  taskCard,
  type CardContent,
} from './lib/cards/content.ts';
import { CardPool, cardThreads } from './lib/node/card-pool.ts';
import { exampleOutcome } from './lib/glossary/examples.ts';
import { releaseUrl } from './lib/releases/releases.ts';
import { figureUrl, glossaryUrl, modelUrl, taskUrl } from './lib/text/site-links.ts';

export interface CardPage {
  /** The page the card belongs to (its URL path, ending in "/"). */
  path: string;
  content: CardContent;
}

async function listCards(): Promise<CardPage[]> {
  const cards: CardPage[] = [{ path: '/', content: homeCard(dataset) }];
  for (const t of dataset.tasks) cards.push({ path: taskUrl(t.id), content: taskCard(dataset, t.id) });
  for (const m of dataset.models) cards.push({ path: modelUrl(m.id), content: modelCard(dataset, m.id, m.name) });
  const terms = (await getCollection('glossary')).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const e of terms) {
    const o = exampleOutcome(dataset, e.data.example);
    const rowId = o.ok ? (o.example.rows[0]?.id ?? null) : null;
    cards.push({ path: glossaryUrl(e.id), content: glossaryCard(dataset, e.data.term, rowId) });
  }
  for (const rel of allReleases(dataset)) {
    const d = rel.dataset;
    cards.push({ path: releaseUrl(rel.id), content: releaseCard(d) });
    for (const r of d.rows) cards.push({ path: figureUrl(rel.id, r.id), content: rowCard(d, r) });
  }
  return cards;
}

let memo: Promise<CardPage[]> | null = null;
/** Every card, computed once per build. */
export const allCards = () => (memo ??= listCards());

let alts: Promise<Map<string, string>> | null = null;
/** The pages that have a card of their own: path -> the card's text as one sentence (its alt text). */
export const pagesWithCards = () =>
  (alts ??= allCards().then((cs) => new Map(cs.map((c) => [c.path, cardAlt(c.content)]))));

let pool: Promise<CardPool> | null = null;
/** The PNG of a page's card, drawn by the worker pool (CARD_THREADS threads; see card-pool.ts). */
export async function cardPng(path: string): Promise<Uint8Array<ArrayBuffer>> {
  pool ??= allCards().then((cards) => new CardPool(cards, cardThreads()));
  return (await pool).get(path);
}
