// Bytes a page transfers with gzip: its HTML plus the scripts, styles and images it references.
import { readFileSync, existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;

export function pageWeight(dist: string, page: string) {
  const html = readFileSync(join(dist, page, 'index.html'));
  const text = html.toString('utf8');
  let total = gz(html);
  let js = 0;
  // Inline scripts count as JavaScript too.
  for (const m of text.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g))
    js += m[1] ? gz(Buffer.from(m[1])) : 0;
  const foreign: string[] = [];
  const seen = new Set<string>();
  let assets = 0;
  for (const [tag, src, href] of text.matchAll(
    /<(?:script|img)[^>]*\bsrc="([^"]+)"|<link[^>]*\bhref="([^"]+)"[^>]*>/g,
  )) {
    const url = src ?? href;
    if (/^https?:\/\//.test(url)) {
      if (!/rel="canonical"/.test(tag)) foreign.push(url);
      continue;
    }
    if (/rel="(canonical|alternate)"/.test(tag)) continue;
    const file = join(dist, url.split('?')[0]);
    if (!existsSync(file) || !statSync(file).isFile()) continue;
    // A module script loads the chunks it imports too: count each file once, imports included.
    for (const f of file.endsWith('.js') ? withImports(file, seen) : [file]) {
      const size = gz(readFileSync(f));
      assets++;
      total += size;
      if (f.endsWith('.js')) js += size;
    }
  }
  return { page, total_gzip_bytes: total, js_gzip_bytes: js, assets, foreign_references: foreign };
}

/** A bundled module and the relative chunks it statically imports, recursively; files already seen are skipped. */
function withImports(file: string, seen: Set<string>): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const out = [file];
  for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*["'](\.\.?\/[^"']+\.js)["']/g))
    out.push(...withImports(join(dirname(file), m[1]), seen));
  return out;
}
