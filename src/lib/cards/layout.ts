// Where each piece of a card's text goes: pure geometry on a 1200 x 630 canvas. Every glyph gets an
// integer x of its own, so the SVG (svg.ts) and the fast renderer (node/card-render.ts, which pastes
// cached glyph images) put each glyph on the same pixel. No kerning: the figure reads the same either way.
import type { CardContent } from './content.ts';
import { GPU_PALETTE } from '../core/palette.ts';
import { slugify } from '../core/slug.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export type Weight = 'regular' | 'bold';

/** Advance widths of the card font, in em (the node side reads them from the committed TTF files). */
export interface FontMetrics {
  advance(ch: string, weight: Weight): number;
}

const BASE_COLOURS = {
  paper: '#f7f5ef',
  band: '#17324d',
  strip: '#0b5cad',
  ink: '#1a1a1a',
  muted: '#4f565d',
  accent: '#0b5cad',
  warn: '#9a3412',
  onBand: '#ffffff',
} as const;
/** A GPU's colour on a card: its light one from the site's palette (src/lib/core/palette.ts), by slug. */
export type GpuColour = `gpu-${string}`;
export type Colour = keyof typeof BASE_COLOURS | GpuColour;
/** Every colour a card uses; a small fixed set keeps the PNG an 8-bit palette image. */
export const COLOURS: Readonly<Record<Colour, string>> = {
  ...BASE_COLOURS,
  ...Object.fromEntries(Object.entries(GPU_PALETTE).map(([slug, c]) => [`gpu-${slug}`, c.light])),
};
/** The GPUs' colours on cards, for the renderer's ramps (their figures are drawn in them on paper). */
export const GPU_CARD_COLOURS = Object.keys(GPU_PALETTE).map((slug) => `gpu-${slug}` as GpuColour);

/** A card's GPU colour where its figure is one GPU's and the palette has that GPU, else the given colour. */
const gpuOr = (gpu: string | undefined, fallback: Colour): Colour =>
  gpu !== undefined && GPU_PALETTE[slugify(gpu)] ? `gpu-${slugify(gpu)}` : fallback;

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
  fill: Colour;
}

/** One line of text: its glyphs (code points), each at its own integer x, on one baseline. */
export interface TextRun {
  text: string;
  chars: string[];
  xs: number[];
  y: number;
  size: number;
  weight: Weight;
  fill: Colour;
  /** The rectangle colour under the run (the renderer blends glyph edges towards it). */
  on: Colour;
}

export interface CardLayout {
  width: number;
  height: number;
  rects: Rect[];
  runs: TextRun[];
}

const MARGIN = 64;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;
const BAND_TOP = 540;
const FOOTER_SIZE = 23;
const ELLIPSIS = '…';

/** Control and format characters (bidi overrides, zero-width joiners) draw nothing: drop them, squash spaces. */
export function cardText(s: string): string {
  return s
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

export function textWidth(m: FontMetrics, text: string, size: number, weight: Weight): number {
  let w = 0;
  for (const ch of text) w += m.advance(ch, weight);
  return w * size;
}

/** The text, cut and ended with an ellipsis when it is wider than maxWidth. */
export function fitText(m: FontMetrics, text: string, size: number, weight: Weight, maxWidth: number): string {
  if (textWidth(m, text, size, weight) <= maxWidth) return text;
  const chars = Array.from(text);
  let w = textWidth(m, ELLIPSIS, size, weight);
  let n = 0;
  for (; n < chars.length; n++) {
    const next = w + m.advance(chars[n], weight) * size;
    if (next > maxWidth) break;
    w = next;
  }
  return `${chars.slice(0, n).join('').trimEnd()}${ELLIPSIS}`;
}

/** Greedy word wrap into at most maxLines lines; the last line is cut with an ellipsis if needed. */
export function wrapText(
  m: FontMetrics,
  text: string,
  size: number,
  weight: Weight,
  maxWidth: number,
  maxLines: number,
): string[] {
  const words = text.split(' ').filter((w) => w !== '');
  const lines: string[] = [];
  let i = 0;
  while (i < words.length && lines.length < maxLines - 1) {
    let line = words[i];
    // A single word wider than the line is cut; the rest wraps on.
    if (textWidth(m, line, size, weight) > maxWidth) {
      lines.push(fitText(m, line, size, weight, maxWidth));
      i++;
      continue;
    }
    let j = i + 1;
    while (j < words.length && textWidth(m, `${line} ${words[j]}`, size, weight) <= maxWidth) line += ` ${words[j++]}`;
    lines.push(line);
    i = j;
  }
  if (i < words.length) lines.push(fitText(m, words.slice(i).join(' '), size, weight, maxWidth));
  return lines;
}

function run(
  m: FontMetrics,
  text: string,
  x: number,
  y: number,
  size: number,
  weight: Weight,
  fill: Colour,
  on: Colour,
): TextRun {
  const chars = Array.from(text);
  const xs: number[] = [];
  let pen = x;
  for (const ch of chars) {
    xs.push(Math.round(pen));
    pen += m.advance(ch, weight) * size;
  }
  return { text, chars, xs, y, size, weight, fill, on };
}

/** The sizes and weights a card uses, so a renderer can prepare their glyphs once. */
export const CARD_FACES: readonly { size: number; weight: Weight }[] = [
  { size: 28, weight: 'regular' },
  { size: 44, weight: 'bold' },
  { size: 132, weight: 'bold' },
  { size: 40, weight: 'regular' },
  { size: 32, weight: 'regular' },
  { size: 26, weight: 'regular' },
];

/**
 * The card: kicker, title (two lines at most), the figure large with its unit beside it (or below when
 * the two do not fit on one line), the figure in Wh per million, the configuration, any status, and a
 * band at the foot with the boundary, basis and release.
 */
export function layoutCard(c: CardContent, m: FontMetrics): CardLayout {
  const rects: Rect[] = [
    { x: 0, y: 0, w: CARD_WIDTH, h: CARD_HEIGHT, fill: 'paper' },
    { x: 0, y: 0, w: CARD_WIDTH, h: 12, fill: gpuOr(c.gpu, 'strip') },
    { x: 0, y: BAND_TOP, w: CARD_WIDTH, h: CARD_HEIGHT - BAND_TOP, fill: 'band' },
  ];
  const runs: TextRun[] = [];
  const kicker = fitText(m, cardText(c.kicker), 28, 'regular', TEXT_WIDTH);
  runs.push(run(m, kicker, MARGIN, 76, 28, 'regular', 'muted', 'paper'));
  const title = wrapText(m, cardText(c.title), 44, 'bold', TEXT_WIDTH, 2);
  title.forEach((line, i) => runs.push(run(m, line, MARGIN, 136 + i * 54, 44, 'bold', 'ink', 'paper')));

  const figure = fitText(m, cardText(c.figure), 132, 'bold', TEXT_WIDTH);
  const figureY = 340;
  runs.push(run(m, figure, MARGIN, figureY, 132, 'bold', gpuOr(c.gpu, 'accent'), 'paper'));
  const unit = cardText(c.unit);
  const unitX = MARGIN + textWidth(m, figure, 132, 'bold') + 24;
  const unitFits = unitX + textWidth(m, unit, 40, 'regular') <= MARGIN + TEXT_WIDTH;
  let y = figureY;
  if (unitFits) runs.push(run(m, unit, unitX, figureY, 40, 'regular', 'ink', 'paper'));
  else runs.push(run(m, fitText(m, unit, 40, 'regular', TEXT_WIDTH), MARGIN, (y += 48), 40, 'regular', 'ink', 'paper'));

  const secondary = fitText(m, cardText(c.secondary), 32, 'regular', TEXT_WIDTH);
  runs.push(run(m, secondary, MARGIN, (y += 56), 32, 'regular', 'ink', 'paper'));
  const context = fitText(m, cardText(c.context), 28, 'regular', TEXT_WIDTH);
  runs.push(run(m, context, MARGIN, (y += 48), 28, 'regular', 'muted', 'paper'));
  if (c.status) {
    const status = fitText(m, cardText(c.status), 28, 'regular', TEXT_WIDTH);
    runs.push(run(m, status, MARGIN, Math.min(y + 44, BAND_TOP - 16), 28, 'regular', 'warn', 'paper'));
  }
  // The source line at 23 px: source, boundary, basis and release fit one line of the band without a cut.
  const foot = fitText(m, cardText(c.footer), FOOTER_SIZE, 'regular', TEXT_WIDTH);
  runs.push(run(m, foot, MARGIN, BAND_TOP + 55, FOOTER_SIZE, 'regular', 'onBand', 'band'));
  return { width: CARD_WIDTH, height: CARD_HEIGHT, rects, runs };
}
