// Node-only: a chart's export SVG (lib/charts/export.ts) as PNG. The export's own elements are drawn by the
// project's rasteriser (build/raster/): exact-area anti-aliasing, SVG's stroke and fill rules, text from the
// committed DejaVu Sans through cached glyph masks. resvg drew each chart in ~20 ms even with its text
// outlined, ~10,000 charts at the bench's 100x; the rasteriser takes a few. What it does not draw (text in
// a right-to-left or joining script, which needs shaping; any element or attribute the exports do not
// write) goes to resvg with the same fonts and no system font. Either way the PNG is 8-bit RGB (the export
// is opaque), deflated at zlib level 1, and the same SVG gives the same bytes.
import { drawSvg, UnsupportedSvg } from '../raster/svg.ts';
import { scratchBuffer } from '../raster/canvas.ts';
import { renderSvgRgba } from './card-render.ts';
import { encodePng } from './png.ts';
import { rasterFont } from './raster-font.ts';

/** An opaque RGBA image as an RGB PNG (filter "none" on every row). */
export function encodeRgbPng(width: number, height: number, rgba: Uint8Array): Uint8Array<ArrayBuffer> {
  if (rgba.length !== width * height * 4)
    throw new Error(`png: ${rgba.length} bytes of RGBA for ${width} x ${height} (expected ${width * height * 4})`);
  const stride = 1 + width * 3;
  const raw = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++)
    for (let x = 0, i = y * width * 4, j = y * stride + 1; x < width; x++, i += 4, j += 3) {
      raw[j] = rgba[i];
      raw[j + 1] = rgba[i + 1];
      raw[j + 2] = rgba[i + 2];
    }
  return asBytes(encodePng(width, height, 2, raw));
}

const asBytes = (b: Buffer) => new Uint8Array(b.buffer, b.byteOffset, b.length) as Uint8Array<ArrayBuffer>;

/** The chart drawn by resvg (the reference renderer, and the way for what the rasteriser leaves). */
export function chartPngResvg(svg: string): Uint8Array<ArrayBuffer> {
  const { width, height, pixels } = renderSvgRgba(svg);
  return encodeRgbPng(width, height, pixels);
}

/** The scanlines of the chart being drawn, reused: each chart is encoded before the next is drawn. */
const scratchOf = scratchBuffer();

/** A chart export as PNG. */
export function chartPng(svg: string): Uint8Array<ArrayBuffer> {
  try {
    const canvas = drawSvg(svg, rasterFont(), scratchOf);
    return asBytes(encodePng(canvas.width, canvas.height, 2, canvas.data));
  } catch (e) {
    if (e instanceof UnsupportedSvg) return chartPngResvg(svg);
    throw e;
  }
}
