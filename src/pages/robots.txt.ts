// robots.txt: everything under the base may be crawled; the sitemap by its absolute URL. Under a BASE_PATH crawlers
// never read it, and the pages' <link rel="sitemap"> does the work (docs/deploy.md).
import type { APIRoute } from 'astro';
import { SITEMAP_PATH } from '../lib/releases/feed.ts';
import { HOME_URL } from '../lib/text/site-links.ts';

export const GET: APIRoute = ({ site }) =>
  new Response(`User-agent: *\nAllow: ${HOME_URL}\n\nSitemap: ${new URL(SITEMAP_PATH, site).href}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
