// The headline with its conditions, and the matched view (same cards, layout and batch cap on both GPUs),
// on a tiny named fixture whose figures are worked out by hand below. Energy = power / throughput with
// 4,000 tokens/s, so power is 4,000 x energy.
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import type { Row } from '../../../src/lib/core/schemas/row.ts';
import { matchedComparison } from '../../../src/lib/views/model-pairs.ts';
import {
  comparisonSentence,
  findingConditions,
  findingExceptions,
  gpuFinding,
  matchedLine,
  matchedSentence,
} from '../../../src/lib/views/headline.ts';
import { gapsByTask, otherHalf, settingsTrade, takeaway, taskGapLine } from '../../../src/lib/views/finding-by-task.ts';
import { makeGrid, makeHardware, makeIndex, makeRow } from '../../fixtures/factory.ts';

const run = (
  name: string,
  gpu: string,
  cards: number,
  batch: number,
  e: number,
  itl = 20,
  task: Row['task'] = 'lm-arena-chat',
) =>
  makeRow({
    task,
    model: `Org/${name}`,
    model_name: name,
    gpu,
    num_gpus: cards,
    tensor_parallel: cards,
    batch,
    mean_batch: batch / 2,
    energy_per_token_j: e,
    avg_power_w: 4000 * e,
    output_tokens_per_s: 4000,
    energy_per_request_j: 400 * e,
    median_itl_ms: itl,
    p90_itl_ms: itl + 5,
    p95_itl_ms: itl + 10,
    p99_itl_ms: itl + 20,
  });

// A: H100 best 0.3 at batch 128; B200 best 0.1 at batch 512 (own ratio 3); a 0.05 run at batch 1024 is
//    over the 500 ms ceiling. Largest batch run on both: 128, 0.3 / 0.2 = 1.5.
// B: H100 only on 2 cards (0.6), B200 only on 1 (0.3): own ratio 2, no common setting.
// C: both 0.2 / 0.25 at batch 64 (own ratio 0.8: B200 uses 25% more). Batch 128 ran on both, but on
//    H100 at 600 ms, over the ceiling, so the common setting is 64: 0.8.
// D (another task): H100 0.1, B200 0.2: B200 uses 100% more.
const rows = [
  run('A', 'H100', 1, 64, 0.4),
  run('A', 'H100', 1, 128, 0.3, 30),
  run('A', 'B200', 1, 64, 0.25),
  run('A', 'B200', 1, 128, 0.2),
  run('A', 'B200', 1, 512, 0.1, 120),
  run('A', 'B200', 1, 1024, 0.05, 600),
  run('B', 'H100', 2, 64, 0.6),
  run('B', 'B200', 1, 64, 0.3),
  run('C', 'H100', 1, 64, 0.2),
  run('C', 'B200', 1, 64, 0.25),
  run('C', 'H100', 1, 128, 0.15, 600),
  run('C', 'B200', 1, 128, 0.3, 100),
  run('D', 'H100', 1, 64, 0.1, 20, 'gpqa'),
  run('D', 'B200', 1, 64, 0.2, 20, 'gpqa'),
];
const index = makeIndex(rows);
index.tasks.push({ id: 'gpqa', name: 'Problem Solving', upstream_name: 'GPQA', description: 'Questions.' });
const d = buildDataset(index, makeGrid(), makeHardware());
const f = gpuFinding(d, 'lm-arena-chat')!;

describe('matchedComparison', () => {
  it('takes the largest batch cap run on both at the same cards, under the ceiling; leaves out the rest', () => {
    const m = f.matched;
    expect(m.pairs.map((p) => [p.model_name, p.base.batch, p.other.batch, Number(p.ratio.toFixed(10))])).toEqual([
      ['A', 128, 128, 1.5],
      ['C', 64, 64, 0.8],
    ]);
    expect(m.unmatched.map((u) => u.model_name)).toEqual(['B']);
    // Median of 1.5 and 0.8.
    expect(m.median!.toFixed(10)).toBe('1.1500000000');
  });
  it('is empty, with no median, when no model ran at a common setting', () => {
    const m = matchedComparison(d, 'lm-arena-chat', [{ model: 'Org/B', model_name: 'B', ratio: 2 }], 'H100', 'B200');
    expect(m).toEqual({ pairs: [], unmatched: [{ model: 'Org/B', model_name: 'B' }], median: null, ownMedian: null });
  });
  it('breaks a tie on batch cap by fewer cards', () => {
    const tie = buildDataset(
      makeIndex([
        run('E', 'H100', 2, 64, 0.5),
        run('E', 'B200', 2, 64, 0.4),
        run('E', 'H100', 1, 64, 0.3),
        run('E', 'B200', 1, 64, 0.2),
      ]),
      makeGrid(),
      makeHardware(),
    );
    const m = matchedComparison(
      tie,
      'lm-arena-chat',
      [{ model: 'Org/E', model_name: 'E', ratio: 1.5 }],
      'H100',
      'B200',
    );
    expect(m.pairs.map((p) => [p.base.num_gpus, p.base.energy_per_token_j, p.other.energy_per_token_j])).toEqual([
      [1, 0.3, 0.2],
    ]);
  });
});

describe('gpuFinding: the headline with its conditions', () => {
  it('counts how the settings differ and where the ceiling chose another run', () => {
    expect([f.comparison.baseGpu, f.comparison.otherGpu]).toEqual(['H100', 'B200']);
    // Cards differ for B only; batch caps for A only (128 against 512).
    expect([f.differentCards, f.differentBatch]).toEqual([1, 1]);
    // Selected ITLs: A 30 and 120, B 20 and 20, C 20 and 20.
    expect(f.itlRange).toEqual([20, 120]);
    // A on B200 (0.05 at 600 ms) and C on H100 (0.15 at 600 ms) had a lower run over the ceiling.
    expect(f.ceilingBinds).toBe(2);
    // Own-setting ratios of the matched models A and C: 3 and 0.8, median 1.9.
    expect(f.matched.ownMedian!.toFixed(10)).toBe('1.9000000000');
  });
  it('says the finding in percent first, then the ratio, count, task and spread', () => {
    // Ratios 3, 2, 0.8: median 2 -> 50% less; 0.8 -> 1/0.8 - 1 = 25% more; 3 -> 1 - 1/3 = 67% less.
    expect(comparisonSentence(f.comparison, 'Chat')).toBe(
      "B200: 50% less GPU energy per output token than H100, each at its own lowest-energy setting, median of 3 models in Chat (H100's figure is 2x B200's); per model, from 25% more to 67% less.",
    );
  });
  it('states what was compared, with the counts', () => {
    expect(findingConditions(f)).toBe(
      'Each GPU at its own lowest-energy setting with a median inter-token latency at or under 500 ms ' +
        '(the ceiling excludes a lower-energy run for 2 of 6 model-GPU pairs), at full load: servers kept busy at the batch cap. ' +
        "Cards differ for 1 of 3 models, batch caps for 1; median latency 20 ms to 120 ms. Each model's setting is in the chart's table.",
    );
  });
  it('names the exceptions, in this task and the others', () => {
    expect(findingExceptions(f, 'Chat')).toBe('In Chat: C (25% more). In other tasks: D (Problem Solving, 100% more).');
  });
  it('gives the matched median beside the same models at their own settings', () => {
    // 1.15 -> 1 - 1/1.15 = 13% less; 1.9 -> 1 - 1/1.9 = 47% less.
    expect(matchedSentence(f)).toBe(
      'For the 2 models run on both at the same card count, parallel layout and batch cap ' +
        "(each at the largest such batch cap, batch 64 to 128 here), B200 used a median 13% less GPU energy per output token (H100's figure is 1.15x B200's), " +
        "against 47% less for the same models at each GPU's own lowest-energy setting. Left out, with no common setting: B.",
    );
  });
  it('puts the matched median in one line under the finding', () => {
    expect(matchedLine(f)).toBe(
      'At the same setting on both GPUs (card count, parallel layout and batch cap), B200 used 13% less GPU energy ' +
        'per output token (median of 2 models).',
    );
  });
});

// The finding's other half on the same fixture. Selected (lowest under 500 ms): A H100 0.3 (batch 128, 30 ms),
// B200 0.1 (batch 512, 120 ms): 3; B 0.6 / 0.3 (batch 64 both): 2; C 0.2 / 0.25 (batch 64 both): 0.8. Median 2.
// Matched: A 1.5, C 0.8, median 1.15; the same two at their own settings: 3 and 0.8, median 1.9. Problem
// Solving: D 0.1 / 0.2 = 0.5 at its own setting and at the same one (batch 64 both).
describe("the finding's other half", () => {
  const c = f.comparison;
  const gaps = gapsByTask(d, c.baseGpu, c.otherGpu);
  it("gives every task at each GPU's own setting and at the same setting, oriented as the headline", () => {
    expect(
      gaps.map((g) => [
        g.taskName,
        g.models,
        g.own,
        g.matchedModels,
        Number(g.matched!.toFixed(10)),
        Number(g.ownOfMatched!.toFixed(10)),
      ]),
    ).toEqual([
      ['Text Conversation', 3, 2, 2, 1.15, 1.9],
      ['Problem Solving', 1, 0.5, 1, 0.5, 0.5],
    ]);
    expect(taskGapLine(gaps[1])).toBe(
      "Problem Solving: 100% more at each GPU's own setting (1 model); 100% more at the same setting (1).",
    );
    // A right-to-left task name is isolated (FSI ... PDI), so it cannot reorder the figures after it.
    expect(taskGapLine({ ...gaps[1], taskName: 'מבחן' })).toBe(
      "\u2068מבחן\u2069: 100% more at each GPU's own setting (1 model); 100% more at the same setting (1).",
    );
  });
  it('counts the models whose own setting on the other GPU runs a larger batch cap, and a higher median ITL', () => {
    expect(settingsTrade(c)).toEqual({ models: 3, largerBatch: 1, slower: 1 });
  });
  it('takes away both halves: the gap at own settings, and the task where the other GPU uses more at one setting', () => {
    // Only 1 of 3 models runs a larger batch: no clause on where the gap comes from.
    expect(otherHalf(d, c).takeaway).toBe(
      'B200 uses 50% less energy per output token than H100 in Text Conversation, each at its own setting. ' +
        'At the same setting it uses 13% less here; it uses more in Problem Solving (100% more).',
    );
    // With most models at a larger batch and slower, and the same models' gap shrinking from 1.9x to 1.15x at one
    // setting (1 - ln 1.15 / ln 1.9 = 0.78 of it from the settings): "Most".
    expect(takeaway(c, gaps, { models: 3, largerBatch: 2, slower: 2 }, { base: 80, other: 180 })).toBe(
      'B200 uses 50% less energy per output token than H100 in Text Conversation, each at its own setting. ' +
        'Most of that comes from its settings: for 2 of 3 models it runs a larger batch cap (it has 180 GB a card ' +
        'against 80 GB), and for 2 a higher median inter-token latency. ' +
        'At the same setting it uses 13% less here; it uses more in Problem Solving (100% more).',
    );
    // No task turns round: the other tasks are named as lower.
    expect(takeaway(c, gaps.slice(0, 1), { models: 3, largerBatch: 1, slower: 1 })).toBe(
      'B200 uses 50% less energy per output token than H100 in Text Conversation, each at its own setting. ' +
        'At the same setting it uses 13% less here, and less in every other task measured on both.',
    );
  });
});
