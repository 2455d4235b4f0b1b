// Node-only: write several files of a folder all or nothing: temporary names first, then renames (atomic on POSIX). A
// failure removes the temporaries, or puts back files already replaced.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file operations used, injectable so a test can make one of them fail half-way. */
export interface FileOps {
  write: (path: string, data: string | Uint8Array) => void;
  rename: (from: string, to: string) => void;
}

export const NODE_FILE_OPS: FileOps = {
  write: (path, data) => writeFileSync(path, data, { flag: 'wx' }),
  rename: (from, to) => renameSync(from, to),
};

/** Write `files` (name -> text or bytes) into `dir`, all or nothing. Names are in the order given. */
export function writeFilesAtomically(dir: string, files: Record<string, string | Uint8Array>, ops = NODE_FILE_OPS) {
  const names = Object.keys(files);
  const temp = (name: string) => join(dir, `.${name}.${process.pid}.tmp`);
  const written: string[] = [];
  try {
    for (const name of names) {
      ops.write(temp(name), files[name]);
      written.push(temp(name));
    }
  } catch (e) {
    for (const t of written) rmSync(t, { force: true });
    // A temporary file the failing write may have begun.
    if (written.length < names.length) rmSync(temp(names[written.length]), { force: true });
    throw e;
  }
  // The old contents, so a rename that fails half-way can be undone.
  const before = new Map(names.map((n) => [n, existsSync(join(dir, n)) ? readFileSync(join(dir, n)) : null]));
  const renamed: string[] = [];
  try {
    for (const name of names) {
      ops.rename(temp(name), join(dir, name));
      renamed.push(name);
    }
  } catch (e) {
    for (const name of renamed) {
      const old = before.get(name);
      if (old === null || old === undefined) rmSync(join(dir, name), { force: true });
      else writeFileSync(join(dir, name), old);
    }
    for (const name of names) rmSync(temp(name), { force: true });
    throw e;
  }
}
