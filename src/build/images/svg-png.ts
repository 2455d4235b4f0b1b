// Node-only: the site's one PNG renderer. resvg (@resvg/resvg-js) draws an SVG (a social card, a chart's
// export) with the fonts committed in src/build/fonts/ and no system font, so a PNG is the same on every
// machine. A card takes ~25 ms of CPU, a chart ~20 ms (docs/build.md has the build's measured cost).
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { CARD_FONT_FAMILY } from '../../lib/cards/svg.ts';
import { FONT_FILES } from './card-font.ts';

const OPTIONS: ResvgRenderOptions = {
  fitTo: { mode: 'original' },
  font: {
    loadSystemFonts: false,
    fontFiles: [FONT_FILES.regular, FONT_FILES.bold],
    // Any family the SVG names that is not in those files (a chart's "Verdana, sans-serif") falls back to it.
    defaultFontFamily: CARD_FONT_FAMILY,
  },
};

/** An SVG drawn as PNG at its own size. */
export function svgToPng(svg: string): Uint8Array<ArrayBuffer> {
  const png = new Resvg(svg, OPTIONS).render().asPng();
  return new Uint8Array(png.buffer, png.byteOffset, png.length) as Uint8Array<ArrayBuffer>;
}
