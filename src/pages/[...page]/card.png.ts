// The social card (1200 x 630 PNG) of a page, at <page>/card.png. In a build this endpoint draws only the
// glossary's cards: the data cards (tens of thousands of figure pages) are written by the card writer
// integration (src/build/data-files.ts). The dev server has no build hooks, so there it draws all.
import type { APIRoute } from 'astro';
import { allCards, endpointCardList } from '../../cards.ts';
import { cardRouteParam } from '../../lib/cards/paths.ts';
import type { CardContent } from '../../lib/cards/content.ts';
import { renderCard } from '../../build/images/card.ts';

export async function getStaticPaths() {
  const cards = import.meta.env.DEV ? await allCards() : await endpointCardList();
  return cards.map((c) => ({ params: { page: cardRouteParam(c.path) }, props: { content: c.content } }));
}

export const GET: APIRoute = ({ props }) =>
  new Response(renderCard((props as { content: CardContent }).content), { headers: { 'Content-Type': 'image/png' } });
