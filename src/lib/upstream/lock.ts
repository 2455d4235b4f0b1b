// data/upstream.lock.json: every upstream file the ingest reads, pinned to a commit with its SHA-256 and size. Schema,
// lookups and address arithmetic here; reading and fetching in src/lib/node/.
import { z } from 'zod';
import { expecting, issue, text } from '../core/schemas/common.ts';
import { formatIssues } from '../text/format-issues.ts';

export const LOCK_FILE = 'data/upstream.lock.json';

const sha = (what: string, length: number) =>
  z.string(expecting(what)).regex(new RegExp(`^[0-9a-f]{${length}}$`), expecting(what));
const commit = () => sha('a full git commit hash (40 hex digits)', 40);
const repository = () =>
  z.string().regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/, expecting('a GitHub repository as owner/name'));
/** A path inside the upstream folder: forward slashes, no leading slash, no `..`. */
const isRelative = (p: string) => p !== '' && !p.startsWith('/') && !p.split('/').some((s) => s === '..' || s === '');
const relativePath = () =>
  z.string().refine(isRelative, expecting('a relative path inside the upstream folder (no leading /, no ..)'));
/** A file or folder inside a repository; a folder ends in `/`. */
const repositoryPath = () =>
  z
    .string()
    .refine((p) => isRelative(p.replace(/\/$/, '')), expecting('a path inside the repository (no leading /, no ..)'));

/** How `npm run check-upstream` asks a source whether it has published something newer. */
export const checkSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    /** Compare the pinned commit with the head of a branch and list what changed under the watched paths. */
    kind: z.literal('github-compare'),
    repository: repository(),
    /** The branch whose head is compared with the pinned commit; absent: the repository's default branch. */
    branch: text().optional(),
    /** The commit the locked files were taken at (the compare's base). */
    base: commit(),
    /** Path prefixes inside the repository whose changes matter (a file changed there is news). */
    paths: z.array(repositoryPath()).min(1),
  }),
  z.strictObject({
    /** The next release is a repository of its own (MLPerf publishes each round so): news once it exists. */
    kind: z.literal('github-repository'),
    repository: repository(),
    /** What it would be, in words ("MLPerf Inference v6.0"). */
    what: text(),
  }),
  z.strictObject({
    /** Nothing upstream to ask (a file compiled by hand): said, not skipped silently. */
    kind: z.literal('none'),
    note: text(),
  }),
]);
export type UpstreamCheck = z.infer<typeof checkSchema>;

export const lockSourceSchema = z.strictObject({
  /** The source's id, as in data/sources.json where it has rows there ("ml-energy-v3", "mlperf-inference-v5.1"). */
  id: z.string().regex(/^[a-z0-9][a-z0-9.-]*$/, expecting('a lowercase id')),
  /** For progress lines and reports. */
  name: text(),
  /** owner/name of the public repository the files come from; null for a file compiled by hand. */
  repository: repository().nullable(),
  /** The commit the files were taken at (the one data/sources.json credits); null when there is no repository. */
  commit: commit().nullable(),
  /** How the files were chosen and anything a maintainer must know about their addresses. */
  note: text(),
  checks: z.array(checkSchema).min(1),
});
export type LockSource = z.infer<typeof lockSourceSchema>;

export const lockFileSchema = z
  .strictObject({
    /** The source (a `sources[].id`) the file belongs to. */
    source: text(),
    /** Where the file sits in the upstream folder (and so in the cache), e.g. "ml-energy-leaderboard-v3/index.json". */
    path: relativePath(),
    /** The https address pinned to a commit; null when the file has no public address (see `note`). */
    url: z.url({ protocol: /^https$/, ...expecting('an https URL') }).nullable(),
    /** Required when `url` is null: why, and where the file is kept instead. */
    note: text().optional(),
    /** For a file without a public address: the copy committed in this repository, which the ingest reads. */
    kept_at: relativePath().optional(),
    /** SHA-256 of the file's bytes, lowercase hex. */
    sha256: sha('a SHA-256 (64 lowercase hex digits)', 64),
    bytes: z.number().int().nonnegative(expecting('a size in bytes')),
    /** The licence the file is published under, as its source states it. */
    licence: text(),
  })
  .superRefine((f, ctx) => {
    if (f.url === null && (!f.note || !f.kept_at))
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message: `${f.path}: a file without a public address needs a note saying why and kept_at naming its copy in the repository`,
      });
    if (f.url !== null && f.kept_at)
      ctx.addIssue(issue(['kept_at'], `${f.path}: a file fetched from its url is not kept in the repository`));
  });
export type LockFile = z.infer<typeof lockFileSchema>;

export const upstreamLockSchema = z
  .strictObject({
    /** What the file is, in a sentence. */
    about: text(),
    sources: z.array(lockSourceSchema).min(1),
    /** Every upstream file the ingest reads, in path order. */
    files: z.array(lockFileSchema).min(1),
  })
  .superRefine((lock, ctx) => {
    const ids = new Set(lock.sources.map((s) => s.id));
    const seen = new Set<string>();
    lock.files.forEach((f, i) => {
      if (!ids.has(f.source))
        ctx.addIssue(issue(['files', i, 'source'], `${f.path}: source ${JSON.stringify(f.source)} is not in sources`));
      if (seen.has(f.path)) ctx.addIssue(issue(['files', i, 'path'], `${f.path}: listed twice`));
      seen.add(f.path);
      const source = lock.sources.find((s) => s.id === f.source);
      if (f.url && source?.repository && !f.url.includes(`/${source.repository}/`))
        ctx.addIssue(
          issue(['files', i, 'url'], `${f.path}: the url is not in the source's repository ${source.repository}`),
        );
      if (f.url && !/\/[0-9a-f]{40}\//.test(f.url))
        ctx.addIssue({
          code: 'custom',
          path: ['files', i, 'url'],
          message: `${f.path}: the url is not pinned to a commit (expected 40 hex digits in its path), got ${f.url}`,
        });
    });
  });
export type UpstreamLock = z.infer<typeof upstreamLockSchema>;

/** The lock, or every problem with it, each naming the file and the field. */
export function parseLock(file: string, value: unknown): { lock: UpstreamLock; errors: [] } | { errors: string[] } {
  const result = upstreamLockSchema.safeParse(value);
  if (result.success) return { lock: result.data, errors: [] };
  return { errors: formatIssues(file, value, result.error.issues) };
}

/** The commit a source's files were taken at; throws when the lock has no such source or it has no commit. */
export function lockedCommit(lock: UpstreamLock, id: string): string {
  const commit = lock.sources.find((s) => s.id === id)?.commit;
  if (!commit) throw new Error(`${LOCK_FILE}: no commit for source ${JSON.stringify(id)}`);
  return commit;
}

/** The committed copy of a file without a public address (hardware.csv), by its upstream path. */
export function keptCopy(lock: UpstreamLock, path: string): LockFile & { kept_at: string } {
  const file = lock.files.find((f) => f.path === path);
  if (!file?.kept_at) throw new Error(`${LOCK_FILE}: no file ${path} kept in the repository`);
  return file as LockFile & { kept_at: string };
}

/**
 * `url` itself, or under a mirror laid out by host and path (UPSTREAM_MIRROR=http://h/m -> http://h/m/<host>/<path>).
 */
export function mirroredUrl(url: string, mirror: string | undefined): string {
  if (!mirror) return url;
  const u = new URL(url);
  return `${mirror.replace(/\/+$/, '')}/${u.host}${u.pathname}`;
}
