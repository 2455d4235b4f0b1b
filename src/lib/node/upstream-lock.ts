// Node-only: reading data/upstream.lock.json, and checking files on disk against it (the cache that
// `npm run fetch-upstream` fills, an upstream folder given to the ingest, the copies kept in the repository).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sha256Hex } from '../checksums/hash.ts';
import { parseJsonText } from '../text/parse-json.ts';
import { LOCK_FILE, parseLock, type LockFile, type UpstreamLock } from '../upstream/lock.ts';

/** Where `npm run fetch-upstream` keeps the verified upstream files (git-ignored), laid out as the upstream folder. */
export const UPSTREAM_CACHE = '.cache/upstream';

/** The lock, validated; throws with every problem named (file, entry, field). */
export function readLock(path = LOCK_FILE): UpstreamLock {
  if (!existsSync(path)) throw new Error(`${path} not found: the record of the upstream files is missing`);
  const parsed = parseJsonText(path, readFileSync(path, 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error);
  const result = parseLock(path, parsed.value);
  if (!('lock' in result)) throw new Error(`${path} refused:\n${result.errors.join('\n')}`);
  return result.lock;
}

/** Why `bytes` are not the locked file, or null when they are (size first: it is cheaper and says more). */
export function mismatch(entry: LockFile, bytes: Uint8Array, shown = entry.path): string | null {
  const actual = sha256Hex(bytes);
  if (actual === entry.sha256 && bytes.length === entry.bytes) return null;
  return `${shown}: sha256 mismatch: expected ${entry.sha256} (${entry.bytes} bytes), got ${actual} (${bytes.length} bytes)`;
}

/** Whether the file at `path` is the locked one: null when it is, else what is wrong. */
export function checkFile(entry: LockFile, path: string): string | null {
  if (!existsSync(path)) return `${path}: missing`;
  return mismatch(entry, readFileSync(path), path);
}

/**
 * Each locked file missing or with other bytes, in path order: a fetched one in the upstream folder `dir`, a copy kept in
 * the repository where it is kept.
 */
export function folderProblems(lock: UpstreamLock, dir: string): string[] {
  return lock.files.flatMap((f) => {
    const problem = checkFile(f, f.kept_at ?? join(dir, f.path));
    if (!problem) return [];
    if (!f.kept_at) return [problem];
    return [`${problem} (kept in the repository; if the change is meant, set its sha256 and bytes in ${LOCK_FILE})`];
  });
}
