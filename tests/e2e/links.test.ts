// Checks over the built dist/: every internal link, fragment and asset resolves; every page has a
// title, a description and a canonical URL.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const DIST = 'dist';
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
  );
}
const pages = htmlFiles(DIST);
const ids = new Map<string, Set<string>>();
const idsOf = (file: string) => {
  if (!ids.has(file))
    ids.set(file, new Set([...readFileSync(file, 'utf8').matchAll(/\bid="([^"]+)"/g)].map((m) => m[1])));
  return ids.get(file)!;
};
/** The file a site path is served from, or null. */
function target(path: string): string | null {
  const clean = decodeURIComponent(path.split('?')[0]);
  const candidates = [join(DIST, clean), join(DIST, clean, 'index.html')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

describe('dist/ links and metadata', () => {
  it('has pages to check', () => expect(pages.length).toBeGreaterThan(30));
  it('every internal link, fragment and asset resolves', () => {
    const broken: string[] = [];
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      const page = `/${file.slice(DIST.length + 1).replace(/index\.html$/, '')}`;
      for (const m of html.matchAll(/\b(?:href|src)="([^"]+)"/g)) {
        const url = m[1].replace(/&amp;/g, '&');
        if (/^(https?:|mailto:|data:)/.test(url)) continue;
        const [path, fragment] = url.split('#');
        const resolved = path === '' ? file : target(new URL(path, `http://x${page}`).pathname);
        if (!resolved) broken.push(`${page}: ${url}`);
        else if (fragment && resolved.endsWith('.html') && !idsOf(resolved).has(decodeURIComponent(fragment)))
          broken.push(`${page}: ${url} (no id "${fragment}")`);
      }
    }
    expect(broken).toEqual([]);
  });
  it('every table row of a configuration links to its existing figure page, in its own release', () => {
    // A configuration row carries its id: data-id (index tables) or an id="row-..." anchor (configuration tables).
    const figurePage = /^\/releases\/([^/]+)\/rows\/([^/]+)\/$/;
    const problems: string[] = [];
    let rows = 0;
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      for (const m of html.matchAll(/<tr\b([^>]*)>([\s\S]*?)<\/tr>/g)) {
        const attrs = m[1];
        const rowId = /\bdata-id="([^"]+)"/.exec(attrs)?.[1];
        const anchor = /\bid="row-([^"]+)"/.exec(attrs)?.[1];
        // Row ids are task.model.gpuxN.tpNepNdpN.bN (README): other tables' data-id (a release id) are not rows.
        if (!(rowId ?? anchor ?? '').replace(/_/g, '.').match(/^[a-z0-9-]+\.[a-z0-9-]+\.[a-z0-9-]+x\d+\./)) continue;
        rows++;
        const links = [...m[2].matchAll(/href="([^"]+)"/g)].map((h) => h[1]).filter((h) => figurePage.test(h));
        const id = rowId ?? anchor!.replace(/_/g, '.');
        const ok = links.some((h) => {
          const [, , row] = figurePage.exec(h)!;
          return row === id && target(h) !== null;
        });
        if (!ok) problems.push(`${file}: row ${id} links to ${links.join(', ') || 'no figure page'}`);
      }
    }
    expect(rows).toBeGreaterThan(800);
    expect(problems.slice(0, 10)).toEqual([]);
  });
  it('every page has a title, a description and a canonical URL', () => {
    const missing = pages.filter((f) => {
      const html = readFileSync(f, 'utf8');
      return (
        !/<title>[^<]+<\/title>/.test(html) ||
        !/<meta name="description" content="[^"]+"/.test(html) ||
        !/<link rel="canonical" href="https?:\/\/[^"]+"/.test(html)
      );
    });
    expect(missing).toEqual([]);
  });
  it('every page carries a CSP that allows no other origin, no eval and no unhashed inline script', () => {
    const bad = pages.filter((f) => {
      const csp = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(readFileSync(f, 'utf8'))?.[1];
      return (
        !csp ||
        !csp.includes("default-src 'self'") ||
        !/script-src 'self'/.test(csp) ||
        // 'wasm-unsafe-eval' (the site search's WebAssembly, docs/search.md) allows no JavaScript eval.
        /'unsafe-(inline|eval)'|https?:|\*/.test(csp)
      );
    });
    expect(bad).toEqual([]);
  });
  // Figure pages link figure-page.css (src/layouts/FigureLayout.astro, a `?url` import); the build writes it once,
  // named by its content's hash, and every other page keeps the site's stylesheet inline.
  it('figure pages link one shared stylesheet and inline none; every other page keeps its styles inline', () => {
    const figurePage = /releases\/[^/]+\/rows\/[^/]+\/index\.html$/;
    const linked = new Set<string>();
    const wrong: string[] = [];
    for (const f of pages) {
      const html = readFileSync(f, 'utf8');
      const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
      const inline = html.includes('<style>');
      const moved = html.includes('http-equiv="refresh"');
      if (figurePage.test(f) && !moved) {
        if (inline || links.length !== 1) wrong.push(`${f}: ${links.length} linked, inline ${inline}`);
        links.forEach((l) => linked.add(l));
      } else if (links.length > 0) wrong.push(`${f}: links ${links.join(', ')}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect([...linked]).toHaveLength(1);
    const [href] = linked;
    expect(href).toMatch(/^\/_astro\/figure-page\.[\w-]{8}\.css$/);
    expect(target(href)).not.toBeNull();
  });
});
