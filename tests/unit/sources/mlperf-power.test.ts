// MLPerf's power window (src/lib/sources/mlperf-power.ts, read by scripts/lib/ingest-mlperf.ts) on the
// fixture run tests/fixtures/mlperf-run/, and every run of the real upstream files recomputed (real data: the
// verified cache of `npm run fetch-upstream`).
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ingestMlperf } from '../../../scripts/lib/ingest-mlperf.ts';
import { ingestLeaderboardV2 } from '../../../scripts/lib/ingest-leaderboard-v2.ts';
import { parseSpl, parsePowerWindow, windowMean, type PowerSample } from '../../../src/lib/sources/mlperf-power.ts';
import { checkMlperfRow } from '../../../src/lib/core/source-rows/checks.ts';
import { describeRealUpstream } from '../../fixtures/real-upstream.ts';

const FIXTURE = 'tests/fixtures/mlperf-run';
const RUN = 'v9.9/closed/Acme/results/Box8_TRT/llama3.1-8b/Server/performance/run_1';
// Only the rows' provenance names it (the real ingest takes each round's from the lock); these tests check power.
const ANY_COMMIT = () => '0'.repeat(40);

/** The tempting mistake: every sample marked as the "testing" phase, whatever loadgen's window. */
function testingMarkMean(samples: readonly PowerSample[]): number {
  const t = samples.filter((s) => s.mark.endsWith('_testing') && s.watts > 0);
  return t.reduce((a, s) => a + s.watts, 0) / t.length;
}

describe('MLPerf power window (fixture tests/fixtures/mlperf-run)', () => {
  const spl = parseSpl(readFileSync(join(FIXTURE, RUN, 'spl.txt'), 'utf8'));
  const window = parsePowerWindow(readFileSync(join(FIXTURE, RUN, 'mlperf_log_detail.txt'), 'utf8'));

  it('averages only the samples strictly inside power_begin..power_end: (2000+3000+4000+5000)/4 = 3500 W', () => {
    expect(windowMean(spl, window)).toEqual({ meanW: 3500, samples: 4, windowS: 4 });
  });
  it('averaging every "testing" sample instead gives another figure: (1000+...+5000+9000)/6 = 4000 W', () => {
    expect(testingMarkMean(spl)).toBe(4000);
  });
  it('a clock offset on one side only moves the window: +1 s on the analyzer drops the 5000 W sample', () => {
    // samples become 2..7 s; window 1.5..5.5 s holds the 2000 (was 1000) ... so 1000, 2000, 3000, 4000
    expect(windowMean(spl, window, 0, 1).meanW).toBe(2500);
  });
  it('ingests the run: 3500 W / 1000 tokens/s = 3.5 J per output token, passed against Power_Result 3500', () => {
    const [row] = ingestMlperf(FIXTURE, ANY_COMMIT).file.rows;
    expect(row.avg_power_w).toBe(3500);
    expect(row.energy_per_token_j).toBe(3.5);
    expect(row.latency).toEqual({
      kind: 'ttft-tpot',
      ttft_p99_limit_ms: 2000,
      ttft_p99_ms: 500,
      tpot_p99_limit_ms: 100,
      tpot_p99_ms: 50,
    });
    expect(checkMlperfRow(row).status).toBe('passed');
  });
  it('a run whose samples were edited is withheld, with the two powers in the reason', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mlperf-edited-'));
    cpSync(FIXTURE, dir, { recursive: true });
    const file = join(dir, RUN, 'spl.txt');
    writeFileSync(file, readFileSync(file, 'utf8').replace('Watts,3000.000000', 'Watts,3400.000000'));
    const [row] = ingestMlperf(dir, ANY_COMMIT).file.rows;
    expect(row.avg_power_w).toBe(3600);
    const check = checkMlperfRow(row);
    expect(check.status).toBe('withheld');
    expect(check.reason).toContain('3600 W, disagrees with the published Power_Result 3500 W by +2.86%');
  });
  it('a rate loadgen marks "(inferred)" is withheld as not counted', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mlperf-inferred-'));
    cpSync(FIXTURE, dir, { recursive: true });
    const file = join(dir, RUN, 'mlperf_log_summary.txt');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('Completed tokens per second: ', 'Completed tokens per second (inferred): '),
    );
    const [row] = ingestMlperf(dir, ANY_COMMIT).file.rows;
    expect(row.tokens_inferred).toBe(true);
    expect(checkMlperfRow(row).reason).toMatch(/\(inferred\)".*not a counted number of output tokens/);
  });
});

describeRealUpstream('MLPerf runs recomputed from the upstream files (real data)', (upstream) => {
  it('the window mean equals Power_Result for every run; the "testing"-mark mean never does', () => {
    const rows = ingestMlperf(join(upstream, 'mlperf-inference'), ANY_COMMIT).file.rows;
    expect(rows).toHaveLength(13);
    for (const r of rows) {
      expect(Math.abs(r.avg_power_w / r.published_power_w - 1)).toBeLessThan(1e-12);
      const run = join(upstream, 'mlperf-inference', r.provenance.folder, 'performance', 'run_1', 'spl.txt');
      const wrong = testingMarkMean(parseSpl(readFileSync(run, 'utf8')));
      expect(Math.abs(wrong / r.published_power_w - 1)).toBeGreaterThan(0.01);
    }
  });
  it('ML.ENERGY v2: Llama 3.1 8B on A100 40GB, batch 128: 59.6026 J / 480.943 tokens = 0.12393 J per output token', () => {
    const rows = ingestLeaderboardV2(join(upstream, 'ml-energy-leaderboard-v2'), ANY_COMMIT()).rows;
    const r = rows.find((x) => x.id === 'v2.chat.a100-40gb.meta-llama-llama-3-1-8b-instruct.tp1pp1.b128')!;
    expect(r.energy_per_token_j).toBeCloseTo(0.12393, 5);
    expect(r.upstream_model).toBe('meta-llama/Meta-Llama-3.1-8B-Instruct');
  });
});
