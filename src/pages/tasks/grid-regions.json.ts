// The grid regions the index table's carbon unit offers, loaded when a reader picks that unit, so the
// task pages do not carry a 250-option list in their first view.
import type { APIRoute } from 'astro';
import { dataset } from '../../data.ts';
import { gridRegions } from '../../lib/index-table/regions.ts';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(gridRegions(dataset.grid.entities)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
