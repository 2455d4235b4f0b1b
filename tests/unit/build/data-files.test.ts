// The data-files writer (src/build/data-files.ts): cards and chart files drawn on worker threads for a
// fixture release, each file with its page.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pngSize } from '../../../src/build/images/png.ts';
import { renderCard } from '../../../src/build/images/card.ts';
import { checkPages, DataFilesRun, writeDataFiles } from '../../../src/build/data-files.ts';
import { chartCatalog } from '../../../src/lib/charts/catalog.ts';
import { chartFileUrl, embedUrl } from '../../../src/lib/text/site-links.ts';
import { dataCards } from '../../../src/lib/cards/site-cards.ts';
import { allReleases } from '../../../src/lib/node/releases-load.ts';
import { loadDataset } from '../../../src/lib/node/read-data.ts';

describe('the data-files writer (worker threads, fixture release fixture-2026-06)', () => {
  const dir = 'tests/fixtures/releases/fixture-2026-06';
  const site = 'https://site.example/';
  const tmp = mkdtempSync(join(tmpdir(), 'data-files-'));
  // No archived releases: the cards are home, tasks, models, the release and its rows.
  process.env.RELEASES_DIR = join(tmp, 'no-archive');
  const d = loadDataset(dir).dataset;
  const cards = dataCards(d, allReleases(d));
  const charts = chartCatalog(d);
  afterAll(() => {
    delete process.env.RELEASES_DIR;
    rmSync(tmp, { recursive: true, force: true });
  });
  it('lists a card for home, each task and model, the release and each row', () => {
    expect(cards.length).toBe(1 + d.tasks.length + d.models.length + 1 + d.rows.length);
    expect(cards.filter((c) => c.path.includes('/rows/')).length).toBe(d.rows.length);
  });
  it('draws in worker threads the bytes the main thread draws, whatever the number of threads', async () => {
    const one = await writeDataFiles(dir, join(tmp, 'one'), site, 1);
    const two = await writeDataFiles(dir, join(tmp, 'two'), site, 2);
    // Charts first (the longer work), then cards, in list order on one thread.
    const pages = [...charts.map((e) => embedUrl(e.releaseId, e.id)), ...cards.map((c) => c.path)];
    expect(one).toEqual(pages);
    expect([...two].sort()).toEqual([...pages].sort());
    for (const c of cards) {
      const main = Buffer.from(renderCard(c.content));
      expect(readFileSync(join(tmp, 'one', c.path, 'card.png')).equals(main)).toBe(true);
      expect(readFileSync(join(tmp, 'two', c.path, 'card.png')).equals(main)).toBe(true);
    }
    for (const e of charts)
      for (const ext of ['svg', 'png', 'csv'] as const) {
        const file = chartFileUrl(e.releaseId, e.id, ext);
        expect(readFileSync(join(tmp, 'two', file)).equals(readFileSync(join(tmp, 'one', file)))).toBe(true);
      }
    const figure = cards.find((c) => c.path.includes('/rows/'))!;
    expect(pngSize(readFileSync(join(tmp, 'one', figure.path, 'card.png')))).toEqual({ width: 1200, height: 630 });
    const png = readFileSync(join(tmp, 'one', chartFileUrl(charts[0].releaseId, charts[0].id, 'png')));
    expect(pngSize(png).width).toBe(1200);
  });
  it('lets a worker join a run under way: every file drawn once, none left out', async () => {
    const out = join(tmp, 'late');
    const run = new DataFilesRun(dir, out, site).start(1);
    // The second worker joins once the first has listed the files (as the build does when its pages are done).
    while (run.remaining() === null) await new Promise((r) => setTimeout(r, 5));
    run.start(1);
    expect(run.threads).toBe(2);
    const pages = await run.done();
    const all = [...charts.map((e) => embedUrl(e.releaseId, e.id)), ...cards.map((c) => c.path)];
    expect([...pages].sort()).toEqual([...all].sort());
    expect(run.remaining()).toBe(0);
    const figure = cards.find((c) => c.path.includes('/rows/'))!;
    expect(readFileSync(join(out, figure.path, 'card.png')).equals(Buffer.from(renderCard(figure.content)))).toBe(true);
  });
  it('fails when a page of a drawn file was not built', async () => {
    const out = join(tmp, 'out');
    const pages = await writeDataFiles(dir, out, site, 1);
    const orphan = pages.find((p) => p.includes('/rows/'))!;
    for (const path of new Set(pages)) {
      if (path === orphan) continue;
      mkdirSync(join(out, path), { recursive: true }); // an embed page's folder holds no drawn file
      writeFileSync(join(out, path, 'index.html'), '');
    }
    expect(() => checkPages(pages, out)).toThrow(
      `data files: 1 page(s) the build did not write, though their files were drawn, e.g. ${orphan}`,
    );
    writeFileSync(join(out, orphan, 'index.html'), '');
    expect(checkPages(pages, out)).toBe(pages.length);
  });
});
