// Card images (src/build/images/): the palette PNG encoder read back with zlib, and the fast renderer against
// resvg's drawing of the same SVG.
import { describe, expect, it } from 'vitest';
import { crc32, inflateSync } from 'node:zlib';
import { buildDataset } from '../../../../src/lib/core/dataset.ts';
import { loadDataDir } from '../../../../src/lib/node/read-data.ts';
import { expectClippedAtEdges } from '../../../fixtures/shifted-image.ts';
import { layoutCard } from '../../../../src/lib/cards/layout.ts';
import { rowCard } from '../../../../src/lib/cards/content.ts';
import { cardSvg } from '../../../../src/lib/cards/svg.ts';
import { encodeIndexedPng, pngSize } from '../../../../src/build/images/png.ts';
import { cardFontMetrics } from '../../../../src/build/images/card-font.ts';
import { renderCardPng, renderSvgRgba } from '../../../../src/build/images/card-render.ts';

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
