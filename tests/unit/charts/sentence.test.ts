// The sentence read out for a chart point (src/lib/charts/sentence.ts).
import { describe, expect, it } from 'vitest';
import { taskLatencyChart } from '../../../src/lib/charts/energy-charts.ts';
import { chartRows, GPUS, selectedIds } from '../../fixtures/charts/rows.ts';
import { pointSentence } from '../../../src/lib/charts/sentence.ts';

describe('point sentence', () => {
  it('reads a chart table row as a sentence, from the same cells the table shows', () => {
    const row = taskLatencyChart(chartRows, selectedIds, 500, GPUS).table.rows.find((r) => r.id === chartRows[4].id)!;
    expect(pointSentence(row.cells)).toBe(
      'Model A, 2 x H100 TP2, batch cap 64: 0.400 J per token at 30.0 ms median ITL',
    );
  });
});
