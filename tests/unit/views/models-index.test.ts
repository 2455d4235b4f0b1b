// The models index: each model's lowest selected figure, models ranked by it, on hand-worked fixtures.
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import { modelsIndex } from '../../../src/lib/views/models-index.ts';
import { energyRow, makeGrid, makeHardware, makeIndex, makeRow } from '../../fixtures/factory.ts';

describe('modelsIndex', () => {
  const d = buildDataset(
    makeIndex([
      energyRow('Org/A', 'H100', 0.4),
      energyRow('Org/A', 'B200', 0.2), // A's lowest: 0.2 on B200
      energyRow('Org/B', 'H100', 0.3), // B's only figure: 0.3
      energyRow('Org/C', 'H100', 0.5),
      energyRow('Org/C', 'B200', 0.1), // C's lowest: 0.1 on B200
      // D's only row fails the identity check (1000 W / 4000 tok/s is 0.25 J, not 0.05): nothing selected.
      makeRow({ model: 'Org/D', model_name: 'D', energy_per_token_j: 0.05 }),
    ]),
    makeGrid(),
    makeHardware(),
  );
  const entries = modelsIndex(d);

  it('ranks models by their lowest figure, least first: C (0.1), A (0.2), B (0.3), then D with none', () => {
    expect(entries.map((e) => [e.model.id, e.lowest?.energy_per_token_j ?? null])).toEqual([
      ['Org/C', 0.1],
      ['Org/A', 0.2],
      ['Org/B', 0.3],
      ['Org/D', null],
    ]);
  });
  it('names the GPU and task of each lowest figure', () => {
    expect(entries.slice(0, 3).map((e) => [e.lowest!.gpu, e.lowest!.task])).toEqual([
      ['B200', 'lm-arena-chat'],
      ['B200', 'lm-arena-chat'],
      ['H100', 'lm-arena-chat'],
    ]);
  });
  it('gives the same order whatever the order of the rows', () => {
    const reversed = buildDataset(makeIndex([...d.rows].reverse()), makeGrid(), makeHardware());
    expect(modelsIndex(reversed).map((e) => e.model.id)).toEqual(entries.map((e) => e.model.id));
  });
});
