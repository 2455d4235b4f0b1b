// CRC-32 (src/lib/checksums/hash.ts), a pure function: the check value of the IEEE polynomial, and zlib's
// own CRC-32 (which zip and PNG readers use) on bytes of many lengths.
import { crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32 } from '../../../src/lib/checksums/hash.ts';

describe('crc32', () => {
  it('gives the check value of "123456789" (0xCBF43926) and 0 for no bytes, as an unsigned number', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
    expect(crc32(Uint8Array.of(0xff, 0xff, 0xff, 0xff))).toBe(0xffffffff);
  });
  it("agrees with zlib's at every length from 0 to 100 bytes and on a megabyte", () => {
    const bytes = Uint8Array.from({ length: 1 << 20 }, (_, i) => (i * 131 + (i >> 9)) & 255);
    for (const n of [...Array.from({ length: 101 }, (_, i) => i), bytes.length]) {
      const part = bytes.subarray(0, n);
      expect(crc32(part)).toBe(zlibCrc32(part));
    }
  });
});
