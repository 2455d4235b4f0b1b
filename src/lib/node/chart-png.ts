// Node-only: a chart's export SVG (lib/charts/export.ts) as PNG. resvg draws it with the committed fonts and
// no system font (the cards' renderer, card-render.ts), so the pixels are the same on every machine; the
// PNG is written here as 8-bit RGB (the export is opaque) with zlib level 1: on a model chart about 50 ms
// and 89 KB against 92 ms and 94 KB for resvg's own encoder (measured on this machine, under load).
import { deflateSync } from 'node:zlib';
import { renderSvgRgba } from './card-render.ts';
import { outlineText } from './svg-outline.ts';
import { crc32 } from './crc32.ts';

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

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
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
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
