// Node-only: a chart's export SVG (lib/charts/export.ts) as PNG. resvg draws it with the committed fonts and
// no system font (the cards' renderer, card-render.ts), so the pixels are the same on every machine; the
// PNG is written here as 8-bit RGB (the export is opaque) with zlib level 1: on a model chart about 50 ms
// and 89 KB against 92 ms and 94 KB for resvg's own encoder (measured on this machine, under load).
import { renderSvgRgba } from './card-render.ts';
import { outlineText } from './svg-outline.ts';
import { encodePng } from './png.ts';

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
  const png = encodePng(width, height, 2, raw);
  return new Uint8Array(png.buffer, png.byteOffset, png.length) as Uint8Array<ArrayBuffer>;
}

/**
 * A chart export as PNG. Its text is drawn as outlines from the same fonts (svg-outline.ts): resvg's own
 * text layout costs ~2 ms a label, most of a chart's drawing time. Fonts are loaded only for text left
 * for resvg to shape (right-to-left scripts).
 */
export function chartPng(svg: string): Uint8Array<ArrayBuffer> {
  const outlined = outlineText(svg);
  const { width, height, pixels } = renderSvgRgba(outlined.svg, outlined.complex);
  return encodeRgbPng(width, height, pixels);
}
