// Two figures side by side: ratios and their sentences when the two may be ranked, none otherwise.
import { describe, expect, it } from 'vitest';
import { comparePair, sideLabels, verdictText, wallFigureOf } from '../../../src/lib/compare/compare.ts';
import { figure, onB200, onH100, atWall } from './fixtures.ts';

describe('comparePair: a rankable pair', () => {
  const c = comparePair(onH100, onB200);
  const m = Object.fromEntries(c.measures.map((x) => [x.label, x]));

  it('gives A / B for each value, said in words with the GPUs as names', () => {
    expect(c.comparability.ranked).toBe(true);
    expect(c.labels).toEqual(['H100', 'B200']);
    // 0.3 / 0.2 = 1.5; 600 / 800 = 0.75; 2000 / 4000 = 0.5; 20 / 10 = 2; 40 / 25 = 1.6; 0.05 / 0.04 = 1.25.
    expect(m['Energy per output token'].ratio).toBeCloseTo(1.5, 12);
    expect(m['Energy per output token'].sentence).toBe('H100 used 1.5x the energy per output token of B200.');
    expect(m['Energy per answer'].ratioText).toBe('1.25x');
    expect(m['Average power, all cards'].sentence).toBe('H100 drew 0.75x the power of B200.');
    expect(m['Output throughput'].sentence).toBe('H100 produced 0.5x the output tokens per second of B200.');
    expect(m['Median inter-token latency'].sentence).toBe('H100 had 2x the median inter-token latency of B200.');
    expect(m['p99 inter-token latency'].ratioText).toBe('1.6x');
  });

  it('lists the configuration, marking what differs', () => {
    const f = Object.fromEntries(c.facts.map((x) => [x.label, x]));
    expect(f['GPUs']).toMatchObject({ a: '1 x H100', b: '1 x B200', differs: true });
    expect(f['Model (exact id)']).toMatchObject({ a: 'M 8B (Org/M-8B)', differs: false });
    expect(f['Boundary'].a).toBe('watts read at the GPU board');
    expect(verdictText(c)).toBe(
      'Ranked: one source (Bench v3), watts read at the GPU board, one workload (Chat). A / B for each value below.',
    );
  });
});

describe('comparePair: pairs that are shown but not ranked', () => {
  it.each([
    ['GPU board against the wall', onB200, atWall, ['boundary', 'task']],
    ['two workloads', onH100, figure({ id: 'gpqa.m', task: 'gpqa', task_name: 'Reasoning' }), ['task']],
    ['two sources at one boundary', onH100, figure({ id: 'v2.m', source: 'v2', source_name: 'Bench v2' }), ['source']],
    ['a withheld figure', onH100, { ...onB200, status: 'withheld' as const }, ['withheld']],
    ['the same figure twice', onH100, onH100, ['same-figure']],
  ])('%s: no ratio, no sentence, and the reasons', (_, a, b, whys) => {
    const c = comparePair(a, b);
    expect(c.comparability.ranked).toBe(false);
    expect(c.comparability.reasons.map((r) => r.why)).toEqual(whys);
    expect(c.measures.every((m) => m.ratio === null && m.sentence === null)).toBe(true);
    expect(verdictText(c)).toMatch(/^Side by side, not ranked/);
  });

  it('says a value a source does not publish, and points at the wall figure for the board-and-wall panel', () => {
    const c = comparePair(onB200, atWall);
    const median = c.measures.find((m) => m.label === 'Median inter-token latency')!;
    expect(median).toMatchObject({ a: '10.0', b: 'not published by MLPerf v5' });
    expect(c.facts.find((f) => f.label === 'Batch cap')!.b).toBe('not published by MLPerf v5');
    expect(c.comparability.reasons[0].text).toContain('for the whole server at the wall');
    expect(wallFigureOf(c)?.id).toBe('mlperf.m.b200x8.offline');
    expect(wallFigureOf(comparePair(onH100, onB200))).toBeNull();
  });
});

describe('sideLabels: what tells the two apart', () => {
  it.each([
    ['GPU only', onH100, onB200, ['H100', 'B200']],
    ['card count too', onH100, { ...onB200, num_gpus: 2 }, ['1 x H100', '2 x B200']],
    ['model only', onH100, figure({ model: 'Org/N-70B', model_name: 'N 70B' }), ['M 8B', 'N 70B']],
    ['model and GPU', onH100, { ...onB200, model: 'Org/N', model_name: 'N' }, ['M 8B on H100', 'N on B200']],
    ['batch cap only', onH100, figure({ batch: 256 }), ['batch cap 64', 'batch cap 256']],
    ['GPU and batch cap', onH100, { ...onB200, batch: 256 }, ['H100 at batch cap 64', 'B200 at batch cap 256']],
    ['nothing of those (two tasks)', onH100, figure({ task: 'gpqa' }), ['A', 'B']],
  ])('%s', (_, a, b, expected) => {
    expect(sideLabels(a, b)).toEqual(expected);
  });
});
