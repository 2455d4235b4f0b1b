// What a build puts on a static host (files, bytes, largest), against src/lib/hosts/limits.ts. _headers and
// _redirects count: the host reads them as files.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { HOST_LIMITS, limitsBroken, type BuildFootprint } from '../../src/lib/hosts/limits.ts';
import { SEARCH_INDEX_DIR } from '../../src/lib/text/site-links.ts';

export const MiB = 1024 * 1024;

export function buildFootprint(dir: string): BuildFootprint {
  const out: BuildFootprint = { files: 0, bytes: 0, largest: { path: '', bytes: -1 } };
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    const p = join(e.parentPath, e.name);
    const size = statSync(p).size;
    out.files++;
    out.bytes += size;
    if (size > out.largest.bytes) out.largest = { path: relative(dir, p), bytes: size };
  }
  return out;
}

/** The search index's files and bytes (/pagefind/, also in the footprint): it grows with the releases. */
export function searchIndexSize(dir: string): { files: number; bytes: number } {
  const index = join(dir, SEARCH_INDEX_DIR);
  if (!existsSync(index)) return { files: 0, bytes: 0 };
  const { files, bytes } = buildFootprint(index);
  return { files, bytes };
}

/** One row per host for a build (`data` names it): its footprint and whether it fits, with each limit it breaks. */
export const hostRows = (data: string, f: BuildFootprint) =>
  HOST_LIMITS.map((h) => {
    const broken = limitsBroken(f, h);
    return {
      data,
      host: h.host,
      files: f.files,
      'total MiB': +(f.bytes / MiB).toFixed(1),
      'largest file': f.largest.path,
      'largest MiB': +(f.largest.bytes / MiB).toFixed(2),
      fits: broken.length === 0 ? 'yes' : 'no',
      'limits broken': broken.join('; '),
    };
  });
