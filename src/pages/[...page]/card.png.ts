// The social card (1200 x 630 PNG) of a page, at <page>/card.png: every card of src/cards.ts, drawn by resvg.
import type { APIRoute } from 'astro';
import { allCards } from '../../cards.ts';
import { cardRouteParam } from '../../lib/cards/paths.ts';
import type { CardContent } from '../../lib/cards/content.ts';
import { renderCard } from '../../build/images/svg-png.ts';

export async function getStaticPaths() {
  return (await allCards()).map((c) => ({ params: { page: cardRouteParam(c.path) }, props: { content: c.content } }));
}

export const GET: APIRoute = ({ props }) =>
  new Response(renderCard((props as { content: CardContent }).content), { headers: { 'Content-Type': 'image/png' } });
