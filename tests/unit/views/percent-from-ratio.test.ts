// The headline's percentage from per-model ratios, on ratios worked out by hand.
import { describe, expect, it } from 'vitest';
import { percentFromRatio } from '../../../src/lib/views/methodology-view.ts';

const pairs = (...ratios: number[]) => ratios.map((ratio) => ({ ratio }));

describe('percentFromRatio', () => {
  it('an odd count: the middle model is the middle of both, so the two agree', () => {
    // Ratios 1.25, 2, 4: median 2 -> 1 - 1/2 = 50%; changes 20%, 50%, 75% -> median 50%.
    const p = percentFromRatio(pairs(4, 1.25, 2));
    expect(p.medianRatio).toBe(2);
    expect(p.fromMedianRatio).toBeCloseTo(0.5, 12);
    expect(p.medianOfChanges).toBeCloseTo(0.5, 12);
  });
  it('an even count: the mean of the middle two differs between ratios and changes', () => {
    // Ratios 1.25 and 4 (middle two of 1, 1.25, 4, 5): median ratio 2.625 -> 1 - 1/2.625 = 0.619047...;
    // changes 20% and 75% -> median 47.5%.
    const p = percentFromRatio(pairs(1, 1.25, 4, 5));
    expect(p.medianRatio).toBe(2.625);
    expect(p.fromMedianRatio).toBeCloseTo(1 - 1 / 2.625, 12);
    expect(p.medianOfChanges).toBeCloseTo(0.475, 12);
  });
});
