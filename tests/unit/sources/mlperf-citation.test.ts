// MLPerf citations as MLCommons asks: round, division, benchmark, scenario and every result ID used, in
// MLCommons' own spelling. A tiny fixture worked by hand, then the real source records against their rows.
import { describe, expect, it } from 'vitest';
import { mlperfCitation } from '../../../src/lib/sources/mlperf-citation.ts';
import { loadDataDir } from '../../../src/lib/node/read-data.ts';
import { real, REAL_DATA_DIR } from '../../fixtures/real-figures.ts';

describe('mlperfCitation', () => {
  it('groups scenarios per benchmark and result, benchmarks in order', () => {
    const rows = [
      { benchmark: 'llama3.1-8b', scenario: 'Server', result_id: '5.1-0062' },
      { benchmark: 'llama2-70b', scenario: 'Offline', result_id: '5.1-0061' },
      { benchmark: 'llama3.1-8b', scenario: 'Offline', result_id: '5.1-0062' },
    ];
    expect(mlperfCitation('v5.1', 'closed', rows, '2026-11-30')).toBe(
      'MLPerf Inference v5.1, Closed: llama2-70b, Offline, result 5.1-0061; llama3.1-8b, Offline and Server, result 5.1-0062. From github.com/mlcommons/inference_results_v5.1 as of 2026-11-30.',
    );
  });
});

describe('real data: every MLPerf source names each benchmark, scenario and result ID of its rows', () => {
  const l = loadDataDir(REAL_DATA_DIR);
  const records = l.sources!.sources.sources.filter((s) => s.kind === 'mlperf-inference');
  it('has the rounds the snapshot of real figures lists', () =>
    expect(records.map((r) => r.id)).toEqual(
      real.sources.filter((s) => s.kind === 'mlperf-inference').map((s) => s.id),
    ));
  for (const rec of records) {
    it(`${rec.id}: the record's citation, and the release header's, are built from its rows`, () => {
      const rows = l.sources!.mlperf!.rows.filter((r) => r.source === rec.id);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => /^\d+\.\d+-\d{4}$/.test(r.result_id))).toBe(true);
      expect(rec.citation).toBe(mlperfCitation(rec.version, 'closed', rows, rec.retrieved));
      expect(rec.citation).not.toMatch(/[<>]/);
      expect(l.index.release.sources.find((s) => s.name === rec.name)?.citation).toBe(rec.citation);
    });
  }
});
