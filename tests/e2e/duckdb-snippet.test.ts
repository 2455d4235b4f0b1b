// The DuckDB snippet /downloads/ prints, run as a reader would paste it, with DuckDB's Node package against the
// build served on loopback: it returns the index's rows (the ids the domain code selects from data/, in the
// order the snippet asks for). DuckDB reads http:// through its httpfs extension, which it downloads from
// extensions.duckdb.org on first use; where that cannot be reached (this machine, a CI runner offline), the
// test fetches the snippet's address from the same server and points the same query at the bytes it got.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DuckDBInstance } from '@duckdb/node-api';
import { baseUrl } from './browser.ts';
import { loadDataset } from '../../src/lib/node/read-data.ts';
import { REAL_DATA_DIR } from '../fixtures/real-figures.ts';
import { compareCodeUnits } from '../../src/lib/core/order.ts';

const d = loadDataset(REAL_DATA_DIR).dataset;
const tmp = mkdtempSync(join(tmpdir(), 'duckdb-snippet-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const ENTITIES: Record<string, string> = { '&#39;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const unescape = (html: string) => html.replace(/&#39;|&quot;|&lt;|&gt;|&amp;/g, (e) => ENTITIES[e]);

/** The snippet as the page prints it (the text a reader copies). */
async function snippet(): Promise<string> {
  const html = await (await fetch(new URL('/downloads/', baseUrl))).text();
  const m = /<code[^>]*data-snippet="duckdb"[^>]*>([^<]*)<\/code>/.exec(html);
  if (!m) throw new Error('/downloads/ has no DuckDB snippet');
  return unescape(m[1]);
}

async function run(sql: string): Promise<Record<string, unknown>[]> {
  const db = await DuckDBInstance.create(':memory:');
  const c = await db.connect();
  try {
    return (await c.runAndReadAll(sql)).getRowObjects();
  } finally {
    c.closeSync();
    db.closeSync();
  }
}

describe('the DuckDB snippet of /downloads/', () => {
  it("returns the index's rows from the release's permanent address", async () => {
    const sql = await snippet();
    const [address] = /https?:\/\/[^']+/.exec(sql)!;
    const url = new URL(address);
    expect(url.pathname).toBe(`/releases/${d.release.id}/index.csv`);
    // The build prints the site's public address; here the same path is served on loopback.
    const local = new URL(url.pathname, baseUrl).href;
    let rows: Record<string, unknown>[];
    try {
      rows = await run(sql.replace(address, local));
    } catch (e) {
      if (!/httpfs/.test(String(e))) throw e;
      const res = await fetch(local);
      expect(res.status).toBe(200);
      const file = join(tmp, 'index.csv');
      writeFileSync(file, new Uint8Array(await res.arrayBuffer()));
      rows = await run(sql.replace(/^(INSTALL|LOAD) httpfs;$/gm, '').replace(address, file));
    }
    const expected = d.tasks.flatMap((t) =>
      d.selected.filter((r) => r.task === t.id).map((r) => ({ id: r.id, task: r.task, energy: r.energy_per_token_j })),
    );
    expect(rows.map((r) => String(r.id)).toSorted(compareCodeUnits)).toEqual(
      expected.map((r) => r.id).toSorted(compareCodeUnits),
    );
    // Ordered by task, then energy per token: within each task, least energy first.
    for (const t of d.tasks) {
      const ids = rows.filter((r) => r.task === t.id).map((r) => r.id);
      expect(ids, t.id).toEqual(
        d.selected
          .filter((r) => r.task === t.id)
          .toSorted((a, b) => a.energy_per_token_j - b.energy_per_token_j || compareCodeUnits(a.id, b.id))
          .map((r) => r.id),
      );
    }
    const first = rows.find((r) => r.id === expected[0].id)!;
    expect(first.energy_per_token_j).toBe(expected[0].energy);
  });
});
