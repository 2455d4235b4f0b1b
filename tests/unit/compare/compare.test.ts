// Two figures side by side: ratios and their sentences when the two may be ranked, none otherwise.
import { describe, expect, it } from 'vitest';
import { comparePair, sideLabels, verdictText, wallFigureOf } from '../../../src/lib/compare/compare.ts';
import { figure, noIndex, onB200, onH100, atWall } from './fixtures.ts';

describe('comparePair: a rankable pair', () => {
  const c = comparePair(onH100, onB200, noIndex);
  const m = Object.fromEntries(c.measures.map((x) => [x.label, x]));

  it('gives A / B for each value, said in words with the GPUs as names', () => {
    expect(c.comparability.ranked).toBe(true);
    expect(c.labels).toEqual(['H100', 'B200']);
    // 0.3 / 0.2 = 1.5; 600 / 800 = 0.75; 2000 / 4000 = 0.5; 20 / 10 = 2; 40 / 25 = 1.6; 0.05 / 0.04 = 1.25.
    expect(m['Energy per output token'].ratio).toBeCloseTo(1.5, 12);
    expect(m['Energy per output token'].sentence).toBe('H100 used 1.5x the energy per output token of B200.');
    expect(m['Energy per answer'].ratioText).toBe('1.25x');
    // 600 / 720 tokens: what the per-answer ratio carries beside efficiency.
    expect(m['Answer length, prompt not counted'].sentence).toBe(
      'H100 gave answers 0.833x the length of those of B200.',
    );
    // Wh per million is J per token scaled: its ratio is in the table, not said twice.
    expect(m['Energy per million output tokens']).toMatchObject({ a: '83.3', ratioText: '1.5x', sentence: null });
    expect(m['Average power, all cards'].sentence).toBe('H100 drew 0.75x the power of B200.');
    expect(m['Output throughput'].sentence).toBe('H100 produced 0.5x the output tokens per second of B200.');
    expect(m['Median inter-token latency'].sentence).toBe('H100 had 2x the median inter-token latency of B200.');
    expect(m['p99 inter-token latency'].ratioText).toBe('1.6x');
  });

  it("leads with the reader's unit, then what an answer is, then J per output token", () => {
    expect(c.measures.slice(0, 3).map((x) => `${x.label} (${x.unit})`)).toEqual([
      'Energy per answer (Wh)',
      'Answer length, prompt not counted (output tokens)',
      'Energy per output token (J)',
    ]);
    expect(c.notes).toEqual([]);
    expect(c.bothIndex).toBe(
      "Both are the index's figures (each the lowest energy per token of its model, GPU and workload with median " +
        "inter-token latency at or under 500 ms), so these are the ratios the index's rows give.",
    );
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
    const c = comparePair(a, b, noIndex);
    expect(c.comparability.ranked).toBe(false);
    expect(c.comparability.reasons.map((r) => r.why)).toEqual(whys);
    expect(c.measures.every((m) => m.ratio === null && m.sentence === null)).toBe(true);
    expect(verdictText(c)).toMatch(/^Side by side, not ranked/);
  });

  it('says a value a source does not publish, and points at the wall figure for the board-and-wall panel', () => {
    const c = comparePair(onB200, atWall, noIndex);
    const median = c.measures.find((m) => m.label === 'Median inter-token latency')!;
    expect(median).toMatchObject({ a: '10.0', b: 'not published by MLPerf v5' });
    expect(c.facts.find((f) => f.label === 'Batch cap')!.b).toBe('not published by MLPerf v5');
    expect(c.comparability.reasons[0].text).toContain('for the whole server at the wall');
    expect(wallFigureOf(c)?.id).toBe('mlperf.m.b200x8.offline');
    expect(wallFigureOf(comparePair(onH100, onB200, noIndex))).toBeNull();
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

describe('comparePair: a side that is not the index selection', () => {
  const at8 = figure({ id: 'chat.m.h100x1.b8', batch: 8, wh_per_answer: 0.08, energy_per_token_j: 0.48 });
  const byId = new Map([onH100, onB200, at8].map((f) => [f.id, f]));
  const indexOf = (f: typeof onH100) => (f.index_id === null ? null : (byId.get(f.index_id) ?? null));
  it("says so, with the index's figure in Wh per answer first", () => {
    const c = comparePair(at8, onB200, indexOf);
    expect(c.notes).toEqual([
      "A (H100 at batch cap 8) is not the index's selection for M 8B on H100 in Chat. The index's figure is " +
        '0.0500 Wh per answer of 600 output tokens (0.300 J per output token), 1 x H100 at batch cap 64: the ' +
        'lowest energy per token with median inter-token latency at or under 500 ms.',
    ]);
    expect(c.facts.find((f) => f.label === 'In the index')).toMatchObject({ a: 'no', b: 'yes: the index selection' });
    expect(c.bothIndex).toBeNull();
  });
  it('says when the index selects nothing for the pair (another source)', () => {
    expect(comparePair(onB200, atWall, indexOf).notes).toEqual([
      'B (8 x B200) is not an index figure: the index ranks ML.ENERGY v3 configurations with median ' +
        'inter-token latency at or under 500 ms, and selects none for M 8B on B200 in MLPerf m Offline.',
    ]);
  });
});
