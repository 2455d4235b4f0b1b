// robots.txt: everything under the site's base may be crawled; the sitemap is named by its absolute URL (the
// robots format asks for one), so it follows SITE_URL and BASE_PATH. Crawlers read robots.txt at the host's
// root only: under a sub-path (BASE_PATH) this file is written for completeness and the pages' own
// <link rel="sitemap"> points to the sitemap (docs/deploy.md).
import type { APIRoute } from 'astro';
import { SITEMAP_PATH } from '../lib/releases/feed.ts';
import { HOME_URL } from '../lib/text/site-links.ts';

export const GET: APIRoute = ({ site }) =>
  new Response(`User-agent: *\nAllow: ${HOME_URL}\n\nSitemap: ${new URL(SITEMAP_PATH, site).href}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
