// dist/_headers: the framing policy and the other HTTP headers, for hosts that read the file (Cloudflare
// Pages, Netlify). A file starting with "_" in src/pages is not a route, hence the parameter.
import type { APIRoute } from 'astro';
import { SITE_HEADERS_FILE } from '../lib/headers/headers-file.ts';

export const getStaticPaths = () => [{ params: { headers: '_headers' } }];

export const GET: APIRoute = () =>
  new Response(SITE_HEADERS_FILE, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
