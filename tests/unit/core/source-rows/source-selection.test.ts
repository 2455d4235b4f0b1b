// No ranking ever spans two sources (src/lib/core/source-rows/source-selection.ts). Tiny fixtures.
import { describe, expect, it } from 'vitest';
import { assertOneSource, selectV2 } from '../../../../src/lib/core/source-rows/source-selection.ts';

describe('no ranking spans two sources', () => {
  it('selection refuses rows of two sources', () => {
    const a = { id: 'a', source: 'ml-energy-v2' };
    const b = { id: 'b', source: 'ml-energy-v3' };
    expect(() => assertOneSource([a, b])).toThrow(
      'selection: rows of two sources (ml-energy-v2 and ml-energy-v3, row b)',
    );
  });
  it('v2 selection applies its ceiling to the MEAN time per output token', () => {
    const row = (id: string, e: number, tpot: number) =>
      ({
        id,
        source: 'ml-energy-v2',
        task: 'chat',
        model: 'm',
        gpu: 'H100',
        energy_per_token_j: e,
        mean_tpot_ms: tpot,
        num_gpus: 1,
        batch: 8,
      }) as never;
    expect(
      selectV2([row('fast', 0.5, 40), row('slow', 0.2, 120)], 100).selected.map((r: { id: string }) => r.id),
    ).toEqual(['fast']);
    expect(
      selectV2([row('fast', 0.5, 40), row('slow', 0.2, 120)], 500).selected.map((r: { id: string }) => r.id),
    ).toEqual(['slow']);
  });
});
