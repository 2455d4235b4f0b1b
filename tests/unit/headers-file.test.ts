// The _headers file: written from the site's rules, read back, and matched as Cloudflare Pages does
// (every matching rule in order, a repeated header joined with ", ", "! Name" detaching an earlier one).
import { describe, expect, it } from 'vitest';
import {
  FRAME_ANY,
  FRAME_DENY,
  headersFor,
  parseHeadersFile,
  patternMatches,
  SITE_HEADER_RULES,
  writeHeadersFile,
} from '../../src/lib/headers/headers-file.ts';

describe('patterns', () => {
  it.each([
    ['/*', '/', true],
    ['/*', '/tasks/gpqa/', true],
    ['/releases/*/embed/*', '/releases/2026-12-01/embed/task-gpqa-latency/', true],
    // Zero characters too, as Cloudflare's splat (the address has no page; it would 404).
    ['/releases/*/embed/*', '/releases/2026-12-01/embed/', true],
    ['/releases/*/embed/*', '/releases/2026-12-01/rows/x/', false],
    ['/releases/*/embed/*', '/tasks/releases/a/embed/b', false],
    ['/secure/page', '/secure/page', true],
    ['/secure/page', '/secure/page/x', false],
    ['/a.b', '/axb', false],
    ['https://site.example/static/*', '/static/x.css', true],
  ])('%s against %s: %s', (pattern, path, hit) => {
    expect(patternMatches(pattern, path)).toBe(hit);
  });
});

describe("the site's rules", () => {
  const rules = parseHeadersFile(writeHeadersFile(SITE_HEADER_RULES));
  it('read back as written', () => {
    expect(rules).toEqual(SITE_HEADER_RULES);
  });
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

describe('malformed files', () => {
  it.each([
    ['  X-A: b', '_headers, line 1: a header line comes before any path: "X-A: b"'],
    [
      'tasks/*\n  X-A: b',
      '_headers, line 1: a rule starts with a path beginning "/" (or an https:// URL), got "tasks/*"',
    ],
    ['/*\n  no colon here', '_headers, line 2: expected "Name: value", got "no colon here"'],
    ['/*\n  ! ', '_headers, line 2: "! " must be followed by a header name, got "!"'],
  ])('%j is refused', (text, message) => {
    expect(() => parseHeadersFile(text)).toThrow(message);
  });
});
