// A page's inline stylesheet moved to a file many pages share. Figure pages (one per figure version, over a
// thousand a release) all carry the same stylesheet: inlined, each page repeats it; linked, a reader going from
// figure to figure loads it once, and each page is that much smaller on the host. The pages readers open first
// (home, task pages) keep theirs inline: no stylesheet request before their first paint.
import { sha256 } from '@noble/hashes/sha2.js';
import { sha256Hex } from '../checksums/hash.ts';

const STYLE = /<style>([\s\S]*?)<\/style>/g;
const encoder = new TextEncoder();

/** The CSP source that allowed an inline stylesheet: 'sha256-<base64 of its SHA-256>'. */
export const styleHashSource = (css: string) => `'sha256-${btoa(String.fromCharCode(...sha256(encoder.encode(css))))}'`;

/** The shared file's name: its content's hash, so a changed stylesheet gets a new name and no stale cache. */
export const sharedStylesheetName = (prefix: string, css: string) =>
  `${prefix}.${sha256Hex(encoder.encode(css)).slice(0, 12)}.css`;

/** A page's one inline stylesheet, or null when it has none; a page with several is refused (its order matters). */
export function inlineStylesheet(html: string, page: string): string | null {
  const found = [...html.matchAll(STYLE)];
  if (found.length > 1)
    throw new Error(`${page}: ${found.length} inline stylesheets; a page that shares its stylesheet must have one`);
  return found[0]?.[1] ?? null;
}

/**
 * The page with its inline stylesheet replaced by a link to `href`, and the stylesheet's hash taken out of the
 * page's CSP (the policy still allows 'self', which the link needs).
 */
export function linkStylesheet(html: string, css: string, href: string): string {
  const hash = styleHashSource(css);
  return html.replace(`<style>${css}</style>`, () => `<link rel="stylesheet" href="${href}">`).replace(` ${hash}`, '');
}
