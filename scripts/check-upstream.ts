// npm run check-upstream [-- --report <file.md>] [--lock data/upstream.lock.json] [--timeout-ms 30000]
// Asks each locked source (GitHub compare, watched paths) whether it published something new; exit 0 nothing new,
// 1 something new, 2 a source could not be asked. Env: UPSTREAM_GITHUB_API (tests), GITHUB_TOKEN (rate limit).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readLock } from '../src/lib/node/upstream-lock.ts';
import { fetchFailure } from '../src/lib/node/upstream-fetch.ts';
import { LOCK_FILE, type LockSource } from '../src/lib/upstream/lock.ts';
import {
  compareFinding,
  lockedRepositoryPaths,
  noCheckFinding,
  reportMarkdown,
  repositoryFinding,
  type CheckFinding,
  type Comparison,
} from '../src/lib/upstream/check.ts';

const { values } = parseArgs({
  options: {
    report: { type: 'string' },
    lock: { type: 'string', default: LOCK_FILE },
    'timeout-ms': { type: 'string', default: '30000' },
  },
});
const api = (process.env.UPSTREAM_GITHUB_API || 'https://api.github.com').replace(/\/+$/, '');
const timeoutMs = Number(values['timeout-ms']);

/** GET a GitHub API path: the parsed JSON, or null for a 404; throws naming the url otherwise. */
async function github<T>(path: string): Promise<T | null> {
  const url = `${api}${path}`;
  const headers: Record<string, string> = {
    accept: 'application/vnd.github+json',
    'user-agent': 'energy-per-token-index check-upstream',
    'x-github-api-version': '2022-11-28',
  };
  if (process.env.GITHUB_TOKEN) headers.authorization = `Bearer ${process.env.GITHUB_TOKEN}`;
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) }).catch((e: unknown) => {
    throw new Error(`${url}: ${fetchFailure(e, timeoutMs)}`, { cause: e });
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${(await response.text()).slice(0, 200)}`);
  return (await response.json()) as T;
}

async function checkSource(source: LockSource, urls: string[]): Promise<CheckFinding[]> {
  const findings: CheckFinding[] = [];
  for (const check of source.checks) {
    if (check.kind === 'none') findings.push(noCheckFinding(source, check));
    else if (check.kind === 'github-repository') {
      const repo = await github<{ html_url: string; created_at: string }>(`/repos/${check.repository}`);
      findings.push(repositoryFinding(source, check, repo));
    } else {
      let branch = check.branch;
      if (!branch) {
        const repo = await github<{ default_branch: string }>(`/repos/${check.repository}`);
        if (!repo) throw new Error(`${check.repository}: repository not found`);
        branch = repo.default_branch;
      }
      const c = await github<Omit<Comparison, 'head'> & { commits: { sha: string }[] }>(
        `/repos/${check.repository}/compare/${check.base}...${encodeURIComponent(branch)}`,
      );
      if (!c) throw new Error(`${check.repository}: cannot compare ${check.base} with ${branch} (not found)`);
      const head = c.commits.at(-1)?.sha ?? check.base;
      findings.push(
        compareFinding(source, check, branch, { ...c, head, files: c.files ?? [] }, lockedRepositoryPaths(urls)),
      );
    }
  }
  return findings;
}

const lock = readLock(values.lock);
const findings: CheckFinding[] = [];
const failures: string[] = [];
for (const source of lock.sources) {
  const urls = lock.files.filter((f) => f.source === source.id && f.url).map((f) => f.url!);
  try {
    findings.push(...(await checkSource(source, urls)));
  } catch (e) {
    failures.push(`${source.name}: could not ask: ${(e as Error).message}`);
  }
}
for (const f of findings) for (const line of f.lines) console.log(line);
for (const line of failures) console.error(line);
const news = findings.filter((f) => f.news).length;
console.log(
  `check-upstream: ${news} source check${news === 1 ? '' : 's'} with something new, ${failures.length} could not be asked`,
);
if (values.report) writeFileSync(values.report, reportMarkdown(findings, failures));
process.exitCode = failures.length ? 2 : news ? 1 : 0;
