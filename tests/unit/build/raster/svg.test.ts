// The chart rasteriser (src/build/raster/): coverage worked out by hand on tiny shapes, SVG's stroke rules
// (butt ends, miter joins, dashes) and opacity on named fixtures (tests/fixtures/raster/), text against
// resvg drawing the same SVG with the same fonts, and the hand-off to resvg for what it does not draw.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rasterise } from '../../../../src/build/raster/coverage.ts';
import { drawSvg, UnsupportedSvg } from '../../../../src/build/raster/svg.ts';
import type { Canvas } from '../../../../src/build/raster/canvas.ts';
import { rasterFont } from '../../../../src/build/images/raster-font.ts';
import { renderSvgRgba } from '../../../../src/build/images/card-render.ts';
import { chartPng } from '../../../../src/build/images/chart-png.ts';
import { pngSize } from '../../../../src/build/images/png.ts';
import { expectClippedAtEdges } from '../../../fixtures/shifted-image.ts';

const fixture = (name: string) => readFileSync(join('tests/fixtures/raster', name), 'utf8');
const draw = (name: string) => drawSvg(fixture(name), rasterFont());
/** The red channel of each pixel, row by row (the fixtures are grey, so red is the grey level). */
const grey = (c: Canvas) =>
  Array.from({ length: c.height }, (_, y) => Array.from({ length: c.width }, (_, x) => c.pixel(x, y) >> 16));

/** Coverage of a box, as rows of numbers rounded to 3 decimals. */
function coverage(contours: number[][], width: number, height: number) {
  const c = rasterise(contours, { width, height })!;
  const rows: number[][] = [];
  for (let y = 0; y < height; y++) {
    const row: number[] = [];
    for (let x = 0; x < width; x++) {
      const inside = x >= c.x0 && x < c.x0 + c.w && y >= c.y0 && y < c.y0 + c.h;
      row.push(inside ? Math.round(c.cov[(y - c.y0) * c.w + x - c.x0] * 1000) / 1000 : 0);
    }
    rows.push(row);
  }
  return rows;
}

describe('coverage', () => {
  it('is the share of each pixel inside the shape', () => {
    // The triangle x + y <= 2: pixel (0,0) lies wholly inside, (1,0) and (0,1) half, (1,1) only touches it.
    expect(coverage([[0, 0, 2, 0, 0, 2]], 3, 3)).toEqual([
      [1, 0.5, 0],
      [0.5, 0, 0],
      [0, 0, 0],
    ]);
    // A unit square centred on a pixel corner covers a quarter of each of four pixels.
    expect(coverage([[0.5, 0.5, 1.5, 0.5, 1.5, 1.5, 0.5, 1.5]], 2, 2)).toEqual([
      [0.25, 0.25],
      [0.25, 0.25],
    ]);
  });
  it('counts overlapping pieces once and cuts holes wound the other way', () => {
    const square = [0, 0, 3, 0, 3, 3, 0, 3];
    expect(coverage([square, square], 3, 3)).toEqual([
      [1, 1, 1],
      [1, 1, 1],
      [1, 1, 1],
    ]);
    expect(coverage([square, [1, 1, 1, 2, 2, 2, 2, 1]], 3, 3)).toEqual([
      [1, 1, 1],
      [1, 0, 1],
      [1, 1, 1],
    ]);
  });
  it('clips to the image', () => {
    const c = rasterise([[-2, -2, 2, -2, 2, 2, -2, 2]], { width: 1, height: 1 })!;
    expect([c.x0, c.y0, c.w, c.h, c.cov[0]]).toEqual([0, 0, 1, 1, 1]);
    expect(rasterise([[5, 5, 6, 5, 6, 6]], { width: 4, height: 4 })).toBeNull();
  });
});

describe('strokes and fills (tests/fixtures/raster/)', () => {
  it('a line 2 px wide ends square at its ends (butt caps)', () => {
    // From (1,2) to (5,2): pixels x 1..4 of rows 1 and 2, nothing beyond the ends.
    expect(grey(draw('line-butt-ends.svg'))).toEqual([
      [255, 255, 255, 255, 255, 255, 255, 255],
      [255, 0, 0, 0, 0, 255, 255, 255],
      [255, 0, 0, 0, 0, 255, 255, 255],
      [255, 255, 255, 255, 255, 255, 255, 255],
    ]);
  });
  it('a 1 px line between two rows covers half of each', () => {
    // Coverage 0.5 rounds to level 8 of 15: 255 x 7/15 = 119.
    expect(grey(draw('line-between-rows.svg'))).toEqual([
      [255, 255, 255, 255, 255, 255],
      [119, 119, 119, 119, 119, 119],
      [119, 119, 119, 119, 119, 119],
      [255, 255, 255, 255, 255, 255],
    ]);
  });
  it('joins with a miter: the outer corner is square', () => {
    const g = grey(draw('miter-join.svg'));
    // The corner pixel (5,0) is covered only by the miter (a round join would cover pi/4 of it).
    expect(g[0][5]).toBe(0);
    expect(g[0].slice(0, 7)).toEqual([255, 0, 0, 0, 0, 0, 255]);
    // The vertical leg, x 4..5, down to y = 6.
    for (let y = 1; y < 6; y++) expect(g[y].slice(3, 7)).toEqual(y === 1 ? [0, 0, 0, 255] : [255, 0, 0, 255]);
    expect(g[6].slice(4, 6)).toEqual([255, 255]);
  });
  it('dashes: 2 on, 2 off', () => {
    const row = [0, 0, 255, 255, 0, 0, 255, 255, 0, 0];
    expect(grey(draw('dashes.svg'))).toEqual([row, row]);
  });
  it('fills through transforms, at its opacity', () => {
    const c = draw('translucent-square.svg');
    // The square 0..2 scaled by 2 and moved by (1,1): pixels 1..4. #1f6feb at 0.6 over white:
    // 255 - 0.6 x (255 - 31) = 120.6, 255 - 0.6 x (255 - 111) = 168.6, 255 - 0.6 x (255 - 235) = 243.
    const p = c.pixel(2, 3);
    expect(Math.abs((p >> 16) - 120.6)).toBeLessThan(1);
    expect(Math.abs(((p >> 8) & 255) - 168.6)).toBeLessThan(1);
    expect(Math.abs((p & 255) - 243)).toBeLessThan(1);
    expect(c.pixel(1, 1)).toBe(p);
    expect(c.pixel(4, 4)).toBe(p);
    expect(c.pixel(0, 0)).toBe(0xffffff);
    expect(c.pixel(5, 4)).toBe(0xffffff);
  });
  it("d3's circle symbol (two arcs) covers pi r^2", () => {
    const g = grey(draw('circle-symbol.svg'));
    // Radius 3 about (5,5): 9 pi = 28.27 pixels of ink, give or take the 1/15 steps of the edge pixels.
    const ink = g.flat().reduce((s, v) => s + (255 - v) / 255, 0);
    expect(Math.abs(ink - 9 * Math.PI)).toBeLessThan(0.6);
    expect(g[5][5]).toBe(0);
    expect(g[0][0]).toBe(255);
    expect(g[5][1]).toBe(255); // 4 px left of the centre, outside
  });
});

describe('text', () => {
  it('draws the glyphs resvg draws with the same fonts, at the same places', () => {
    const svg = fixture('text.svg');
    const c = drawSvg(svg, rasterFont());
    const ref = renderSvgRgba(svg);
    expect([c.width, c.height]).toEqual([ref.width, ref.height]);
    const a = ref.pixels; // a getter that copies: read once
    let ink = 0;
    let off = 0;
    for (let y = 0; y < c.height; y++)
      for (let x = 0; x < c.width; x++) {
        const r = a[(y * c.width + x) * 4];
        if (r < 200) ink++;
        if (Math.abs(r - (c.pixel(x, y) >> 16)) > 96) off++;
      }
    // Both place the same glyphs at the same pen positions; anti-aliased edges differ a little (glyphs
    // are placed to a quarter pixel here). A glyph a pixel off, a wrong anchor, size, weight or a lost
    // rotation would put hundreds of pixels off.
    expect(ink).toBeGreaterThan(1500);
    expect(off).toBeLessThan(ink / 20);
  });
  it('draws the same pixels whatever was drawn before (the glyph cache keeps no order)', () => {
    const first = Buffer.from(draw('text.svg').data);
    draw('circle-symbol.svg');
    drawSvg(fixture('text.svg').replaceAll('Energy', 'Ωμέγα xyz'), rasterFont());
    expect(Buffer.from(draw('text.svg').data).equals(first)).toBe(true);
  });
  it('draws the same bytes into a reused buffer as into a fresh one, whatever the buffer held', () => {
    const fresh = Buffer.from(draw('text.svg').data);
    // A buffer larger than the picture, full of another picture's leftovers (not a filter byte 0 in sight).
    const used = new Uint8Array(fresh.length + 100).fill(0x5a);
    const asked: number[] = [];
    const into = (size: number) => (asked.push(size), used);
    const c = drawSvg(fixture('text.svg'), rasterFont(), into);
    expect(asked).toEqual([fresh.length]);
    expect(c.data.buffer).toBe(used.buffer);
    expect(Buffer.from(c.data).equals(fresh)).toBe(true);
    expect(() => drawSvg(fixture('text.svg'), rasterFont(), () => new Uint8Array(10))).toThrow(
      `raster: a buffer of 10 bytes for ${fresh.length}`,
    );
  });
  it('clips text that crosses the edge of the image to the part inside it', () => {
    // "W" drawn whole, then moved by whole pixels across each edge: what stays inside is the same pixels, shifted.
    const textAt = (x: number, y: number) =>
      drawSvg(
        `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="60"><rect width="60" height="60" fill="#fff"/>` +
          `<text x="${x}" y="${y}" font-size="40" font-weight="bold" fill="#000">W</text></svg>`,
        rasterFont(),
      );
    const greyAt = (dx: number, dy: number) => {
      const rows = grey(textAt(12 + dx, 44 + dy));
      return (x: number, y: number) => rows[y][x];
    };
    const shifts = [
      [-30, 0],
      [0, -25],
      [30, 0],
      [0, 30],
    ] as const;
    expectClippedAtEdges(greyAt, { width: 60, height: 60 }, shifts, 255);
  });
});

describe('what the rasteriser leaves to resvg', () => {
  it('refuses right-to-left text, elements and attributes it does not draw', () => {
    expect(() => draw('right-to-left-text.svg')).toThrow(UnsupportedSvg);
    const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4">${body}</svg>`;
    expect(() => drawSvg(svg('<ellipse cx="2" cy="2" rx="1" ry="1"/>'), rasterFont())).toThrow(
      /<ellipse> is not drawn/,
    );
    expect(() => drawSvg(svg('<rect width="4" height="4" opacity="0.5"/>'), rasterFont())).toThrow(
      /attribute opacity of <rect>/,
    );
    expect(() => drawSvg(svg('<text x="1" y="3">a<tspan>b</tspan></text>'), rasterFont())).toThrow(UnsupportedSvg);
    expect(() => drawSvg(svg('<path d="M0,0C1,1,2,2,3,3"/>'), rasterFont())).toThrow(/command or character "C"/);
  });
  it('a chart PNG with such text is drawn by resvg instead', () => {
    const png = Buffer.from(chartPng(fixture('right-to-left-text.svg')));
    expect(pngSize(png)).toEqual({ width: 120, height: 30 });
  });
});
