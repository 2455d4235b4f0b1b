import { describe, expect, it } from 'vitest';
import { FOLDED_AFTER, foldNoteText, isFolded, rowCountText } from '../../../src/lib/index-table/fold.ts';

describe('the index fold', () => {
  it('shows twelve rows before "show all": positions 0 to 11 show, 12 on wait', () => {
    expect(FOLDED_AFTER).toBe(12);
    expect([0, 11, 12, 31].map(isFolded)).toEqual([false, false, true, true]);
  });
  it.each([
    [32, 17, '32 rows (17 models, one row per model and GPU)'],
    [1, 1, '1 row (1 model, one row per model and GPU)'],
    [1200, 400, '1,200 rows (400 models, one row per model and GPU)'],
    [0, 0, 'No row matches'],
  ])('%i rows of %i models read %j', (rows, models, text) => expect(rowCountText(rows, models)).toBe(text));
  it.each([
    [true, 'asc', '; showing the 12 lowest'],
    [true, 'desc', '; showing the 12 highest'],
    [false, 'asc', '; showing the first 12'],
    [false, 'desc', '; showing the first 12'],
  ] as const)('ranked best first %s, best %s: %j', (ranked, best, text) =>
    expect(foldNoteText(ranked, best)).toBe(text),
  );
});
