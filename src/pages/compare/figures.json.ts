// Every figure /compare/ can set side by side, as columns, loaded by the page on use (the page itself carries none).
import type { APIRoute } from 'astro';
import { dataset, figurePages } from '../../data.ts';
import { compareFigures, toColumns } from '../../lib/compare/figures.ts';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(toColumns(compareFigures(dataset, figurePages))), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
