// The build's quiet log (src/build/build-log.ts) on a recorded log: the messages Astro's logger received in a
// build of the real data (tests/fixtures/build-log/astro-build.jsonl; Astro's line per written file cut to its
// first 30 of 2,321, the rest of the log whole). The real build's printed log is checked by
// `npm run build:checked` in `npm test`.
import { readFileSync } from 'node:fs';
import type { AstroLoggerMessage } from 'astro';
import { describe, expect, it } from 'vitest';
import {
  buildLogProblems,
  formatMessage,
  isVerbose,
  MAX_BUILD_LOG_LINES,
  printed,
  verdict,
} from '../../../src/build/build-log.ts';

const recorded: AstroLoggerMessage[] = readFileSync('tests/fixtures/build-log/astro-build.jsonl', 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));

/** What the log prints of some messages: the text, as the build's stdout and stderr would show it together. */
const logOf = (messages: AstroLoggerMessage[], quiet: boolean) =>
  messages
    .filter((m) => printed(verdict(m, quiet), quiet))
    .map((m) => formatMessage(m, new Date(2026, 11, 3, 9, 20, 5)))
    .join('');

const warning = (message: string): AstroLoggerMessage => ({ label: 'vite', level: 'warn', message, newLine: true });

describe('the quiet build log, on a recorded build', () => {
  it('prints the stage lines and nothing else: no per-file line, no warning (nor a stage line of a removed stage)', () => {
    expect(logOf(recorded, true).split('\n').filter(Boolean)).toEqual([
      expect.stringMatching(/^pages: 2,321 HTML pages in [\d.]+ s \(bundled, then rendered\)$/),
      expect.stringMatching(/^data files: 89 written by endpoints \(35 png, 26 csv, 14 json, /),
    ]);
  });
  it("leaves out the 29 glossary entries' directive warnings, known to be harmless, and fails on none", () => {
    const verdicts = recorded.map((m) => verdict(m, true));
    expect(verdicts.filter((v) => v === 'harmless')).toHaveLength(29);
    expect(verdicts.filter((v) => v === 'warning')).toEqual([]);
  });
  it('prints everything with VERBOSE=1: the line per written file, the harmless warnings too', () => {
    const text = logOf(recorded, false);
    const perFile = recorded.filter((m) => m.label === null && !m.newLine);
    expect(perFile.length).toBeGreaterThanOrEqual(30);
    for (const m of perFile) expect(text).toContain(m.message);
    expect(text).toContain('generating static routes');
    expect(text.match(/\[WARN\] \[vite\] .*MODULE_LEVEL_DIRECTIVE/g)).toHaveLength(29);
    expect(recorded.map((m) => verdict(m, false)).filter((v) => v === 'warning')).toEqual([]);
  });
  it('VERBOSE is on for any value but empty and 0', () => {
    expect([undefined, '', '0', '1', 'yes'].map((v) => isVerbose({ VERBOSE: v }))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });
});

describe('a new warning', () => {
  it('is printed, quiet or not, and counts against the build', () => {
    const w = warning('[PLUGIN_TIMINGS] Your build spent significant time in plugins.');
    expect(verdict(w, true)).toBe('warning');
    expect(verdict(w, false)).toBe('warning');
    expect(formatMessage(w, new Date(2026, 11, 3, 9, 20, 5))).toBe(
      '09:20:05 [WARN] [vite] [PLUGIN_TIMINGS] Your build spent significant time in plugins.\n',
    );
  });
  it('is not excused by naming the same directive from another module', () => {
    const w = warning('[MODULE_LEVEL_DIRECTIVE] The directive "use client" in "src/x.ts" may not be preserved');
    expect(verdict(w, true)).toBe('warning');
  });
  it('an error is always printed', () => {
    expect(verdict({ label: 'build', level: 'error', message: 'x', newLine: true }, true)).toBe('print');
  });
});

describe('the printed log, as npm run build:checked holds it', () => {
  const line = (i: number) => `note: ${i}`;
  it('passes at 80 lines without a warning, fails at 81, and names a warning with its line', () => {
    const eighty = Array.from({ length: MAX_BUILD_LOG_LINES }, (_, i) => line(i)).join('\n') + '\n';
    expect(buildLogProblems(eighty)).toEqual([]);
    expect(buildLogProblems(`${eighty}${line(80)}\n`)).toEqual(['the build printed 81 lines, more than 80']);
    expect(buildLogProblems('pages: 3 HTML pages\n\u001b[1m09:20:05\u001b[22m [WARN] [vite] new\n')).toEqual([
      'line 2 is a warning: 09:20:05 [WARN] [vite] new',
    ]);
  });
});
