// Node-only: fill the upstream cache from the lock, one file at a time: fetched (or copied), checked against SHA-256
// and size, written and renamed into place. The first failure stops the run, naming file, address and reason.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { mirroredUrl, type LockFile, type UpstreamLock } from '../upstream/lock.ts';
import { checkFile, mismatch } from './upstream-lock.ts';
import { writeFilesAtomically } from './write-atomic.ts';

export interface FetchUpstreamOptions {
  /** The cache folder to fill (UPSTREAM_CACHE by default in the command). */
  cache: string;
  /** Copy from this folder (laid out as the upstream folder) instead of the network, with the same checks. */
  from?: string;
  /** Fetch each url from <mirror>/<host>/<path> instead (UPSTREAM_MIRROR). */
  mirror?: string;
  /** How long one file may take, connection to last byte. */
  timeoutMs: number;
  log: (line: string) => void;
}

/** Counts the files fetched (or copied), found verified in the cache, and kept in the repository. */
export async function fetchUpstream(lock: UpstreamLock, o: FetchUpstreamOptions) {
  const result = { fetched: 0, cached: 0, kept: 0 };
  const total = lock.files.length;
  let n = 0;
  for (const f of lock.files) {
    const step = `[${++n}/${total}] ${f.path}`;
    if (f.kept_at) {
      const problem = checkFile(f, f.kept_at);
      if (problem) throw new Error(`${problem}: the copy kept in the repository is not the locked file`);
      o.log(`${step}: no public address (${f.note}); the ingest reads the copy kept at ${f.kept_at} (verified)`);
      result.kept++;
      continue;
    }
    const dest = join(o.cache, f.path);
    if (existsSync(dest) && checkFile(f, dest) === null) {
      o.log(`${step}: already in the cache, verified`);
      result.cached++;
      continue;
    }
    const { bytes, origin } = o.from ? copyFrom(o.from, f) : await download(mirroredUrl(f.url!, o.mirror), o.timeoutMs);
    const problem = mismatch(f, bytes);
    if (problem) throw new Error(`${problem}, from ${origin}: nothing written`);
    // A reader never sees half a file: written under a temporary name, then renamed.
    mkdirSync(dirname(dest), { recursive: true });
    writeFilesAtomically(dirname(dest), { [basename(dest)]: bytes });
    o.log(`${step}: ${o.from ? 'copied' : 'fetched'} ${bytes.length} bytes from ${origin}, verified`);
    result.fetched++;
  }
  return result;
}

function copyFrom(folder: string, f: LockFile): { bytes: Uint8Array; origin: string } {
  const path = join(folder, f.path);
  if (!existsSync(path)) throw new Error(`${f.path}: not in ${folder} (expected ${path})`);
  return { bytes: readFileSync(path), origin: path };
}

/** The whole body of `url`, or an error naming the url and the reason, within `timeoutMs`. */
export async function download(url: string, timeoutMs: number): Promise<{ bytes: Uint8Array; origin: string }> {
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { signal, redirect: 'follow' });
  } catch (e) {
    throw new Error(`${url}: ${fetchFailure(e, timeoutMs)}`, { cause: e });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${url}: HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
  }
  try {
    return { bytes: new Uint8Array(await response.arrayBuffer()), origin: url };
  } catch (e) {
    throw new Error(`${url}: the download broke off before the whole file arrived (${fetchFailure(e, timeoutMs)})`, {
      cause: e,
    });
  }
}

/** What went wrong with a fetch, in words: undici's errors carry the socket's reason in `cause`. */
export function fetchFailure(e: unknown, timeoutMs: number): string {
  const err = e as Error & { cause?: { code?: string; message?: string } };
  if (err.name === 'TimeoutError') return `no complete answer within ${timeoutMs} ms`;
  const code = err.cause?.code;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
  if (code === 'ECONNRESET') return 'connection reset';
  return err.cause?.message ? `${err.message}: ${err.cause.message}` : err.message;
}
