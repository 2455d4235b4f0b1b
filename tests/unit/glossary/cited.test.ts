// A term page credits the index's own rows' sources, and the grid's where its example or a sentence shown converts
// with a grid's carbon intensity (lib/glossary/examples.ts). Tiny named fixtures: two rows of source "v3".
import { describe, expect, it } from 'vitest';
import { termShown } from '../../../src/lib/glossary/examples.ts';
import type { ExampleOutcome } from '../../../src/lib/glossary/examples.ts';

const d = { rows: [{ source: 'v3' }, { source: 'v3' }] } as unknown as Parameters<typeof termShown>[0];
const example = (grid?: true): ExampleOutcome => ({
  ok: true,
  example: { key: 'energy-per-token', rows: [], steps: [], sources: [], ...(grid ? { grid } : {}) },
});
const missing: ExampleOutcome = { ok: false, key: 'pue', missing: 'no system' };
const grids = (e: ExampleOutcome, q: boolean) => termShown(d, e, { grid: q }).grid;

describe('termShown', () => {
  it("credits the sources of the index's rows", () => {
    expect([...termShown(d, example(), { grid: false }).sources]).toEqual(['v3', 'v3']);
  });
  it('credits the grid where the example uses it or a sentence shown does, and not otherwise', () => {
    expect(grids(example(), false)).toBe(false);
    expect(grids(example(true), false)).toBe(true);
    expect(grids(example(), true)).toBe(true);
    expect(grids(missing, false)).toBe(false);
  });
});
