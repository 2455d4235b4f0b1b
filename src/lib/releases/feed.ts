// The releases feed (RSS 2.0 via @astrojs/rss, src/pages/releases/feed.xml.ts): one item per release, newest first.
import { fmtCount, fmtEnergy } from '../text/format.ts';
import type { ReleaseEntry } from './releases.ts';
import { releaseUrl, withBase, type Site } from '../text/site-links.ts';
import { headline } from '../views/headline.ts';

export const FEED_PATH = withBase('/releases/feed.xml');
/** The sitemap index @astrojs/sitemap writes. */
export const SITEMAP_PATH = withBase('/sitemap-index.xml');

export function feedItems(entries: readonly ReleaseEntry[], site: Site) {
  return [...entries].reverse().map((e) => {
    const d = e.dataset;
    const task = d.tasks[0];
    const h = headline(d, task.id);
    return {
      title: `Release ${e.id}`,
      link: new URL(releaseUrl(e.id), site).href,
      // Midnight UTC, so the feed does not depend on the build's time zone.
      pubDate: new Date(`${e.date}T00:00:00Z`),
      description:
        `${e.notes} ${fmtCount(d.rows.length)} measured configurations, ${fmtCount(d.selected.length)} selected. ` +
        `Lowest selected figure in ${task.name}: ${fmtEnergy(h.lowest.energy_per_token_j)} J per output token ` +
        `(${h.lowest.model_name}, ${fmtCount(h.lowest.num_gpus)} x ${h.lowest.gpu}, batch ${fmtCount(h.lowest.batch)}; ` +
        `boundary ${d.release.boundary}, basis ${d.release.basis}).`,
    };
  });
}
