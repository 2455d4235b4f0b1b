// SHA-256 (src/lib/checksums/hash.ts), a pure function: the standard's test vectors, and Node's own digest
// on bytes of many lengths (the boundaries of its 64-byte blocks among them).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/lib/checksums/hash.ts';

const utf8 = (s: string) => new TextEncoder().encode(s);

describe('sha256Hex', () => {
  it('gives the FIPS 180-2 test vectors', () => {
    expect(sha256Hex(utf8(''))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex(utf8('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex(utf8('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });
  it("agrees with node:crypto's at every length from 0 to 200 bytes and on a megabyte", () => {
    const bytes = Uint8Array.from({ length: 1 << 20 }, (_, i) => (i * 31 + (i >> 8)) & 255);
    for (const n of [...Array.from({ length: 201 }, (_, i) => i), bytes.length]) {
      const part = bytes.subarray(0, n);
      expect(sha256Hex(part)).toBe(createHash('sha256').update(part).digest('hex'));
    }
  });
});
