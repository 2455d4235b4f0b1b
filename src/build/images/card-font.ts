// Node-only: the image fonts (DejaVu Sans, full files and the subsets resvg reads far faster: docs/build.md).
// Card metrics come from the full files, which hold every character a card may print.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import opentype from 'opentype.js';
import type { FontMetrics, Weight } from '../../lib/cards/layout.ts';

const FONT_DIR = join(process.cwd(), 'src/build/fonts');
const fontFiles = (dir: string): Record<Weight, string> => ({
  regular: join(dir, 'DejaVuSans.ttf'),
  bold: join(dir, 'DejaVuSans-Bold.ttf'),
});
export const FULL_FONT_FILES = fontFiles(FONT_DIR);
export const FONT_FILES = fontFiles(join(FONT_DIR, 'subset'));

const parse = (file: string) => {
  const b = readFileSync(file);
  return opentype.parse(b.buffer.slice(b.byteOffset, b.byteOffset + b.length));
};
let fonts: Record<Weight, opentype.Font> | null = null;
const loadFonts = () => (fonts ??= { regular: parse(FULL_FONT_FILES.regular), bold: parse(FULL_FONT_FILES.bold) });
const advances = new Map<string, number>();
/** Advance widths in em from the full fonts' own tables (opentype.js), cached per character. */
export const cardFontMetrics = (): FontMetrics => ({
  advance(ch, weight) {
    const key = `${weight} ${ch}`;
    let a = advances.get(key);
    if (a === undefined) {
      const f = loadFonts()[weight];
      advances.set(key, (a = (f.charToGlyph(ch).advanceWidth ?? 0) / f.unitsPerEm));
    }
    return a;
  },
});

let subsetChars: Set<number> | null = null;
/** Whether both subsets have a glyph for the character (its code point). */
export function inSubsets(codePoint: number): boolean {
  subsetChars ??= (() => {
    const [regular, bold] = [parse(FONT_FILES.regular), parse(FONT_FILES.bold)];
    const held = (f: opentype.Font) => Object.keys(f.tables.cmap.glyphIndexMap).map(Number);
    const inBold = new Set(held(bold));
    return new Set(held(regular).filter((cp) => inBold.has(cp)));
  })();
  return subsetChars.has(codePoint);
}
