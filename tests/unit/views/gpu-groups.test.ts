// The GPUs by source and boundary (src/lib/views/gpu-groups.ts), on a tiny hand-made dataset: the index's own
// source at the board (H100 and B200), a wall-power source (H200 and B200) and an older source (A100 and H100).
import { describe, expect, it } from 'vitest';
import type { Dataset } from '../../../src/lib/core/dataset.ts';
import { gpuGroups, gpuSources } from '../../../src/lib/views/gpu-groups.ts';

const record = (id: string, kind: string, boundary: string) => ({
  id,
  kind,
  name: `Source ${id}`,
  boundary,
  basis: 'measured',
});
const v3 = record('v3', 'ml-energy-v3', 'board (GPU)');
const wall = record('wall', 'mlperf-inference', 'system (wall, AC)');
const old = record('old', 'ml-energy-v2', 'board (GPU)');
const card = (id: string, ...aliases: string[]) => ({ id, name: `Card ${id}`, aliases, figures: {} });
const gpuRows = (...gpus: string[]) => gpus.map((gpu) => ({ gpu }));
// Only the fields the grouping reads: the sources in display order, their rows, the index's rows, the hardware.
const d = {
  sources: [v3, wall, old],
  bySource: {
    v3: { kind: 'ml-energy-v3', record: v3 },
    wall: { kind: 'mlperf-inference', record: wall, rows: gpuRows('H200', 'B200', 'H200') },
    old: { kind: 'ml-energy-v2', record: old, rows: gpuRows('A100 40GB', 'H100') },
  },
  rows: gpuRows('H100', 'H100', 'B200'),
  accelerators: [
    card('h100', 'H100'),
    card('h200', 'H200'),
    card('b200', 'B200'),
    card('a100', 'A100 40GB'),
    card('l40s'),
  ],
} as unknown as Dataset;

describe('gpuGroups', () => {
  it('puts the ranked GPUs first, apart from each other kind of source at its boundary, a GPU in each group it was measured in', () => {
    const groups = gpuGroups(d);
    expect(
      groups.map((g) => [g.ranked, g.sources.map((s) => s.id), g.boundary, g.gpus.map((e) => [e.card.id, e.runs])]),
    ).toEqual([
      [
        true,
        ['v3'],
        'at the GPU board',
        [
          ['h100', 2],
          ['b200', 1],
        ],
      ],
      [
        false,
        ['wall'],
        'at the system (wall, AC) boundary',
        [
          ['h200', 2],
          ['b200', 1],
        ],
      ],
      [
        false,
        ['old'],
        'at the GPU board',
        [
          ['h100', 1],
          ['a100', 1],
        ],
      ],
    ]);
    expect(groups[1].standing).toMatch(/^not ranked with the index: the whole server, read at the wall/);
    // A card no source measured (the L40S, for context) is in no group.
    expect(groups.flatMap((g) => g.gpus.map((e) => e.card.id))).not.toContain('l40s');
  });
  it('tells a GPU page every source that measured it, the index first, and which are ranked', () => {
    const b200 = gpuSources(d, d.accelerators[2]);
    expect(b200.map((s) => [s.record.id, s.runs, s.ranked])).toEqual([
      ['v3', 1, true],
      ['wall', 1, false],
    ]);
    expect(gpuSources(d, d.accelerators[1]).map((s) => [s.record.id, s.runs, s.ranked])).toEqual([['wall', 2, false]]);
  });
});
