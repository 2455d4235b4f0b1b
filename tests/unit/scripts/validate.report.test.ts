// `npm run validate` (scripts/validate.ts), run as a user would: exit codes and the lines it prints for the
// committed data, DATA_DIR and bad files.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeIndex, makeRow } from '../../fixtures/factory.ts';

const run = (script: string, args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

describe('npm run validate', () => {
  it('accepts the committed data', () => {
    const r = run('scripts/validate.ts', []);
    expect(r.stdout).toContain('validate: data/ valid');
    expect(r.status).toBe(0);
  });
  it('checks the DATA_DIR folder when set, the one the build would read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'validate-env-'));
    const r = spawnSync(process.execPath, ['scripts/validate.ts'], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dir },
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${join(dir, 'index.json')}: not found`);
  });
  it('reports every problem in a bad file, one line each, and exits 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'validate-'));
    const file = join(dir, 'bad-index.json');
    writeFileSync(file, JSON.stringify(makeIndex([makeRow({ avg_power_w: -3 }), makeRow({ batch: 128, gpu: 'Z9' })])));
    const r = run('scripts/validate.ts', [file]);
    expect(r.status).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines[0]).toMatch(
      /bad-index\.json: rows\[0\] \(id lm-arena-chat\.org-model-a\.h100x2\.tp2ep1dp1\.b64\): avg_power_w: expected a positive number, got -3$/,
    );
    expect(lines[1]).toMatch(
      /bad-index\.json: rows\[1\] \(id lm-arena-chat\.org-model-a\.z9x2\.tp2ep1dp1\.b128\): gpu: expected a GPU named in hardware\.json \(H100, H200, B200, A100 40GB\), got "Z9"$/,
    );
    expect(lines[2]).toMatch(/^validate: 2 problems found; 1 row checked; /);
    expect(r.stderr).not.toMatch(/at .*\.ts:\d+/); // never a stack trace
  });
  it('says which file is malformed and where', () => {
    const dir = mkdtempSync(join(tmpdir(), 'validate-'));
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{"rows": [');
    const r = run('scripts/validate.ts', [file]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(
      /broken\.json: malformed JSON at line 1, column 11: expected "," or "\]" in a list, found the end of the file/,
    );
  });
});
