// Node-only: the @astrojs/sitemap filter. HTML pages only (URLs ending in '/'), less embed pages (noindex), home's
// twin (/tasks/<first task>/) and moved addresses (lib/redirects/moved.ts), which only lead elsewhere.
import { dataDir, loadDataset } from '../lib/node/read-data.ts';
import { allReleases } from '../lib/node/releases-load.ts';
import { movedAddresses } from '../lib/redirects/moved.ts';
import { withoutBase } from '../lib/text/site-links.ts';

/** The paths (without the base) the sitemap leaves out beside the embed pages: home's twin, and each moved address. */
function pathsLeftOut(): Set<string> {
  const { dataset } = loadDataset(dataDir());
  const moved = movedAddresses(allReleases(dataset)).map((a) => withoutBase(a.from));
  return new Set([`/tasks/${dataset.tasks[0].id}/`, ...moved]);
}

/** The sitemap's filter; `base`: the site's sub-path ("/" or "/<path>/"), which the sitemap's URLs carry. */
export function sitemapFilter(base: string): (url: string) => boolean {
  let leftOut: Set<string> | null = null;
  return (url) => {
    const path = new URL(url).pathname;
    if (!path.endsWith('/') || /\/releases\/[^/]+\/embed\//.test(path) || !path.startsWith(base)) return false;
    leftOut ??= pathsLeftOut();
    return !leftOut.has(`/${path.slice(base.length)}`);
  };
}
