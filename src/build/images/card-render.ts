// Node-only: draw a card layout (src/lib/cards/layout.ts) as a 1200 x 630 PNG.
//
// resvg draws every glyph: a glyph is rendered once per (character, size, weight) from an SVG of <text>
// elements with the committed fonts (no system font), and kept as a coverage mask. A card is then the
// layout's rectangles plus those masks pasted at the layout's integer positions into a palette image:
// each text colour over its background gets a ramp of 15 coverage levels. Loading the fonts costs resvg
// a few hundred milliseconds and a full 1200 x 630 render tens more, so at ~84,000 figure cards a card
// per resvg call would take most of an hour; pasting cached glyphs takes about a millisecond.
// renderSvgPng() draws the same layout's SVG with resvg directly; a test checks the two agree.
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import {
  CARD_FACES,
  COLOURS,
  GPU_CARD_COLOURS,
  type CardLayout,
  type Colour,
  type TextRun,
  type Weight,
} from '../../lib/cards/layout.ts';
import { CARD_FONT_FAMILY } from '../../lib/cards/svg.ts';
import { FONT_FILES } from './card-font.ts';
import { encodeIndexedPng } from './png.ts';
import { scratchBuffer } from '../raster/canvas.ts';

const LEVELS = 15;

/** resvg with the committed fonts, or with no font at all for an SVG without text (its text outlined). */
function resvgOptions(fonts = true): ResvgRenderOptions {
  return {
    fitTo: { mode: 'original' },
    font: fonts
      ? {
          loadSystemFonts: false,
          fontFiles: [FONT_FILES.regular, FONT_FILES.bold],
          defaultFontFamily: CARD_FONT_FAMILY,
        }
      : { loadSystemFonts: false },
  };
}

/** The reference drawing: resvg renders the whole SVG (slow; tests and one-off use). */
export function renderSvgPng(svg: string): Buffer {
  return new Resvg(svg, resvgOptions()).render().asPng();
}

/** The reference drawing's RGBA pixels; `fonts: false` skips loading fonts for an SVG that has no text. */
export function renderSvgRgba(svg: string, fonts = true): { width: number; height: number; pixels: Buffer } {
  const img = new Resvg(svg, resvgOptions(fonts)).render();
  return { width: img.width, height: img.height, pixels: img.pixels };
}

interface Glyph {
  /** Offset of the mask's top-left corner from the glyph's origin (pen x, baseline y). */
  dx: number;
  dy: number;
  w: number;
  h: number;
  /** Coverage level 0..15 per pixel. */
  levels: Uint8Array;
  /** Its covered pixels alone, as offsets into an image of `stride` bytes a row (made on first paste). */
  covered?: { stride: number; at: Int32Array; level: Uint8Array };
}

/** A glyph's covered pixels for images of `stride` bytes a row: about half its box is empty. */
function coveredPixels(g: Glyph, stride: number): NonNullable<Glyph['covered']> {
  if (g.covered?.stride === stride) return g.covered;
  let n = 0;
  for (const l of g.levels) if (l !== 0) n++;
  const at = new Int32Array(n);
  const level = new Uint8Array(n);
  let k = 0;
  for (let j = 0; j < g.h; j++)
    for (let i = 0; i < g.w; i++) {
      const l = g.levels[j * g.w + i];
      if (l === 0) continue;
      at[k] = j * stride + i;
      level[k++] = l;
    }
  return (g.covered = { stride, at, level });
}

/** Glyph masks by face (weight and size), then by character: a run looks its face up once. */
const faces = new Map<string, Map<string, Glyph>>();
function faceGlyphs(size: number, weight: Weight): Map<string, Glyph> {
  const key = `${weight}|${size}`;
  let face = faces.get(key);
  if (!face) faces.set(key, (face = new Map()));
  return face;
}

const escapeXml = (s: string) =>
  s.replace(/[&<>"]/g, (ch) => (ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : '&quot;'));

/** Render the missing glyphs in one resvg call: each in a cell of its own, origin on whole pixels. */
function renderGlyphs(wanted: { ch: string; size: number; weight: Weight }[]) {
  const SHEET_WIDTH = 2400;
  const cells: {
    ch: string;
    size: number;
    weight: Weight;
    x: number;
    y: number;
    w: number;
    h: number;
    ox: number;
    oy: number;
  }[] = [];
  let x = 0;
  let y = 0;
  let rowH = 0;
  for (const g of wanted) {
    // Room for wide glyphs, negative side bearings, accents above and descenders below.
    const w = Math.ceil(g.size * 2.2);
    const h = Math.ceil(g.size * 2.2);
    if (x + w > SHEET_WIDTH) {
      x = 0;
      y += rowH;
      rowH = 0;
    }
    cells.push({ ...g, x, y, w, h, ox: x + Math.ceil(g.size * 0.6), oy: y + Math.ceil(g.size * 1.5) });
    x += w;
    rowH = Math.max(rowH, h);
  }
  const height = y + rowH;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHEET_WIDTH}" height="${height}">`,
    ...cells.map(
      (c) =>
        `<text x="${c.ox}" y="${c.oy}" font-family="${CARD_FONT_FAMILY}" font-size="${c.size}" font-weight="${c.weight === 'bold' ? 700 : 400}" fill="#000">${escapeXml(c.ch)}</text>`,
    ),
    '</svg>',
  ].join('\n');
  const { pixels } = renderSvgRgba(svg);
  for (const c of cells) {
    // Crop the cell to the pixels the glyph covers.
    let x0 = c.w;
    let y0 = c.h;
    let x1 = -1;
    let y1 = -1;
    for (let j = 0; j < c.h; j++)
      for (let i = 0; i < c.w; i++) {
        if (pixels[((c.y + j) * SHEET_WIDTH + c.x + i) * 4 + 3] === 0) continue;
        if (i < x0) x0 = i;
        if (i > x1) x1 = i;
        if (j < y0) y0 = j;
        if (j > y1) y1 = j;
      }
    if (x1 < 0) {
      faceGlyphs(c.size, c.weight).set(c.ch, { dx: 0, dy: 0, w: 0, h: 0, levels: new Uint8Array(0) });
      continue;
    }
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    const levels = new Uint8Array(w * h);
    for (let j = 0; j < h; j++)
      for (let i = 0; i < w; i++) {
        const a = pixels[((c.y + y0 + j) * SHEET_WIDTH + c.x + x0 + i) * 4 + 3];
        levels[j * w + i] = Math.round((a * LEVELS) / 255);
      }
    faceGlyphs(c.size, c.weight).set(c.ch, { dx: c.x + x0 - c.ox, dy: c.y + y0 - c.oy, w, h, levels });
  }
}

/**
 * Characters whose glyphs are made up front for every card face, in one sheet: printable ASCII, Latin-1
 * and the punctuation cards use. The sheet is the same on every run and in every worker thread, so a
 * glyph's mask never depends on which cards a thread happened to draw first.
 */
const COMMON_CHARS = (() => {
  const cs: string[] = [];
  for (let c = 0x21; c < 0x7f; c++) cs.push(String.fromCharCode(c));
  for (let c = 0xa1; c <= 0xff; c++) if (c !== 0xad) cs.push(String.fromCharCode(c));
  cs.push('…', '–', '—', '‘', '’', '“', '”', '−', '×');
  return cs;
})();

/**
 * Make sure every glyph of these runs is cached. Any other character is drawn alone in a sheet of its
 * own at a fixed position (slower, but rare: names in other scripts), for the same reason.
 */
function prepareGlyphs(runs: readonly TextRun[]) {
  if (faces.size === 0) renderGlyphs(CARD_FACES.flatMap((f) => COMMON_CHARS.map((ch) => ({ ch, ...f }))));
  for (const r of runs) {
    const face = faceGlyphs(r.size, r.weight);
    for (const ch of r.chars) if (ch !== ' ' && !face.has(ch)) renderGlyphs([{ ch, size: r.size, weight: r.weight }]);
  }
}

// The palette: one entry per colour, then a ramp of 15 coverage levels per (text colour, background).
const SOLIDS = Object.keys(COLOURS) as Colour[];
const RAMPS: [Colour, Colour][] = [
  ['ink', 'paper'],
  ['muted', 'paper'],
  ['accent', 'paper'],
  ['warn', 'paper'],
  ['onBand', 'band'],
  // A row's figure in its GPU's colour (lib/cards/layout.ts).
  ...GPU_CARD_COLOURS.map((c): [Colour, Colour] => [c, 'paper']),
];
const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const PALETTE = (() => {
  const p: number[] = [];
  for (const c of SOLIDS) p.push(...rgb(COLOURS[c]));
  for (const [fg, bg] of RAMPS) {
    const f = rgb(COLOURS[fg]);
    const b = rgb(COLOURS[bg]);
    for (let l = 1; l <= LEVELS; l++) p.push(...b.map((v, i) => Math.round(v + ((f[i] - v) * l) / LEVELS)));
  }
  return Uint8Array.from(p);
})();
const rampBase = (fill: Colour, on: Colour) => {
  const i = RAMPS.findIndex(([f, b]) => f === fill && b === on);
  if (i < 0) throw new Error(`cards: no palette ramp for ${fill} text on ${on}; add it to RAMPS`);
  // Level l of ramp i is at SOLIDS.length + i * LEVELS + (l - 1).
  return SOLIDS.length + i * LEVELS - 1;
};

/**
 * The scanlines of the card being drawn, reused from card to card: a fresh 757 KB array a card (~88,000
 * cards at the bench's 100x) cost more in page faults and garbage collection than drawing the text did.
 * The PNG is deflated from it before the next card starts, so no card sees another's pixels.
 */
const scratch = scratchBuffer();

/**
 * Paste a glyph's coverage levels with its top-left corner at (gx, gy), as palette entries base + level,
 * clipped to the image. The hot loop of a card: only covered pixels are visited, and a glyph that crosses
 * the image's edge is clipped once, not tested a pixel at a time.
 */
function pasteGlyph(
  px: Uint8Array,
  stride: number,
  width: number,
  height: number,
  g: Glyph,
  gx: number,
  gy: number,
  base: number,
) {
  const { levels, w, h } = g;
  if (gx >= 0 && gy >= 0 && gx + w <= width && gy + h <= height) {
    // Inside the image (every glyph of a card laid out within its margins): its covered pixels alone.
    const { at, level } = coveredPixels(g, stride);
    const origin = gy * stride + 1 + gx;
    for (let k = 0; k < at.length; k++) {
      const p = origin + at[k];
      const cur = px[p] - base;
      // Neighbouring glyphs' edges may overlap: keep the stronger coverage of the same ramp.
      if (cur >= 1 && cur <= LEVELS && cur >= level[k]) continue;
      px[p] = base + level[k];
    }
    return;
  }
  const i0 = Math.max(0, -gx);
  const i1 = Math.min(w, width - gx);
  const j1 = Math.min(h, height - gy);
  for (let j = Math.max(0, -gy); j < j1; j++) {
    const src = j * w;
    const dst = (gy + j) * stride + 1 + gx;
    for (let i = i0; i < i1; i++) {
      const l = levels[src + i];
      if (l === 0) continue;
      const cur = px[dst + i] - base;
      if (cur >= 1 && cur <= LEVELS && cur >= l) continue;
      px[dst + i] = base + l;
    }
  }
}

/** Draw a layout as an indexed PNG from cached glyphs. */
export function renderCardPng(l: CardLayout): Buffer<ArrayBuffer> {
  prepareGlyphs(l.runs);
  const stride = l.width + 1;
  const px = scratch(stride * l.height);
  px.fill(0); // filter byte 0 at the start of each row, and palette entry 0 where no rectangle is
  for (const r of l.rects) {
    const idx = SOLIDS.indexOf(r.fill);
    for (let y = Math.max(0, r.y); y < Math.min(l.height, r.y + r.h); y++)
      px.fill(idx, y * stride + 1 + Math.max(0, r.x), y * stride + 1 + Math.min(l.width, r.x + r.w));
  }
  for (const run of l.runs) {
    const base = rampBase(run.fill, run.on);
    const face = faceGlyphs(run.size, run.weight);
    for (let k = 0; k < run.chars.length; k++) {
      const g = face.get(run.chars[k]);
      if (g && g.w > 0) pasteGlyph(px, stride, l.width, l.height, g, run.xs[k] + g.dx, run.y + g.dy, base);
    }
  }
  return encodeIndexedPng(l.width, l.height, PALETTE, px);
}
