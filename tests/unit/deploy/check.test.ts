// The post-deploy check (npm run check-deploy, scripts/lib/crawl-site.ts) on a tiny site written here and served
// under /site/ by the test server: a good site passes; each fault put in (a broken link, a link leaving the base,
// a missing fragment, a wrong canonical URL, a sitemap URL off the public address, a file whose bytes differ from
// SHA256SUMS, missing framing headers) is reported once. The pure readers of src/lib/deploy/check.ts on
// hand-written inputs. The command itself: exit codes and its summary line.
import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { serveDir } from '../../../scripts/lib/static-server.ts';
import { crawlSite } from '../../../scripts/lib/crawl-site.ts';
import { canonicalOf, headerProblems, listedUrls, pageLinks, refreshTarget } from '../../../src/lib/deploy/check.ts';
import { siteHeaderRules, siteHeadersFile } from '../../../src/lib/headers/headers-file.ts';

const PUBLIC = 'https://pub.example/site/';
const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const page = (path: string, body: string) =>
  `<!doctype html><title>t</title><link rel="canonical" href="${PUBLIC}${path}">` +
  `<meta property="og:image" content="${PUBLIC}card.png"><body>${body}</body>`;

/** The good site: home, a release page with its files and SHA256SUMS, an embed page, sitemap, feed, card. */
function goodSite(): Record<string, string> {
  const csv = 'a,b\n1,2\n';
  return {
    'index.html': page('', '<a href="/site/releases/r1/">r1</a> <a href="/site/releases/r1/#files">files</a>'),
    'releases/r1/index.html': page(
      'releases/r1/',
      '<h2 id="files">Files</h2><a href="index.csv">csv</a><a href="embed/c/">embed</a><a href="https://elsewhere.example/">out</a>',
    ),
    'releases/r1/index.csv': csv,
    'releases/r1/SHA256SUMS': `${sha(csv)}  index.csv\n`,
    'releases/r1/embed/c/index.html': page('releases/r1/embed/c/', '<svg></svg>'),
    'downloads/SHA256SUMS': `${sha(csv)}  index.csv\n`,
    'downloads/index.csv': csv,
    'card.png': 'png',
    'sitemap-index.xml': `<sitemapindex><sitemap><loc>${PUBLIC}sitemap-0.xml</loc></sitemap></sitemapindex>`,
    'sitemap-0.xml': `<urlset><url><loc>${PUBLIC}</loc></url><url><loc>${PUBLIC}releases/r1/</loc></url></urlset>`,
    'releases/feed.xml': `<rss><channel><link>${PUBLIC}</link><item><link>${PUBLIC}releases/r1/</link></item></channel></rss>`,
    '404.html': '<!doctype html><title>missing</title>',
    _headers: siteHeadersFile('/site/'),
  };
}

let server: Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function crawl(
  files: Record<string, string>,
  headers: 'rules' | 'none' = 'rules',
  moved: { from: string; to: string }[] = [],
) {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-site-'));
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  const s = await serveDir(dir, 0, '/site/');
  server = s.server;
  return { base: `${s.url}/site/`, report: await crawlSite({ base: `${s.url}/site/`, site: PUBLIC, headers, moved }) };
}

describe('crawlSite', () => {
  it('finds nothing wrong on the good site, having visited all of it', async () => {
    const { report } = await crawl(goodSite());
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ pages: 3, checksums: 2, sitemapUrls: 2, feedUrls: 2 });
  });
  it('takes a canonical URL naming another page it serves (a task page that duplicates home names home)', async () => {
    const { report } = await crawl({ ...goodSite(), 'releases/r1/embed/c/index.html': page('', '<svg></svg>') });
    expect(report.problems).toEqual([]);
  });
  it.each([
    [
      'a broken link',
      { 'index.html': page('', '<a href="/site/nope/">x</a><a href="/site/releases/r1/">r1</a>') },
      '/site/nope/ (linked from /site/): HTTP 404',
    ],
    [
      'a link that leaves the base path',
      { 'index.html': page('', '<a href="/releases/r1/">x</a><a href="/site/releases/r1/">r1</a>') },
      "/site/: /releases/r1/ is outside the site's base path /site/",
    ],
    [
      'a fragment with no id',
      { 'index.html': page('', '<a href="/site/releases/r1/#nope">x</a>') },
      '/site/: /site/releases/r1/#nope points at no id on that page',
    ],
    [
      'a canonical URL naming a page the site does not serve',
      { 'releases/r1/embed/c/index.html': page('embed/c/', '') },
      `/site/embed/c/ (linked from /site/releases/r1/embed/c/): HTTP 404`,
    ],
    [
      'a canonical URL off the public address',
      {
        'releases/r1/embed/c/index.html':
          '<!doctype html><title>t</title><link rel="canonical" href="https://pub.example/releases/r1/embed/c/">',
      },
      `/site/releases/r1/embed/c/: canonical URL https://pub.example/releases/r1/embed/c/ is not on the site's public address ${PUBLIC}`,
    ],
    [
      'a sitemap URL off the public address',
      { 'sitemap-0.xml': `<urlset><url><loc>https://pub.example/releases/r1/</loc></url></urlset>` },
      `/site/sitemap-0.xml: lists https://pub.example/releases/r1/, which is not on the site's public address ${PUBLIC}`,
    ],
    [
      'a release file changed after its checksum',
      { 'releases/r1/index.csv': 'a,b\n1,3\n' },
      `/site/releases/r1/index.csv: sha256 ${sha('a,b\n1,3\n')}, but /site/releases/r1/SHA256SUMS says ${sha('a,b\n1,2\n')}`,
    ],
    [
      'no _headers applied',
      { _headers: '' },
      `/site/: Content-Security-Policy is missing (want "frame-ancestors 'none'")`,
    ],
  ])('reports %s', async (_what, change, problem) => {
    const { report } = await crawl({ ...goodSite(), ...change });
    expect(report.problems).toContain(problem);
  });
  describe('an address that moved (/releases/r0/rows/x/, now shown at /releases/r1/)', () => {
    const MOVED = [{ from: '/releases/r0/rows/x/', to: '/releases/r1/' }];
    const smallPage = (to: string) =>
      `<!doctype html><title>t</title><meta http-equiv="refresh" content="0; url=${to}">` +
      `<link rel="canonical" href="${PUBLIC}${to.slice('/site/'.length)}"><p>moved</p>`;
    const withRedirect = (status: number, to = '/site/releases/r1/') => ({
      ...goodSite(),
      _redirects: `/site/releases/r0/rows/x/ ${to} ${status}\n`,
    });
    it('passes as a small page leading to its page (the default build), visited though nothing links it', async () => {
      const site = { ...goodSite(), 'releases/r0/rows/x/index.html': smallPage('/site/releases/r1/') };
      const { report } = await crawl(site, 'rules', MOVED);
      expect(report.problems).toEqual([]);
      expect(report.moved).toEqual({ redirected: 0, pages: 1 });
    });
    it.each([301, 308])(
      'passes as a %i to its page (a REDIRECTS=file build on a host applying _redirects)',
      async (s) => {
        const { report } = await crawl(withRedirect(s), 'rules', MOVED);
        expect(report.problems).toEqual([]);
        expect(report.moved).toEqual({ redirected: 1, pages: 0 });
      },
    );
    it.each([
      [
        'a redirect that is not permanent',
        withRedirect(302),
        '/site/releases/r0/rows/x/: a moved address answers 302; a permanent redirect is 301 or 308',
      ],
      [
        'a redirect to another page',
        withRedirect(301, '/site/'),
        '/site/releases/r0/rows/x/: a moved address redirects to /site/, not to /site/releases/r1/',
      ],
      [
        'a small page leading to another page',
        { ...goodSite(), 'releases/r0/rows/x/index.html': smallPage('/site/') },
        '/site/releases/r0/rows/x/: a moved address serves a page leading to /site/, not a redirect or small page leading to /site/releases/r1/',
      ],
      [
        'a page of its own',
        { ...goodSite(), 'releases/r0/rows/x/index.html': page('releases/r0/rows/x/', 'x') },
        '/site/releases/r0/rows/x/: a moved address serves a page of its own, not a redirect or small page leading to /site/releases/r1/',
      ],
      ['nothing', goodSite(), '/site/releases/r0/rows/x/ (linked from the moved addresses): HTTP 404'],
    ])('reports %s', async (_what, site, problem) => {
      const { report } = await crawl(site, 'rules', MOVED);
      expect(report.problems).toEqual([problem]);
    });
  });
  it('with --headers none (GitHub Pages), headers are not checked', async () => {
    const { report } = await crawl({ ...goodSite(), _headers: '' }, 'none');
    expect(report.problems).toEqual([]);
  });
});

describe('npm run check-deploy', () => {
  const run = (args: string[]) =>
    spawnSync(process.execPath, ['scripts/check-deploy.ts', ...args], { encoding: 'utf8' });
  it('exits 2 on bad usage, saying how to call it', () => {
    const r = run(['not-a-url']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(
      'check-deploy: "not-a-url" is not an http(s) URL. usage: npm run check-deploy -- <base-url>',
    );
    expect(run(['http://127.0.0.1:1/', '--headers', 'some']).status).toBe(2);
  });
  it('exits 1 with the problems, on a base URL where nothing answers', () => {
    const r = run(['http://127.0.0.1:9/site/']);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/problem: \/site\/ \(linked from the start\): fetch failed/);
  });
});

describe('the readers (src/lib/deploy/check.ts)', () => {
  it('pageLinks: every href and src, the card, entities decoded; inline scripts skipped, module scripts kept', () => {
    const html =
      '<link rel="canonical" href="https://x.example/a/"><meta property="og:image" content="https://x.example/a/card.png">' +
      '<a href="/q?a=1&amp;b=2">q</a><img src="/i.png" alt=""><select data-src="/r.json"></select>' +
      '<script>const s = "<a href=\\"/no\\">";</script>' +
      '<script type="module" src="/_astro/m.js"></script>';
    expect(pageLinks(html)).toEqual([
      { attr: 'href', url: 'https://x.example/a/' },
      { attr: 'og:image', url: 'https://x.example/a/card.png' },
      { attr: 'href', url: '/q?a=1&b=2' },
      { attr: 'src', url: '/i.png' },
      { attr: 'data-src', url: '/r.json' },
      { attr: 'src', url: '/_astro/m.js' },
    ]);
    expect(canonicalOf(html)).toBe('https://x.example/a/');
    expect(canonicalOf('<p>')).toBeNull();
  });
  it('refreshTarget reads where a page that only leads elsewhere sends the reader', () => {
    expect(refreshTarget('<meta http-equiv="refresh" content="0; url=/releases/b/rows/x/">')).toBe(
      '/releases/b/rows/x/',
    );
    expect(refreshTarget('<meta name="description" content="0; url=/x/">')).toBeNull();
  });
  it('listedUrls reads <loc> and <link>', () => {
    expect(listedUrls('<loc> https://a/ </loc><link>https://b/?x=1&amp;y=2</link>')).toEqual([
      'https://a/',
      'https://b/?x=1&y=2',
    ]);
  });
  it('headerProblems compares without case in names, exactly in values', () => {
    const rules = siteHeaderRules('/');
    const sent: Record<string, string> = {
      'content-security-policy': "frame-ancestors 'none'",
      'x-frame-options': 'deny',
    };
    expect(headerProblems(rules, '/tasks/', (n) => sent[n.toLowerCase()] ?? null)).toEqual([
      'X-Frame-Options is "deny" (want "DENY")',
      'X-Content-Type-Options is missing (want "nosniff")',
    ]);
  });
});
