// Where each piece of a card's text goes on a 1200 x 630 canvas, wrapped and cut with the committed font's advance
// widths (measured on the node side); cardSvg writes it as SVG, rectangles and text in the committed font, and
// build/images/svg-png.ts has resvg draw it.
import type { CardContent } from './content.ts';
import { GPU_PALETTE } from '../core/palette.ts';
import { slugify } from '../core/slug.ts';
import { PRODUCT_NAME } from '../text/page-title.ts';
import { escapeXml } from '../charts/export.ts';

const CARD_WIDTH = 1200;
const CARD_HEIGHT = 630;

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

/** A card's GPU colour where its figure is one GPU's and the palette has that GPU, else the given colour. */
const gpuOr = (gpu: string | undefined, fallback: Colour): Colour =>
  gpu !== undefined && GPU_PALETTE[slugify(gpu)] ? `gpu-${slugify(gpu)}` : fallback;

const MARGIN = 64;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;
const BAND_TOP = 500;
const FOOTER_SIZE = 22;
const FIGURE_SIZE = 120;
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

/**
 * The card: kicker, title (two lines at most), the big figure with its unit (beside or below), other units,
 * configuration, answer, status, and a foot band with the index's name, page address and source line.
 */
export function layoutCard(c: CardContent, m: FontMetrics) {
  const runs: { text: string; x: number; y: number; size: number; weight: Weight; fill: Colour }[] = [];
  const put = (text: string, x: number, y: number, size: number, weight: Weight, fill: Colour) =>
    runs.push({ text, x, y, size, weight, fill });
  const line = (text: string, y: number, size: number, weight: Weight, fill: Colour, x = MARGIN) =>
    put(fitText(m, cardText(text), size, weight, MARGIN + TEXT_WIDTH - x), x, y, size, weight, fill);
  line(c.kicker, 70, 28, 'regular', 'muted');
  const title = wrapText(m, cardText(c.title), 44, 'bold', TEXT_WIDTH, 2);
  title.forEach((t, i) => put(t, MARGIN, 128 + i * 54, 44, 'bold', 'ink'));

  const figure = fitText(m, cardText(c.figure), FIGURE_SIZE, 'bold', TEXT_WIDTH);
  let y = title.length > 1 ? 310 : 280;
  put(figure, MARGIN, y, FIGURE_SIZE, 'bold', gpuOr(c.gpu, 'accent'));
  const unit = cardText(c.unit);
  const unitX = MARGIN + textWidth(m, figure, FIGURE_SIZE, 'bold') + 24;
  if (unitX + textWidth(m, unit, 40, 'regular') <= MARGIN + TEXT_WIDTH) line(unit, y, 40, 'regular', 'ink', unitX);
  else line(unit, (y += 48), 40, 'regular', 'ink');
  line(c.secondary, (y += 48), 28, 'regular', 'ink');
  if (c.context) line(c.context, (y += 40), 24, 'regular', 'muted');
  if (c.answer)
    wrapText(m, cardText(c.answer), 24, 'regular', TEXT_WIDTH, 2).forEach((t, i) =>
      put(t, MARGIN, (y += i === 0 ? 38 : 29), 24, 'regular', 'muted'),
    );
  if (c.status) line(c.status, Math.min(y + 36, BAND_TOP - 12), 24, 'regular', 'warn');
  // The band: whose image it is, the page it comes from, then whose data, where counted and how, the release.
  line(PRODUCT_NAME, BAND_TOP + 38, 26, 'bold', 'onBand');
  line(c.address, BAND_TOP + 73, 24, 'regular', 'onBand');
  line(c.footer, BAND_TOP + 108, FOOTER_SIZE, 'regular', 'onBand');
  // The top strip takes the GPU's colour where the figure is one GPU's.
  return { strip: gpuOr(c.gpu, 'strip'), runs };
}

/** The family name inside the committed font files (src/build/fonts/DejaVuSans*.ttf). */
export const CARD_FONT_FAMILY = 'DejaVu Sans';

export function cardSvg(l: ReturnType<typeof layoutCard>): string {
  const band = (y: number, h: number, fill: Colour) =>
    `<rect x="0" y="${y}" width="${CARD_WIDTH}" height="${h}" fill="${COLOURS[fill]}"/>`;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    band(0, CARD_HEIGHT, 'paper'),
    band(0, 12, l.strip),
    band(BAND_TOP, CARD_HEIGHT - BAND_TOP, 'band'),
  ];
  for (const t of l.runs) {
    parts.push(
      `<text x="${t.x}" y="${t.y}" font-family="${CARD_FONT_FAMILY}" font-size="${t.size}"` +
        ` font-weight="${t.weight === 'bold' ? 700 : 400}" fill="${COLOURS[t.fill]}">${escapeXml(t.text)}</text>`,
    );
  }
  parts.push('</svg>');
  return parts.join('\n');
}
