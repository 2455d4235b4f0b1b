// The social card (1200 x 630 PNG) of every page that has one, at <page>/card.png.
import type { APIRoute } from 'astro';
import { allCards, cardPng } from '../../cards.ts';
import { cardRouteParam } from '../../lib/cards/paths.ts';

export async function getStaticPaths() {
  return (await allCards()).map((c) => ({ params: { page: cardRouteParam(c.path) }, props: { path: c.path } }));
}

export const GET: APIRoute = async ({ props }) =>
  new Response(await cardPng((props as { path: string }).path), { headers: { 'Content-Type': 'image/png' } });
