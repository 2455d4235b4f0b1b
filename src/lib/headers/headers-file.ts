// The site's HTTP headers as a `_headers` file (the format Cloudflare Pages and Netlify read from the
// output folder), written from one list here so its paths follow the routes (site-links.ts), and read back
// by the test server (scripts/lib/static-server.ts) with the same rules a host applies:
// - a rule is a path pattern on its own line, then indented `Name: value` lines;
// - `*` in a pattern matches any characters (none too), slashes included (Cloudflare's splat), and a pattern may
//   have one `*` only: Cloudflare Pages skips a rule with two (with a warning at deploy, so the page would go
//   out without its headers), so this parser refuses it;
// - `:name` matches one path segment (one or more characters other than "/"), Cloudflare's placeholder;
// - at most 100 rules, and no line over 2,000 characters (the host ignores the rest: HEADERS_FILE_LIMITS);
// - every rule whose pattern matches applies, top to bottom; a header set twice is joined with ", ";
// - an indented `! Name` line detaches a header set by an earlier matching rule (Cloudflare's syntax).
// A meta CSP cannot carry frame-ancestors, so framing is governed here: no page may be framed (the
// policy and X-Frame-Options for older browsers), except the embed pages, which any site may frame. Files named
// by their content's hash are cached for a year.
import { BASE, EMBED_ROUTE_PATTERN } from '../text/site-links.ts';
import { joinBase } from '../text/site-address.ts';
import { HEADERS_FILE_LIMITS } from '../hosts/limits.ts';

export interface HeaderRule {
  pattern: string;
  /** Headers to set, in order. */
  set: [string, string][];
  /** Headers to drop that an earlier matching rule set. */
  detach: string[];
}

export const FRAME_DENY = "frame-ancestors 'none'";
export const FRAME_ANY = 'frame-ancestors *';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Where Astro writes its hashed assets (its default build.assets). */
export const ASSETS_DIR = '_astro';

/** The site's rules for a build under `base` (the paths carry it: the host matches the whole request path). */
export const siteHeaderRules = (base: string): HeaderRule[] => [
  {
    pattern: joinBase(base, '/*'),
    set: [
      ['Content-Security-Policy', FRAME_DENY],
      ['X-Frame-Options', 'DENY'],
      ['X-Content-Type-Options', 'nosniff'],
    ],
    detach: [],
  },
  {
    pattern: joinBase(base, EMBED_ROUTE_PATTERN),
    set: [['Content-Security-Policy', FRAME_ANY]],
    detach: ['Content-Security-Policy', 'X-Frame-Options'],
  },
  // Astro's assets and the figure pages' shared stylesheet are named by their content's hash: a changed file
  // gets a new name, so a browser may keep each one for a year without asking again.
  {
    pattern: joinBase(base, `/${ASSETS_DIR}/*`),
    set: [['Cache-Control', IMMUTABLE]],
    detach: [],
  },
];

/** The rules of this build (BASE_PATH). */
export const SITE_HEADER_RULES: HeaderRule[] = siteHeaderRules(BASE);

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
  const { maxRules, maxLineLength } = HEADERS_FILE_LIMITS;
  text.split(/\r?\n/).forEach((line, i) => {
    const where = `${file}, line ${i + 1}`;
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (line.trim().length > maxLineLength)
      throw new Error(
        `${where}: the line has ${line.trim().length} characters; the host ignores lines over ${maxLineLength}`,
      );
    if (!/^\s/.test(line)) {
      if (!line.startsWith('/') && !line.startsWith('https://'))
        throw new Error(`${where}: a rule starts with a path beginning "/" (or an https:// URL), got "${line}"`);
      if ((line.match(/\*/g) ?? []).length > 1)
        throw new Error(
          `${where}: "${line.trim()}" has more than one "*"; the host skips such a rule (use a :name placeholder for a segment)`,
        );
      const names = (line.match(/:[A-Za-z]\w*/g) ?? []).map((n) => n.slice(1));
      if (line.includes('*')) names.push('splat');
      const twice = names.find((n, k) => names.indexOf(n) !== k);
      if (twice)
        throw new Error(`${where}: "${line.trim()}" captures :${twice} twice; the host allows each placeholder once`);
      if (rules.length === maxRules)
        throw new Error(`${where}: more than ${maxRules} rules; the host ignores the rules after the ${maxRules}th`);
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

/**
 * What a rule's pattern captures from a request path, or null when it does not match: `*` matches any
 * characters (captured as `splat`), `:name` one path segment (captured as `name`). An absolute URL matches on
 * its path (this server has one host).
 */
export function patternCaptures(pattern: string, path: string): Record<string, string> | null {
  const p = pattern.startsWith('https://')
    ? new URL(pattern.replace(/\*/g, '__splat__')).pathname.replace(/__splat__/g, '*')
    : pattern;
  const segment = (s: string) =>
    s
      .split(/(:[A-Za-z]\w*)/)
      .map((part, i) => (i % 2 ? `(?<${part.slice(1)}>[^/]+)` : escapeRegExp(part)))
      .join('');
  const m = new RegExp(`^${p.split('*').map(segment).join('(?<splat>.*)')}$`).exec(path);
  return m ? { ...m.groups } : null;
}

/** Does a rule's pattern match a request path? */
export const patternMatches = (pattern: string, path: string): boolean => patternCaptures(pattern, path) !== null;

/** A header value with the rule's placeholders (`:name`, `:splat`) replaced by what they captured. */
const fillPlaceholders = (value: string, captured: Record<string, string>) =>
  value.replace(/:([A-Za-z]\w*)/g, (all, name: string) => captured[name] ?? all);

/**
 * The headers a request path gets: every matching rule in order, repeats joined, detached ones dropped, the
 * placeholders of a value filled in.
 */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const out = new Map<string, { name: string; value: string }>();
  for (const r of rules) {
    const captured = patternCaptures(r.pattern, path);
    if (!captured) continue;
    for (const name of r.detach) out.delete(name.toLowerCase());
    for (const [name, raw] of r.set) {
      const value = fillPlaceholders(raw, captured);
      const had = out.get(name.toLowerCase());
      out.set(name.toLowerCase(), { name, value: had ? `${had.value}, ${value}` : value });
    }
  }
  return Object.fromEntries([...out.values()].map((h) => [h.name, h.value]));
}
