// robots.txt: everything may be crawled; the sitemap is named by its absolute URL (the robots format
// asks for one), so it follows SITE_URL.
import type { APIRoute } from 'astro';
import { SITEMAP_PATH } from '../lib/releases/feed.ts';

export const GET: APIRoute = ({ site }) =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${new URL(SITEMAP_PATH, site).href}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
