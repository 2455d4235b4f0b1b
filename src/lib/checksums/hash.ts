// Checksums, the same on every machine: SHA-256 via @noble/hashes (synchronous, unlike Web Crypto; not tied to Node
// like node:crypto), SheetJS's CRC-32 for the release zip, and the `sha256sum` text format ("<64 hex>  <name>"),
// written by downloads/package.ts and read by the frozen-release check and crawl.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import CRC32 from 'crc-32';

export const sha256Hex = (bytes: Uint8Array) => bytesToHex(sha256(bytes));

/** CRC-32 (IEEE, as zip, gzip and PNG use) of some bytes, as an unsigned 32-bit number. */
export function crc32(bytes: Uint8Array): number {
  return CRC32.buf(bytes) >>> 0;
}

/** The text `sha256sum -c` verifies, for these files in this order. */
export function sha256Sums(files: readonly { name: string; bytes: Uint8Array }[]): string {
  return files.map((f) => `${sha256Hex(f.bytes)}  ${f.name}\n`).join('');
}

/** Parse SHA256SUMS text (blank lines skipped); `where` names the file in the error a malformed line gets. */
export function parseSums(text: string, where: string) {
  return text.split('\n').flatMap((line, i) => {
    if (line.trim() === '') return [];
    const m = /^([0-9a-f]{64}) {2}(\S.*)$/.exec(line);
    if (!m)
      throw new Error(`${where}: line ${i + 1}: expected "<sha256 hex>  <file name>", got ${JSON.stringify(line)}`);
    return [{ hash: m[1], name: m[2] }];
  });
}
