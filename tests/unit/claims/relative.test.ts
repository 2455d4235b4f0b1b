// A relative GPU claim beside the index's GPU comparison, on a tiny finding with values worked out by hand.
import { describe, expect, it } from 'vitest';
import { relativeComparison } from '../../../src/lib/claims/relative.ts';
import type { GpuFindingData } from '../../../src/lib/claims/data.ts';
import { checkClaim } from '../../../src/lib/claims/check.ts';
import { consistencyChecks } from '../../../src/lib/claims/identities.ts';
import { claimSchema, type Claim } from '../../../src/lib/claims/schema.ts';

/**
 * H100 (the baseline: more energy) against B200 in one task, three models. Ratios are H100's J/token over
 * B200's: own settings 2, 1.25 and 4 (median 2, range 1.25 to 4); same setting 1.2 and 1 (median 1.1), and
 * none for the third model.
 */
const chat: GpuFindingData = {
  task: 'chat',
  task_name: 'Chat',
  base_gpu: 'H100',
  other_gpu: 'B200',
  ceiling_ms: 500,
  models: [
    { model: 'org/m1', model_name: 'M1', own: 2, matched: 1.2 },
    { model: 'org/m2', model_name: 'M2', own: 1.25, matched: 1 },
    { model: 'org/m3', model_name: 'M3', own: 4, matched: null },
  ],
  own: { median: 2, min: 1.25, max: 4 },
  matched_median: 1.1,
};
const reasoning: GpuFindingData = {
  ...chat,
  task: 'reasoning',
  task_name: 'Reasoning',
  own: { median: 1, min: 1, max: 1 },
  models: [chat.models[0]],
};
const claim: Claim = { gpu: 'B200', baseline_gpu: 'H100', task: 'Chat', energy_per_token_change_pct: -30 };
const fullNames = { B200: { name: 'NVIDIA B200' }, H100: { name: 'NVIDIA H100 SXM' } };

describe('relativeComparison', () => {
  it("B200 against H100: 1/2 - 1 = 50% less at each GPU's own setting, 1/1.1 - 1 = 9.1% less at the same setting", () => {
    const { result, note } = relativeComparison(claim, [chat, reasoning]);
    expect(note).toBeNull();
    const a = result!.answers[0];
    expect(result!.answers).toHaveLength(1);
    expect(a.own_median).toBeCloseTo(-0.5, 12);
    // 1/4 - 1 = -75%, 1/1.25 - 1 = -20%.
    expect([a.own_min, a.own_max].map((x) => Number(x.toFixed(12)))).toEqual([-0.75, -0.2]);
    expect(a.matched_median).toBeCloseTo(-0.0909091, 6);
    expect(a.matched_models).toBe(2);
    // The claim's -30% is 0.20 from the own-setting -50% and 0.209 from the same-setting -9.1%: nearer the first.
    expect(a.resembles).toBe('own');
    expect(a.within_range).toBe(true);
    expect(a.sentences).toEqual([
      'In Chat, with each GPU at its own lowest-energy setting (median inter-token latency at or under 500 ms; card count and batch cap may differ), B200 used 50% less GPU energy per output token than H100, median of 3 models measured on both; per model, from 20% to 75% less.',
      'At the same setting on both GPUs (card count, parallel layout and batch cap), 9.1% less (median of 2 models).',
      "The claim (30% less) is nearer the comparison at each GPU's own lowest-energy setting (50% less) than at the same setting (9.1% less); it is within the per-model range.",
    ]);
    expect(result!.summary).toBe(
      'The index: B200 used a median 50% less GPU energy per output token than H100 in Chat with each GPU at its own lowest-energy setting, 9.1% less at the same setting on both.',
    );
  });

  it('the other way round (H100 against B200) the changes are the ratios less one: +100%, +10%; a claim of +15% is nearer the same setting', () => {
    const a = relativeComparison(
      { ...claim, gpu: 'NVIDIA H100 SXM', baseline_gpu: 'b200', energy_per_token_change_pct: 15 },
      [chat],
      fullNames,
    ).result!.answers[0];
    expect([a.gpu, a.baseline_gpu]).toEqual(['H100', 'B200']);
    expect(a.own_median).toBeCloseTo(1, 12);
    expect([a.own_min, a.own_max].map((x) => Number(x.toFixed(12)))).toEqual([0.25, 3]);
    expect(a.matched_median).toBeCloseTo(0.1, 12);
    expect(a.resembles).toBe('same');
    expect(a.within_range).toBe(false);
  });

  it("one model: that model's own ratio (2: 50% less) and its same-setting ratio (1.2: 17% less)", () => {
    const a = relativeComparison({ ...claim, model: 'M1' }, [chat]).result!.answers[0];
    expect([a.model, a.models, a.own_median, a.own_min, a.own_max]).toEqual(['org/m1', 1, -0.5, -0.5, -0.5]);
    expect(a.matched_median).toBeCloseTo(1 / 1.2 - 1, 12);
    expect(a.sentences[0]).toContain('B200 used 50% less GPU energy per output token than H100, for M1.');
  });

  it('no task: one answer per task, and the workload is named as left out', () => {
    const { task, ...untasked } = claim;
    void task;
    const r = relativeComparison(untasked, [chat, reasoning]).result!;
    expect(r.answers.map((a) => a.task)).toEqual(['chat', 'reasoning']);
    expect(r.summary).toMatch(/\(and 1 more task below\)\.$/);
    expect(r.leaves_out.map((l) => l.split(':')[0])).toEqual([
      'Throughput',
      'Latency',
      'Boundary',
      'Settings',
      'Model',
      'Workload',
    ]);
  });

  it('states what the claim leaves out, and drops what it states', () => {
    const full: Claim = {
      ...claim,
      model: 'M1',
      throughput_change_pct: 0,
      median_itl_ms: 30,
      boundary: 'board',
      settings: 'same batch',
    };
    expect(relativeComparison(full, [chat]).result!.leaves_out).toEqual([]);
  });

  it.each<[string, Claim, string]>([
    [
      'no baseline GPU',
      { gpu: 'B200', energy_per_token_change_pct: -30 },
      'none: a change in energy per token is set beside the index’s GPU comparison when the claim names both GPUs (baseline_gpu is missing).',
    ],
    [
      'a GPU the index does not compare',
      { ...claim, baseline_gpu: 'A100' },
      'none: the index compares B200 and H100; the claim names A100.',
    ],
    ['the same GPU twice', { ...claim, baseline_gpu: 'b200' }, 'none: the claim compares B200 with itself.'],
    [
      'an unknown task',
      { ...claim, task: 'Poetry' },
      'none: the index compares B200 and H100 in Chat and Reasoning, not in “Poetry”.',
    ],
    [
      'a model not measured on both',
      { ...claim, model: 'Z9' },
      'none: the index has no comparison of B200 and H100 for Z9.',
    ],
    [
      'no change given',
      { gpu: 'B200', baseline_gpu: 'H100' },
      'none: the claim gives no change in energy per token to set beside the index’s GPU comparison.',
    ],
  ])('%s: no answer, and why', (_, c, note) => {
    expect(relativeComparison(c, [chat, reasoning])).toEqual({ result: null, note });
  });
});

describe('a relative claim through checkClaim', () => {
  it('answers with the GPU comparison, not with one index row, and opens the verdict with that answer', () => {
    const r = checkClaim({ ...claim, model: 'M1' }, { selected: [], gpuFindings: [chat] });
    expect(r.comparison).toBeNull();
    expect(r.relative?.answers).toHaveLength(1);
    expect(r.verdict).toMatch(/^The index: B200 used 50% less GPU energy per output token than H100 in Chat/);
    expect(r.verdict).toContain('Nothing to cross-check: the claim gives one figure (an energy-per-token change)');
  });
});

describe('energy-per-token change identities', () => {
  it.each<[string, Claim, number, boolean]>([
    // (1 - 0.2) / (1 + 0) - 1 = -20%: stated -20 agrees, -30 is 10 points off.
    [
      'power and throughput, agreeing',
      { energy_per_token_change_pct: -20, power_change_pct: -20, throughput_change_pct: 0 },
      -20,
      true,
    ],
    [
      'power and throughput, 10 points off',
      { energy_per_token_change_pct: -30, power_change_pct: -20, throughput_change_pct: 0 },
      -20,
      false,
    ],
    // 1 / (1 + 0.25) - 1 = -20%.
    ['tokens per watt', { energy_per_token_change_pct: -20, tokens_per_watt_change_pct: 25 }, -20, true],
  ])('%s', (_, c, implied, ok) => {
    const k = consistencyChecks(c).find((x) => x.name.startsWith('energy per token change'))!;
    expect(k.implied).toBeCloseTo(implied, 10);
    expect(k.ok).toBe(ok);
  });
});

describe('schema: the relative fields', () => {
  it.each([
    [
      { energy_per_token_change_pct: -100 },
      'energy_per_token_change_pct',
      'expected a change above -100% (a fall of 100% or more would leave nothing), got -100',
    ],
    [{ baseline_gpu: '' }, 'baseline_gpu', 'expected a GPU name, got an empty string'],
    [{ task: 7 }, 'task', 'expected a task name, got 7'],
  ])('%j is refused at its field', (input, field, message) => {
    const r = claimSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[field, message]]);
  });
});
