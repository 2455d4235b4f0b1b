// The site's HTTP headers as a `_headers` file (the format Cloudflare Pages and Netlify read from the
// output folder), written from one list here so its paths follow the routes (site-links.ts), and read back
// by the test server (scripts/lib/static-server.ts) with the same rules a host applies:
// - a rule is a path pattern on its own line, then indented `Name: value` lines;
// - `*` in a pattern matches any characters (none too), slashes included (Cloudflare's splat);
// - every rule whose pattern matches applies, top to bottom; a header set twice is joined with ", ";
// - an indented `! Name` line detaches a header set by an earlier matching rule (Cloudflare's syntax).
// A meta CSP cannot carry frame-ancestors, so framing is governed here: no page may be framed (the
// policy and X-Frame-Options for older browsers), except the embed pages, which any site may frame.
import { EMBED_PATTERN } from '../text/site-links.ts';

export interface HeaderRule {
  pattern: string;
  /** Headers to set, in order. */
  set: [string, string][];
  /** Headers to drop that an earlier matching rule set. */
  detach: string[];
}

export const FRAME_DENY = "frame-ancestors 'none'";
export const FRAME_ANY = 'frame-ancestors *';

export const SITE_HEADER_RULES: HeaderRule[] = [
  {
    pattern: '/*',
    set: [
      ['Content-Security-Policy', FRAME_DENY],
      ['X-Frame-Options', 'DENY'],
      ['X-Content-Type-Options', 'nosniff'],
    ],
    detach: [],
  },
  {
    pattern: EMBED_PATTERN,
    set: [['Content-Security-Policy', FRAME_ANY]],
    detach: ['Content-Security-Policy', 'X-Frame-Options'],
  },
];

export function writeHeadersFile(rules: readonly HeaderRule[]): string {
  const out = [
    '# Written by the build from src/lib/headers/headers-file.ts (Cloudflare Pages / Netlify _headers format).',
  ];
  for (const r of rules) {
    out.push(r.pattern);
    for (const name of r.detach) out.push(`  ! ${name}`);
    for (const [name, value] of r.set) out.push(`  ${name}: ${value}`);
  }
  return `${out.join('\n')}\n`;
}

/** Read a _headers file; a malformed line is refused with its line number. */
export function parseHeadersFile(text: string, file = '_headers'): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const where = `${file}, line ${i + 1}`;
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      if (!line.startsWith('/') && !line.startsWith('https://'))
        throw new Error(`${where}: a rule starts with a path beginning "/" (or an https:// URL), got "${line}"`);
      rules.push({ pattern: line.trim(), set: [], detach: [] });
      return;
    }
    const rule = rules[rules.length - 1];
    if (!rule) throw new Error(`${where}: a header line comes before any path: "${line.trim()}"`);
    const body = line.trim();
    if (body.startsWith('!')) {
      const name = body.slice(1).trim();
      if (!/^[A-Za-z0-9-]+$/.test(name))
        throw new Error(`${where}: "! " must be followed by a header name, got "${body}"`);
      rule.detach.push(name);
      return;
    }
    const colon = body.indexOf(':');
    const name = colon > 0 ? body.slice(0, colon).trim() : '';
    if (!/^[A-Za-z0-9-]+$/.test(name)) throw new Error(`${where}: expected "Name: value", got "${body}"`);
    rule.set.push([name, body.slice(colon + 1).trim()]);
  });
  return rules;
}

const escapeRegExp = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** Does a rule's pattern match a request path? `*` matches any characters (an absolute URL matches on its path). */
export function patternMatches(pattern: string, path: string): boolean {
  const p = pattern.startsWith('https://')
    ? new URL(pattern.replace(/\*/g, '__splat__')).pathname.replace(/__splat__/g, '*')
    : pattern;
  const re = new RegExp(`^${p.split('*').map(escapeRegExp).join('.*')}$`);
  return re.test(path);
}

/** The headers a request path gets: every matching rule in order, repeats joined, detached ones dropped. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const out = new Map<string, { name: string; value: string }>();
  for (const r of rules) {
    if (!patternMatches(r.pattern, path)) continue;
    for (const name of r.detach) out.delete(name.toLowerCase());
    for (const [name, value] of r.set) {
      const had = out.get(name.toLowerCase());
      out.set(name.toLowerCase(), { name, value: had ? `${had.value}, ${value}` : value });
    }
  }
  return Object.fromEntries([...out.values()].map((h) => [h.name, h.value]));
}
