// Checksums, the same on every machine: SHA-256 via @noble/hashes (synchronous, unlike Web Crypto; not tied to Node
// like node:crypto), and SheetJS's CRC-32 for the release zip.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import CRC32 from 'crc-32';

export const sha256Hex = (bytes: Uint8Array) => bytesToHex(sha256(bytes));

/** CRC-32 (IEEE, as zip, gzip and PNG use) of some bytes, as an unsigned 32-bit number. */
export function crc32(bytes: Uint8Array): number {
  return CRC32.buf(bytes) >>> 0;
}
