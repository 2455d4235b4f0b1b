// Node-only: an 8-bit palette PNG encoder (IHDR, PLTE, IDAT, IEND). A card uses a few dozen colours,
// so one byte a pixel and filter "none" over mostly flat rows deflates in a few milliseconds, where an
// RGBA encode of the same card takes several times longer. Output depends only on the input bytes and
// the zlib bundled with Node, so the same card gives the same file.
import { deflateSync } from 'node:zlib';
import { crc32 } from '../../lib/checksums/crc32.ts';

/**
 * zlib level 1: on a card, 1.1 ms and ~29 KB against 5.2 ms and ~21 KB at level 6 (measured on this
 * machine); at ~84,000 figure cards that is the difference between about 1.5 and 7 minutes of build.
 */
const DEFLATE_LEVEL = 1;

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * A whole PNG file: signature, IHDR (8 bits a sample, colour type 2 RGB or 3 palette), the chunks given
 * (a palette), the scanlines deflated at DEFLATE_LEVEL as IDAT, and IEND.
 */
export function encodePng(
  width: number,
  height: number,
  colourType: 2 | 3,
  scanlines: Uint8Array,
  before: { type: string; data: Uint8Array }[] = [],
): Buffer<ArrayBuffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = colourType;
  // compression, filter and interlace methods: 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...before.map((c) => chunk(c.type, c.data)),
    chunk('IDAT', deflateSync(scanlines, { level: DEFLATE_LEVEL })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/**
 * Encode an indexed image. `scanlines` holds `height` rows of 1 + `width` bytes: a filter byte (0) and
 * one palette index per pixel, the layout PNG compresses, so no copy is needed. `palette` is RGB triples.
 */
export function encodeIndexedPng(
  width: number,
  height: number,
  palette: Uint8Array,
  scanlines: Uint8Array,
): Buffer<ArrayBuffer> {
  if (scanlines.length !== (width + 1) * height)
    throw new Error(
      `png: ${scanlines.length} bytes of scanlines for ${width} x ${height} (expected ${(width + 1) * height})`,
    );
  if (palette.length % 3 !== 0 || palette.length / 3 > 256)
    throw new Error(`png: a palette holds 1 to 256 RGB entries (got ${palette.length} bytes)`);
  return encodePng(width, height, 3, scanlines, [{ type: 'PLTE', data: palette }]);
}

/** Width and height from a PNG's IHDR, after checking the signature (for tests and checks over dist/). */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || sig.some((b, i) => bytes[i] !== b)) throw new Error('png: not a PNG (bad signature)');
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (b.toString('ascii', 12, 16) !== 'IHDR') throw new Error('png: the first chunk is not IHDR');
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}
