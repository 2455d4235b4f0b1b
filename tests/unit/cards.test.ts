// Social cards: text fitting on a fixed-width fake font (widths worked out by hand), card content from
// fixture rows and from the real data (tests that say so), the palette PNG encoder read back with zlib,
// and the fast renderer against resvg's drawing of the same SVG.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, inflateSync } from 'node:zlib';
import { buildDataset } from '../../src/lib/core/dataset.ts';
import { loadDataDir } from '../../src/lib/node/read-data.ts';
import { makeGrid, makeHardware, makeIndex, makeRow } from '../fixtures/factory.ts';
import { expectClippedAtEdges } from '../fixtures/shifted-image.ts';
import { cardText, fitText, layoutCard, wrapText, type FontMetrics } from '../../src/lib/cards/layout.ts';
import { cardAlt, homeCard, modelCard, rowCard, taskCard } from '../../src/lib/cards/content.ts';
import { cardSvg } from '../../src/lib/cards/svg.ts';
import { cardFor, cardPath, cardRouteParam } from '../../src/lib/cards/paths.ts';
import { encodeIndexedPng, pngSize } from '../../src/lib/node/png.ts';
import { cardFontMetrics } from '../../src/lib/node/card-font.ts';
import { renderCardPng, renderSvgRgba } from '../../src/lib/node/card-render.ts';
import { renderCard } from '../../src/lib/node/card.ts';
import { checkPages, DataFilesRun, writeDataFiles } from '../../src/lib/node/data-files.ts';
import { chartCatalog } from '../../src/lib/charts/catalog.ts';
import { chartFileUrl, embedUrl } from '../../src/lib/text/site-links.ts';
import { dataCards } from '../../src/lib/cards/site-cards.ts';
import { allReleases } from '../../src/lib/node/releases-load.ts';
import { loadDataset } from '../../src/lib/node/read-data.ts';

/** Every character 0.5 em wide: at size 10, 5 px a character. */
const mono: FontMetrics = { advance: () => 0.5 };

describe('card text layout (fixed-width fake font)', () => {
  it('keeps text that fits exactly, and cuts longer text with an ellipsis', () => {
    expect(fitText(mono, 'abcdefghij', 10, 'regular', 50)).toBe('abcdefghij'); // 10 x 5 = 50 px
    // 11 characters are 55 px: the ellipsis takes 5 px, so 9 characters remain.
    expect(fitText(mono, 'abcdefghijk', 10, 'regular', 50)).toBe('abcdefghi…');
  });
  it('wraps at spaces into at most the lines allowed, the last one cut', () => {
    // 50 px holds 10 characters a line.
    expect(wrapText(mono, 'aaaa bbbb cccc dddd eeee', 10, 'bold', 50, 2)).toEqual(['aaaa bbbb', 'cccc dddd…']);
    expect(wrapText(mono, 'aaaa bbbb', 10, 'bold', 50, 2)).toEqual(['aaaa bbbb']);
  });
  it('drops bidi overrides, zero-width characters and control characters, and squashes spaces', () => {
    expect(cardText('\u202eevil\u202c  name\u200b\n x')).toBe('evil name x');
  });
  it('gives every glyph an integer x from the advances', () => {
    const l = layoutCard(rowCard(fixture, fixture.rows[0]), mono);
    const kicker = l.runs[0];
    expect(kicker.xs.slice(0, 3)).toEqual([64, 78, 92]); // 0.5 em x 28 px = 14 px a character
  });
});

const withheldRow = makeRow({ batch: 128, avg_power_w: 2000 }); // 2000 W / 4000 tok/s = 0.5, not 0.25: withheld
const fixture = buildDataset(makeIndex([makeRow(), withheldRow]), makeGrid(), makeHardware());

describe('card content (fixture)', () => {
  it("shows a row's figure in both units, with boundary, basis and release", () => {
    const c = rowCard(fixture, fixture.rows[0]);
    expect(c.figure).toBe('0.25');
    expect(c.unit).toBe('J per output token');
    // 0.25 J x 1,000,000 / 3,600 = 69.44 Wh per million.
    expect(c.secondary).toBe('69.44 Wh per million output tokens');
    // The source line: source, boundary and basis, release.
    expect(c.footer).toBe('Source: Test source · board (GPU), measured · release test-1');
    expect(c.status).toBeNull();
    expect(c.title).toBe('Model A, 2 x H100, batch 64');
  });
  it('says everything the image says in its alt sentence', () => {
    const c = rowCard(fixture, fixture.rows[0]);
    expect(cardAlt(c)).toBe(
      `${c.kicker}: Model A, 2 x H100, batch 64. 0.25 J per output token (69.44 Wh per million output tokens). ` +
        `${fixture.rows[0].id}. Source: Test source · board (GPU), measured · release test-1.`,
    );
  });
  it('marks a withheld row as withheld, with its reason', () => {
    const r = fixture.rows.find((x) => x.batch === 128)!;
    const c = rowCard(fixture, r);
    expect(c.figure).toBe('0.25');
    expect(c.status).toMatch(/^Withheld by the identity check: /);
  });
});

describe('card content (real data)', () => {
  const l = loadDataDir('data');
  const real = buildDataset(l.index, l.grid, l.hardware);
  it('the reference row card carries the reference figures', () => {
    const r = real.rows.find((x) => x.id === 'lm-arena-chat.qwen-qwen3-32b.h100x2.tp2ep1dp1.b256')!;
    const c = rowCard(real, r);
    expect([c.figure, c.secondary]).toEqual(['0.2285', '63.47 Wh per million output tokens']);
    expect(c.footer).toBe(`Source: ML.ENERGY Leaderboard v3.0 · board (GPU), measured · release ${real.release.id}`);
    // Drawn with the card's own font, the source line is whole: no ellipsis cuts the release off.
    const drawn = layoutCard(c, cardFontMetrics()).runs.map((run) => run.text);
    expect(drawn).toContain(c.footer);
  });
  it('home and the chat task show the lowest chat figure; a model its lowest selected one', () => {
    expect(homeCard(real).figure).toBe('0.0467');
    expect(taskCard(real, 'lm-arena-chat').figure).toBe('0.0467');
    expect(modelCard(real, 'meta-llama/Llama-3.1-8B-Instruct', 'Llama 3.1 8B Instruct').figure).toBe('0.0467');
  });
});

describe('card paths', () => {
  it('puts a card beside its page, and falls back to the home card', () => {
    expect(cardPath('/models/x/')).toBe('/models/x/card.png');
    expect(cardFor('/models/x', new Set(['/models/x/']))).toBe('/models/x/card.png');
    expect(cardFor('/check/', new Set(['/models/x/']))).toBe('/card.png');
    expect(cardRouteParam('/')).toBeUndefined();
    expect(cardRouteParam('/releases/a/rows/b.c/')).toBe('releases/a/rows/b.c');
  });
});

/** Decode an 8-bit palette PNG written by encodeIndexedPng into RGB triples (test-side reader). */
function decodeIndexed(png: Buffer): { width: number; height: number; rgb: Uint8Array } {
  let off = 8;
  let palette: Uint8Array = new Uint8Array(0);
  const idat: Buffer[] = [];
  while (off < png.length) {
    const len = png.readUInt32BE(off);
    const type = png.toString('ascii', off + 4, off + 8);
    const data = png.subarray(off + 8, off + 8 + len);
    expect(png.readUInt32BE(off + 8 + len)).toBe(crc32(png.subarray(off + 4, off + 8 + len)));
    if (type === 'PLTE') palette = data;
    if (type === 'IDAT') idat.push(data);
    off += 12 + len;
  }
  const { width, height } = pngSize(png);
  const raw = inflateSync(Buffer.concat(idat));
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (width + 1)]).toBe(0);
    for (let x = 0; x < width; x++) {
      const p = raw[y * (width + 1) + 1 + x];
      rgb.set(palette.subarray(p * 3, p * 3 + 3), (y * width + x) * 3);
    }
  }
  return { width, height, rgb };
}

describe('palette PNG encoder', () => {
  it('writes a 2 x 2 image that reads back pixel for pixel, with valid CRCs', () => {
    const palette = Uint8Array.from([255, 0, 0, 0, 0, 255]);
    const png = encodeIndexedPng(2, 2, palette, Uint8Array.from([0, 0, 1, 0, 1, 0]));
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png[24], png[25]]).toEqual([8, 3]); // bit depth 8, colour type 3 (palette)
    const img = decodeIndexed(png);
    expect([img.width, img.height]).toEqual([2, 2]);
    expect([...img.rgb]).toEqual([255, 0, 0, 0, 0, 255, 0, 0, 255, 255, 0, 0]);
  });
  it('refuses scanlines of the wrong length', () => {
    expect(() => encodeIndexedPng(2, 2, Uint8Array.from([0, 0, 0]), new Uint8Array(5))).toThrow(/expected 6/);
  });
});

describe('card renderer', () => {
  const m = cardFontMetrics();
  const l = loadDataDir('data');
  const real = buildDataset(l.index, l.grid, l.hardware);
  const layout = layoutCard(rowCard(real, real.rows[0]), m);

  it('draws a 1200 x 630 PNG that matches resvg drawing the same SVG', () => {
    const fast = decodeIndexed(renderCardPng(layout));
    expect([fast.width, fast.height]).toEqual([1200, 630]);
    const ref = renderSvgRgba(cardSvg(layout));
    let off = 0;
    let worst = 0;
    for (let i = 0; i < 1200 * 630; i++) {
      let d = 0;
      for (let c = 0; c < 3; c++) d = Math.max(d, Math.abs(fast.rgb[i * 3 + c] - ref.pixels[i * 4 + c]));
      worst = Math.max(worst, d);
      if (d > 12) off++;
    }
    // Coverage is kept in 15 levels (steps of 17/255 of the colour difference), so an edge pixel may be
    // off by about half a step; any misplaced glyph would put thousands of pixels far off.
    expect(off).toBeLessThan(200);
    expect(worst).toBeLessThan(128);
  });
  it('gives the same bytes for the same card, whatever was drawn before', () => {
    const first = renderCardPng(layout);
    renderCardPng(layoutCard({ ...rowCard(real, real.rows[1]), title: 'Ωμέγα ناموذج 模型' }, m));
    expect(renderCardPng(layout).equals(first)).toBe(true);
  });
  it('clips a glyph that crosses the edge of the image to the part inside it', () => {
    // A small canvas with a bold "W" drawn whole at (30, 60), then moved so it crosses each edge in turn:
    // what stays inside must be the same pixels, shifted.
    const glyphAt = (x: number, y: number) => ({
      width: 80,
      height: 80,
      rects: [],
      runs: [
        {
          text: 'W',
          chars: ['W'],
          xs: [x],
          y,
          size: 44,
          weight: 'bold' as const,
          fill: 'ink' as const,
          on: 'paper' as const,
        },
      ],
    });
    const redAt = (dx: number, dy: number) => {
      const img = decodeIndexed(renderCardPng(glyphAt(30 + dx, 60 + dy)));
      return (x: number, y: number) => img.rgb[(y * img.width + x) * 3];
    };
    const paper = redAt(0, 0)(0, 0);
    const shifts = [
      [-45, 0],
      [0, -40],
      [38, 0],
      [0, 35],
    ] as const;
    expectClippedAtEdges(redAt, { width: 80, height: 80 }, shifts, paper);
  });
});

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
