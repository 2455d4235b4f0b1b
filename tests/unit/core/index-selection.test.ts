import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { selectIndex, collapseRepeats } from '../../../src/lib/core/index-selection.ts';
import { makeRow } from '../../fixtures/factory.ts';

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('selection', () => {
  const slowLow = makeRow({ id: 'slow-low', batch: 256, energy_per_token_j: 0.1, median_itl_ms: 120 });
  const fastHigh = makeRow({ id: 'fast-high', batch: 8, energy_per_token_j: 0.9, median_itl_ms: 10 });

  it('picks the lowest energy under the default ceiling', () => {
    expect(ids(selectIndex([fastHigh, slowLow]).selected)).toEqual(['slow-low']);
  });
  it('keeps a row exactly at the ceiling (at or under)', () => {
    expect(ids(selectIndex([fastHigh, slowLow], 120).selected)).toEqual(['slow-low']);
    expect(ids(selectIndex([fastHigh, slowLow], 119.999).selected)).toEqual(['fast-high']);
  });
  it('leaves a pair out, with a note, when nothing is under the ceiling', () => {
    const r = selectIndex([fastHigh, slowLow], 5);
    expect(r.selected).toEqual([]);
    expect(r.leftOut).toEqual([
      {
        task: 'lm-arena-chat',
        model: 'Org/Model-A',
        gpu: 'H100',
        reason: 'no configuration at or under 5 ms median ITL (the fastest, fast-high, has 10 ms)',
      },
    ]);
  });
  it('selects per (task, model, GPU), not across GPUs', () => {
    const b200 = makeRow({ id: 'b200', gpu: 'B200', energy_per_token_j: 0.5 });
    expect(ids(selectIndex([fastHigh, slowLow, b200]).selected)).toEqual(['slow-low', 'b200']);
  });
  it('breaks ties by lower median ITL, then fewer GPUs, then smaller batch, then id', () => {
    const a = makeRow({ id: 'a', batch: 64, num_gpus: 2, median_itl_ms: 30, energy_per_token_j: 0.2 });
    const b = makeRow({ id: 'b', batch: 32, num_gpus: 2, median_itl_ms: 20, energy_per_token_j: 0.2 });
    expect(ids(selectIndex([a, b]).selected)).toEqual(['b']);
    const c = makeRow({
      id: 'c',
      batch: 64,
      num_gpus: 1,
      tensor_parallel: 1,
      median_itl_ms: 20,
      energy_per_token_j: 0.2,
    });
    expect(ids(selectIndex([b, c]).selected)).toEqual(['c']);
    const d = makeRow({ id: 'd', batch: 16, num_gpus: 2, median_itl_ms: 20, energy_per_token_j: 0.2 });
    expect(ids(selectIndex([b, d]).selected)).toEqual(['d']);
    const e1 = makeRow({
      id: 'e1',
      batch: 16,
      tensor_parallel: 1,
      expert_parallel: 2,
      median_itl_ms: 20,
      energy_per_token_j: 0.2,
    });
    expect(ids(selectIndex([e1, d]).selected)).toEqual(['d']);
  });
  it('counts a repeated measurement once, as its higher-energy run', () => {
    const first = makeRow({ id: 'x', energy_per_token_j: 0.1 });
    const repeat = makeRow({ id: 'x.r2', energy_per_token_j: 0.15 });
    expect(collapseRepeats([first, repeat])).toEqual({ kept: [repeat], setAside: ['x'] });
    const r = selectIndex([first, repeat]);
    expect(ids(r.selected)).toEqual(['x.r2']);
    expect(r.setAsideRepeats).toEqual(['x']);
  });
  it('refuses a ceiling that is not a positive number', () => {
    expect(() => selectIndex([slowLow], -1)).toThrow('latency ceiling: expected a positive number of ms, got -1');
    expect(() => selectIndex([slowLow], Number.NaN)).toThrow(RangeError);
  });
  it('property: the result does not depend on input order, and is never above the ceiling', () => {
    const rowArb = fc.record({
      batch: fc.constantFrom(8, 16, 32, 64),
      gpu: fc.constantFrom('H100', 'B200'),
      e: fc.constantFrom(0.1, 0.2, 0.3),
      itl: fc.integer({ min: 1, max: 600 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(rowArb, { selector: (r) => `${r.gpu}${r.batch}`, maxLength: 8 }),
        fc.integer({ min: 1, max: 600 }),
        (specs, ceiling) => {
          const rows = specs.map((s) =>
            makeRow({
              gpu: s.gpu,
              batch: s.batch,
              energy_per_token_j: s.e,
              median_itl_ms: s.itl,
              p90_itl_ms: s.itl,
              p95_itl_ms: s.itl,
              p99_itl_ms: s.itl,
            }),
          );
          const forward = selectIndex(rows, ceiling);
          const backward = selectIndex([...rows].reverse(), ceiling);
          expect(ids(backward.selected)).toEqual(ids(forward.selected));
          for (const s of forward.selected) {
            expect(s.median_itl_ms).toBeLessThanOrEqual(ceiling);
            const rivals = rows.filter((r) => r.gpu === s.gpu && r.median_itl_ms <= ceiling);
            expect(Math.min(...rivals.map((r) => r.energy_per_token_j))).toBe(s.energy_per_token_j);
          }
        },
      ),
    );
  });
});
