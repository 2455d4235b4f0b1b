// The documentation keeps its promises: every npm command that README.md, CONTRIBUTING.md and docs/*.md show is
// a script in package.json (or one of npm's own commands), every relative link and every repository path they
// name in code resolves to a file or folder, and the README stays short with its two commands on top. The
// checkers are tested first on tiny texts, so a checker that finds nothing cannot pass unnoticed.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Markdown files whose commands and links are checked: the README, CONTRIBUTING and every page of docs/. */
const DOC_FILES = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];
const README_MAX_LINES = 150;

const FENCE = /^([ \t]*)(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^\1\2[ \t]*$/gm;
const INLINE_CODE = /(`+)([^`][\s\S]*?)\1(?!`)/g;

/** What a Markdown text shows as code: fenced blocks, then inline spans (outside the blocks). */
export function codeOf(md: string): { blocks: string[]; spans: string[] } {
  const blocks = [...md.matchAll(FENCE)].map((m) => m[3]);
  const spans = [...md.replace(FENCE, '').matchAll(INLINE_CODE)].map((m) => m[2]);
  return { blocks, spans };
}

/** The text without its code, where links are read (a link shown inside code is an example, not a link). */
function proseOf(md: string): string {
  return md.replace(FENCE, '').replace(INLINE_CODE, '');
}

/** npm's own commands the docs may use; `start`, `test`, `stop` and `restart` run scripts, so they need one. */
const NPM_OWN = new Set(['install', 'i', 'ci', 'view', 'exec', 'update', 'uninstall', 'ls', 'outdated', 'audit']);
const NPM_SCRIPT_SHORTHANDS = new Set(['start', 'test', 'stop', 'restart']);
const NPM_COMMAND = /(?<![\w-])npm\s+(run(?:-script)?\s+)?([A-Za-z][\w:.-]*)/g;

/** Every npm command in the text's code, and what is wrong with it against package.json's scripts. */
export function npmProblems(md: string, scripts: Record<string, string>): { commands: string[]; problems: string[] } {
  const { blocks, spans } = codeOf(md);
  const commands: string[] = [];
  const problems: string[] = [];
  for (const code of [...blocks, ...spans])
    for (const m of code.matchAll(NPM_COMMAND)) {
      const [command, run, name] = m;
      commands.push(command.replace(/\s+/g, ' '));
      const isScript = Boolean(run) || NPM_SCRIPT_SHORTHANDS.has(name);
      if (isScript && !(name in scripts)) problems.push(`\`${command}\`: package.json has no script "${name}"`);
      if (!isScript && !NPM_OWN.has(name))
        problems.push(`\`${command}\`: "${name}" is neither one of npm's commands nor \`npm run ${name}\``);
    }
  return { commands, problems };
}

/** GitHub's anchor for each heading of a Markdown text (lowercase, punctuation dropped, spaces to dashes). */
export function headingAnchors(md: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const m of md.replace(FENCE, '').matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const text = m[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** Relative link targets of a Markdown text (inline links, images and reference definitions). */
export function relativeLinks(md: string): string[] {
  const prose = proseOf(md);
  const targets = [
    ...[...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
    ...[...prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]),
  ];
  return targets.filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t));
}

/** Links of `file` that lead nowhere: a missing file, or an anchor the Markdown file it points to lacks. */
export function brokenLinks(file: string, md: string, read: (path: string) => string | null): string[] {
  const problems: string[] = [];
  for (const target of relativeLinks(md)) {
    const [path, fragment] = target.split('#', 2);
    const resolved = path === '' ? file : join(dirname(file), decodeURIComponent(path));
    const text = read(resolved);
    if (text === null) {
      problems.push(`${target}: ${resolved} does not exist`);
      continue;
    }
    if (fragment && resolved.endsWith('.md') && !headingAnchors(text).has(fragment))
      problems.push(`${target}: ${resolved} has no heading with the anchor #${fragment}`);
  }
  return problems;
}

/** Inline code that is a repository path (src/lib/core/, tests/fixtures/claims/relative.json), without placeholders. */
const REPO_PATH = /^(?:src|scripts|tests|data|fonts|docs|bench-results|\.ci)\/[^\s<>*]*$/;

/** Files the docs describe that a command writes only when needed: `npm run add-source` creates this one. */
const WRITTEN_ON_DEMAND = new Set(['data/contributed.json']);

/** Repository paths named in the text's inline code that do not exist. */
export function missingPaths(md: string, exists: (path: string) => boolean): string[] {
  return codeOf(md)
    .spans.filter((s) => REPO_PATH.test(s) && !s.includes('...') && !WRITTEN_ON_DEMAND.has(s))
    .filter((s) => !exists(s))
    .map((s) => `\`${s}\` does not exist`);
}

/** The README's promise: short, and the two commands in the code block at its top. */
export function readmeProblems(md: string): string[] {
  const lines = md.replace(/\n$/, '').split('\n');
  const problems: string[] = [];
  if (lines.length > README_MAX_LINES) problems.push(`${lines.length} lines, more than ${README_MAX_LINES}`);
  const head = lines.slice(0, 8);
  const open = head.findIndex((l) => /^```/.test(l));
  const close = open < 0 ? -1 : head.findIndex((l, i) => i > open && /^```\s*$/.test(l));
  const block = open < 0 || close < 0 ? [] : head.slice(open + 1, close);
  for (const command of ['npm install && npm start', 'npm test'])
    if (!block.some((l) => l === command || l.startsWith(`${command} `)))
      problems.push(`the code block in its first lines does not start a line with \`${command}\``);
  return problems;
}

const readOrNull = (path: string) => {
  if (!existsSync(path)) return null;
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return ''; // a folder: it exists, and has no headings
  }
};

describe('the checkers, on tiny texts', () => {
  const scripts = { start: 'x', test: 'x', build: 'x', 'test:e2e': 'x' };

  it('finds npm commands in fenced blocks and inline code, not in prose', () => {
    const md = [
      'Run npm bench in prose.\n\n```sh\nnpm install && npm start\n```\n',
      '1. In a list:\n\n   ```sh\n   npm run build\n   ```\n\nThen `npm run test:e2e -- x`.',
    ].join('\n');
    expect(npmProblems(md, scripts)).toEqual({
      commands: ['npm install', 'npm start', 'npm run build', 'npm run test:e2e'],
      problems: [],
    });
  });

  it('flags a script package.json lacks, and an npm command that does not exist', () => {
    expect(npmProblems('`npm run bench` and `npm lint` and `npm stop`', scripts).problems).toEqual([
      '`npm run bench`: package.json has no script "bench"',
      '`npm lint`: "lint" is neither one of npm\'s commands nor `npm run lint`',
      '`npm stop`: package.json has no script "stop"',
    ]);
  });

  it("makes GitHub's heading anchors, numbering repeats", () => {
    const md = '# Rules\n## Claim files (`npm run check-claim`)\n### Rules\n```\n# not a heading\n```';
    expect([...headingAnchors(md)]).toEqual(['rules', 'claim-files-npm-run-check-claim', 'rules-1']);
  });

  it('checks relative links and their anchors, leaving web links and code alone', () => {
    const files: Record<string, string> = { 'docs/a.md': '## Step one\n', 'README.md': '' };
    const read = (p: string) => files[p] ?? null;
    const md = [
      '[a](a.md#step-one) [b](../README.md) [web](https://example.org/x.md) `[c](missing.md)`',
      '[d](a.md#step-two) [e](gone.md) [f](#here)',
      '',
      '[ref]: ./b.md',
    ].join('\n');
    expect(brokenLinks('docs/x.md', md, read)).toEqual([
      'a.md#step-two: docs/a.md has no heading with the anchor #step-two',
      'gone.md: docs/gone.md does not exist',
      '#here: docs/x.md does not exist',
      './b.md: docs/b.md does not exist',
    ]);
  });

  it('checks repository paths named in inline code, skipping placeholders and commands', () => {
    const exists = (p: string) => p === 'src/lib/core/index-selection.ts';
    const md =
      '`src/lib/core/index-selection.ts`, `src/lib/core/gone.ts`, `data/releases/<id>/`, `scripts/x.ts --json`';
    expect(missingPaths(md, exists)).toEqual(['`src/lib/core/gone.ts` does not exist']);
  });

  it('holds the README to its length and its two commands on top', () => {
    const top = '# T\n\n```sh\nnpm install && npm start   # build\nnpm test   # all\n```\n';
    expect(readmeProblems(top)).toEqual([]);
    expect(readmeProblems(top + 'line\n'.repeat(150))).toEqual(['156 lines, more than 150']);
    expect(readmeProblems('# T\n\n```sh\nnpm install\nnpm test\n```\n')).toEqual([
      'the code block in its first lines does not start a line with `npm install && npm start`',
    ]);
    expect(readmeProblems('# T\n\nnpm install && npm start\nnpm test\n')).toHaveLength(2);
  });
});

describe('the documentation (real files)', () => {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

  it('reads the README, CONTRIBUTING and docs/', () => {
    expect(DOC_FILES).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'docs/README.md']));
  });

  it('README.md is at most 150 lines and starts with its two commands', () => {
    expect(readmeProblems(readFileSync('README.md', 'utf8'))).toEqual([]);
  });

  it.each(DOC_FILES)('%s: every npm command it documents exists', (file) => {
    const { commands, problems } = npmProblems(readFileSync(file, 'utf8'), scripts);
    expect(problems).toEqual([]);
    if (file === 'README.md' || file === 'docs/commands.md') expect(commands.length).toBeGreaterThan(1);
  });

  it.each(DOC_FILES)('%s: every relative link resolves', (file) => {
    expect(brokenLinks(file, readFileSync(file, 'utf8'), readOrNull)).toEqual([]);
  });

  it.each(DOC_FILES)('%s: every repository path it names in code exists', (file) => {
    expect(missingPaths(readFileSync(file, 'utf8'), existsSync)).toEqual([]);
  });
});
