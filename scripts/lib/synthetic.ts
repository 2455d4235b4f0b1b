// Synthetic data for the benchmark: the real rows copied under new model names, each copy valid. Copy 0 is the
// real rows unchanged, so what names a real row (the glossary's examples) still finds it.
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IndexFile } from '../../src/lib/core/schemas/index-file.ts';
import type { Row } from '../../src/lib/core/schemas/row.ts';
import { slugify } from '../../src/lib/core/slug.ts';
import { formatJson } from '../../src/lib/text/json-format.ts';

/** Row `r` as copy `i` (i >= 1): model "<model>-s<i>", name "<name> S<i>", id with the model slug changed. */
export function copyRow(r: Row, i: number, slugOf: (model: string) => string = slugify): Row {
  const slug = slugOf(r.model);
  const at = r.id.indexOf(`.${slug}.`);
  if (at < 0) throw new Error(`synthetic: row id ${r.id} does not contain its model slug ${slug}`);
  // slugify(`${model}-s${i}`) === `${slugify(model)}-s${i}`: the slug ends in a letter or digit.
  const id = `${r.id.slice(0, at)}.${slug}-s${i}.${r.id.slice(at + slug.length + 2)}`;
  return { ...r, id, model: `${r.model}-s${i}`, model_name: `${r.model_name} S${i}` };
}

/** The real rows replicated up to `n` rows (copy 0 is the real rows themselves). */
export function syntheticIndex(index: IndexFile, n: number): IndexFile {
  const slugs = new Map<string, string>();
  const slugOf = (model: string) => slugs.get(model) ?? (slugs.set(model, slugify(model)), slugs.get(model)!);
  const m = index.rows.length;
  // Row j is copy floor(j / m) of real row j mod m.
  const rows = Array.from({ length: n }, (_, j) =>
    j < m ? index.rows[j] : copyRow(index.rows[j % m], Math.floor(j / m), slugOf),
  );
  return { ...index, rows };
}

/** Parse a size: "real", "<k>x" (k times the real rows) or a row count. */
export function sizeRows(size: string, realRows: number): number {
  if (size === 'real') return realRows;
  const times = /^(\d+(?:\.\d+)?)x$/.exec(size);
  if (times) return Math.round(Number(times[1]) * realRows);
  const n = Number(size);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`bench: expected a size "real", "<k>x" or a row count, got ${JSON.stringify(size)}`);
  return n;
}

/** A data folder: the synthetic index.json and the rest of data/ as it is (earlier releases do not grow). */
export function writeSyntheticDataDir(dir: string, dataDir: string, index: IndexFile): void {
  cpSync(dataDir, dir, { recursive: true, filter: (src) => src !== join(dataDir, 'index.json') });
  writeFileSync(join(dir, 'index.json'), `${formatJson(index)}\n`);
}
