// The home page's finding: GPUs compared model by model, on tiny named rows with ratios worked out by
// hand, and the real data's figures (in tests that say so).
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import { loadDataDir } from '../../../src/lib/node/read-data.ts';
import { real, REAL_DATA_DIR } from '../../fixtures/real-figures.ts';
import {
  comparisonCsv,
  comparisonSentence,
  comparisonTitle,
  findingExceptions,
  gpuComparison,
  gpuFinding,
} from '../../../src/lib/views/headline.ts';
import { energyRow as row, makeGrid, makeHardware, makeIndex } from '../../fixtures/factory.ts';

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
  });
  it('says it in words: the models that used more are counted, not hidden in the range', () => {
    // Median 1.5: B200 uses 1 / 1.5 = 0.667 of H100's energy, 33% less; 0.8 -> 1 / 0.8 - 1 = 25% more;
    // 2 -> 50% less. Percent first ("1.5x less" reads as 150% less), then the ratio it comes from.
    expect(comparisonTitle(c)).toBe(
      'B200 used a median 33% less GPU energy per output token than H100, each at its own lowest-energy setting',
    );
    expect(comparisonSentence(c, 'Chat')).toBe(
      "B200: 33% less GPU energy per output token than H100, each at its own lowest-energy setting, median of 3 models in Chat (H100's figure is 1.5x B200's); per model, from 25% more to 50% less.",
    );
  });
  it('orients the ratio so the baseline is the GPU using more energy at the median', () => {
    const flipped = dataset([row('Org/A', 'H100', 0.25), row('Org/A', 'B200', 0.5)]);
    const f = gpuComparison(flipped.selected, 'lm-arena-chat')!;
    expect([f.baseGpu, f.otherGpu, f.median]).toEqual(['B200', 'H100', 2]);
    expect(comparisonSentence(f, 'Chat')).toBe(
      "H100: 50% less GPU energy per output token than B200, each at its own lowest-energy setting, for the one model measured on both in Chat (B200's figure is 2x H100's).",
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

describe(`the home finding (real data, ${REAL_DATA_DIR}/, compared with the snapshot)`, () => {
  const data = loadDataDir(REAL_DATA_DIR);
  const d = buildDataset(data.index, data.grid, data.hardware);
  const s = real.findings['lm-arena-chat'];
  it(`Text Conversation: ${s.models} models on both GPUs, ${s.other_gpu} a median ${s.ratio} less`, () => {
    const c = gpuComparison(d.selected, 'lm-arena-chat')!;
    expect([c.pairs.length, c.baseGpu, c.otherGpu]).toEqual([s.models, s.base_gpu, s.other_gpu]);
    // "from 5.1% to 78% less" when every model uses less: "less" said once.
    const [least, most] = s.per_model;
    expect(comparisonSentence(c, 'Text Conversation')).toBe(
      `${s.other_gpu}: ${s.change} GPU energy per output token than ${s.base_gpu}, each at its own lowest-energy setting, median of ${s.models} models in Text Conversation (${s.base_gpu}'s figure is ${s.ratio} ${s.other_gpu}'s); per model, from ${least.replace(/ less$/, '')} to ${most}.`,
    );
  });
  it(`Text Conversation at a shared setting: ${s.matched_models} of the ${s.models} models, named exceptions in other tasks`, () => {
    const f = gpuFinding(d, 'lm-arena-chat')!;
    expect([f.matched.pairs.length, f.matched.unmatched.length, f.ceilingBinds]).toEqual([
      s.matched_models,
      s.unmatched_models,
      s.ceiling_binds,
    ]);
    const elsewhere = s.exceptions.filter((e) => e.task_name !== 'Text Conversation');
    expect(findingExceptions(f, 'Text Conversation')).toBe(
      `None in Text Conversation. In other tasks: ${elsewhere.map((e) => `${e.model_name} (${e.task_name}, ${e.change})`).join(', ')}.`,
    );
  });
});
