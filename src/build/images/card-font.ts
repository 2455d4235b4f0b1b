// Node-only: the fonts resvg draws with, committed in src/build/fonts/subset/ (DejaVu Sans cut to the characters
// a card or chart may draw; docs/build.md has the command that made them, and the Bitstream Vera licence is in
// src/build/fonts/LICENSE-DejaVu.txt). No system font is ever used, so an image is the same on every machine.
// Subsets, because resvg-js reads a font file again for each glyph it draws: a 70 KB file instead of 740 KB cut
// a chart's CPU time from ~55 ms to ~32 ms.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import opentype from 'opentype.js';
import type { FontMetrics, Weight } from '../../lib/cards/layout.ts';

export const FONT_DIR = join(process.cwd(), 'src/build/fonts/subset');
export const FONT_FILES: Record<Weight, string> = {
  regular: join(FONT_DIR, 'DejaVuSans.ttf'),
  bold: join(FONT_DIR, 'DejaVuSans-Bold.ttf'),
};

let fonts: Record<Weight, opentype.Font> | null = null;
function loadFonts(): Record<Weight, opentype.Font> {
  const parse = (file: string) => {
    const b = readFileSync(file);
    return opentype.parse(b.buffer.slice(b.byteOffset, b.byteOffset + b.length));
  };
  return (fonts ??= { regular: parse(FONT_FILES.regular), bold: parse(FONT_FILES.bold) });
}

let metrics: FontMetrics | null = null;
/** Advance widths in em from the fonts' own tables (opentype.js), cached per character. */
export function cardFontMetrics(): FontMetrics {
  if (metrics) return metrics;
  const f = loadFonts();
  const cache = new Map<string, number>();
  metrics = {
    advance(ch, weight) {
      const key = weight === 'bold' ? `b${ch}` : `r${ch}`;
      let a = cache.get(key);
      if (a === undefined) {
        a = (f[weight].charToGlyph(ch).advanceWidth ?? 0) / f[weight].unitsPerEm;
        cache.set(key, a);
      }
      return a;
    },
  };
  return metrics;
}

/** Whether both weights have a glyph for the character (its code point). */
export function drawable(codePoint: number): boolean {
  const f = loadFonts();
  return (
    f.regular.charToGlyphIndex(String.fromCodePoint(codePoint)) > 0 &&
    f.bold.charToGlyphIndex(String.fromCodePoint(codePoint)) > 0
  );
}
