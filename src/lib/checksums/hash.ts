// Checksums of bytes. Pure functions, the same on every machine:
// - SHA-256 for SHA256SUMS, datapackage.json hashes and the downloads page (@noble/hashes, audited, synchronous):
//   Web Crypto's digest is asynchronous, and node:crypto would tie the domain code that lists the downloads to Node.
// - CRC-32 for the release zip (downloads/zip.ts), SheetJS's crc-32, so the zip's bytes do not depend on where it
//   was built.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import CRC32 from 'crc-32';

export const sha256Hex = (bytes: Uint8Array) => bytesToHex(sha256(bytes));

/** CRC-32 (IEEE, as zip, gzip and PNG use) of some bytes, as an unsigned 32-bit number. */
export function crc32(bytes: Uint8Array): number {
  return CRC32.buf(bytes) >>> 0;
}
