// Models on two GPUs (views/model-pairs.ts), the one pairing the home finding and the GPU pages read,
// on tiny named rows with ratios worked out by hand.
import { describe, expect, it } from 'vitest';
import { buildDataset, type CheckedRow } from '../../../src/lib/core/dataset.ts';
import { modelPairs, ratioSummary, selectedByModel } from '../../../src/lib/views/model-pairs.ts';
import { energyRow as row, makeGrid, makeHardware, makeIndex } from '../../fixtures/factory.ts';

describe('modelPairs', () => {
  const d = buildDataset(
    makeIndex([
      row('Org/A', 'H100', 0.6),
      row('Org/A', 'B200', 0.2), // 0.6 / 0.2 = 3
      row('Org/B', 'H100', 0.3),
      row('Org/B', 'B200', 0.4), // 0.3 / 0.4 = 0.75
      row('Org/C', 'H100', 0.5), // H100 only: no pair
      row('Org/D', 'B200', 0.5, 'gpqa'), // another task
      row('Org/D', 'H100', 1, 'gpqa'),
    ]),
    makeGrid(),
    makeHardware(),
  );
  const byModel = selectedByModel(d.selected, 'lm-arena-chat');

  it('pairs each model measured on both GPUs in the task, base GPU over other', () => {
    const pairs = modelPairs(byModel, 'H100', 'B200');
    expect(pairs.map((p) => [p.model, p.base.gpu, p.other.gpu, Number(p.ratio.toFixed(10))]).sort()).toEqual([
      ['Org/A', 'H100', 'B200', 3],
      ['Org/B', 'H100', 'B200', 0.75],
    ]);
    // Turned round, each ratio is its inverse: 0.2 / 0.6 = 0.3333, 0.4 / 0.3 = 1.3333.
    const back = modelPairs(byModel, 'B200', 'H100').map((p) => Number(p.ratio.toFixed(4)));
    expect(back.sort()).toEqual([0.3333, 1.3333]);
  });
  it('summarises the ratios: median, lowest, highest', () => {
    // 0.75, 2 and 3: median 2.
    expect(ratioSummary([{ ratio: 3 }, { ratio: 0.75 }, { ratio: 2 }])).toEqual({ median: 2, min: 0.75, max: 3 });
  });
  it('refuses two selected rows for one model on one GPU (the selection holds one)', () => {
    const twice = [...d.selected, { ...d.selected[0], id: 'copy' } as CheckedRow];
    expect(() => selectedByModel(twice, d.selected[0].task)).toThrow(/duplicate key/);
  });
});
