// The home page's finding: GPUs compared model by model, on tiny named rows with ratios worked out by
// hand, and the real data's figures (in tests that say so).
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../src/lib/core/dataset.ts';
import { loadDataDir } from '../../src/lib/node/read-data.ts';
import { comparisonCsv, comparisonSentence, comparisonTitle, gpuComparison } from '../../src/lib/views/headline.ts';
import { energyRow as row, makeGrid, makeHardware, makeIndex } from '../fixtures/factory.ts';

const dataset = (rows: ReturnType<typeof row>[]) => buildDataset(makeIndex(rows), makeGrid(), makeHardware());

describe('gpuComparison', () => {
  // A: 0.5 / 0.25 = 2; B: 0.3 / 0.2 = 1.5; C: 0.2 / 0.25 = 0.8 (more on B200); D only on H100.
  const d = dataset([
    row('Org/A', 'H100', 0.5),
    row('Org/A', 'B200', 0.25),
    row('Org/B', 'H100', 0.3),
    row('Org/B', 'B200', 0.2),
    row('Org/C', 'H100', 0.2),
    row('Org/C', 'B200', 0.25),
    row('Org/D', 'H100', 0.1),
  ]);
  const c = gpuComparison(d.selected, 'lm-arena-chat')!;

  it('pairs only models measured on both GPUs, most favourable first, with median, range and count', () => {
    expect(c.baseGpu).toBe('H100');
    expect(c.otherGpu).toBe('B200');
    expect(c.pairs.map((p) => p.model)).toEqual(['Org/A', 'Org/B', 'Org/C']);
    expect(c.pairs.map((p) => p.ratio.toFixed(10))).toEqual(['2.0000000000', '1.5000000000', '0.8000000000']);
    expect([c.median, c.min, c.max].map((n) => n.toFixed(10))).toEqual([
      '1.5000000000',
      '0.8000000000',
      '2.0000000000',
    ]);
    expect(c.reversed).toBe(1);
  });
  it('says it in words: the models that used more are counted, not hidden in the range', () => {
    expect(comparisonTitle(c)).toBe('B200 used a median 1.5x less energy per output token than H100');
    expect(comparisonSentence(c, 'Chat')).toBe(
      'In Chat, the 3 models measured on both H100 and B200 used a median of 1.5x less GPU energy per output token on B200: 2 used less (up to 2x less), 1 used more (up to 1.25x more).',
    );
  });
  it('orients the ratio so the baseline is the GPU using more energy at the median', () => {
    const flipped = dataset([row('Org/A', 'H100', 0.25), row('Org/A', 'B200', 0.5)]);
    const f = gpuComparison(flipped.selected, 'lm-arena-chat')!;
    expect([f.baseGpu, f.otherGpu, f.median]).toEqual(['B200', 'H100', 2]);
    expect(comparisonSentence(f, 'Chat')).toBe(
      'In Chat, the one model measured on both B200 and H100 used 2x less GPU energy per output token on H100.',
    );
  });
  it('is null when no model was measured on two GPUs', () => {
    expect(gpuComparison(dataset([row('Org/A', 'H100', 0.5)]).selected, 'lm-arena-chat')).toBeNull();
  });
  it('writes the CSV in Wh per million tokens: 0.5 J/token = 138.88... Wh', () => {
    const lines = comparisonCsv(c).split('\r\n');
    expect(lines[0]).toBe(
      'model,model_name,h100_wh_per_million_tokens,b200_wh_per_million_tokens,times_less_energy_on_b200,h100_row_id,b200_row_id',
    );
    const cells = lines[1].split(',');
    expect(cells.slice(0, 2)).toEqual(['Org/A', 'A']);
    expect(cells.slice(2, 5).map((n) => Number(n).toFixed(4))).toEqual(['138.8889', '69.4444', '2.0000']);
    expect(lines).toHaveLength(5);
  });
});

describe('the home finding (real data)', () => {
  const data = loadDataDir('data');
  const d = buildDataset(data.index, data.grid, data.hardware);
  it('Text Conversation: 14 models on both GPUs, B200 a median 1.63x less, from 1.05x to 4.55x', () => {
    const c = gpuComparison(d.selected, 'lm-arena-chat')!;
    expect([c.pairs.length, c.baseGpu, c.otherGpu, c.reversed]).toEqual([14, 'H100', 'B200', 0]);
    expect([c.median, c.min, c.max].map((n) => n.toFixed(2))).toEqual(['1.63', '1.05', '4.55']);
  });
});
