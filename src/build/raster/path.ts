// Geometry for the rasteriser: SVG path data to polylines (arcs flattened), strokes as polygons (a
// rectangle per segment, miter joins within SVG's default limit of 4, else bevel; butt caps, SVG's
// defaults), and dash patterns. All in the drawing's own units; the caller maps points to pixels.
import type { Contour } from './coverage.ts';

/** A polyline of a path: x, y pairs; `closed` when the path closed it (Z). */
export interface Subpath {
  points: number[];
  closed: boolean;
}

/** An unsupported construct: the caller draws the picture another way. */
export class UnsupportedSvg extends Error {}

const TOKEN = /([MmLlHhVvZzAa])|([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)|([\s,]+)|(.)/g;

/**
 * Parse path data (M, L, H, V, Z and A, absolute or relative: what d3's lines and symbols write).
 * Arcs become segments no further than `tolerance` from the curve.
 */
export function parsePath(d: string, tolerance: number): Subpath[] {
  const tokens: (string | number)[] = [];
  for (const m of d.matchAll(TOKEN)) {
    if (m[1]) tokens.push(m[1]);
    else if (m[2]) tokens.push(Number(m[2]));
    else if (m[4]) throw new UnsupportedSvg(`raster: path command or character "${m[4]}" is not drawn`);
  }
  const out: Subpath[] = [];
  let cur: Subpath | null = null;
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  let cmd = '';
  let i = 0;
  const num = () => {
    const v = tokens[i++];
    if (typeof v !== 'number') throw new UnsupportedSvg(`raster: path data "${d.slice(0, 40)}" is malformed`);
    return v;
  };
  const lineTo = (nx: number, ny: number) => {
    if (!cur) {
      cur = { points: [x, y], closed: false };
      out.push(cur);
    }
    cur.points.push(nx, ny);
    x = nx;
    y = ny;
  };
  while (i < tokens.length) {
    if (typeof tokens[i] === 'string') cmd = tokens[i++] as string;
    else if (cmd === '' || cmd === 'Z' || cmd === 'z')
      throw new UnsupportedSvg(`raster: path data "${d.slice(0, 40)}" is malformed`);
    const rel = cmd === cmd.toLowerCase();
    switch (cmd.toUpperCase()) {
      case 'M': {
        const nx = num() + (rel ? x : 0);
        const ny = num() + (rel ? y : 0);
        cur = { points: [nx, ny], closed: false };
        out.push(cur);
        x = sx = nx;
        y = sy = ny;
        cmd = rel ? 'l' : 'L'; // further pairs are line-tos
        break;
      }
      case 'L': {
        const nx = num() + (rel ? x : 0);
        lineTo(nx, num() + (rel ? y : 0));
        break;
      }
      case 'H':
        lineTo(num() + (rel ? x : 0), y);
        break;
      case 'V':
        lineTo(x, num() + (rel ? y : 0));
        break;
      case 'Z':
        if (cur) cur.closed = true;
        cur = null;
        x = sx;
        y = sy;
        break;
      case 'A': {
        const rx = num();
        const ry = num();
        const rot = num();
        const large = num() !== 0;
        const sweep = num() !== 0;
        const nx = num() + (rel ? x : 0);
        const ny = num() + (rel ? y : 0);
        for (const [px, py] of arcPoints(x, y, rx, ry, rot, large, sweep, nx, ny, tolerance)) lineTo(px, py);
        break;
      }
      default:
        throw new UnsupportedSvg(`raster: path command "${cmd}" is not drawn`);
    }
  }
  return out;
}

/** Points along an SVG arc after its start, ending exactly at its end (SVG 1.1 appendix F.6.5). */
function arcPoints(
  x1: number,
  y1: number,
  rxIn: number,
  ryIn: number,
  rotDeg: number,
  large: boolean,
  sweep: boolean,
  x2: number,
  y2: number,
  tolerance: number,
): [number, number][] {
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0 || (x1 === x2 && y1 === y2)) return [[x2, y2]];
  const phi = (rotDeg * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const den = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  const k = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, num / den));
  const cxp = (k * rx * y1p) / ry;
  const cyp = (-k * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) => Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const t1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let dt = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!sweep && dt > 0) dt -= 2 * Math.PI;
  if (sweep && dt < 0) dt += 2 * Math.PI;
  const r = Math.max(rx, ry);
  // A chord of angle a strays r (1 - cos(a/2)) from the circle.
  const step = 2 * Math.acos(Math.max(-1, Math.min(1, 1 - tolerance / r)));
  const n = Math.max(2, Math.ceil(Math.abs(dt) / Math.max(step, 1e-3)));
  const pts: [number, number][] = [];
  for (let s = 1; s < n; s++) {
    const t = t1 + (dt * s) / n;
    const ex = rx * Math.cos(t);
    const ey = ry * Math.sin(t);
    pts.push([cos * ex - sin * ey + cx, sin * ex + cos * ey + cy]);
  }
  pts.push([x2, y2]);
  return pts;
}

/** A circle as a closed polyline, no point further than `tolerance` inside it. */
export function circlePoints(cx: number, cy: number, r: number, tolerance: number): number[] {
  const step = 2 * Math.acos(Math.max(-1, Math.min(1, 1 - tolerance / r)));
  const n = Math.max(8, Math.ceil((2 * Math.PI) / Math.max(step, 1e-3)));
  const pts: number[] = [];
  for (let s = 0; s < n; s++)
    pts.push(cx + r * Math.cos((2 * Math.PI * s) / n), cy + r * Math.sin((2 * Math.PI * s) / n));
  return pts;
}

/** The same points without repeats of the previous one (and, when closed, of the first). */
function dedupe(points: readonly number[], closed: boolean): number[] {
  const out: number[] = [];
  for (let i = 0; i < points.length; i += 2) {
    const n = out.length;
    if (n && out[n - 2] === points[i] && out[n - 1] === points[i + 1]) continue;
    out.push(points[i], points[i + 1]);
  }
  if (closed && out.length > 2 && out[0] === out[out.length - 2] && out[1] === out[out.length - 1]) out.length -= 2;
  return out;
}

/** Give a contour a positive signed area, so that overlapping pieces add up rather than cancel. */
function oriented(c: Contour): Contour {
  let a = 0;
  for (let i = 0; i < c.length; i += 2) {
    const j = (i + 2) % c.length;
    a += c[i] * c[j + 1] - c[j] * c[i + 1];
  }
  if (a >= 0) return c;
  const r: Contour = [];
  for (let i = c.length - 2; i >= 0; i -= 2) r.push(c[i], c[i + 1]);
  return r;
}

const MITER_LIMIT = 4;

/**
 * The outline of a stroke of `width` along a polyline, as pieces whose union is the stroke: a rectangle
 * per segment (butt ends) and a wedge at each join (miter, or bevel past the limit). Pieces are wound
 * alike, so the rasteriser adds them up (clamped at full coverage) rather than cancelling overlaps.
 */
export function strokePieces(pointsIn: readonly number[], closed: boolean, width: number): Contour[] {
  const pts = dedupe(pointsIn, closed);
  const n = pts.length / 2;
  const hw = width / 2;
  const out: Contour[] = [];
  if (n < 2 || !(hw > 0)) return out;
  const segs = closed ? n : n - 1;
  // Unit normal of each segment.
  const nx: number[] = [];
  const ny: number[] = [];
  for (let s = 0; s < segs; s++) {
    const a = s * 2;
    const b = ((s + 1) % n) * 2;
    const dx = pts[b] - pts[a];
    const dy = pts[b + 1] - pts[a + 1];
    const len = Math.hypot(dx, dy);
    nx.push(-dy / len);
    ny.push(dx / len);
    out.push(
      oriented([
        pts[a] + nx[s] * hw,
        pts[a + 1] + ny[s] * hw,
        pts[b] + nx[s] * hw,
        pts[b + 1] + ny[s] * hw,
        pts[b] - nx[s] * hw,
        pts[b + 1] - ny[s] * hw,
        pts[a] - nx[s] * hw,
        pts[a + 1] - ny[s] * hw,
      ]),
    );
  }
  // Joins: at every vertex between two segments.
  for (let v = closed ? 0 : 1; v < (closed ? n : n - 1); v++) {
    const s1 = (v - 1 + segs) % segs;
    const s2 = v % segs;
    const cross = nx[s1] * ny[s2] - ny[s1] * nx[s2];
    if (Math.abs(cross) < 1e-9 && nx[s1] * nx[s2] + ny[s1] * ny[s2] > 0) continue; // straight on
    const side = cross > 0 ? -1 : 1; // the outer side of the turn
    const vx = pts[v * 2];
    const vy = pts[v * 2 + 1];
    const ax = vx + side * nx[s1] * hw;
    const ay = vy + side * ny[s1] * hw;
    const bx = vx + side * nx[s2] * hw;
    const by = vy + side * ny[s2] * hw;
    const mx = nx[s1] + nx[s2];
    const my = ny[s1] + ny[s2];
    const m2 = mx * mx + my * my;
    // Miter length over stroke width is 2 / |n1 + n2|.
    if (m2 > 0 && 4 / m2 <= MITER_LIMIT * MITER_LIMIT) {
      const k = (2 * hw) / m2;
      out.push(oriented([vx, vy, ax, ay, vx + side * mx * k, vy + side * my * k, bx, by]));
    } else out.push(oriented([vx, vy, ax, ay, bx, by]));
  }
  return out;
}

/**
 * Cut a polyline into its dashes (`pattern` of on and off lengths, starting on; an odd list is
 * repeated, as SVG does). A closed polyline is walked round to its start.
 */
export function dashes(pointsIn: readonly number[], closed: boolean, pattern: readonly number[]): number[][] {
  const pat = pattern.length % 2 ? [...pattern, ...pattern] : [...pattern];
  const total = pat.reduce((a, b) => a + b, 0);
  if (!(total > 0) || pat.some((v) => v < 0)) return [dedupe(pointsIn, false)];
  const pts = [...pointsIn];
  if (closed) pts.push(pts[0], pts[1]);
  const out: number[][] = [];
  let k = 0; // index in the pattern
  let left = pat[0]; // length left in the current dash or gap
  let on = true;
  let cur: number[] | null = [pts[0], pts[1]];
  for (let i = 2; i < pts.length; i += 2) {
    let x0 = pts[i - 2];
    let y0 = pts[i - 1];
    const x1 = pts[i];
    const y1 = pts[i + 1];
    let len = Math.hypot(x1 - x0, y1 - y0);
    while (len > left) {
      const t = left / len;
      const x = x0 + (x1 - x0) * t;
      const y = y0 + (y1 - y0) * t;
      if (on && cur) {
        cur.push(x, y);
        out.push(cur);
        cur = null;
      } else cur = [x, y];
      len -= left;
      x0 = x;
      y0 = y;
      on = !on;
      k = (k + 1) % pat.length;
      left = pat[k];
    }
    left -= len;
    if (on && cur) cur.push(x1, y1);
  }
  if (on && cur && cur.length >= 4) out.push(cur);
  return out.map((d) => dedupe(d, false)).filter((d) => d.length >= 4);
}
