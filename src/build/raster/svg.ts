// Draw the SVG our chart exports write (lib/charts/export.ts) without a general SVG renderer: the
// elements and attributes they use, in document order, each painted with SVG's rules (fill then
// stroke, opacities, butt caps and miter joins, dash patterns, transforms inherited from groups, text
// anchored at start, middle or end). Anything else (another element or attribute, right-to-left or joining
// text, a nested tspan) throws UnsupportedSvg, and the caller hands the picture to a full renderer, so a
// chart is never drawn wrong, only more slowly.
import { rasterise, type Contour } from './coverage.ts';
import { Canvas, parseColour } from './canvas.ts';
import { circlePoints, dashes, parsePath, strokePieces, UnsupportedSvg } from './path.ts';
import { glyphCache, glyphMask, subpixel, type RasterFont } from './text.ts';

export { UnsupportedSvg };

/** Affine map [a c e; b d f]. */
type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

function parseTransform(s: string): Matrix {
  let m = IDENTITY;
  const rest = s.replace(/(\w+)\s*\(([^)]*)\)/g, (_, name: string, args: string) => {
    const v = args
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (v.some((x) => !Number.isFinite(x))) throw new UnsupportedSvg(`raster: transform "${s}" is malformed`);
    let t: Matrix;
    if (name === 'translate' && v.length <= 2) t = [1, 0, 0, 1, v[0], v[1] ?? 0];
    else if (name === 'scale' && v.length <= 2) t = [v[0], 0, 0, v[1] ?? v[0], 0, 0];
    else if (name === 'rotate' && (v.length === 1 || v.length === 3)) {
      const r = (v[0] * Math.PI) / 180;
      // Exact for quarter turns, so rotated text lands on the same pixels as upright text.
      const cos = v[0] % 90 === 0 ? Math.round(Math.cos(r)) : Math.cos(r);
      const sin = v[0] % 90 === 0 ? Math.round(Math.sin(r)) : Math.sin(r);
      t = [cos, sin, -sin, cos, 0, 0];
      if (v.length === 3) t = multiply(multiply([1, 0, 0, 1, v[1], v[2]], t), [1, 0, 0, 1, -v[1], -v[2]]);
    } else if (name === 'matrix' && v.length === 6) t = v as Matrix;
    else throw new UnsupportedSvg(`raster: transform "${name}(${args})" is not drawn`);
    m = multiply(m, t);
    return '';
  });
  if (rest.trim() !== '') throw new UnsupportedSvg(`raster: transform "${s}" is malformed`);
  return m;
}

/** Presentation attributes inherited from groups (a subset of SVG's inherited properties). */
const INHERITED = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'font-size',
  'font-weight',
  'font-family',
  'text-anchor',
] as const;
type Style = Partial<Record<(typeof INHERITED)[number], string>>;

/** Attributes each element may carry; any other makes the picture unsupported. */
const OWN: Record<string, readonly string[]> = {
  svg: ['width', 'height', 'viewBox', 'xmlns', 'role'],
  g: ['transform'],
  rect: ['x', 'y', 'width', 'height', 'transform'],
  line: ['x1', 'y1', 'x2', 'y2', 'transform'],
  path: ['d', 'transform'],
  circle: ['cx', 'cy', 'r', 'transform'],
  text: ['x', 'y', 'dy', 'transform'],
};
const IGNORED = /^(data-[\w-]+|aria-[\w-]+|id|xmlns:[\w-]+)$/;

/** Scripts that need shaping or reordering (and the bidi controls): drawn by the full renderer. */
const COMPLEX = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

const ATTR = /([\w:-]+)\s*=\s*"([^"]*)"/g;
function parseAttrs(el: string, s: string): Record<string, string> {
  const out: Record<string, string> = {};
  const allowed = OWN[el];
  const rest = s.replace(ATTR, (_, k: string, v: string) => {
    if (!(INHERITED as readonly string[]).includes(k) && !allowed.includes(k) && !IGNORED.test(k))
      throw new UnsupportedSvg(`raster: attribute ${k} of <${el}> is not drawn`);
    out[k] = decode(v);
    return '';
  });
  if (rest.trim() !== '') throw new UnsupportedSvg(`raster: attributes "${s.trim()}" of <${el}> are malformed`);
  return out;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) => {
    if (e[0] === '#')
      return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    const v = ENTITIES[e];
    if (v === undefined) throw new UnsupportedSvg(`raster: entity ${m} is not drawn`);
    return v;
  });

function number(v: string | undefined, fallback: number, what: string): number {
  if (v === undefined) return fallback;
  const n = Number(v);
  if (v.trim() === '' || !Number.isFinite(n)) throw new UnsupportedSvg(`raster: ${what}="${v}" is not a number`);
  return n;
}

function paintOf(v: string | undefined, fallback: number | null): number | null {
  if (v === undefined) return fallback;
  if (v === 'none') return null;
  const c = parseColour(v);
  if (c === null) throw new UnsupportedSvg(`raster: colour "${v}" is not drawn`);
  return c;
}

/** An axis-aligned rectangle with corners on whole pixels, as x0, y0, x1, y1; else null. */
function pixelBox(c: Contour): [number, number, number, number] | null {
  if (c.length !== 8 || c.some((v) => !Number.isInteger(v))) return null;
  const [x0, y0, x1, y1, x2, y2, x3, y3] = c;
  const alongX = y0 === y1 && x1 === x2 && y2 === y3 && x3 === x0;
  const alongY = x0 === x1 && y1 === y2 && x2 === x3 && y3 === y0;
  if (!alongX && !alongY) return null;
  return [Math.min(x0, x2), Math.min(y0, y2), Math.max(x0, x2), Math.max(y0, y2)];
}

const opacityOf = (v: string | undefined, what: string) => Math.min(1, Math.max(0, number(v, 1, what)));

/**
 * How far, in pixels, a flattened arc may stray inside the curve. Chords cut the corners all round, so a
 * small circle loses about two thirds of this times its circumference: 0.25 px of ink on a symbol of
 * radius 3 at 0.02 (at 0.1, a whole pixel: its edge pixels read visibly lighter).
 */
const TOLERANCE = 0.02;

/** Batches of pieces larger than this (pixels of their box) are rasterised apart and merged. */
const BATCH_AREA = 1 << 15;

class Drawer {
  readonly canvas: Canvas;
  private readonly font: RasterFont;
  constructor(width: number, height: number, font: RasterFont, into?: (size: number) => Uint8Array) {
    this.canvas = new Canvas(width, height, 0xffffff, into?.((1 + 3 * width) * height));
    this.font = font;
  }

  /** Rasterise contours (pixel coordinates) into the mask, in batches of nearby pieces. */
  private cover(pieces: readonly Contour[]) {
    const clip = { width: this.canvas.width, height: this.canvas.height };
    let batch: Contour[] = [];
    let box = [Infinity, Infinity, -Infinity, -Infinity];
    const flush = () => {
      const cov = batch.length ? rasterise(batch, clip) : null;
      if (cov) this.canvas.addCoverage(cov);
      batch = [];
      box = [Infinity, Infinity, -Infinity, -Infinity];
    };
    for (const p of pieces) {
      let [x0, y0, x1, y1] = box;
      for (let i = 0; i < p.length; i += 2) {
        x0 = Math.min(x0, p[i]);
        x1 = Math.max(x1, p[i]);
        y0 = Math.min(y0, p[i + 1]);
        y1 = Math.max(y1, p[i + 1]);
      }
      if (batch.length && (x1 - x0 + 3) * (y1 - y0 + 1) > BATCH_AREA) {
        flush();
        [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
        for (let i = 0; i < p.length; i += 2) {
          x0 = Math.min(x0, p[i]);
          x1 = Math.max(x1, p[i]);
          y0 = Math.min(y0, p[i + 1]);
          y1 = Math.max(y1, p[i + 1]);
        }
      }
      batch.push(p);
      box = [x0, y0, x1, y1];
    }
    flush();
  }

  /** Fill and stroke polylines given in user units under `m`. */
  shape(polylines: { points: number[]; closed: boolean }[], m: Matrix, style: Style) {
    const fill = paintOf(style.fill, 0x000000);
    const map = (pts: readonly number[]): Contour => {
      const out: Contour = new Array(pts.length);
      for (let i = 0; i < pts.length; i += 2) {
        out[i] = m[0] * pts[i] + m[2] * pts[i + 1] + m[4];
        out[i + 1] = m[1] * pts[i] + m[3] * pts[i + 1] + m[5];
      }
      return out;
    };
    if (fill !== null) {
      const contours = polylines.filter((p) => p.points.length >= 6).map((p) => map(p.points));
      const opacity = opacityOf(style['fill-opacity'], 'fill-opacity');
      // A background: an opaque rectangle on whole pixels is a plain fill, not a million covered pixels.
      const box = contours.length === 1 && opacity === 1 ? pixelBox(contours[0]) : null;
      if (box) this.canvas.fillRect(box[0], box[1], box[2], box[3], fill);
      else if (contours.length) {
        const cov = rasterise(contours, { width: this.canvas.width, height: this.canvas.height });
        if (cov) this.canvas.addCoverage(cov);
        this.canvas.paint(fill, opacity);
      }
    }
    const stroke = paintOf(style.stroke, null);
    const width = number(style['stroke-width'], 1, 'stroke-width');
    if (stroke === null || !(width > 0)) return;
    const dash = style['stroke-dasharray'];
    const pattern =
      dash === undefined || dash === 'none'
        ? null
        : dash
            .trim()
            .split(/[\s,]+/)
            .map((v) => number(v, 0, 'stroke-dasharray'));
    const pieces: Contour[] = [];
    for (const p of polylines) {
      const runs = pattern ? dashes(p.points, p.closed, pattern).map((points) => ({ points, closed: false })) : [p];
      for (const r of runs) for (const piece of strokePieces(r.points, r.closed, width)) pieces.push(map(piece));
    }
    this.cover(pieces);
    this.canvas.paint(stroke, opacityOf(style['stroke-opacity'], 'stroke-opacity'));
  }

  /** One line of text at (x, y) in user units under `m`. */
  text(content: string, x: number, y: number, dy: string | undefined, m: Matrix, style: Style) {
    if (COMPLEX.test(content)) throw new UnsupportedSvg('raster: right-to-left or joining text needs shaping');
    const fill = paintOf(style.fill, 0x000000);
    if (fill === null) return;
    const size = number(style['font-size'], 16, 'font-size');
    const w = style['font-weight'];
    if (w !== undefined && !['normal', 'bold', '400', '700'].includes(w))
      throw new UnsupportedSvg(`raster: font-weight "${w}" is not drawn`);
    const bold = w === 'bold' || w === '700';
    const anchor = style['text-anchor'] ?? 'start';
    if (!['start', 'middle', 'end'].includes(anchor))
      throw new UnsupportedSvg(`raster: text-anchor "${anchor}" is not drawn`);
    const shiftY =
      dy === undefined ? 0 : dy.endsWith('em') ? number(dy.slice(0, -2), 0, 'dy') * size : number(dy, 0, 'dy');
    const line = this.font.layout(content, bold);
    const x0 = x - (anchor === 'middle' ? line.advance / 2 : anchor === 'end' ? line.advance : 0) * size;
    const y0 = y + shiftY;
    const linear: [number, number, number, number] = [m[0] * size, m[1] * size, m[2] * size, m[3] * size];
    const cache = glyphCache(this.font, bold, linear);
    for (let i = 0; i < line.glyphs.length; i++) {
      const ux = x0 + line.pens[i] * size;
      const [ix, fx] = subpixel(m[0] * ux + m[2] * y0 + m[4]);
      const [iy, fy] = subpixel(m[1] * ux + m[3] * y0 + m[5]);
      const g = glyphMask(this.font, line.glyphs[i], bold, linear, fx, fy, cache);
      if (g.w) this.canvas.addLevels(ix + g.dx, iy + g.dy, g.w, g.h, g.levels);
    }
    this.canvas.paint(fill, opacityOf(style['fill-opacity'], 'fill-opacity'));
  }
}

const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+\s*=\s*"[^"]*")*)\s*(\/?)>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>/g;

/**
 * Draw an SVG of the supported subset into a canvas of its width and height. `into`, when given, returns
 * a buffer of at least the size asked for to draw in (see Canvas); without it the canvas has its own.
 */
export function drawSvg(svg: string, font: RasterFont, into?: (size: number) => Uint8Array): Canvas {
  let drawer: Drawer | null = null;
  const stack: { el: string; m: Matrix; style: Style }[] = [];
  let text: { x: number; y: number; dy?: string; m: Matrix; style: Style; body: string } | null = null;
  let skipping = ''; // inside <title> or <desc>
  let last = 0;
  for (const t of svg.matchAll(TAG)) {
    const between = svg.slice(last, t.index);
    last = t.index + t[0].length;
    if (text) text.body += between;
    else if (between.trim() !== '' && !skipping) throw new UnsupportedSvg('raster: text outside <text> is not drawn');
    if (!t[2]) continue; // comment or processing instruction
    const [, closing, el, attrText, selfClosing] = t;
    if (skipping) {
      if (closing && el === skipping) skipping = '';
      else if (!closing) throw new UnsupportedSvg(`raster: <${el}> inside <${skipping}> is not drawn`);
      continue;
    }
    if (text) {
      if (!(closing && el === 'text')) throw new UnsupportedSvg(`raster: <${el}> inside <text> is not drawn`);
      drawer!.text(decode(text.body), text.x, text.y, text.dy, text.m, text.style);
      text = null;
      continue;
    }
    if (closing) {
      const top = stack.pop();
      if (!top || top.el !== el) throw new UnsupportedSvg(`raster: </${el}> does not close <${top?.el}>`);
      continue;
    }
    if (el === 'title' || el === 'desc') {
      if (!selfClosing) skipping = el;
      continue;
    }
    if (!(el in OWN)) throw new UnsupportedSvg(`raster: <${el}> is not drawn`);
    const a = parseAttrs(el, attrText);
    const parent = stack[stack.length - 1] ?? { el: '', m: IDENTITY, style: {} };
    if (el === 'svg') {
      if (drawer) throw new UnsupportedSvg('raster: a nested <svg> is not drawn');
      const width = number(a.width, NaN, 'width');
      const height = number(a.height, NaN, 'height');
      if (!Number.isInteger(width) || !Number.isInteger(height))
        throw new UnsupportedSvg('raster: the <svg> needs a whole width and height in px');
      if (
        a.viewBox !== undefined &&
        a.viewBox
          .trim()
          .split(/[\s,]+/)
          .map(Number)
          .join(' ') !== `0 0 ${width} ${height}`
      )
        throw new UnsupportedSvg(`raster: viewBox "${a.viewBox}" differs from the size`);
      drawer = new Drawer(width, height, font, into);
    } else if (!drawer) throw new UnsupportedSvg(`raster: <${el}> before <svg>`);
    const style: Style = { ...parent.style };
    for (const k of INHERITED) if (a[k] !== undefined) style[k] = a[k];
    const m = a.transform === undefined ? parent.m : multiply(parent.m, parseTransform(a.transform));
    if (el === 'svg' || el === 'g') {
      if (!selfClosing) stack.push({ el, m, style });
      continue;
    }
    const n = (k: string, fallback = 0) => number(a[k], fallback, k);
    if (el === 'text') {
      if (/[\s,]/.test((a.x ?? '').trim()) || /[\s,]/.test((a.y ?? '').trim()))
        throw new UnsupportedSvg('raster: a list of text positions is not drawn');
      const t0 = { x: n('x'), y: n('y'), dy: a.dy, m, style, body: '' };
      if (selfClosing) continue;
      text = t0;
      continue;
    }
    if (!selfClosing) throw new UnsupportedSvg(`raster: <${el}> with content is not drawn`);
    const d = drawer!;
    // Curves are flattened to within TOLERANCE px: in user units under this transform.
    const scale = Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2])) || 1;
    if (el === 'rect') {
      const [x, y, w, h] = [n('x'), n('y'), n('width'), n('height')];
      if (w > 0 && h > 0) d.shape([{ points: [x, y, x + w, y, x + w, y + h, x, y + h], closed: true }], m, style);
    } else if (el === 'line') {
      d.shape([{ points: [n('x1'), n('y1'), n('x2'), n('y2')], closed: false }], m, { ...style, fill: 'none' });
    } else if (el === 'circle') {
      const r = n('r');
      if (r > 0) d.shape([{ points: circlePoints(n('cx'), n('cy'), r, TOLERANCE / scale), closed: true }], m, style);
    } else if (el === 'path') d.shape(parsePath(a.d ?? '', TOLERANCE / scale), m, style);
  }
  if (!drawer || stack.length || text || skipping) throw new UnsupportedSvg('raster: the SVG is incomplete');
  if (svg.slice(last).trim() !== '') throw new UnsupportedSvg('raster: text after </svg> is not drawn');
  return drawer.canvas;
}
