// Node-only: the card font, read from the files committed in src/build/fonts/ (DejaVu Sans, Bitstream Vera
// licence: src/build/fonts/LICENSE-DejaVu.txt). No system font is ever used, so a card is the same on every machine.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import opentype from 'opentype.js';
import type { FontMetrics, Weight } from '../../lib/cards/layout.ts';

export const FONT_DIR = join(process.cwd(), 'src/build/fonts');
export const FONT_FILES: Record<Weight, string> = {
  regular: join(FONT_DIR, 'DejaVuSans.ttf'),
  bold: join(FONT_DIR, 'DejaVuSans-Bold.ttf'),
};

let metrics: FontMetrics | null = null;
/** Advance widths in em from the fonts' own tables (opentype.js), cached per character. */
export function cardFontMetrics(): FontMetrics {
  if (metrics) return metrics;
  const parse = (file: string) => {
    const b = readFileSync(file);
    return opentype.parse(b.buffer.slice(b.byteOffset, b.byteOffset + b.length));
  };
  const [regular, bold] = [parse(FONT_FILES.regular), parse(FONT_FILES.bold)];
  const fonts: Record<Weight, opentype.Font> = { regular, bold };
  const cache = new Map<string, number>();
  metrics = {
    advance(ch, weight) {
      const key = weight === 'bold' ? `b${ch}` : `r${ch}`;
      let a = cache.get(key);
      if (a === undefined) {
        const f = fonts[weight];
        a = (f.charToGlyph(ch).advanceWidth ?? 0) / f.unitsPerEm;
        cache.set(key, a);
      }
      return a;
    },
  };
  return metrics;
}
