// The _headers file: written from the site's rules, read back, and matched as Cloudflare Pages does
// (every matching rule in order, a repeated header joined with ", ", "! Name" detaching an earlier one, one
// `*` a rule, `:name` one segment), checked on the examples of Cloudflare's documentation
// (https://developers.cloudflare.com/pages/configuration/headers/). tests/e2e/host-headers.test.ts runs the
// host's own implementation (wrangler) on the same examples and on the built site.
import { describe, expect, it } from 'vitest';
import {
  FRAME_ANY,
  IMMUTABLE,
  FRAME_DENY,
  headersFor,
  parseHeadersFile,
  patternCaptures,
  siteHeaderRules,
} from '../../../src/lib/headers/headers-file.ts';
import { CLOUDFLARE_DOC_EXAMPLES } from '../../fixtures/headers/cloudflare-examples.ts';

describe('patterns', () => {
  it.each([
    ['/*', '/', true],
    ['/*', '/tasks/gpqa/', true],
    ['/releases/:release/embed/*', '/releases/2026-12-01/embed/task-gpqa-latency/', true],
    // Zero characters too, as Cloudflare's splat (the address has no page; it would 404).
    ['/releases/:release/embed/*', '/releases/2026-12-01/embed/', true],
    ['/releases/:release/embed/*', '/releases/2026-12-01/rows/x/', false],
    ['/releases/:release/embed/*', '/tasks/releases/a/embed/b', false],
    // A placeholder is one segment: never empty, never across a "/".
    ['/releases/:release/embed/*', '/releases//embed/x/', false],
    ['/releases/:release/embed/*', '/releases/a/b/embed/x/', false],
    ['/movies/:title', '/movies/casablanca', true],
    ['/movies/:title', '/movies/casablanca/extra', false],
    ['/energy-index/*', '/energy-index/', true],
    ['/energy-index/*', '/tasks/gpqa/', false],
    ['/secure/page', '/secure/page', true],
    ['/secure/page', '/secure/page/x', false],
    ['/a.b', '/axb', false],
    ['https://site.example/static/*', '/static/x.css', true],
  ])('%s against %s: %s', (pattern, path, hit) => {
    expect(patternCaptures(pattern, path) !== null).toBe(hit);
  });
});

describe("the site's rules", () => {
  const rules = siteHeaderRules('/');
  it('forbid framing on every page, with X-Frame-Options for older browsers', () => {
    for (const path of ['/', '/tasks/gpqa/', '/releases/2026-12-01/rows/x/', '/releases/2026-12-01/charts/a.svg'])
      expect(headersFor(rules, path), path).toEqual({
        'Content-Security-Policy': FRAME_DENY,
        'X-Frame-Options': 'DENY',
        'X-Content-Type-Options': 'nosniff',
      });
  });
  it('let any site frame an embed page: the strict policy is detached, not joined to the open one', () => {
    expect(headersFor(rules, '/releases/2026-12-01/embed/task-gpqa-latency/')).toEqual({
      'Content-Security-Policy': FRAME_ANY,
      'X-Content-Type-Options': 'nosniff',
    });
  });
});

describe('combining rules', () => {
  const text = [
    '# comment',
    '/*',
    '  X-Robots-Tag: noindex',
    '  Cache-Control: no-cache',
    '',
    '/static/*',
    '  X-Robots-Tag: nosnippet',
    '/static/raw/*',
    '  ! Cache-Control',
  ].join('\n');
  const rules = parseHeadersFile(text);
  it('joins a header set by two matching rules with ", ", in file order', () => {
    expect(headersFor(rules, '/static/a.css')['X-Robots-Tag']).toBe('noindex, nosnippet');
    expect(headersFor(rules, '/home')['X-Robots-Tag']).toBe('noindex');
  });
  it('detaches a header for the paths of the detaching rule only', () => {
    expect(headersFor(rules, '/static/raw/a.txt')).toEqual({ 'X-Robots-Tag': 'noindex, nosnippet' });
    expect(headersFor(rules, '/static/a.css')['Cache-Control']).toBe('no-cache');
  });
});

describe('the rules of a build under a base path', () => {
  const rules = siteHeaderRules('/energy-index/');
  it('carry the base, so the host matches the paths it serves', () => {
    expect(rules.map((r) => r.pattern)).toEqual([
      '/energy-index/*',
      '/energy-index/releases/:release/embed/*',
      '/energy-index/_astro/*',
    ]);
    // Hashed assets are cached for a year; a page is not (its address keeps its name as it changes).
    expect(headersFor(rules, '/energy-index/_astro/figure-page.0123456789ab.css')['Cache-Control']).toBe(IMMUTABLE);
    expect(headersFor(rules, '/energy-index/tasks/gpqa/')['Cache-Control']).toBeUndefined();
    expect(headersFor(rules, '/energy-index/releases/r1/embed/c/')['Content-Security-Policy']).toBe(FRAME_ANY);
    expect(headersFor(rules, '/energy-index/tasks/gpqa/')['X-Frame-Options']).toBe('DENY');
    expect(headersFor(rules, '/releases/r1/embed/c/')).toEqual({});
  });
});

describe("Cloudflare's documented examples", () => {
  it.each(CLOUDFLARE_DOC_EXAMPLES.flatMap((e) => e.expect.map((x) => [e.name, x.path, x.headers, e.file] as const)))(
    '%s: %s',
    (_name, path, headers, file) => {
      const got = headersFor(parseHeadersFile(file), path);
      const lower = Object.fromEntries(Object.entries(got).map(([k, v]) => [k.toLowerCase(), v]));
      expect(lower).toEqual(headers);
    },
  );
});

describe('malformed files', () => {
  it.each([
    ['  X-A: b', '_headers, line 1: a header line comes before any path: "X-A: b"'],
    [
      'tasks/*\n  X-A: b',
      '_headers, line 1: a rule starts with a path beginning "/" (or an https:// URL), got "tasks/*"',
    ],
    ['/*\n  no colon here', '_headers, line 2: expected "Name: value", got "no colon here"'],
    ['/*\n  ! ', '_headers, line 2: "! " must be followed by a header name, got "!"'],
    // The host skips such a rule with a warning at deploy, so its pages would go out without the headers.
    [
      '/*\n  X-A: b\n/releases/*/embed/*\n  X-B: c',
      '_headers, line 3: "/releases/*/embed/*" has more than one "*"; the host skips such a rule',
    ],
    [
      `/*\n  X-A: ${'b'.repeat(2000)}`,
      '_headers, line 2: the line has 2005 characters; the host ignores lines over 2000',
    ],
    [
      Array.from({ length: 101 }, (_, i) => `/p${i}\n  X-A: b`).join('\n'),
      '_headers, line 201: more than 100 rules; the host ignores the rules after the 100th',
    ],
  ])('%j is refused', (text, message) => {
    expect(() => parseHeadersFile(text)).toThrow(message);
  });
});
