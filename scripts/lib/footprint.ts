// What a build puts on a static host: its files, their total bytes and the largest one (src/lib/hosts/limits.ts
// holds the hosts' limits it is checked against). The _headers file counts: the host reads it, as a file.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { BuildFootprint } from '../../src/lib/hosts/limits.ts';

export function buildFootprint(dir: string): BuildFootprint {
  const out: BuildFootprint = { files: 0, bytes: 0, largest: { path: '', bytes: -1 } };
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else {
        const size = statSync(p).size;
        out.files++;
        out.bytes += size;
        if (size > out.largest.bytes) out.largest = { path: relative(dir, p), bytes: size };
      }
    }
  };
  walk(dir);
  return out;
}
