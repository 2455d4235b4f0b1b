// Node-only: the logger astro.config.mjs names (`logger.entrypoint`). `astro build` logs quietly (errors, warnings,
// a line per stage; all with VERBOSE=1), and an unknown warning fails the build so none can hide in the log.
import { stripVTControlCharacters } from 'node:util';
import type { AstroLoggerDestination, AstroLoggerMessage } from 'astro';
import { fmtOne } from '../lib/text/format.ts';

/** A warning known to be harmless: how to recognise it, and why it can be left out of the log. */
interface HarmlessWarning {
  why: string;
  matches(m: AstroLoggerMessage): boolean;
}

export const HARMLESS_WARNINGS: readonly HarmlessWarning[] = [
  {
    // Astro's content plugin (astro/dist/content/vite-plugin-content-assets.js) starts the module it makes for
    // each MDX entry (`?astroPropagatedAssets`) with the directive "use astro:head-inject", and Rolldown warns
    // that bundling may not keep it. Nothing reads it after bundling: the build decides head propagation from
    // the module's id (astro/dist/vite-plugin-head/index.js, astroHeadBuildPlugin). It is Astro's to remove
    // (withastro/astro#18087, open, reproduced in a new project); one warning for every glossary term.
    why: 'Rolldown cannot keep the "use astro:head-inject" directive of MDX entries, which nothing reads after bundling',
    matches: (m) =>
      m.level === 'warn' &&
      m.message.includes('MODULE_LEVEL_DIRECTIVE') &&
      m.message.includes('"use astro:head-inject"') &&
      m.message.includes('?astroPropagatedAssets'),
  },
];

/** The labels of the build's own stage lines, printed in the quiet log. */
export const STAGE_LABELS: ReadonlySet<string> = new Set(['pages', 'data files']);

/** What becomes of one message: printed, left out, left out as a harmless warning, or printed as a warning. */
export type Verdict = 'print' | 'drop' | 'harmless' | 'warning';

/** The quiet log's rule for one message (`quiet`: during `astro build` without VERBOSE). */
export function verdict(m: AstroLoggerMessage, quiet: boolean): Verdict {
  if (m.level === 'error') return 'print';
  if (m.level === 'warn') return HARMLESS_WARNINGS.some((w) => w.matches(m)) ? 'harmless' : 'warning';
  if (!quiet) return 'print';
  return m.label !== null && STAGE_LABELS.has(m.label) ? 'print' : 'drop';
}

/** Whether a message is printed: a harmless warning only in the whole log (VERBOSE=1, or not building). */
export const printed = (v: Verdict, quiet: boolean) => v === 'print' || v === 'warning' || (v === 'harmless' && !quiet);

/** VERBOSE=1 (any value but empty and 0) prints the whole log, Astro's line per written file included. */
export const isVerbose = (env: NodeJS.ProcessEnv = process.env) => !!env.VERBOSE && env.VERBOSE !== '0';

/** How a printed message reads: a stage line as `pages: ...` (like `validate: ...`), others as Astro prints them. */
export function formatMessage(m: AstroLoggerMessage, time = new Date()): string {
  const end = m.newLine ? '\n' : '';
  if (m.label === 'SKIP_FORMAT') return m.message + end;
  if (m.label !== null && STAGE_LABELS.has(m.label)) return `${m.label}: ${m.message}${end}`;
  const prefix = [time.toTimeString().slice(0, 8)];
  if (m.level === 'warn' || m.level === 'error') prefix.push(`[${m.level.toUpperCase()}]`);
  if (m.label) prefix.push(`[${m.label}]`);
  return `${prefix.join(' ')} ${m.message}${end}`;
}

/** A stage's duration in a stage line: "14.9 s". */
export const stageSeconds = (ms: number) => `${fmtOne(ms / 1000)} s`;

/** One warning as the failure lists it: its first line, without colours. */
const warningLine = (m: AstroLoggerMessage) =>
  `${m.label ? `[${m.label}] ` : ''}${stripVTControlCharacters(m.message).split('\n')[0].trim()}`;

/** The most lines `npm run build` may print (npm's header lines included), on the real data. */
export const MAX_BUILD_LOG_LINES = 80;

// Too many lines, or a `[WARN]` line (as formatMessage writes one), in a build's output (`npm run build:checked`).
export function buildLogProblems(text: string): string[] {
  const lines = stripVTControlCharacters(text).replace(/\n$/, '').split('\n');
  const problems: string[] = [];
  if (lines.length > MAX_BUILD_LOG_LINES)
    problems.push(`the build printed ${lines.length} lines, more than ${MAX_BUILD_LOG_LINES}`);
  for (const [i, line] of lines.entries())
    if (/^\d\d:\d\d:\d\d \[WARN\]/.test(line)) problems.push(`line ${i + 1} is a warning: ${line}`);
  return problems;
}

/** The log's state for this process: shared by the logger Astro loads and the integrations (one module). */
const state = { quiet: false, warnings: [] as string[] };

/** Called when `astro build` starts (build-report.ts): quiet from here on, unless VERBOSE is set. */
export function startBuildLog(verbose = isVerbose()): void {
  state.quiet = !verbose;
  state.warnings = [];
}

/** The warnings printed so far not known to be harmless (first lines). */
export const unexpectedWarnings = (): readonly string[] => state.warnings;

/** Write one message where Astro's own logger would (errors to stderr, the rest to stdout), or leave it out. */
export function writeMessage(m: AstroLoggerMessage): void {
  const v = verdict(m, state.quiet);
  if (v === 'warning') state.warnings.push(warningLine(m));
  if (!printed(v, state.quiet)) return;
  (m.level === 'error' ? process.stderr : process.stdout).write(formatMessage(m));
}

/** The logger Astro loads (astro.config.mjs `logger.entrypoint`). */
export default function buildLog(): AstroLoggerDestination {
  return { write: writeMessage };
}
