import { crc32 as zlibCrc32 } from 'node:zlib';

/** CRC-32 (IEEE, as zip and gzip use) of some bytes, from Node's zlib. */
export function crc32(bytes: Uint8Array): number {
  return zlibCrc32(bytes);
}
