// The site's HTTP headers as a `_headers` file (Cloudflare Pages, Netlify), written as the host reads it and parsed
// with the host's rules and limits (docs/deploy.md). Framing: no page but the embed pages; hashed files cached a year.
import { BASE, EMBED_ROUTE_PATTERN } from '../text/site-links.ts';
import { joinBase } from '../text/site-address.ts';
import { HEADERS_FILE_LIMITS } from '../hosts/limits.ts';

export interface HeaderRule {
  pattern: string;
  set: [string, string][];
  /** Headers to drop that an earlier matching rule set. */
  detach: string[];
}

export const FRAME_DENY = "frame-ancestors 'none'";
export const FRAME_ANY = 'frame-ancestors *';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Where Astro writes its hashed assets (its default build.assets). */
export const ASSETS_DIR = '_astro';

/**
 * The site's `_headers` file for a build under `base` (the paths carry it: the host matches the whole request path).
 * Hashed file names change with their content, so a browser may keep each for a year without asking again.
 */
export const siteHeadersFile = (base: string) =>
  [
    '# Written by the build from src/lib/headers/headers-file.ts (Cloudflare Pages / Netlify _headers format).',
    joinBase(base, '/*'),
    `  Content-Security-Policy: ${FRAME_DENY}`,
    '  X-Frame-Options: DENY',
    '  X-Content-Type-Options: nosniff',
    joinBase(base, EMBED_ROUTE_PATTERN),
    '  ! Content-Security-Policy',
    '  ! X-Frame-Options',
    `  Content-Security-Policy: ${FRAME_ANY}`,
    joinBase(base, `/${ASSETS_DIR}/*`),
    `  Cache-Control: ${IMMUTABLE}`,
    '',
  ].join('\n');

/** The site's rules under `base`, as the host reads them from its file. */
export const siteHeaderRules = (base: string) => parseHeadersFile(siteHeadersFile(base));

/** The file of this build (BASE_PATH). */
export const SITE_HEADERS_FILE = siteHeadersFile(BASE);

/** Read a _headers file; a malformed line is refused with its line number. */
export function parseHeadersFile(text: string, file = '_headers'): HeaderRule[] {
  const rules: HeaderRule[] = [];
  const { maxRules, maxLineLength } = HEADERS_FILE_LIMITS;
  text.split(/\r?\n/).forEach((line, i) => {
    const where = `${file}, line ${i + 1}`;
    const body = line.trim();
    if (body === '' || body.startsWith('#')) return;
    if (body.length > maxLineLength)
      throw new Error(`${where}: the line has ${body.length} characters; the host ignores lines over ${maxLineLength}`);
    if (!/^\s/.test(line)) {
      if (!line.startsWith('/') && !line.startsWith('https://'))
        throw new Error(`${where}: a rule starts with a path beginning "/" (or an https:// URL), got "${line}"`);
      if ((line.match(/\*/g) ?? []).length > 1)
        throw new Error(
          `${where}: "${body}" has more than one "*"; the host skips such a rule (use a :name placeholder for a segment)`,
        );
      const names = (line.match(/:[A-Za-z]\w*/g) ?? []).map((n) => n.slice(1));
      if (line.includes('*')) names.push('splat');
      const twice = names.find((n, k) => names.indexOf(n) !== k);
      if (twice) throw new Error(`${where}: "${body}" captures :${twice} twice; the host allows each placeholder once`);
      if (rules.length === maxRules)
        throw new Error(`${where}: more than ${maxRules} rules; the host ignores the rules after the ${maxRules}th`);
      rules.push({ pattern: body, set: [], detach: [] });
      return;
    }
    const rule = rules[rules.length - 1];
    if (!rule) throw new Error(`${where}: a header line comes before any path: "${body}"`);
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
 * What a pattern captures from a path, or null when it does not match: `*` any characters (`splat`), `:name` one
 * segment. An absolute URL matches on its path.
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

/** A header value or redirect target with the rule's placeholders (`:name`, `:splat`) replaced by what they captured. */
export const fillPlaceholders = (value: string, captured: Record<string, string>) =>
  value.replace(/:([A-Za-z]\w*)/g, (all, name: string) => captured[name] ?? all);

/** Every matching rule in order: repeats joined, detached ones dropped, placeholders filled in. */
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
