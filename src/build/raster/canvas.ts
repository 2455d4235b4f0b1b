// An opaque RGB image to draw coverage into, and its pixels as PNG scanlines. Drawing composites one
// colour at a time through a mask: the pieces of one shape (a stroke's segments and joins, a text's
// glyphs) are merged into the mask first, keeping each pixel's highest coverage, then painted once, so a
// translucent stroke is not darker where its pieces overlap. Coverage is rounded to 1/15 (as the cards'
// text). The pixels are kept as PNG's RGB scanlines, so encoding is deflate alone: a chart's blends
// (lines across grid lines, translucent points over lines) come to more than a palette's 256 colours.
import type { Coverage } from './coverage.ts';

/** Coverage steps: 15 levels above none. */
export const LEVELS = 15;

/** 0xRRGGBB from `#rgb` or `#rrggbb`; null for anything else. */
export function parseColour(s: string): number | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(s.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return parseInt(h, 16);
}

/** The mask of the last canvas (a coverage level a pixel), reused rather than allocated and cleared each time. */
let sharedMask = new Uint8Array(0);
/** Whether the shared mask may hold coverage not yet painted (a drawing stopped half-way). */
let maskDirty = false;

/**
 * A buffer reused from image to image: returns the first `size` bytes of one array, grown when too small.
 * For a caller that encodes each image before drawing the next (a fresh multi-megabyte array an image cost
 * page faults and garbage collection); what it returns holds the last image's bytes until drawn over.
 */
export function scratchBuffer(): (size: number) => Uint8Array {
  let buf = new Uint8Array(0);
  return (size) => (buf.length >= size ? buf : (buf = new Uint8Array(size))).subarray(0, size);
}

export class Canvas {
  readonly width: number;
  readonly height: number;
  /** PNG scanlines of 8-bit RGB: per row a filter byte (0), then R, G, B a pixel. */
  readonly data: Uint8Array;
  private readonly stride: number;
  private readonly mask: Uint8Array;
  private touched: Int32Array;
  private nTouched = 0;

  /**
   * `into`, when given, is a buffer the pixels are drawn in (its first stride x height bytes) instead of a
   * new one: a caller that encodes each image before drawing the next reuses one buffer (a chart is 3.5 MB
   * of scanlines; a fresh array for each of ~10,000 charts cost page faults and garbage collection).
   */
  constructor(width: number, height: number, background = 0xffffff, into?: Uint8Array) {
    if (!(Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0 && width * height <= 1 << 24))
      throw new Error(`raster: an image of ${width} x ${height} px is not drawn`);
    this.width = width;
    this.height = height;
    this.stride = 1 + 3 * width;
    const size = this.stride * height;
    if (into && into.length < size) throw new Error(`raster: a buffer of ${into.length} bytes for ${size}`);
    this.data = into ? into.subarray(0, size) : new Uint8Array(size);
    // Every row's filter byte is 0; the background fill below covers every pixel.
    if (into) for (let y = 0; y < height; y++) this.data[y * this.stride] = 0;
    this.fillRect(0, 0, width, height, background);
    if (sharedMask.length < width * height) sharedMask = new Uint8Array(width * height);
    else if (maskDirty) sharedMask.fill(0);
    maskDirty = false;
    this.mask = sharedMask;
    this.touched = new Int32Array(4096);
  }

  /** 0xRRGGBB of a pixel. */
  pixel(x: number, y: number): number {
    const o = y * this.stride + 1 + 3 * x;
    return (this.data[o] << 16) | (this.data[o + 1] << 8) | this.data[o + 2];
  }

  /** Paint every pixel of [x0, x1) x [y0, y1) (clipped to the image) in one colour. */
  fillRect(x0: number, y0: number, x1: number, y1: number, colour: number): void {
    const xa = Math.max(0, x0);
    const xb = Math.min(this.width, x1);
    if (xb <= xa) return;
    const r = (colour >> 16) & 255;
    const g = (colour >> 8) & 255;
    const b = colour & 255;
    for (let y = Math.max(0, y0); y < Math.min(this.height, y1); y++) {
      const o = y * this.stride + 1;
      if (r === g && g === b) this.data.fill(r, o + 3 * xa, o + 3 * xb);
      else
        for (let x = xa; x < xb; x++) {
          this.data[o + 3 * x] = r;
          this.data[o + 3 * x + 1] = g;
          this.data[o + 3 * x + 2] = b;
        }
    }
  }

  /** Merge a coverage box into the mask (each pixel keeps its highest coverage). */
  addCoverage(c: Coverage): void {
    const { mask, width } = this;
    const { cov } = c;
    maskDirty = true;
    for (let y = 0; y < c.h; y++) {
      const src = y * c.w;
      const dst = (c.y0 + y) * width + c.x0;
      for (let x = 0; x < c.w; x++) {
        const f = cov[src + x];
        // Most of a box is empty (a stroke's box around a diagonal): skip it before the arithmetic.
        if (f === 0) continue;
        const v = (f * LEVELS + 0.5) | 0;
        if (v === 0) continue;
        const m = mask[dst + x];
        if (m === 0) this.touch(dst + x);
        if (v > m) mask[dst + x] = v;
      }
    }
  }

  /** Merge a glyph's coverage levels (1..LEVELS, 0 none) at an integer position. */
  addLevels(x0: number, y0: number, w: number, h: number, levels: Uint8Array): void {
    const { mask, width, height } = this;
    maskDirty = true;
    // Clipped to the image once, not tested a pixel at a time.
    const xa = Math.max(0, -x0);
    const xb = Math.min(w, width - x0);
    const yb = Math.min(h, height - y0);
    for (let y = Math.max(0, -y0); y < yb; y++) {
      const src = y * w;
      const dst = (y0 + y) * width + x0;
      for (let x = xa; x < xb; x++) {
        const l = levels[src + x];
        if (l === 0) continue;
        const m = mask[dst + x];
        if (m === 0) this.touch(dst + x);
        if (l > m) mask[dst + x] = l;
      }
    }
  }

  private touch(i: number) {
    if (this.nTouched === this.touched.length) {
      const t = new Int32Array(this.touched.length * 2);
      t.set(this.touched);
      this.touched = t;
    }
    this.touched[this.nTouched++] = i;
  }

  /** Paint `colour` at `opacity` through the mask, then clear the mask. */
  paint(colour: number, opacity: number): void {
    const { mask, data, touched, width } = this;
    const r = (colour >> 16) & 255;
    const g = (colour >> 8) & 255;
    const b = colour & 255;
    // Blend weight per level in 1/4096ths: the same for every pixel of this paint.
    const weight = new Int32Array(LEVELS + 1);
    for (let l = 0; l <= LEVELS; l++) weight[l] = Math.round((l / LEVELS) * opacity * 4096);
    for (let k = 0; k < this.nTouched; k++) {
      const i = touched[k];
      const w = weight[mask[i]];
      mask[i] = 0;
      if (w === 0) continue;
      // Byte offset of pixel i: a filter byte per row before it, three bytes a pixel.
      const o = 3 * i + ((i / width) | 0) + 1;
      if (w >= 4096) {
        data[o] = r;
        data[o + 1] = g;
        data[o + 2] = b;
        continue;
      }
      data[o] += ((r - data[o]) * w + 2048) >> 12;
      data[o + 1] += ((g - data[o + 1]) * w + 2048) >> 12;
      data[o + 2] += ((b - data[o + 2]) * w + 2048) >> 12;
    }
    this.nTouched = 0;
    maskDirty = false;
  }
}
