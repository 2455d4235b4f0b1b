// The post-deploy check's crawler (`npm run check-deploy`): fetches every page and file under the base once and
// reports what is wrong (the list is in docs/deploy.md). External links are not fetched.
import {
  canonicalOf,
  headerProblems,
  idsOf,
  listedUrls,
  pageLinks,
  refreshTarget,
} from '../../src/lib/deploy/check.ts';
import { siteHeaderRules } from '../../src/lib/headers/headers-file.ts';
import { parseSums, sha256Hex } from '../../src/lib/checksums/hash.ts';
import { joinBase } from '../../src/lib/text/site-address.ts';

export interface CrawlOptions {
  /** Where the site is served now: "https://owner.github.io/energy-index/" or a local server's URL. */
  base: string;
  /** The address the site was built for (SITE_URL + BASE_PATH); the base URL when not given. */
  site?: string;
  /** Check the _headers rules ('rules', Cloudflare Pages) or not ('none', GitHub Pages applies no _headers). */
  headers?: 'rules' | 'none';
  concurrency?: number;
  maxUrls?: number;
  /** The addresses that moved, each with the page it must lead to: routes from the site's root ("/releases/..."). */
  moved?: readonly { from: string; to: string }[];
}

/** What the crawl found: counts of what it fetched, and every problem. */
export type CrawlReport = Awaited<ReturnType<typeof crawlSite>>;

const withSlash = (u: string) => (u.endsWith('/') ? u : `${u}/`);

export async function crawlSite({ concurrency = 8, maxUrls = 200_000, ...o }: CrawlOptions) {
  const base = new URL(withSlash(o.base));
  const site = new URL(withSlash(o.site ?? o.base));
  const rules = siteHeaderRules(base.pathname);
  const problems: string[] = [];
  const report = {
    pages: 0,
    files: 0,
    checksums: 0,
    sitemapUrls: 0,
    feedUrls: 0,
    /** Moved addresses answered by a permanent redirect, and by a small page, to the right page. */
    moved: { redirected: 0, pages: 0 },
    problems,
  };
  /** Each moved address's path at the base, with the path it must lead to. */
  const movedTo = new Map((o.moved ?? []).map((m) => [joinBase(base.pathname, m.from), joinBase(base.pathname, m.to)]));

  /** An address on the public URL or the base, as the URL to fetch now; null when it is elsewhere. */
  const local = (url: URL): URL | null => {
    for (const root of [base, site]) {
      if (url.origin !== root.origin) continue;
      if (!url.pathname.startsWith(root.pathname) && withSlash(url.pathname) !== root.pathname) return null;
      const rest = url.pathname.slice(Math.min(root.pathname.length, url.pathname.length));
      return new URL(`${base.pathname}${rest}${url.search}`, base);
    }
    return null;
  };

  const seen = new Set<string>();
  const queue: { url: URL; from: string }[] = [];
  const fragments: { page: string; id: string; from: string }[] = [];
  const ids = new Map<string, Set<string>>();
  const enqueue = (href: string, from: string, pageUrl: URL) => {
    if (/^(mailto:|data:|javascript:|#)/.test(href) || href === '') return;
    const url = URL.parse(href, pageUrl.href);
    if (!url) {
      problems.push(`${from}: "${href}" is not a URL`);
      return;
    }
    const sameHost = url.origin === base.origin || url.origin === site.origin;
    const target = local(url);
    if (!target) {
      if (sameHost) problems.push(`${from}: ${href} is outside the site's base path ${site.pathname}`);
      return;
    }
    if (url.hash) fragments.push({ page: target.pathname, id: decodeURIComponent(url.hash.slice(1)), from });
    target.hash = '';
    const key = target.href;
    if (seen.has(key) || seen.size >= maxUrls) return;
    seen.add(key);
    queue.push({ url: target, from });
  };

  const fetchOne = async ({ url, from }: { url: URL; from: string }) => {
    const res = await fetch(url, { redirect: 'manual' }).catch((e: Error) => e);
    if (res instanceof Error) {
      problems.push(`${url.pathname} (linked from ${from}): ${res.message}`);
      return;
    }
    const path = url.pathname;
    const mustLeadTo = movedTo.get(path);
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location !== null) {
      await res.body?.cancel();
      const to = new URL(location, url);
      if (mustLeadTo !== undefined) {
        if (res.status !== 301 && res.status !== 308)
          problems.push(`${path}: a moved address answers ${res.status}; a permanent redirect is 301 or 308`);
        else if (local(to)?.pathname !== mustLeadTo)
          problems.push(`${path}: a moved address redirects to ${location}, not to ${mustLeadTo}`);
        else report.moved.redirected++;
      }
      enqueue(to.href, path, url);
      return;
    }
    if (res.status !== 200) {
      problems.push(`${url.pathname} (linked from ${from}): HTTP ${res.status}`);
      await res.body?.cancel();
      return;
    }
    const type = res.headers.get('content-type') ?? '';
    if (type.startsWith('text/html')) {
      report.pages++;
      if (o.headers !== 'none')
        for (const p of headerProblems(rules, path, (n) => res.headers.get(n))) problems.push(`${path}: ${p}`);
      const html = await res.text();
      ids.set(path, idsOf(html));
      const canonical = canonicalOf(html);
      // A page that leads elsewhere (a release's address of a figure a later release holds) names its target.
      const target = refreshTarget(html);
      const leadsTo = target === null ? null : new URL(target, url);
      if (mustLeadTo !== undefined) {
        if (leadsTo?.pathname === mustLeadTo) report.moved.pages++;
        else
          problems.push(
            `${path}: a moved address serves ${leadsTo === null ? 'a page of its own' : `a page leading to ${leadsTo.pathname}`}, ` +
              `not a redirect or small page leading to ${mustLeadTo}`,
          );
      }
      const own = new URL(`${site.pathname}${(leadsTo?.pathname ?? path).slice(base.pathname.length)}`, site).href;
      // Another page may be canonical (a task page that duplicates home), but only one served here: a canonical off
      // the public address is a wrong SITE_URL or base.
      if (canonical !== null && canonical !== own && !/\/404(\.html)?$/.test(path)) {
        if (!canonical.startsWith(site.href))
          problems.push(`${path}: canonical URL ${canonical} is not on the site's public address ${site.href}`);
        else enqueue(canonical, path, url);
      }
      if (leadsTo) enqueue(leadsTo.href, path, url);
      for (const l of pageLinks(html)) enqueue(l.url, path, url);
      return;
    }
    report.files++;
    const isXml = /xml/.test(type) || path.endsWith('.xml');
    if (isXml && (path.endsWith('.xml') || path.endsWith('/'))) {
      const urls = listedUrls(await res.text());
      for (const u of urls) {
        if (!u.startsWith(site.href)) {
          if (!path.endsWith('feed.xml') || u.startsWith(site.origin))
            problems.push(`${path}: lists ${u}, which is not on the site's public address ${site.href}`);
          continue;
        }
        if (path.endsWith('feed.xml')) report.feedUrls++;
        else if (!u.endsWith('.xml')) report.sitemapUrls++;
        enqueue(u, path, url);
      }
      return;
    }
    if (path.endsWith('/SHA256SUMS')) {
      const dir = new URL('./', url);
      const sums = parseSums(await res.text(), path);
      for (const s of sums) {
        const file = new URL(s.name, dir);
        seen.add(file.href);
        const got = await fetch(file).catch((e: Error) => e);
        if (got instanceof Error || got.status !== 200) {
          problems.push(`${file.pathname} (in ${path}): ${got instanceof Error ? got.message : `HTTP ${got.status}`}`);
          continue;
        }
        const hash = sha256Hex(new Uint8Array(await got.arrayBuffer()));
        report.checksums++;
        if (hash !== s.hash) problems.push(`${file.pathname}: sha256 ${hash}, but ${path} says ${s.hash}`);
      }
      return;
    }
    await res.body?.cancel();
  };

  for (const seed of ['', 'sitemap-index.xml', 'releases/feed.xml', 'downloads/SHA256SUMS'])
    enqueue(new URL(seed, base).href, 'the start', base);
  // The moved addresses: no page links to them, and the sitemap lists none (they are not pages of their own).
  for (const from of movedTo.keys()) enqueue(new URL(from, base).href, 'the moved addresses', base);
  // Releases' SHA256SUMS: every release page found is followed by its checksums.
  const releasePage = (path: string) => /^releases\/[^/]+\/$/.test(path.slice(base.pathname.length));
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      if (releasePage(job.url.pathname)) enqueue(new URL('SHA256SUMS', job.url).href, job.url.pathname, base);
      await fetchOne(job).catch((e: Error) => problems.push(`${job.url.pathname}: ${e.message}`));
    }
  };
  // A worker stops on an empty queue while pages still being read may add to it: start them again until none do.
  while (queue.length) await Promise.all(Array.from({ length: concurrency }, worker));
  if (seen.size >= maxUrls) problems.push(`stopped at ${maxUrls} URLs: raise --max-urls to check the rest`);
  for (const f of fragments) {
    const known = ids.get(f.page);
    if (known && !known.has(f.id)) problems.push(`${f.from}: ${f.page}#${f.id} points at no id on that page`);
  }
  return report;
}
