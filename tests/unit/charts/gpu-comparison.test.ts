// The GPU comparison chart's helpers (src/lib/charts/gpu-comparison.ts); expected values by hand.
import { describe, expect, it } from 'vitest';
import { evenlySpaced, logTicks } from '../../../src/lib/charts/gpu-comparison.ts';
import { clip } from '../../../src/lib/charts/geometry.ts';

describe('comparison chart helpers', () => {
  it('log ticks in 1-2-5 steps, or every integer multiple on a narrow range', () => {
    expect(logTicks(11, 600)).toEqual([20, 50, 100, 200, 500]);
    expect(logTicks(30, 70)).toEqual([30, 40, 50, 60, 70]);
  });
  it('evenly spaced rows keep the first and the last', () => {
    expect(evenlySpaced([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([1, 4, 7]);
    expect(evenlySpaced([1, 2], 3)).toEqual([1, 2]);
  });
  it('clips a long label by code points, with an ellipsis', () => {
    expect(clip('abcdef', 4)).toBe('abc…');
    expect(clip('abc', 4)).toBe('abc');
  });
});
