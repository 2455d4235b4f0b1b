// The benchmark's builds, each in a child process and timed (bench.ts, bench-releases.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

// Astro's own heap limit: the default (~2 GB on this machine) is not enough for 100x. A young generation
// of 64 MB a semi-space, as `npm run build` sets: with V8's default, each page's short-lived objects were
// promoted and collected with the old generation (garbage collection was a fifth of the page phase at 100x).
export const astroBuild = (outDir: string) => [
  '--max-old-space-size=6144',
  '--max-semi-space-size=64',
  '--single-threaded-gc',
  'node_modules/astro/bin/astro.mjs',
  'build',
  '--outDir',
  outDir,
  '--silent',
];

/**
 * Run a node script in a child, timed: wall seconds, and (with GNU time, where present) CPU seconds
 * (user + system) and peak memory. CPU seconds are the work done; wall seconds also count waiting for
 * the CPU when other processes share the machine, so the load average is recorded beside them.
 */
export function timedNode(
  args: string[],
  env: NodeJS.ProcessEnv,
): { seconds: number; cpu_seconds: number | null; peak_rss_mb: number | null } {
  const gnuTime = existsSync('/usr/bin/time');
  const statsFile = join(tmpdir(), `bench-time-${process.pid}.txt`);
  const cmd = gnuTime ? '/usr/bin/time' : process.execPath;
  const argv = gnuTime ? ['-f', '%M %U %S', '-o', statsFile, process.execPath, ...args] : args;
  const t0 = performance.now();
  const child = spawnSync(cmd, argv, { env, encoding: 'utf8', maxBuffer: 1 << 30 });
  const seconds = (performance.now() - t0) / 1000;
  if (child.status !== 0) {
    console.error(child.stdout.slice(-4000), child.stderr.slice(-8000));
    throw new Error(`bench: ${args.join(' ')} failed (exit ${child.status})`);
  }
  let peak: number | null = null;
  let cpu: number | null = null;
  if (gnuTime && existsSync(statsFile)) {
    const [kb, user, sys] = readFileSync(statsFile, 'utf8').trim().split('\n').pop()!.split(' ').map(Number);
    peak = Math.round(kb / 1024) || null;
    cpu = Number.isFinite(user + sys) ? user + sys : null;
    rmSync(statsFile, { force: true });
  }
  return { seconds, cpu_seconds: cpu, peak_rss_mb: peak };
}
