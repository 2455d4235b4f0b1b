// Node-only: the committed DejaVu Sans (src/build/fonts/) as the rasteriser's font (build/raster/text.ts): one glyph a
// code point with the font's kerning, outlines scaled to 1 em. opentype.js's own shaping stops on
// DejaVu's ccmp lookups, and what the charts print (Latin, Greek, Cyrillic, digits, punctuation) needs no
// substitution; text that does (right-to-left, joining scripts) is drawn by resvg instead (chart-png.ts).
import { readFileSync } from 'node:fs';
import opentype from 'opentype.js';
import type { GlyphCommand, RasterFont } from '../raster/text.ts';
import { FONT_FILES } from './card-font.ts';

interface Face {
  font: opentype.Font;
  em: number;
  outlines: Map<number, GlyphCommand[]>;
  glyphs: Map<string, opentype.Glyph>;
}

function load(file: string): Face {
  const b = readFileSync(file);
  const font = opentype.parse(b.buffer.slice(b.byteOffset, b.byteOffset + b.length));
  return { font, em: font.unitsPerEm, outlines: new Map(), glyphs: new Map() };
}

let font: RasterFont | null = null;

/** The rasteriser's font, loaded once a thread. */
export function rasterFont(): RasterFont {
  if (font) return font;
  const faces = { regular: load(FONT_FILES.regular), bold: load(FONT_FILES.bold) };
  const glyphOf = (f: Face, ch: string) => {
    let g = f.glyphs.get(ch);
    if (!g) f.glyphs.set(ch, (g = f.font.charToGlyph(ch)));
    return g;
  };
  font = {
    layout(text, bold) {
      const f = bold ? faces.bold : faces.regular;
      const glyphs: number[] = [];
      const pens: number[] = [];
      let pen = 0;
      let prev: opentype.Glyph | null = null;
      for (const ch of text) {
        const g = glyphOf(f, ch);
        if (prev) pen += f.font.getKerningValue(prev, g);
        glyphs.push(g.index);
        pens.push(pen / f.em);
        pen += g.advanceWidth ?? 0;
        prev = g;
      }
      return { glyphs, pens, advance: pen / f.em };
    },
    outline(glyph, bold) {
      const f = bold ? faces.bold : faces.regular;
      let o = f.outlines.get(glyph);
      if (!o) {
        // getPath(x, y, fontSize) flips y (SVG's y down) and scales by fontSize / unitsPerEm: 1 em here.
        o = f.font.glyphs.get(glyph).getPath(0, 0, 1).commands as GlyphCommand[];
        f.outlines.set(glyph, o);
      }
      return o;
    },
  };
  return font;
}
