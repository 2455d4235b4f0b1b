// RSS feed of the releases, one item per release (newest first).
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { dataset } from '../../data.ts';
import { allReleases } from '../../lib/node/releases-load.ts';
import { feedItems } from '../../lib/releases/feed.ts';
import { RELEASES_URL } from '../../lib/text/site-links.ts';

export const GET: APIRoute = (context) =>
  rss({
    title: 'GPU energy per output token: releases',
    description: 'Each release of the open index of GPU energy per LLM output token, with its permanent page.',
    site: new URL(RELEASES_URL, context.site).href,
    items: feedItems(allReleases(dataset), context.site),
  });
