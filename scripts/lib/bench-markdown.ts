// bench-results/bench.md: bench.json's figures as tables (`npm run bench -- --md-only` rewrites them from the JSON).
// No figure is typed here: every cell is a field of the JSON.

type Cell = string | number | boolean | null | undefined | readonly number[];
type Row = Record<string, Cell>;

const esc = (v: Cell) =>
  v === null || v === undefined
    ? ''
    : (Array.isArray(v) ? v.join(' ') : String(v)).replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A Markdown table of rows, columns in order of first appearance; numbers right-aligned. */
export function markdownTable(rows: readonly Row[]): string {
  if (rows.length === 0) return '(none)\n';
  const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const numeric = (c: string) =>
    rows.some((r) => typeof r[c] === 'number') &&
    rows.every((r) => r[c] === undefined || r[c] === '' || typeof r[c] === 'number');
  const lines = [
    `| ${cols.map(esc).join(' | ')} |`,
    `| ${cols.map((c) => (numeric(c) ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((r) => `| ${cols.map((c) => esc(r[c])).join(' | ')} |`),
  ];
  return `${lines.join('\n')}\n`;
}

export interface BenchJson {
  machine: { cpus: number; cpu_model: string | null; memory_gb: number; node: string };
  table: Row[];
  hosts?: Row[];
  /** Lighthouse's rows (interfaces without an index signature, hence `object`). */
  lighthouse?: readonly object[];
  host_limits?: Row[];
}

export function benchMarkdown(b: BenchJson): string {
  const m = b.machine;
  const parts = [
    '# Bench results',
    '',
    `Written by \`npm run bench\` from bench.json. Machine: ${m.cpus} CPUs (${m.cpu_model ?? 'unknown'}), ` +
      `${m.memory_gb} GB, Node ${m.node}.`,
    '',
    '## Measures',
    '',
    markdownTable(b.table),
  ];
  if (b.hosts?.length) parts.push('## Each build on the static hosts', '', markdownTable(b.hosts));
  if (b.host_limits?.length)
    parts.push("## The hosts' published limits (src/lib/hosts/limits.ts)", '', markdownTable(b.host_limits));
  if (b.lighthouse?.length)
    parts.push(
      `## Lighthouse (mobile, the median of each page's runs)`,
      '',
      "Lighthouse's simulated timings scale the CPU time it observes on this machine, so they move with the machine's " +
        'other work; `load_1m` is the 1-minute load average when the runs of that page began. Home and the plain ' +
        'table are measured in turns (home, plain, home, ...), so they see the same machine; `lcp_runs_ms` lists ' +
        "every run behind the median. `throttling` is Lighthouse's default simulation or applied throttling (its " +
        '`devtools` method): the simulation downloads the whole document before parsing any of it, while applied ' +
        'throttling streams it as a phone receives it, so home and the plain table are measured both ways ' +
        '(docs/build.md).',
      '',
      markdownTable(b.lighthouse as Row[]),
    );
  return parts.join('\n');
}
