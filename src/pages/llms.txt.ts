// /llms.txt: the index described for language models and programs (lib/api/llms-txt.ts).
import type { APIRoute } from 'astro';
import { dataset } from '../data.ts';
import { llmsTxt } from '../lib/api/llms-txt.ts';

export const GET: APIRoute = ({ site }) =>
  new Response(llmsTxt(dataset, site), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
