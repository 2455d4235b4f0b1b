// The figures file: columns to six significant digits, read back into the same figures.
import { describe, expect, it } from 'vitest';
import { fromColumns, toColumns } from '../../../src/lib/compare/figures.ts';
import { figure, atWall } from './fixtures.ts';

describe('figures file', () => {
  it('rounds fractions to six significant digits, keeps whole numbers and nulls, and reads back', () => {
    const f = figure({ energy_per_token_j: 0.228512345, avg_power_w: 1177.918765, batch: 256 });
    const cols = toColumns([f, atWall]);
    expect(cols.energy_per_token_j).toEqual([0.228512, 0.5]);
    expect(cols.avg_power_w).toEqual([1177.92, 9000]);
    expect(cols.batch).toEqual([256, null]);
    expect(fromColumns(cols)).toEqual([{ ...f, energy_per_token_j: 0.228512, avg_power_w: 1177.92 }, atWall]);
  });
  it('reads a release without figures back as none (a file without columns), not a failure', () => {
    expect(fromColumns(toColumns([]))).toEqual([]);
  });
});
