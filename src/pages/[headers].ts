// dist/_headers: the framing policy and the other HTTP headers, for hosts that read the file (Cloudflare
// Pages, Netlify). A file starting with "_" in src/pages is not a route, hence the parameter.
import type { APIRoute } from 'astro';
import { SITE_HEADER_RULES, writeHeadersFile } from '../lib/headers/headers-file.ts';

export const getStaticPaths = () => [{ params: { headers: '_headers' } }];

export const GET: APIRoute = () =>
  new Response(writeHeadersFile(SITE_HEADER_RULES), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
