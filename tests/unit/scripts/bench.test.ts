// `npm run bench`'s command line (spawned): an unknown option gets its usage line and exit 2, not a stack trace, and
// nothing is measured or written.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';

describe('npm run bench, the command line', () => {
  it('answers an unknown option with the usage line and exit 2', () => {
    const run = spawnSync(process.execPath, ['scripts/bench.ts', '--help'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("bench: Unknown option '--help'");
    expect(run.stderr).toContain('usage: npm run bench [-- --sizes');
    expect(run.stderr).not.toContain('    at ');
  });
});
