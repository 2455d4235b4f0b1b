// The downloads in a real Chromium, on the built site: every file linked from /downloads/ is served,
// SHA256SUMS holds for the served bytes, and every number in the home page's index table is the same
// number at the same row id in index.csv.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import Papa from 'papaparse';
import { axeViolations, baseUrl, launch, open } from './browser.ts';
import { loadDataDir } from '../../src/lib/node/read-data.ts';
import { REAL_DATA_DIR } from '../fixtures/real-figures.ts';
import { SECONDS_PER_HOUR } from '../../src/lib/core/units.ts';

const release = loadDataDir(REAL_DATA_DIR).index.release;
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

async function fetchBytes(path: string): Promise<Uint8Array> {
  const res = await fetch(new URL(path, baseUrl));
  expect(res.status, path).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}
const decode = (b: Uint8Array) => new TextDecoder('utf-8', { fatal: true }).decode(b);

/** The download links on /downloads/, as the page lists them. */
async function downloadLinks(): Promise<string[]> {
  const { page } = await open(browser, '/downloads/');
  return page.$$eval('table.downloads a[download]', (as) => as.map((a) => a.getAttribute('href')!));
}

/** Home table column key -> index.csv column. A new table column must be added here to pass. */
const CSV_COLUMN: Record<string, string> = {
  model: 'model_name',
  gpu: 'gpu',
  num_gpus: 'num_gpus',
  batch: 'batch',
  precision: 'weight_precision',
  // The key column, in its default unit: energy per answer in Wh, the CSV's J per request over 3,600 (below).
  energy: 'energy_per_request_j',
  mean_output_tokens: 'mean_output_tokens',
  median_itl_ms: 'median_itl_ms',
  output_tokens_per_s: 'output_tokens_per_s',
  avg_power_w: 'avg_power_w',
  pct_tdp: 'percent_of_tdp',
};

describe('downloads', () => {
  it('links every file of the release, each served, each CSV parsing as RFC 4180 with CRLF', async () => {
    const links = await downloadLinks();
    expect(links.map((l) => l.split('/').pop())).toEqual([
      'index.csv',
      'configurations.csv',
      'grid.csv',
      'hardware.csv',
      'mlperf-inference-v5.1.csv',
      'mlperf-inference-v4.1.csv',
      'ml-energy-v2.csv',
      'published-figures.csv',
      'datapackage.json',
      'README.txt',
      'CITATION.cff',
      'all-files.zip',
      'SHA256SUMS',
    ]);
    for (const href of links.filter((l) => l.endsWith('.csv'))) {
      const text = decode(await fetchBytes(href));
      const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
      expect(parsed.errors, href).toEqual([]);
      expect(parsed.meta.linebreak, href).toBe('\r\n');
      const header = parsed.data[0];
      expect(header.slice(0, 2), href).toEqual(['release_id', 'id']);
      expect(new Set(parsed.data.slice(1).map((r) => r[0])), href).toEqual(new Set([release.id]));
    }
  });

  it('SHA256SUMS holds for the files as served, and the release copy is the same bytes', async () => {
    const sums = decode(await fetchBytes('/downloads/SHA256SUMS'));
    const lines = sums.trim().split('\n');
    // Every file but SHA256SUMS itself: seven source tables, the published figures, datapackage, README, CFF, zip.
    expect(lines.length).toBe(12);
    for (const line of lines) {
      const [hash, name] = line.split('  ');
      const served = await fetchBytes(`/downloads/${name}`);
      expect(createHash('sha256').update(served).digest('hex'), name).toBe(hash);
      const permanent = await fetchBytes(`/releases/${release.id}/${name}`);
      expect(Buffer.from(permanent).equals(Buffer.from(served)), name).toBe(true);
    }
  });

  it('every number in the home index table is in index.csv at the same row id', async () => {
    const csv = Papa.parse<Record<string, string>>(decode(await fetchBytes('/downloads/index.csv')), {
      header: true,
      skipEmptyLines: true,
    });
    const byId = new Map(csv.data.map((r) => [r.id, r]));
    const { page } = await open(browser, '/');
    const keys = await page.$$eval('#index-table thead th', (ths) => ths.map((th) => th.getAttribute('data-key')!));
    const rows = await page.$$eval('#index-table tbody tr', (trs) =>
      trs.map((tr) => ({
        id: tr.getAttribute('data-id')!,
        cells: [...tr.children].map((c) => c.getAttribute('data-sort') ?? ''),
      })),
    );
    expect(rows.length).toBeGreaterThan(20);
    let compared = 0;
    for (const { id, cells } of rows) {
      const rec = byId.get(id);
      expect(rec, id).toBeDefined();
      keys.forEach((key, j) => {
        const column = CSV_COLUMN[key];
        expect(column, `table column ${key} has no index.csv column`).toBeDefined();
        const shown = cells[j];
        const inCsv = rec![column];
        if (key === 'energy') {
          // Wh from J: the same figure, to floating-point rounding (per token x answer length, each way).
          const wh = Number(inCsv) / SECONDS_PER_HOUR;
          expect(Math.abs(wh - Number(shown)) / wh, `${id} ${key}`).toBeLessThan(1e-9);
          compared++;
        } else if (shown !== '' && Number.isFinite(Number(shown))) {
          expect(Number(inCsv), `${id} ${key}`).toBe(Number(shown));
          compared++;
        } else {
          expect(inCsv.replace(/^'(?=[=+\-@\t\r])/, ''), `${id} ${key}`).toBe(shown);
        }
      });
    }
    // Eight numeric columns on this task (key figure, answer length, ITL, throughput, power, TDP share, batch, GPUs).
    expect(compared).toBe(rows.length * 8);
  });

  it('datapackage.json lists the CSVs that are served', async () => {
    const pkg = JSON.parse(decode(await fetchBytes('/downloads/datapackage.json')));
    for (const res of pkg.resources) {
      const bytes = await fetchBytes(`/downloads/${res.path}`);
      expect(res.bytes).toBe(bytes.length);
      expect(res.hash).toBe(`sha256:${createHash('sha256').update(bytes).digest('hex')}`);
    }
  });
});

describe('downloads and release pages in the browser', () => {
  for (const path of ['/downloads/', '/releases/', `/releases/${release.id}/`]) {
    it(`${path}: no console error (no CSP violation), no foreign request, no axe violation`, async () => {
      const { page, consoleErrors, foreignRequests } = await open(browser, path);
      expect(consoleErrors).toEqual([]);
      expect(foreignRequests).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('publishes schema.org Dataset JSON-LD naming the release and its files at their permanent addresses', async () => {
    for (const path of ['/', '/downloads/', `/releases/${release.id}/`]) {
      const { page } = await open(browser, path);
      const blocks = await page.$$eval('script[type="application/ld+json"]', (ss) =>
        ss.map((s) => s.textContent ?? ''),
      );
      expect(blocks.length, path).toBe(1);
      const ld = JSON.parse(blocks[0]);
      expect(ld['@type']).toBe('Dataset');
      expect(ld.version).toBe(release.id);
      expect(ld.url).toMatch(new RegExp(`/releases/${release.id}/$`));
      expect(ld.distribution.map((d: { name: string }) => d.name)).toContain('index.csv');
      for (const dl of ld.distribution as { name: string; contentUrl: string }[]) {
        const permanent = new URL(dl.contentUrl).pathname;
        expect(permanent, path).toBe(`/releases/${release.id}/${dl.name}`);
        await fetchBytes(permanent);
      }
    }
  });

  it('cites the release with no access date (it never changes); a page that follows the latest release gets today’s', async () => {
    for (const javaScriptEnabled of [false, true]) {
      const { page } = await open(browser, '/downloads/', { javaScriptEnabled });
      const plain = await page.textContent('[data-cite-format="plain"]');
      expect(plain).toContain(`/releases/${release.id}/`);
      expect(plain).not.toMatch(/Accessed|date you read it/);
      expect(await page.textContent('[data-cite-format="bibtex"]')).not.toContain('urldate');
    }
    const noJs = await open(browser, '/methodology/', { javaScriptEnabled: false });
    expect(await noJs.page.textContent('[data-cite-format="plain"]')).toContain('(date you read it)');
    const withJs = await open(browser, '/methodology/');
    expect(await withJs.page.textContent('[data-cite-format="plain"]')).toMatch(/Accessed: \d{4}-\d{2}-\d{2}\./);
    expect(await withJs.page.textContent('[data-cite-format="bibtex"]')).toMatch(/urldate = \{\d{4}-\d{2}-\d{2}\}/);
  });

  it('lists the releases, the latest one marked', async () => {
    const { page } = await open(browser, '/releases/');
    const ids = await page.$$eval('#releases-table tbody tr', (trs) => trs.map((tr) => tr.getAttribute('data-id')));
    expect(ids[0]).toBe(release.id);
  });
});
