// Node-only: the site's one PNG renderer. resvg (@resvg/resvg-js) draws an SVG (a social card, a chart's
// export) with the committed font subsets and no system font, so a PNG is the same on every machine. A card or a
// chart takes ~30 ms of CPU (docs/build.md has the build's measured cost).
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { CARD_FONT_FAMILY } from '../../lib/cards/svg.ts';
import { drawable, FONT_FILES } from './card-font.ts';

const OPTIONS: ResvgRenderOptions = {
  fitTo: { mode: 'original' },
  font: {
    loadSystemFonts: false,
    fontFiles: [FONT_FILES.regular, FONT_FILES.bold],
    // Any family the SVG names that is not in those files (a chart's "Verdana, sans-serif") falls back to it.
    defaultFontFamily: CARD_FONT_FAMILY,
  },
};

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The characters of an SVG's text (what lies between its tags, entities decoded) that `has` lacks, each once. */
export function missingCharacters(svg: string, has: (codePoint: number) => boolean): string[] {
  const text = svg.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]);
  return [...new Set(text)].filter((ch) => !/\s/.test(ch) && !has(ch.codePointAt(0)!));
}

/**
 * An SVG drawn as PNG at its own size. `what` names the image in the error thrown when its text has a character
 * the fonts lack: resvg would silently leave it out, and a card would publish a name with a letter missing.
 */
export function svgToPng(svg: string, what: string): Uint8Array<ArrayBuffer> {
  const missing = missingCharacters(svg, drawable);
  if (missing.length > 0) {
    const list = missing.map((ch) => `"${ch}" (U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`);
    throw new Error(
      `${what}: ${list.join(', ')} not in the image fonts (src/build/fonts/subset/); widen the subset as docs/build.md says`,
    );
  }
  const png = new Resvg(svg, OPTIONS).render().asPng();
  return new Uint8Array(png.buffer, png.byteOffset, png.length) as Uint8Array<ArrayBuffer>;
}
