// npm run check-claim, run as a user would: exit codes and the lines it prints.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (args: string[]) => spawnSync(process.execPath, ['scripts/check-claim.ts', ...args], { encoding: 'utf8' });
const fixture = (name: string) => join('tests', 'fixtures', 'claims', name);

describe('npm run check-claim', () => {
  it('exits 0 for a consistent, complete claim and prints verdict, checks, conversions and comparison', () => {
    const r = run([fixture('consistent-complete.json')]);
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toMatch(/^Consistent and complete: /);
    expect(r.stdout).toContain('cross-checks: consistent');
    expect(r.stdout).toMatch(
      /ok {3}average power \/ throughput vs energy per token: stated 0\.2285 J\/token, implied 0\.228 J\/token, residual -?[\d.e-]+% \(tolerance ±0\.1%\)/,
    );
    expect(r.stdout).toContain('missing context: none');
    expect(r.stdout).toContain('Wh per million output tokens: 63.5');
    expect(r.stdout).toMatch(/J per token is [\d.]+x the index's lowest figure for Qwen 3 32B on H100/);
    expect(r.stderr).toBe('');
  });
  it('exits 1 for an inconsistent claim and shows the failing residual', () => {
    const r = run([fixture('inconsistent.json')]);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^Contradiction: /);
    expect(r.stdout).toContain(
      'FAIL average power / throughput vs energy per token: stated 0.1142 J/token, implied 0.228 J/token, residual +100% (tolerance ±0.1%)',
    );
  });
  it('flags the relative claim: power -21% at equal throughput is +26.6% tokens per watt, not +22%', () => {
    const r = run([fixture('relative.json')]);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('stated +22%, implied +26.6%, off by +4.6 points (tolerance ±0.5 points)');
    expect(r.stdout).toContain('implied tokens-per-watt change: +26.6%');
  });
  it("answers a relative GPU claim with the index's GPU comparison, with the same fields as /check/ (real data)", () => {
    const r = run([fixture('relative-gpu.json'), '--json']);
    expect(r.status).toBe(2);
    const out = JSON.parse(r.stdout);
    // The fixture names B200 against H100 in Text Conversation; the figures themselves are the data's.
    expect(
      out.relative.answers.map((a: { gpu: string; baseline_gpu: string; task: string }) => [
        a.gpu,
        a.baseline_gpu,
        a.task,
      ]),
    ).toEqual([['B200', 'H100', 'lm-arena-chat']]);
    expect(out.verdict).toMatch(
      /The index: B200 used a median \d+% less GPU energy per output token than H100 in Text Conversation/,
    );
  });
  it('refuses a bad relative field, naming it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'claim-'));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ gpu: 'B200', baseline_gpu: '', energy_per_token_change_pct: 'thirty' }));
    const r = run([bad]);
    expect(r.status).toBe(3);
    expect(r.stderr).toContain('baseline_gpu');
    expect(r.stderr).toContain('energy_per_token_change_pct');
  });
  it('exits 2 for a consistent claim missing context, listing each item with why, and warns about the boundary', () => {
    const r = run([fixture('missing-context.json')]);
    expect(r.status).toBe(2);
    expect(r.stdout).toMatch(/^Consistent, but not yet comparable: /);
    expect(r.stdout).toContain('missing context (7):');
    expect(r.stdout).toMatch(/ {2}- Point 3, the measurement window: idle time/);
    expect(r.stdout).toMatch(/warning: the claim reads watts for the whole system/);
  });
  it('exits 2 when nothing can be cross-checked', () => {
    const r = run([fixture('not-checkable.json')]);
    expect(r.status).toBe(2);
    expect(r.stdout).toMatch(/^Nothing to cross-check: the claim gives one figure \(energy per token\)/);
  });
  it('--json prints the checkClaim result', () => {
    const r = run([fixture('relative.json'), '--json']);
    expect(r.status).toBe(1);
    const json = JSON.parse(r.stdout);
    expect(json.consistency.status).toBe('inconsistent');
    expect(json.consistency.checks[0].implied).toBeCloseTo(26.58228, 5); // 1 / (1 - 0.21) - 1 = +26.58228%
    expect(json.missing.length).toBeGreaterThan(0);
    expect(typeof json.verdict).toBe('string');
  });
  it('exits 3 on schema errors, one line per problem: <file>: <field>: expected ..., got ...', () => {
    const r = run([fixture('absurd.json')]);
    expect(r.status).toBe(3);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toEqual([
      'tests/fixtures/claims/absurd.json: boundary: expected one of die, board, system, facility, got "rack"',
      'tests/fixtures/claims/absurd.json: avg_power_w: expected at most 10,000,000 W (a whole data centre hall), got 1e+30',
      'tests/fixtures/claims/absurd.json: output_tokens_per_s: expected a positive number of tokens/s, got -5',
      'tests/fixtures/claims/absurd.json: colour: unknown field (not in the schema; check its spelling)',
    ]);
  });
  it('exits 3 on malformed JSON, saying where', () => {
    const r = run([fixture('malformed.json')]);
    expect(r.status).toBe(3);
    expect(r.stderr.trim()).toBe(
      'tests/fixtures/claims/malformed.json: malformed JSON at line 2, column 12: expected a value, found "}"',
    );
  });
  it.each([
    [['tests/fixtures/claims/nope.json'], 'tests/fixtures/claims/nope.json: not found'],
    [['tests/fixtures/claims'], 'tests/fixtures/claims: is a folder, expected a JSON file'],
    [
      [],
      'check-claim: expected one claim file, got 0. usage: npm run check-claim -- <claim.json> [--json] [--data data]',
    ],
  ])('exits 3 on unusable input %j', (args, message) => {
    const r = run(args);
    expect(r.status).toBe(3);
    expect(r.stderr.trim()).toBe(message);
    expect(r.stderr).not.toMatch(/at .*\.ts:\d+/); // never a stack trace
  });
  it('exits 3 on an empty file and when an explicit --data folder cannot be loaded', () => {
    const dir = mkdtempSync(join(tmpdir(), 'claim-'));
    const empty = join(dir, 'empty.json');
    writeFileSync(empty, '  \n');
    expect(run([empty]).stderr).toContain('the file is empty: expected a JSON document');
    const r = run([fixture('relative.json'), '--data', dir]);
    expect(r.status).toBe(3);
    expect(r.stderr).toMatch(/^check-claim: data folder .*: 3 problems in /);
  });
  it('compares against DATA_DIR when set, as the build does', () => {
    const env = { ...process.env, DATA_DIR: 'tests/fixtures/hostile-data' };
    const r = spawnSync(process.execPath, ['scripts/check-claim.ts', fixture('consistent-complete.json'), '--json'], {
      encoding: 'utf8',
      env,
    });
    expect(JSON.parse(r.stdout).comparison_note).toMatch(/^The index has no figure for Qwen\/Qwen3-32B on H100: /);
    const bad = spawnSync(process.execPath, ['scripts/check-claim.ts', fixture('relative.json')], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: 'no/such/folder' },
    });
    expect(bad.status).toBe(3);
    expect(bad.stderr).toMatch(/^check-claim: data folder no\/such\/folder: /);
  });
});
