// Exact-area anti-aliasing of polygons: each edge adds the signed area it covers to an accumulation
// buffer, cell by cell, and a running sum along each row gives how much of every pixel lies inside
// (the method of font-rs and stb_truetype). Contours of the same orientation add up, so a shape drawn
// as several overlapping pieces (a stroke's segments and joins) is their union once the sum is clamped
// to 1; a contour wound the other way inside another cuts a hole (a glyph's counter).

/** A closed contour: x, y pairs in pixels (the last point joins the first). */
export type Contour = number[];

/** Coverage 0..1 per pixel of a box of the image: `cov[(y - y0) * w + (x - x0)]`. */
export interface Coverage {
  x0: number;
  y0: number;
  w: number;
  h: number;
  cov: Float32Array;
}

/** Refuse boxes larger than this many pixels: nothing the charts draw comes near it. */
const MAX_AREA = 1 << 23;

let scratch = new Float32Array(1 << 16);

/**
 * Rasterise contours into a coverage box, clipped to [0, width) x [0, height) when `clip` is given. The
 * box's array is reused by the next call: read it (or copy it) before rasterising again. Null when nothing
 * is inside the image.
 */
export function rasterise(contours: readonly Contour[], clip?: { width: number; height: number }): Coverage | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const c of contours)
    for (let i = 0; i < c.length; i += 2) {
      const x = c[i];
      const y = c[i + 1];
      if (!Number.isFinite(x) || !Number.isFinite(y)) throw new Error(`raster: a contour has a point at ${x},${y}`);
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  if (minX === Infinity) return null;
  // The accumulation box: whole pixels around the contours, one spare cell on the right for the carry.
  const bx0 = Math.floor(minX);
  const by0 = Math.floor(minY);
  const bw = Math.ceil(maxX) - bx0 + 2;
  const bh = Math.ceil(maxY) - by0;
  if (bh <= 0) return null;
  if (bw * bh > MAX_AREA) throw new Error(`raster: a shape of ${bw} x ${bh} px is larger than the rasteriser draws`);
  const n = bw * bh;
  if (scratch.length < n) scratch = new Float32Array(Math.max(n, scratch.length * 2));
  const acc = scratch;
  acc.fill(0, 0, n);
  for (const c of contours) {
    const m = c.length;
    for (let i = 0; i < m; i += 2) {
      const j = (i + 2) % m;
      edge(acc, bw, bh, c[i] - bx0, c[i + 1] - by0, c[j] - bx0, c[j + 1] - by0);
    }
  }
  // Running sums, clamped: |sum| is the covered share (non-zero winding, overlaps counted once).
  for (let y = 0; y < bh; y++) {
    let s = 0;
    const row = y * bw;
    for (let x = 0; x < bw; x++) {
      s += acc[row + x];
      const a = s < 0 ? -s : s;
      acc[row + x] = a > 1 ? 1 : a < 1e-4 ? 0 : a;
    }
  }
  if (!clip) return { x0: bx0, y0: by0, w: bw, h: bh, cov: acc.subarray(0, n) };
  const { width, height } = clip;
  // Clip to the image, compacting rows in place (the clipped box starts at or after the full one).
  const cx0 = Math.max(0, bx0);
  const cy0 = Math.max(0, by0);
  const cx1 = Math.min(width, bx0 + bw);
  const cy1 = Math.min(height, by0 + bh);
  if (cx1 <= cx0 || cy1 <= cy0) return null;
  const w = cx1 - cx0;
  const h = cy1 - cy0;
  if (w !== bw || h !== bh)
    for (let y = 0; y < h; y++)
      acc.copyWithin(y * w, (y + cy0 - by0) * bw + (cx0 - bx0), (y + cy0 - by0) * bw + (cx0 - bx0) + w);
  return { x0: cx0, y0: cy0, w, h, cov: acc.subarray(0, w * h) };
}

/** Add one edge's signed area to the accumulation buffer (box coordinates, x >= 0). */
function edge(acc: Float32Array, stride: number, h: number, ax: number, ay: number, bx: number, by: number) {
  if (ay === by) return;
  let dir = 1;
  let x0 = ax;
  let y0 = ay;
  let x1 = bx;
  let y1 = by;
  if (ay > by) {
    dir = -1;
    x0 = bx;
    y0 = by;
    x1 = ax;
    y1 = ay;
  }
  const dxdy = (x1 - x0) / (y1 - y0);
  let x = x0;
  if (y0 < 0) {
    x -= y0 * dxdy;
    y0 = 0;
  }
  const yEnd = Math.min(h, Math.ceil(y1));
  for (let y = Math.floor(y0); y < yEnd; y++) {
    const row = y * stride;
    const dy = Math.min(y + 1, y1) - Math.max(y, y0);
    const xnext = x + dxdy * dy;
    const d = dy * dir;
    const lo = x < xnext ? x : xnext;
    const hi = x < xnext ? xnext : x;
    const loFloor = Math.floor(lo);
    const loI = loFloor;
    const hiCeil = Math.ceil(hi);
    const hiI = hiCeil;
    if (hiI <= loI + 1) {
      // Within one cell: the area left of the edge's mid-point goes to this cell, the rest carries on.
      const xmf = 0.5 * (x + xnext) - loFloor;
      acc[row + loI] += d - d * xmf;
      acc[row + loI + 1] += d * xmf;
    } else {
      const s = 1 / (hi - lo);
      const lof = lo - loFloor;
      const a0 = 0.5 * s * (1 - lof) * (1 - lof);
      const hif = hi - hiCeil + 1;
      const am = 0.5 * s * hif * hif;
      acc[row + loI] += d * a0;
      if (hiI === loI + 2) acc[row + loI + 1] += d * (1 - a0 - am);
      else {
        const a1 = s * (1.5 - lof);
        acc[row + loI + 1] += d * (a1 - a0);
        for (let xi = loI + 2; xi < hiI - 1; xi++) acc[row + xi] += d * s;
        const a2 = a1 + (hiI - loI - 3) * s;
        acc[row + hiI - 1] += d * (1 - a2 - am);
      }
      acc[row + hiI] += d * am;
    }
    x = xnext;
  }
}
