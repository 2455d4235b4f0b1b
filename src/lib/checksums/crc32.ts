// Node-only: CRC-32 for the release zip (downloads/zip.ts) and PNG chunks (node/png.ts). Computed by zlib, whose
// CRC-32 is the same on every machine (its deflate output is not, which is why the zip is stored).
import { crc32 as zlibCrc32 } from 'node:zlib';

/** CRC-32 (IEEE, as zip and gzip use) of some bytes, from Node's zlib. */
export function crc32(bytes: Uint8Array): number {
  return zlibCrc32(bytes);
}
