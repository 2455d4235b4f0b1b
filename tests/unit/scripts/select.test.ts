// `npm run select` (scripts/select.ts), run as a user would: exit codes and the lines it prints.
import { describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { fmtEnergy } from '../../../src/lib/text/format.ts';
import { real, REAL_DATA_DIR } from '../../fixtures/real-figures.ts';

const run = (script: string, args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

describe('npm run select', () => {
  it('prints the Text Conversation index as CSV with the required columns', () => {
    const out = execFileSync(
      process.execPath,
      [
        'scripts/select.ts',
        '--data',
        REAL_DATA_DIR,
        '--task',
        'lm-arena-chat',
        '--ceiling-ms',
        '500',
        '--format',
        'csv',
      ],
      { encoding: 'utf8' },
    );
    const parsed = Papa.parse<Record<string, string>>(out.trim(), { header: true });
    for (const col of ['task', 'model', 'gpu', 'num_gpus', 'batch', 'energy_per_token_j', 'median_itl_ms', 'id'])
      expect(parsed.meta.fields).toContain(col);
    // The task's lowest row, as the snapshot of real figures has it.
    const low = real.headline.lowest;
    const ref = parsed.data.find((r) => r.model === low.model && r.gpu === low.gpu)!;
    expect(ref.id).toBe(low.id);
    expect(ref.batch).toBe(String(low.batch));
    expect(fmtEnergy(Number(ref.energy_per_token_j))).toBe(low.j_per_token);
    expect(new Set(parsed.data.map((r) => r.task))).toEqual(new Set(['lm-arena-chat']));
  });
  it('reads the DATA_DIR folder when set, as the build and validate do (--data wins over it)', () => {
    const env = { ...process.env, DATA_DIR: 'tests/fixtures/hostile-data' };
    const fromEnv = spawnSync(process.execPath, ['scripts/select.ts', '--format', 'json'], { encoding: 'utf8', env });
    const hostileIds = new Set(
      JSON.parse(readFileSync('tests/fixtures/hostile-data/index.json', 'utf8')).rows.map((r: { id: string }) => r.id),
    );
    const selected: { id: string }[] = JSON.parse(fromEnv.stdout).selected;
    expect(selected.length).toBeGreaterThan(0);
    expect(selected.every((s) => hostileIds.has(s.id))).toBe(true);
    const explicit = spawnSync(process.execPath, ['scripts/select.ts', '--format', 'json', '--data', 'data'], {
      encoding: 'utf8',
      env,
    });
    expect(JSON.parse(explicit.stdout).selected.some((s: { id: string }) => !hostileIds.has(s.id))).toBe(true);
  });
  it('a stricter ceiling drops pairs and says so on stderr; JSON carries them too', () => {
    const r = run('scripts/select.ts', ['--task', 'lm-arena-chat', '--ceiling-ms', '20', '--format', 'json']);
    const json = JSON.parse(r.stdout);
    expect(json.ceiling_ms).toBe(20);
    expect(json.selected.every((s: { median_itl_ms: number }) => s.median_itl_ms <= 20)).toBe(true);
    expect(json.left_out.length).toBeGreaterThan(0);
  });
  it.each([
    [
      ['--task', 'chat'],
      'select: unknown task "chat": expected one of lm-arena-chat, gpqa, sourcegraph-fim, image-chat, video-chat',
    ],
    [['--ceiling-ms', '-5'], 'select: --ceiling-ms: expected a positive number of milliseconds, got "-5"'],
    [['--ceiling-ms', 'fast'], 'select: --ceiling-ms: expected a positive number of milliseconds, got "fast"'],
    [['--format', 'xml'], 'select: --format: expected csv or json, got "xml"'],
  ])('refuses %j with a clear message', (args, message) => {
    const r = run('scripts/select.ts', args);
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe(message);
  });
});
