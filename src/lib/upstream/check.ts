// What `npm run check-upstream` makes of GitHub's answers: watched files changed since the pinned commit, a next
// release's repository, and the report (also the weekly issue's body). The asking is in scripts/check-upstream.ts.
import type { LockSource, UpstreamCheck } from './lock.ts';

/** One file of GitHub's compare answer (`files[]` of GET /repos/{repo}/compare/{base}...{head}). */
export interface ComparedFile {
  filename: string;
  /** added, removed, modified, renamed, copied, changed or unchanged. */
  status: string;
}

/** GitHub's compare answer, reduced to what the report needs. */
export interface Comparison {
  /** identical, ahead, behind or diverged. */
  status: string;
  ahead_by: number;
  /** The head commit the base was compared with. */
  head: string;
  files: ComparedFile[];
}

/** GitHub lists at most this many files in a compare answer. */
export const COMPARE_FILE_LIMIT = 300;

/** Whether `file` (a path in the repository) is under a watched path: a folder ends in `/`, else exact. */
export const isWatched = (file: string, paths: readonly string[]) =>
  paths.some((p) => (p.endsWith('/') ? file.startsWith(p) : file === p));

const short = (sha: string) => sha.slice(0, 7);

/** What one check found: `news` when the source has something the lock does not. */
function finding(source: LockSource, news: boolean, lines: string[]) {
  return { source: source.id, news, lines };
}
export type CheckFinding = ReturnType<typeof finding>;

export function compareFinding(
  source: LockSource,
  check: Extract<UpstreamCheck, { kind: 'github-compare' }>,
  branch: string,
  c: Comparison,
  lockedPaths: ReadonlySet<string>,
): CheckFinding {
  const changed = c.files.filter((f) => isWatched(f.filename, check.paths));
  const where = `${check.repository} ${branch} (${short(c.head)})`;
  if (changed.length === 0) {
    const moved =
      c.ahead_by > 0
        ? `, ${c.ahead_by} commit${c.ahead_by === 1 ? '' : 's'} ahead, none touching`
        : ', nothing new under';
    return finding(source, false, [`${source.name}: up to date: ${where}${moved} ${check.paths.join(', ')}`]);
  }
  const lines = [
    `${source.name}: ${changed.length} watched file${changed.length === 1 ? '' : 's'} changed in ${where} since the pinned ${short(check.base)} (${c.ahead_by} commit${c.ahead_by === 1 ? '' : 's'} ahead):`,
    ...changed.map(
      (f) => `  ${f.status} ${f.filename}${lockedPaths.has(f.filename) ? ' (locked: the ingest reads it)' : ''}`,
    ),
  ];
  if (c.files.length >= COMPARE_FILE_LIMIT)
    lines.push(`  (GitHub lists at most ${COMPARE_FILE_LIMIT} changed files: there may be more)`);
  return finding(source, true, lines);
}

export function repositoryFinding(
  source: LockSource,
  check: Extract<UpstreamCheck, { kind: 'github-repository' }>,
  found: { html_url: string; created_at: string } | null,
): CheckFinding {
  if (!found) return finding(source, false, [`${source.name}: ${check.what}: not published yet (${check.repository})`]);
  const created = found.created_at.slice(0, 10);
  return finding(source, true, [`${source.name}: ${check.what} is out: ${found.html_url} (created ${created})`]);
}

export const noCheckFinding = (source: LockSource, check: Extract<UpstreamCheck, { kind: 'none' }>) =>
  finding(source, false, [`${source.name}: not checked: ${check.note}`]);

/** The repository paths the lock pins for a source (the url's path after owner/name/commit/). */
export function lockedRepositoryPaths(urls: readonly string[]): Set<string> {
  return new Set(urls.map((u) => decodeURIComponent(new URL(u).pathname).split('/').slice(4).join('/')));
}

/** The report as Markdown, for the issue the weekly workflow opens. */
export function reportMarkdown(findings: readonly CheckFinding[], failures: readonly string[] = []): string {
  const news = findings.filter((f) => f.news);
  const head = news.length
    ? `${news.length} upstream check${news.length === 1 ? '' : 's'} found something data/upstream.lock.json does not pin.`
    : 'Every upstream source is as data/upstream.lock.json pins it.';
  const blocks = [...findings.map((f) => f.lines), ...failures.map((line) => [line])];
  const body = blocks.map((lines) => ['```', ...lines, '```'].join('\n')).join('\n\n');
  const steps = news.length
    ? '\n\nTo take it, follow docs/releases.md: freeze the current release (`npm run freeze -- --archive`), pin the new commit, urls, sha256 and bytes in data/upstream.lock.json, then `npm run fetch-upstream`, `npm run ingest`, `npm run cff` and `npm run build`, and review the diff of data/.'
    : '';
  return `${head}\n\n${body}${steps}\n`;
}
