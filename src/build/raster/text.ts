// Text for the rasteriser: a font lays a line out (glyphs and pen positions) and gives each glyph's
// outline; each glyph is drawn once per size, transform and quarter-pixel position into a mask of coverage
// levels, kept, and pasted wherever it recurs. A glyph's mask depends only on that key, never on what was
// drawn before it, so the same text gives the same pixels in any order and on any thread.
import { rasterise, type Contour } from './coverage.ts';
import { LEVELS } from './canvas.ts';

/** One command of a glyph outline in em units, y down (opentype.js's path commands, scaled to 1 em). */
export type GlyphCommand =
  | { type: 'M'; x: number; y: number }
  | { type: 'L'; x: number; y: number }
  | { type: 'Q'; x1: number; y1: number; x: number; y: number }
  | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { type: 'Z' };

export interface RasterFont {
  /** A line of text: its glyphs, each one's pen position and the total advance, in em. */
  layout(text: string, bold: boolean): { glyphs: number[]; pens: number[]; advance: number };
  /** A glyph's outline in em units, y down. */
  outline(glyph: number, bold: boolean): readonly GlyphCommand[];
}

export interface GlyphMask {
  /** Offset of the mask's top-left corner from the whole pixel the glyph's origin was rounded down to. */
  dx: number;
  dy: number;
  w: number;
  h: number;
  /** Coverage level 0..LEVELS a pixel. */
  levels: Uint8Array;
}

/** Glyph origins are placed to a quarter of a pixel. */
const SUBPIXEL = 4;
/** Curves are flattened to within this many pixels. */
const TOLERANCE = 0.02;

/** Masks drawn so far: by font, then by style (weight and em-to-pixel map), then by glyph and position. */
const caches = new WeakMap<RasterFont, Map<string, Map<number, GlyphMask>>>();

const key4 = (v: number) => Math.round(v * 1e4) / 1e4;

/**
 * The masks of one weight and em-to-pixel map, which a line of text shares: the line looks its style up
 * once, and each glyph by a number (glyph id and quarter-pixel position), not a string built per glyph.
 */
export function glyphCache(
  font: RasterFont,
  bold: boolean,
  m: readonly [number, number, number, number],
): Map<number, GlyphMask> {
  let byStyle = caches.get(font);
  if (!byStyle) caches.set(font, (byStyle = new Map()));
  const style = `${bold ? 'b' : 'r'}${m.map(key4).join(',')}`;
  let cache = byStyle.get(style);
  if (!cache) byStyle.set(style, (cache = new Map()));
  return cache;
}

/**
 * The mask of `glyph` drawn with the linear map [a c; b d] (em to pixels: the font size and any rotation
 * or scale of the text) at the fractional position (fx, fy), each a multiple of 1 / SUBPIXEL.
 */
export function glyphMask(
  font: RasterFont,
  glyph: number,
  bold: boolean,
  m: readonly [number, number, number, number],
  fx: number,
  fy: number,
  /** glyphCache(font, bold, m), looked up once per line of text. */
  cache = glyphCache(font, bold, m),
): GlyphMask {
  const k = (glyph * SUBPIXEL + fy * SUBPIXEL) * SUBPIXEL + fx * SUBPIXEL;
  let g = cache.get(k);
  if (g) return g;
  const [a, b, c, d] = m;
  const tx = (x: number, y: number) => a * x + c * y + fx;
  const ty = (x: number, y: number) => b * x + d * y + fy;
  const contours: Contour[] = [];
  let cur: Contour | null = null;
  let px = 0;
  let py = 0;
  for (const cmd of font.outline(glyph, bold)) {
    if (cmd.type === 'Z') {
      cur = null;
      continue;
    }
    const x = tx(cmd.x, cmd.y);
    const y = ty(cmd.x, cmd.y);
    if (cmd.type === 'M') {
      cur = [x, y];
      contours.push(cur);
    } else {
      if (!cur) contours.push((cur = [px, py]));
      if (cmd.type === 'L') cur.push(x, y);
      else if (cmd.type === 'Q') curve(cur, [px, py, tx(cmd.x1, cmd.y1), ty(cmd.x1, cmd.y1), x, y]);
      else curve(cur, [px, py, tx(cmd.x1, cmd.y1), ty(cmd.x1, cmd.y1), tx(cmd.x2, cmd.y2), ty(cmd.x2, cmd.y2), x, y]);
    }
    px = x;
    py = y;
  }
  const cov = rasterise(contours.filter((ct) => ct.length >= 6));
  if (!cov) g = { dx: 0, dy: 0, w: 0, h: 0, levels: new Uint8Array(0) };
  else {
    const levels = new Uint8Array(cov.w * cov.h);
    for (let i = 0; i < levels.length; i++) levels[i] = Math.round(cov.cov[i] * LEVELS);
    g = { dx: cov.x0, dy: cov.y0, w: cov.w, h: cov.h, levels };
  }
  cache.set(k, g);
  return g;
}

/** Append a quadratic (6 numbers) or cubic (8) Bézier's points after its start, flattened to TOLERANCE. */
function curve(out: Contour, p: number[]) {
  const cubic = p.length === 8;
  // How far the control polygon bends: the flattening error of one chord is about a quarter of it.
  const bend = cubic
    ? Math.max(
        Math.hypot(p[0] - 2 * p[2] + p[4], p[1] - 2 * p[3] + p[5]),
        Math.hypot(p[2] - 2 * p[4] + p[6], p[3] - 2 * p[5] + p[7]),
      ) * 0.75
    : Math.hypot(p[0] - 2 * p[2] + p[4], p[1] - 2 * p[3] + p[5]) / 4;
  const n = Math.max(1, Math.min(64, Math.ceil(Math.sqrt(bend / TOLERANCE))));
  for (let s = 1; s <= n; s++) {
    const t = s / n;
    const u = 1 - t;
    if (cubic)
      out.push(
        u * u * u * p[0] + 3 * u * u * t * p[2] + 3 * u * t * t * p[4] + t * t * t * p[6],
        u * u * u * p[1] + 3 * u * u * t * p[3] + 3 * u * t * t * p[5] + t * t * t * p[7],
      );
    else out.push(u * u * p[0] + 2 * u * t * p[2] + t * t * p[4], u * u * p[1] + 2 * u * t * p[3] + t * t * p[5]);
  }
}

/** Split a pixel coordinate into its whole pixel and its fraction rounded to 1 / SUBPIXEL. */
export function subpixel(v: number): [number, number] {
  const q = Math.round(v * SUBPIXEL) / SUBPIXEL;
  const whole = Math.floor(q);
  return [whole, q - whole];
}
