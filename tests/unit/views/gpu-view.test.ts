// GPU pages: hardware figures printed as a reader reads them, and the measured GPUs compared model by
// model on the index's selection. Fixture rows are built here with hand-picked energies.
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import { comparisonSentence, figureText, gpuComparisons, serverRatings } from '../../../src/lib/views/gpu-view.ts';
import { findingConditions } from '../../../src/lib/views/headline.ts';
import { makeGrid, makeHardware, makeIndex, makeRow } from '../../fixtures/factory.ts';

const fig = (value: number | string | null, unit: string) => ({
  value,
  unit,
  source: 's',
  corroboration: '',
  status: 'confirmed' as const,
  note: '',
});

describe('figureText', () => {
  it('prints years as years, other numbers grouped with their unit', () => {
    expect(figureText(fig(2022, 'year'))).toEqual({ value: '2022', unit: '' });
    expect(figureText(fig(14300, 'W'))).toEqual({ value: '14,300', unit: 'W' });
    expect(figureText(fig('350-400', 'W'))).toEqual({ value: '350-400', unit: 'W' });
  });
});

describe('serverRatings', () => {
  const system = (name: string, figures: Record<string, ReturnType<typeof fig>>) => ({
    id: 'x',
    name,
    context_only: false,
    figures,
  });
  it('says each wattage only where the data states it, and skips a server with no ratio', () => {
    const rated = serverRatings([
      system('Both (8x B200)', {
        system_max_power_w: fig(14300, 'W'),
        gpu_power_sum_w: fig(8000, 'W'),
        system_to_gpu_power_ratio: fig(1.7875, 'x'),
      }),
      system('Server only (8x H100)', {
        system_max_power_w: fig(10200, 'W'),
        system_to_gpu_power_ratio: fig(1.8214, 'x'),
      }),
      system('GPUs only (8x H100)', { gpu_power_sum_w: fig(5600, 'W'), system_to_gpu_power_ratio: fig(2, 'x') }),
      system('Ratio only (8x H100)', { system_to_gpu_power_ratio: fig(2, 'x') }),
      system('No ratio (8x H100)', { system_max_power_w: fig(10200, 'W') }),
    ]);
    expect(rated).toEqual([
      { name: 'Both (8x B200)', ratio: '1.79x', note: '14,300 W against 8,000 W; nameplate maxima, not measured draw' },
      {
        name: 'Server only (8x H100)',
        ratio: '1.82x',
        note: '10,200 W for the server; nameplate maxima, not measured draw',
      },
      { name: 'GPUs only (8x H100)', ratio: '2x', note: '5,600 W for its GPUs; nameplate maxima, not measured draw' },
      { name: 'Ratio only (8x H100)', ratio: '2x', note: 'nameplate maxima, not measured draw' },
    ]);
  });
});

describe('gpuComparisons', () => {
  // Energy per token = power / throughput; throughput 1000 tokens/s, so power = 1000 x energy.
  const row = (model: string, gpu: string, e: number) =>
    makeRow({
      model,
      gpu,
      num_gpus: 1,
      tensor_parallel: 1,
      energy_per_token_j: e,
      avg_power_w: 1000 * e,
      output_tokens_per_s: 1000,
      energy_per_request_j: 400 * e,
    });
  const d = buildDataset(
    makeIndex([
      row('Org/A', 'H100', 0.4),
      row('Org/A', 'B200', 0.2), // H100 / B200 = 2
      row('Org/B', 'H100', 0.3),
      row('Org/B', 'B200', 0.25), // 1.2
      row('Org/C', 'H100', 0.5),
      row('Org/C', 'B200', 0.1), // 5
      row('Org/D', 'H100', 0.5), // on one GPU only: not compared
    ]),
    makeGrid(),
    makeHardware(),
  );
  it('pairs the models measured on both GPUs, with the median and range of the ratio', () => {
    const [c] = gpuComparisons(d, 'B200');
    expect(c.other).toBe('H100');
    // H100 / B200 per model: 0.3 / 0.25 = 1.2, 0.4 / 0.2 = 2, 0.5 / 0.1 = 5; median 2.
    const tenth = (n: number) => Number(n.toFixed(10));
    expect(c.pairs.map((p) => [p.model, tenth(p.ratio)])).toEqual([
      ['Org/B', 1.2],
      ['Org/A', 2],
      ['Org/C', 5],
    ]);
    expect([c.median, c.min, c.max].map(tenth)).toEqual([2, 1.2, 5]);
    // Median 2: B200 uses half, 50% less; 1.2 -> 1 - 1/1.2 = 16.7% less, 5 -> 80% less.
    expect(comparisonSentence(c, 'B200')).toBe(
      "B200: 50% less GPU energy per output token than H100, each at its own lowest-energy setting, median of 3 models (H100's figure is 2x B200's); per model, from 17% to 80% less.",
    );
  });
  it("carries the task's finding for the same two GPUs, from either GPU's page, with its conditions", () => {
    const [b200] = gpuComparisons(d, 'B200');
    const [h100] = gpuComparisons(d, 'H100');
    expect(b200.finding).not.toBeNull();
    expect(h100.finding).not.toBeNull();
    expect([b200.finding!.comparison.baseGpu, b200.finding!.comparison.otherGpu].sort()).toEqual(['B200', 'H100']);
    expect(findingConditions(b200.finding!)).toMatch(/^Each GPU at its own lowest-energy setting/);
  });
  it('turns the median round for the GPU that uses more', () => {
    const [c] = gpuComparisons(d, 'H100');
    // B200 / H100: 0.5, 0.8333, 0.2; median 0.5, so H100 uses twice as much: 100% more; per model
    // 1 / 0.8333 - 1 = 20% more to 1 / 0.2 - 1 = 400% more.
    expect(comparisonSentence(c, 'H100')).toBe(
      "H100: 100% more GPU energy per output token than B200, each at its own lowest-energy setting, median of 3 models (B200's figure is 0.5x H100's); per model, from 20% to 400% more.",
    );
  });
});
