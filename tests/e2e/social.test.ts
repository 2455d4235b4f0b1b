// Social cards, sitemap, robots.txt and the releases feed in the built dist/: every page's og:image is a
// 1200 x 630 PNG file of dist/, every figure the index selected in every release has its card (its figure version's), and
// its page's download link names the file in words; the sitemap lists exactly the
// HTML pages (not the small pages that only lead elsewhere), robots.txt names it, and the feed parses as XML (Chromium's DOMParser) with one item a release.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launch } from './browser.ts';
import { loadDataDir } from '../../src/lib/node/read-data.ts';
import { real as snap, REAL_DATA_DIR } from '../fixtures/real-figures.ts';
import { slugify } from '../../src/lib/core/slug.ts';
import { buildDataset } from '../../src/lib/core/dataset.ts';
import { allReleases } from '../../src/lib/node/releases-load.ts';
import { pngSize } from '../golden/png-compare.ts';
import { figureUrl } from '../../src/lib/text/site-links.ts';
import { figureHome } from '../../src/lib/figures/figure.ts';
import { FEED_PATH, SITEMAP_PATH } from '../../src/lib/releases/feed.ts';

const DIST = 'dist';
function files(dir: string, end: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name), end) : e.name.endsWith(end) ? [join(dir, e.name)] : [],
  );
}
const htmlPages = files(DIST, '.html');
/** The site's public address, as the build wrote it into the home page's canonical link. */
const site = /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(join(DIST, 'index.html'), 'utf8'))![1];
const attr = (html: string, re: RegExp) => re.exec(html)?.[1]?.replace(/&amp;/g, '&');
/** The dist/ file an absolute URL on the site is served from. */
const fileOf = (url: string) => {
  expect(url.startsWith(site), `${url} is on ${site}`).toBe(true);
  const path = decodeURIComponent(new URL(url).pathname);
  return path.endsWith('/') ? join(DIST, path, 'index.html') : join(DIST, path);
};
const isCard = (file: string) => {
  const { width, height } = pngSize(readFileSync(file));
  return width === 1200 && height === 630;
};

describe('social cards in dist/', () => {
  it('every HTML page has og:title, og:description, twitter:card and an og:image that is a 1200 x 630 PNG, but a figure without a card of its own', () => {
    expect(htmlPages.length).toBeGreaterThan(30);
    const bad: string[] = [];
    const seen = new Map<string, boolean>();
    let imageless = 0;
    for (const f of htmlPages) {
      const html = readFileSync(f, 'utf8');
      const image = attr(html, /<meta property="og:image" content="([^"]+)"/);
      const description = attr(html, /<meta property="og:description" content="([^"]+)"/);
      if (!attr(html, /<meta property="og:title" content="([^"]+)"/)) bad.push(`${f}: no og:title`);
      if (!description) bad.push(`${f}: no og:description`);
      const twitter = attr(html, /<meta name="twitter:card" content="([^"]+)"/);
      if (!image) {
        // Home's card shows another figure: a figure the index did not select is previewed by its words alone,
        // which state its figure.
        imageless++;
        const figurePage = /\/releases\/[^/]+\/rows\/[^/]+\/index\.html$/.test(f);
        if (!figurePage) bad.push(`${f}: no og:image`);
        if (existsSync(join(dirname(f), 'card.png'))) bad.push(`${f}: no og:image, though it has a card`);
        if (twitter !== 'summary') bad.push(`${f}: no image, but twitter:card ${twitter}`);
        const moved = html.includes('http-equiv="refresh"');
        if (!moved && !/ (Wh per answer|J per output token) |\(withheld: failed its check\)/.test(description ?? ''))
          bad.push(`${f}: no image, and no figure in its description (or that it is withheld)`);
        continue;
      }
      if (twitter !== 'summary_large_image') bad.push(`${f}: no twitter:card summary_large_image`);
      const file = fileOf(image);
      if (!seen.has(file)) seen.set(file, existsSync(file) && isCard(file));
      if (!seen.get(file)) bad.push(`${f}: og:image ${image} is not a 1200 x 630 PNG in dist/`);
    }
    expect(bad).toEqual([]);
    expect(imageless).toBeGreaterThan(0);
  });
  it('pages with a figure of their own point at their own card', () => {
    for (const path of ['/', '/tasks/gpqa/', '/models/qwen-qwen3-32b/', '/glossary/pue/']) {
      const html = readFileSync(join(DIST, path, 'index.html'), 'utf8');
      expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toBe(new URL(`${path}card.png`, site).href);
    }
  });
  it("every selected figure of every release has a card: its figure version's, drawn once at the version's page", () => {
    const l = loadDataDir(REAL_DATA_DIR);
    const releases = allReleases(buildDataset(l.index, l.grid, l.hardware));
    const missing: string[] = [];
    let n = 0;
    for (const rel of releases)
      for (const r of rel.dataset.selected) {
        n++;
        const address = figureUrl(rel.id, r.id);
        const home = figureHome(releases, address);
        const file = join(DIST, home, 'card.png');
        if (!existsSync(file) || !isCard(file)) missing.push(file);
        // A figure a later release holds unchanged has no second card at its earlier address.
        if (home !== address && existsSync(join(DIST, address, 'card.png')))
          missing.push(`${address}card.png (a copy)`);
      }
    expect(n).toBeGreaterThan(80);
    expect(missing).toEqual([]);
  });
  it("a figure page's download links name the files by what they show and the release, never the row's id", () => {
    const l = loadDataDir(REAL_DATA_DIR);
    const d = buildDataset(l.index, l.grid, l.hardware);
    const r = d.rows.find((x) => x.id === snap.reference.id)!;
    const html = readFileSync(join(DIST, figureUrl(d.release.id, r.id), 'index.html'), 'utf8');
    const task = d.tasks.find((t) => t.id === r.task)!.name;
    const card = attr(html, /<a href="[^"]*card\.png" download="([^"]+)"/);
    // "qwen-3-32b_2xh100_text-conversation_<release>.png", from the snapshot's reference row.
    expect(card).toBe(
      `${slugify(snap.reference.model_name)}_${snap.reference.num_gpus}x${slugify(snap.reference.gpu)}_${slugify(task)}_${d.release.id}.png`,
    );
    const chart = attr(html, /<a href="[^"]*\.png" download="([^"]+)" data-kind="chart-png"/)!;
    expect(chart).toMatch(new RegExp(`^${slugify(snap.reference.model_name)}-.*_${d.release.id}\\.png$`));
    for (const name of [card, chart]) expect(name).not.toContain(r.id);
  });
});

describe('sitemap, robots.txt and feed', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  /** Parse XML in Chromium; returns the text of every element matching `selector`, or the parser error. */
  const parseXml = async (xml: string, selector: string) => {
    const page = await browser.newPage();
    try {
      return await page.evaluate(
        ([text, sel]) => {
          const doc = new DOMParser().parseFromString(text, 'application/xml');
          const err = doc.querySelector('parsererror');
          if (err) return { error: err.textContent ?? 'parse error', values: [] as string[] };
          return { error: null, values: [...doc.querySelectorAll(sel)].map((e) => e.textContent ?? '') };
        },
        [xml, selector] as const,
      );
    } finally {
      await page.close();
    }
  };

  it('robots.txt names the sitemap by its absolute URL', () => {
    const robots = readFileSync(join(DIST, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain(`Sitemap: ${new URL(SITEMAP_PATH, site).href}\n`);
    expect(existsSync(join(DIST, SITEMAP_PATH))).toBe(true);
  });
  it('the sitemap lists every HTML page of dist/ and nothing else', async () => {
    const index = await parseXml(readFileSync(join(DIST, SITEMAP_PATH), 'utf8'), 'sitemap > loc');
    expect(index.error).toBeNull();
    const listed: string[] = [];
    for (const loc of index.values) {
      const part = await parseXml(readFileSync(fileOf(loc), 'utf8'), 'url > loc');
      expect(part.error).toBeNull();
      listed.push(...part.values);
    }
    // 404.html is served for missing pages, not a page of its own; noindex pages (the chart embeds, only
    // them) repeat what another page shows and are left out.
    const noindex = htmlPages.filter((f) => readFileSync(f, 'utf8').includes('<meta name="robots" content="noindex">'));
    expect(noindex.length).toBeGreaterThan(0);
    expect(noindex.filter((f) => !/\/releases\/[^/]+\/embed\//.test(f))).toEqual([]);
    // The small pages at the addresses that moved (a meta refresh to the page showing what they showed) are not
    // pages of their own: left out, as a host applying _redirects answers them with a 301 (lib/redirects/moved.ts).
    const leading = htmlPages.filter((f) => readFileSync(f, 'utf8').includes('<meta http-equiv="refresh"'));
    expect(leading.length).toBeGreaterThan(0);
    // The default task's page is home's twin, naming home canonical: home alone is listed.
    const pages = htmlPages.filter((f) => f.endsWith('index.html') && !noindex.includes(f) && !leading.includes(f));
    const twin = join(DIST, 'tasks', loadDataDir('data').index.tasks[0].id, 'index.html');
    expect(readFileSync(twin, 'utf8')).toContain(`<link rel="canonical" href="${site}">`);
    const expected = pages
      .filter((f) => f !== twin)
      .map((f) => new URL(`/${f.slice(DIST.length + 1).replace(/index\.html$/, '')}`, site).href);
    expect([...listed].sort()).toEqual([...expected].sort());
  });
  it('the feed parses as XML with one item per release, each linking to an existing release page', async () => {
    const xml = readFileSync(join(DIST, FEED_PATH), 'utf8');
    const links = await parseXml(xml, 'rss > channel > item > link');
    expect(links.error).toBeNull();
    const l = loadDataDir(REAL_DATA_DIR);
    const releases = allReleases(buildDataset(l.index, l.grid, l.hardware));
    expect(links.values.length).toBe(releases.length);
    expect([...links.values].sort()).toEqual(releases.map((r) => new URL(`/releases/${r.id}/`, site).href).sort());
    for (const link of links.values) expect(existsSync(fileOf(link))).toBe(true);
  });
  it('every page links the sitemap and the feed from its head', () => {
    const bad = htmlPages.filter((f) => {
      const head = readFileSync(f, 'utf8').split('</head>')[0];
      return (
        !head.includes(`<link rel="sitemap" type="application/xml" href="${SITEMAP_PATH}">`) ||
        !head.includes(
          `<link rel="alternate" type="application/rss+xml" title="Releases of the index" href="${FEED_PATH}">`,
        )
      );
    });
    expect(bad).toEqual([]);
  });
});
