// CRC-32 for the release zip (downloads/zip.ts). A pure function (SheetJS's
// crc-32), the same on every machine, so the zip's bytes do not depend on where it was built.
import CRC32 from 'crc-32';

/** CRC-32 (IEEE, as zip, gzip and PNG use) of some bytes, as an unsigned 32-bit number. */
export function crc32(bytes: Uint8Array): number {
  return CRC32.buf(bytes) >>> 0;
}
