// The command-line tools, run as a user would: exit codes and the lines they print.
import { describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { makeIndex, makeRow } from '../fixtures/factory.ts';

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

describe('npm run select', () => {
  it('prints the Text Conversation index as CSV with the required columns', () => {
    const out = execFileSync(
      process.execPath,
      ['scripts/select.ts', '--task', 'lm-arena-chat', '--ceiling-ms', '500', '--format', 'csv'],
      { encoding: 'utf8' },
    );
    const parsed = Papa.parse<Record<string, string>>(out.trim(), { header: true });
    for (const col of ['task', 'model', 'gpu', 'num_gpus', 'batch', 'energy_per_token_j', 'median_itl_ms', 'id'])
      expect(parsed.meta.fields).toContain(col);
    const ref = parsed.data.find((r) => r.model === 'meta-llama/Llama-3.1-8B-Instruct' && r.gpu === 'B200')!;
    expect(ref.batch).toBe('2048');
    expect(Number(ref.energy_per_token_j).toFixed(4)).toBe('0.0467');
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

describe('npm run ingest', () => {
  // From the main checkout ../shared is the shared folder; from a worktree under /work/wt it is two up.
  const upstream =
    [join('..', 'shared', 'upstream'), join('..', '..', 'shared', 'upstream')].find((p) => existsSync(p)) ?? '';
  it.skipIf(!existsSync(upstream))('re-creates the committed data/ byte for byte from ../shared/upstream', () => {
    const out = mkdtempSync(join(tmpdir(), 'ingest-'));
    execFileSync(process.execPath, ['scripts/ingest.ts', upstream, '--out', out], { encoding: 'utf8' });
    for (const f of [
      'index.json',
      'grid.json',
      'hardware.json',
      'sources.json',
      'mlperf-inference.json',
      'ml-energy-v2.json',
      'published-figures.json',
    ])
      expect(readFileSync(join(out, f), 'utf8')).toBe(readFileSync(join('data', f), 'utf8'));
  });
});
