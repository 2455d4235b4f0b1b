// What the post-deploy check (scripts/check-deploy.ts) reads in what the host serves and expects: page links, listed
// URLs, release checksums, and the headers of the site's own _headers rules. scripts/lib/crawl-site.ts fetches.
import { headersFor, type HeaderRule } from '../headers/headers-file.ts';

/** The entities an attribute or an XML text written by the build may hold, each decoded in one pass. */
const ENTITIES: Record<string, string> = { '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const decodeEntities = (s: string) => s.replace(/&(quot|#39|lt|gt|amp);/g, (e) => ENTITIES[e]);

/**
 * Every URL a page refers to, and where (`attr`): its href, src and data-src, its og:image and canonical link (inline
 * scripts and JSON-LD skipped).
 */
export function pageLinks(html: string) {
  const body = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  const out: { url: string; attr: string }[] = [];
  for (const m of body.matchAll(/<[a-z][^>]*>/gi)) {
    const tag = m[0];
    for (const a of tag.matchAll(/\s(href|src|data-src)="([^"]*)"/g))
      out.push({ attr: a[1], url: decodeEntities(a[2]) });
    if (/\sproperty="og:image"/.test(tag)) {
      const c = /\scontent="([^"]*)"/.exec(tag);
      if (c) out.push({ attr: 'og:image', url: decodeEntities(c[1]) });
    }
  }
  // Module scripts' src (Astro's bundles) are in <script src>: the regex above dropped them with the scripts.
  for (const s of html.matchAll(/<script\b[^>]*\ssrc="([^"]*)"/gi))
    out.push({ attr: 'src', url: decodeEntities(s[1]) });
  return out;
}

/** The page's canonical URL, or null. */
export const canonicalOf = (html: string): string | null =>
  /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null;

/** Where a page that only leads elsewhere (a meta refresh) sends the reader, or null for a page of its own. */
export const refreshTarget = (html: string): string | null =>
  /<meta http-equiv="refresh" content="\d+; url=([^"]*)"/.exec(html)?.[1] ?? null;

/** The ids a page's fragments may point at. */
export const idsOf = (html: string): Set<string> => new Set([...html.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]));

/** The URLs an XML sitemap (<loc>) or RSS feed (<link>) lists. */
export const listedUrls = (xml: string): string[] =>
  [...xml.matchAll(/<(loc|link)>([^<]+)<\/\1>/g)].map((m) => decodeEntities(m[2].trim()));

/** One line per header missing or different from what the site's rules give the path (names compared without case). */
export function headerProblems(
  rules: readonly HeaderRule[],
  path: string,
  got: (name: string) => string | null,
): string[] {
  const problems: string[] = [];
  for (const [name, want] of Object.entries(headersFor(rules, path))) {
    const value = got(name);
    if (value === null) problems.push(`${name} is missing (want "${want}")`);
    else if (value !== want) problems.push(`${name} is "${value}" (want "${want}")`);
  }
  return problems;
}
