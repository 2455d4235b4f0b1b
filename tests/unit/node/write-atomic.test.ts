// Writing several files of one folder as one change (src/lib/node/write-atomic.ts): all or nothing.
import { describe, expect, it } from 'vitest';
import { addSource } from '../../../src/lib/node/write-new-source.ts';
import { writeFilesAtomically, NODE_FILE_OPS } from '../../../src/lib/node/write-atomic.ts';

import { copyOfData, hashDir, ID, NEW } from '../../fixtures/add-source.ts';

describe('writes are all or nothing', () => {
  const files = { 'sources.json': 'new sources\n', 'contributed.json': 'new rows\n', 'index.json': 'new index\n' };
  const failOn = (op: 'write' | 'rename', n: number) => {
    let calls = 0;
    return {
      ...NODE_FILE_OPS,
      [op]: (a: string, b: string) => {
        if (++calls === n) throw new Error(`injected: ${op} ${n} fails`);
        NODE_FILE_OPS[op](a, b);
      },
    };
  };
  it.each([
    ['the second write fails', failOn('write', 2)],
    ['the third rename fails (two files already replaced)', failOn('rename', 3)],
  ])('%s: data/ is byte-identical and no temporary file is left', (_, ops) => {
    const dir = copyOfData();
    const hash = hashDir(dir);
    expect(() => writeFilesAtomically(dir, files, ops)).toThrow(/injected/);
    expect(hashDir(dir)).toBe(hash);
  });

  it('a failure inside add-source (the second write) leaves the data copy byte-identical', () => {
    const dir = copyOfData();
    const hash = hashDir(dir);
    expect(() =>
      addSource({ file: NEW, sourceId: ID, dataDir: dir, received: '2026-12-01', ops: failOn('write', 2) }),
    ).toThrow(/injected/);
    expect(hashDir(dir)).toBe(hash);
  });
});
