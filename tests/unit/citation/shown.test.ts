// A page's citation credits the producers whose data the page shows, and no others (lib/citation/inputs.ts:
// shownProducers, sourcesOfRows). Tiny named sources: "v3" (rows m1 on H100, m2 on B200), "perf" (a row of m2 on
// H100) and "old" (no row of m1 or m2), and a grid source.
import { describe, expect, it } from 'vitest';
import { everySourceShown, rowsShown, shownProducers, sourcesOfRows } from '../../../src/lib/citation/inputs.ts';
import type { Source } from '../../../src/lib/core/schemas/common.ts';

const source = (name: string): Source => ({
  name,
  publisher: `${name} publisher`,
  licence: 'CC-BY-4.0',
  citation: `${name} (2026), the data.`,
  url: `https://${name.toLowerCase()}.example/`,
});
const release = { sources: [source('V3'), source('Perf'), source('Old')] };
const records = [
  { id: 'v3', name: 'V3' },
  { id: 'perf', name: 'Perf' },
  { id: 'old', name: 'Old' },
];
const grid = source('Grid');
const names = (shown: Parameters<typeof shownProducers>[2]) =>
  shownProducers(release, records, shown, grid).map((p) => p.name);

describe('shownProducers', () => {
  it('credits only the sources the page shows, in the release order, and the grid only where used', () => {
    expect(names({ sources: ['perf', 'v3'], grid: false })).toEqual(['V3', 'Perf']);
    expect(names({ sources: ['v3'], grid: true })).toEqual(['V3', 'Grid']);
    expect(names({ sources: [], grid: false })).toEqual([]);
  });
  it('credits every source and the grid on a page about every source (shown: null)', () => {
    expect(names(null)).toEqual(['V3', 'Perf', 'Old', 'Grid']);
  });
  it('carries each producer as it asks to be cited', () => {
    expect(shownProducers(release, records, { sources: ['perf'], grid: false }, grid)).toEqual([
      { name: 'Perf', publisher: 'Perf publisher', citation: 'Perf (2026), the data.', url: 'https://perf.example/' },
    ]);
  });
});

describe('sourcesOfRows', () => {
  const d = {
    rows: [
      { model: 'm1', gpu: 'H100', source: 'v3' },
      { model: 'm2', gpu: 'B200', source: 'v3' },
    ],
    sources: [
      { id: 'v3', kind: 'ml-energy-v3' },
      { id: 'perf', kind: 'mlperf-inference' },
      { id: 'old', kind: 'ml-energy-v2' },
    ],
    bySource: {
      v3: { kind: 'ml-energy-v3', rows: [] },
      perf: { kind: 'mlperf-inference', rows: [{ model: 'm2', gpu: 'H100' }] },
      old: { kind: 'ml-energy-v2', rows: [{ model: 'm3', gpu: 'A100' }] },
    },
  } as unknown as Parameters<typeof sourcesOfRows>[0];

  it("gives the sources of a model's rows, its own and other sources'", () => {
    expect(sourcesOfRows(d, (r) => r.model === 'm1')).toEqual(['v3']);
    expect(sourcesOfRows(d, (r) => r.model === 'm2')).toEqual(['v3', 'perf']);
  });
  it("gives the sources of a GPU's rows", () => {
    expect(sourcesOfRows(d, (r) => r.gpu === 'H100')).toEqual(['v3', 'perf']);
    expect(sourcesOfRows(d, (r) => r.gpu === 'A100')).toEqual(['old']);
  });
});

describe('rowsShown and everySourceShown', () => {
  it('a page showing rows credits their sources, with the grid only when asked', () => {
    expect(names(rowsShown([{ source: 'perf' }, { source: 'v3' }, { source: 'perf' }]))).toEqual(['V3', 'Perf']);
    expect(names(rowsShown([{ source: 'v3' }], true))).toEqual(['V3', 'Grid']);
    expect(names(rowsShown([]))).toEqual([]);
  });
  it('a page offering every source credits each of them but not the grid', () => {
    expect(names(everySourceShown({ sources: records }))).toEqual(['V3', 'Perf', 'Old']);
  });
});
