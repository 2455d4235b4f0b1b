// The sha256sum text format (src/lib/checksums/hash.ts): the one writer and the one reader of SHA256SUMS.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSums, sha256Sums } from '../../../src/lib/checksums/hash.ts';

const enc = (s: string) => new TextEncoder().encode(s);

describe('SHA256SUMS', () => {
  it('is written as sha256sum -c reads it (two files in a temporary folder)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sums-'));
    const files = [
      { name: 'a.csv', bytes: enc('x') },
      { name: 'b c.txt', bytes: enc('y\n') },
    ];
    for (const f of files) writeFileSync(join(dir, f.name), f.bytes);
    writeFileSync(join(dir, 'SHA256SUMS'), sha256Sums(files));
    expect(execFileSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: dir, encoding: 'utf8' })).toBe(
      'a.csv: OK\nb c.txt: OK\n',
    );
  });
  it('reads back what it wrote, blank lines skipped, names with spaces kept', () => {
    const h = 'a'.repeat(64);
    expect(parseSums(`${h}  index.csv\n\n${h}  x y.txt\n`, 'S')).toEqual([
      { hash: h, name: 'index.csv' },
      { hash: h, name: 'x y.txt' },
    ]);
  });
  it('names the file and line of a malformed line', () => {
    const h = 'a'.repeat(64);
    expect(() => parseSums(`${h}  a.csv\n${h} index.csv`, 'r1/SHA256SUMS')).toThrow(
      `r1/SHA256SUMS: line 2: expected "<sha256 hex>  <file name>", got "${h} index.csv"`,
    );
    expect(() => parseSums('abc  a.csv\n', 'R')).toThrow(
      'R: line 1: expected "<sha256 hex>  <file name>", got "abc  a.csv"',
    );
  });
});
