// The figures the methodology page states, on a tiny named fixture worked out by hand.
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import { methodologyView } from '../../../src/lib/views/methodology-view.ts';
import { energyRow, makeGrid, makeHardware, makeIndex, makeRow } from '../../fixtures/factory.ts';

describe('methodologyView', () => {
  // b64 run twice: 0.25 J, then 0.3 J (1,200 W / 4,000 tokens/s; x 400 tokens = 120 J). The higher run is kept.
  const first = makeRow({ batch: 64 });
  const repeat = makeRow({
    batch: 64,
    id: `${first.id}.r2`,
    avg_power_w: 1200,
    energy_per_token_j: 0.3,
    energy_per_request_j: 120,
  });
  // b128: 1,000.5 W / 4,000 tokens/s = 0.250125 J against 0.25 stated, +0.0005; 0.25 x 400 = 100 J against
  // 100.02 J stated, 100 / 100.02 - 1 = -0.00019996.
  const off = makeRow({ batch: 128, avg_power_w: 1000.5, energy_per_request_j: 100.02 });
  const v = methodologyView(buildDataset(makeIndex([first, repeat, off]), makeGrid(), makeHardware()));

  it('states the largest residual of each side of the identity check', () => {
    expect(v.maxPowerResidual).toBeCloseTo(0.0005, 12);
    expect(v.maxRequestResidual).toBeCloseTo(0.00019996, 8);
  });
  it('sets each repeat aside beside the run kept', () => {
    expect(v.repeats.map((p) => [p.aside.id, p.kept.id])).toEqual([[first.id, repeat.id]]);
  });
});

describe("methodologyView: each task's GPU comparison as a percentage", () => {
  it('has none where no model ran on two GPUs', () => {
    const one = methodologyView(buildDataset(makeIndex([makeRow()]), makeGrid(), makeHardware()));
    expect(one.comparisons).toEqual([]);
  });
  it("gives the median ratio, its change and the median of the models' own changes (two models: they differ)", () => {
    // Model a: H100 0.2 J, B200 0.1 J, ratio 2 (50% less); model b: 0.3 J and 0.2 J, ratio 1.5 (33.3% less).
    // Median ratio 1.75 -> 1 - 1/1.75 = 42.857%; median of the changes (50% + 33.33%) / 2 = 41.667%.
    const rows = [
      energyRow('org/a', 'H100', 0.2),
      energyRow('org/a', 'B200', 0.1),
      energyRow('org/b', 'H100', 0.3),
      energyRow('org/b', 'B200', 0.2),
    ];
    const [c, ...rest] = methodologyView(buildDataset(makeIndex(rows), makeGrid(), makeHardware())).comparisons;
    expect(rest).toEqual([]);
    expect([c.baseGpu, c.otherGpu, c.models]).toEqual(['H100', 'B200', 2]);
    expect(c.percent.medianRatio).toBeCloseTo(1.75, 12);
    expect(c.percent.fromMedianRatio).toBeCloseTo(1 - 1 / 1.75, 12);
    expect(c.percent.medianOfChanges).toBeCloseTo((0.5 + 1 / 3) / 2, 12);
  });
});
