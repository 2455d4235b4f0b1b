// The screenshot comparison of the visual tests (tests/golden/png-compare.ts: screenDifference): anti-aliasing
// noise passes, an element moved by one or two pixels fails. Pictures drawn here, pixel by pixel.
import { describe, expect, it } from 'vitest';
import { SCREEN_MAX_PIXELS, screenDifference, type Rgba } from '../../golden/png-compare.ts';

const W = 80;
const H = 40;

/**
 * A white picture with a black 12 x 12 box at (x, y) and a one-pixel ring around it in grey `edge(px, py)`: the
 * anti-aliased border a browser draws around a shape or glyph (`null`: a sharp box, as CSS draws a border).
 */
function picture(x: number, y: number, edge: ((px: number, py: number) => number) | null = () => 128): Rgba {
  const pixels = new Uint8Array(W * H * 4).fill(255);
  const paint = (px: number, py: number, v: number) => pixels.set([v, v, v, 255], (py * W + px) * 4);
  for (let py = y - 1; py <= y + 12; py++)
    for (let px = x - 1; px <= x + 12; px++) {
      const inside = px >= x && px < x + 12 && py >= y && py < y + 12;
      if (inside) paint(px, py, 0);
      else if (edge) paint(px, py, edge(px, py));
    }
  return { width: W, height: H, pixels };
}

describe('screenDifference', () => {
  it('finds nothing between a picture and itself', () => {
    expect(screenDifference(picture(20, 10), picture(20, 10)).count).toBe(0);
  });

  it('passes anti-aliasing noise: the border greys rounded differently (64 to 192 instead of 128)', () => {
    const noisy = picture(20, 10, (px, py) => 64 + ((px * 7 + py * 13) % 129));
    expect(screenDifference(picture(20, 10), noisy)).toEqual({ count: 0, first: null });
  });

  it('passes colour noise below the threshold (every background pixel 3 levels off)', () => {
    const a = picture(20, 10);
    const b = picture(20, 10);
    for (let i = 0; i < b.pixels.length; i++) if (b.pixels[i] === 255 && i % 4 !== 3) b.pixels[i] = 252;
    expect(screenDifference(a, b).count).toBe(0);
  });

  it.each([
    ['1 px right', 21, 10, 'anti-aliased'],
    ['1 px down', 20, 11, 'anti-aliased'],
    ['2 px left', 18, 10, 'anti-aliased'],
    ['2 px up', 20, 8, 'anti-aliased'],
    ['1 px right', 21, 10, 'sharp'],
    ['1 px up', 20, 9, 'sharp'],
  ])('fails on the box moved %s (%s edges)', (_, x, y, edges) => {
    const edge = edges === 'sharp' ? null : undefined;
    const { count, first } = screenDifference(picture(20, 10, edge), picture(x, y, edge));
    expect(count).toBeGreaterThan(SCREEN_MAX_PIXELS);
    expect(first).toMatch(/^pixel \(\d+, \d+\): /);
  });

  it('fails on pictures of different sizes', () => {
    const small = { width: W, height: H - 1, pixels: picture(20, 10).pixels.slice(0, W * (H - 1) * 4) };
    expect(screenDifference(picture(20, 10), small).first).toBe(`size ${W}x${H} vs ${W}x${H - 1}`);
  });
});
