// Node-only: the one PNG renderer (resvg), with committed fonts only so PNGs match on every machine: the 70 KB
// subsets when they cover the text, else the 740 KB files (resvg rereads the file per glyph: docs/build.md).
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import type { CardContent } from '../../lib/cards/content.ts';
import { CARD_FONT_FAMILY, cardSvg, layoutCard } from '../../lib/cards/layout.ts';
import { FONT_FILES, FULL_FONT_FILES, cardFontMetrics, inSubsets } from './card-font.ts';

const options = (files: { regular: string; bold: string }): ResvgRenderOptions => ({
  fitTo: { mode: 'original' },
  font: {
    loadSystemFonts: false,
    fontFiles: [files.regular, files.bold],
    // Any family the SVG names that is not in those files (a chart's "Verdana, sans-serif") falls back to it.
    defaultFontFamily: CARD_FONT_FAMILY,
  },
});
const SUBSETS = options(FONT_FILES);
const FULL = options(FULL_FONT_FILES);

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Whether `has` holds every character of an SVG's text (what lies between its tags, entities decoded). */
export function textWithin(svg: string, has: (codePoint: number) => boolean): boolean {
  const text = svg.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]);
  for (const ch of text) if (!/\s/.test(ch) && !has(ch.codePointAt(0)!)) return false;
  return true;
}

/** An SVG drawn as PNG at its own size. */
export function svgToPng(svg: string): Uint8Array<ArrayBuffer> {
  const png = new Resvg(svg, textWithin(svg, inSubsets) ? SUBSETS : FULL).render().asPng();
  return new Uint8Array(png.buffer, png.byteOffset, png.length) as Uint8Array<ArrayBuffer>;
}

/** A social card's content as PNG bytes: laid out with the committed font's metrics, then drawn as above. */
export const renderCard = (c: CardContent): Uint8Array<ArrayBuffer> =>
  svgToPng(cardSvg(layoutCard(c, cardFontMetrics())));
