// `npm run validate` says everything the build would do with a file: refuse (errors, exit 1), withhold
// (the identity check, exit 0) or leave out, in lines and as JSON. Run as a user would.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeIndex, makeRow } from '../../fixtures/factory.ts';
import { real, REAL_DATA_DIR } from '../../fixtures/real-figures.ts';
import { fmtWorking } from '../../../src/lib/text/format.ts';

const run = (args: string[]) => spawnSync(process.execPath, ['scripts/validate.ts', ...args], { encoding: 'utf8' });
// The reference row, where index.json holds it, and the real data's counts, from the snapshot of real figures.
const REF = real.reference.id;
const AT = `rows[${real.reference.position}]`;
const {
  rows: ROWS,
  withheld: WITHHELD,
  ceiling_ms: CEILING,
  left_out: LEFT_OUT,
  set_aside_repeats: REPEATS,
} = real.index;
const REAL_INDEX = `${REAL_DATA_DIR}/index.json`;
const refRow = () => JSON.parse(readFileSync(REAL_INDEX, 'utf8')).rows.find((r: { id: string }) => r.id === REF);

/** A copy of the real index.json with one change to the reference row (real data, said so). */
function realIndexWith(change: (row: Record<string, number>) => void): string {
  const index = JSON.parse(readFileSync(REAL_INDEX, 'utf8'));
  change(index.rows.find((r: { id: string }) => r.id === REF));
  const file = join(mkdtempSync(join(tmpdir(), 'validate-')), 'index.json');
  writeFileSync(file, JSON.stringify(index));
  return file;
}

describe('npm run validate: the identity check (real data with one row changed)', () => {
  it('power x 1.3 (under the TDP margin) is reported as withheld with both sides, residual and tolerance; exit 0', () => {
    const file = realIndexWith((r) => (r.avg_power_w *= 1.3));
    const r = run([file]);
    expect(r.status).toBe(0);
    const withheld = r.stdout.split('\n').filter((l) => l.startsWith('withheld: ') && l.includes(REF));
    // The computed side is the changed row's own power over its throughput, printed to 4 significant figures.
    const { avg_power_w: power, output_tokens_per_s: tps } = refRow();
    const computed = fmtWorking((power * 1.3) / tps);
    expect(withheld).toEqual([
      `withheld: ${file}: ${AT} (id ${REF}): would be withheld by the identity check: average power / throughput = ${computed} J/token disagrees with the stated ${real.reference.j_per_token_working} J/token by +30% (tolerance ±0.1%)`,
    ]);
    const pairs = `${LEFT_OUT} ${LEFT_OUT === 1 ? 'pair' : 'pairs'}`;
    expect(r.stdout).toMatch(
      new RegExp(
        `validate: .*index\\.json valid; ${ROWS} rows checked; ${WITHHELD + 1} would be withheld by the identity check \\(tolerance ±0\\.1%\\); ${pairs} \\(task, model, GPU\\) left out at the ${CEILING} ms ceiling; ${REPEATS.length} repeats counted once \\(\\d+\\.\\d s\\)\n$`,
      ),
    );
  });
  it('--json gives the same report for tools: both sides, the residual and the tolerance', () => {
    const file = realIndexWith((r) => (r.avg_power_w *= 1.3));
    const r = run([file, '--json']);
    expect(r.status).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.valid).toBe(true);
    const w = json.files[0].verdicts.withheld.find((x: { id: string }) => x.id === REF);
    expect(w.id).toBe(REF);
    expect(w.position).toBe(real.reference.position);
    expect(w.tolerance).toBe(0.001);
    expect(w.sides[0]).toMatchObject({ field: 'energy_per_token_j', within_tolerance: false });
    // 1.3 x the power over the same throughput: a residual of +30% (worked by hand, not by the formula).
    expect(w.sides[0].residual).toBeCloseTo(0.3, 10);
    expect(fmtWorking(w.sides[0].stated)).toBe(real.reference.j_per_token_working);
    expect(w.sides[1]).toMatchObject({ field: 'energy_per_request_j', within_tolerance: true });
    expect(json.summary).toContain(`${WITHHELD + 1} would be withheld`);
  });
  it('a GPU count that disagrees with the parallelism is an error (exit 1)', () => {
    // The power is still the sum over 2 cards; the row now claims 4.
    const file = realIndexWith((r) => (r.num_gpus = 4));
    const r = run([file]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      `${AT} (id ${REF}): num_gpus: expected max(tensor_parallel x data_parallel, expert_parallel) = max(2 x 1, 1) = 2 GPUs, got 4`,
    );
    expect(r.stderr.trim().split('\n').at(-1)).toMatch(
      new RegExp(`^validate: 1 problem found; ${ROWS - 1} rows checked; ${WITHHELD} would be withheld`),
    );
  });
  it('a file with errors still hears which of its sound rows would be withheld', () => {
    const dir = mkdtempSync(join(tmpdir(), 'validate-'));
    const file = join(dir, 'index.json');
    const bad = makeRow({ batch: 128, energy_per_token_j: 0.3, energy_per_request_j: 120 });
    writeFileSync(file, JSON.stringify(makeIndex([makeRow({ avg_power_w: -3 }), bad])));
    const r = run([file, '--json']);
    expect(r.status).toBe(1);
    const json = JSON.parse(r.stdout);
    expect(json.errors).toHaveLength(1);
    expect(json.files[0].verdicts.withheld.map((w: { id: string }) => w.id)).toEqual([bad.id]);
  });
  it('a pair with nothing under the ceiling is reported as left out', () => {
    const dir = mkdtempSync(join(tmpdir(), 'validate-'));
    const file = join(dir, 'index.json');
    writeFileSync(
      file,
      JSON.stringify(makeIndex([makeRow({ median_itl_ms: 600, p90_itl_ms: 700, p95_itl_ms: 800, p99_itl_ms: 900 })])),
    );
    const r = run([file]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(
      'note: left out of the index: lm-arena-chat, Org/Model-A on H100: no configuration at or under 500 ms median ITL',
    );
    expect(r.stdout).toContain('1 pair (task, model, GPU) left out at the 500 ms ceiling');
  });
  it('checks archived releases too, as the build does (folder named for its id)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'validate-'));
    for (const f of ['index.json', 'grid.json', 'hardware.json'])
      writeFileSync(join(dir, f), readFileSync(join('tests/fixtures/releases/fixture-2026-06', f)));
    const archive = join(dir, 'releases', 'wrong-name');
    spawnSync('mkdir', ['-p', archive]);
    for (const f of ['index.json', 'grid.json', 'hardware.json'])
      writeFileSync(join(archive, f), readFileSync(join('tests/fixtures/releases/fixture-2026-01', f)));
    const r = spawnSync(process.execPath, ['scripts/validate.ts', '--data', dir], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: '', RELEASES_DIR: '' },
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('the folder is named wrong-name but its index.json says release fixture-2026-01');
  });
});

describe('npm run validate: the release order the build requires', () => {
  it('data/ must be the newest release', () => {
    const dir = mkdtempSync(join(tmpdir(), 'validate-'));
    for (const f of ['index.json', 'grid.json', 'hardware.json'])
      writeFileSync(join(dir, f), readFileSync(join('tests/fixtures/releases/fixture-2026-01', f)));
    const archive = join(dir, 'releases', 'fixture-2026-06');
    spawnSync('mkdir', ['-p', archive]);
    for (const f of ['index.json', 'grid.json', 'hardware.json'])
      writeFileSync(join(archive, f), readFileSync(join('tests/fixtures/releases/fixture-2026-06', f)));
    const r = spawnSync(process.execPath, ['scripts/validate.ts', '--data', dir], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: '', RELEASES_DIR: '' },
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      `releases: fixture-2026-01 (${dir}/) must be the newest release, but fixture-2026-06 is dated later`,
    );
  });
});

describe('npm run validate on a lab submission', () => {
  it.each(['valid.csv', 'valid.json'])('%s: points to validate-submission', (name) => {
    const file = join('tests/fixtures/submissions', name);
    const r = run([file]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      `${file}: this looks like a lab submission, not an index, grid or hardware file: check it with npm run validate-submission -- ${file}`,
    );
  });
});
