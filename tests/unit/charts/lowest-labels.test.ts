// The task chart's labels at each GPU's lowest point, on a tiny hand-made spec.
import { describe, expect, it } from 'vitest';
import { chartGeometry, PAGE, type ChartSpec } from '../../../src/lib/charts/geometry.ts';
import { lowestLabels } from '../../../src/lib/charts/lowest-labels.ts';

const series = (key: string, gpu: string, shape: number, name: string) => ({
  key,
  label: gpu,
  colorKey: gpu,
  shape,
  variant: 0,
  group: `org/${name}`,
  groupName: name,
  line: [],
});
const spec = (directLabels: 'all' | 'picked'): ChartSpec => ({
  series: [series('a-h', 'H100', 2, 'A'), series('b-h', 'H100', 2, 'B'), series('a-b', 'B200', 1, 'A')],
  points: [
    { id: 'a-h-1', x: 10, y: 0.5, series: 'a-h', selected: false },
    { id: 'b-h-1', x: 20, y: 0.2, series: 'b-h', selected: true }, // H100's lowest: B at 0.2
    { id: 'a-b-2', x: 40, y: 0.1, series: 'a-b', selected: false }, // B200's lowest: A at 0.1, tied...
    { id: 'a-b-1', x: 50, y: 0.1, series: 'a-b', selected: true }, // ...with this one: the lesser id wins
  ],
  x: { label: 'ms', log: true },
  y: { label: 'J', log: true },
  directLabels,
});

describe('lowestLabels', () => {
  it('names the lowest point of each GPU by its model, GPUs in shape order, ties by row id', () => {
    const s = spec('picked');
    const labels = lowestLabels(s, chartGeometry(s, PAGE));
    expect(labels.map((l) => [l.colorKey, l.id, l.lines])).toEqual([
      ['B200', 'a-b-1', ['lowest on B200', 'A']],
      ['H100', 'b-h-1', ['lowest on H100', 'B']],
    ]);
  });
  it('keeps two labels apart by at least two lines', () => {
    const s = spec('picked');
    const g = chartGeometry(s, PAGE);
    const [a, b] = lowestLabels(s, g);
    expect(Math.abs(a.y - b.y)).toBeGreaterThanOrEqual(2 * (g.layout.font + 2));
  });
  it("cuts a long GPU or model name to the plot's width, so the label stays on a phone's plot", () => {
    const long = 'X'.repeat(340);
    const s = spec('picked');
    s.series = s.series.map((x) => (x.colorKey === 'B200' ? { ...x, colorKey: long, groupName: long } : x));
    const g = chartGeometry(s, PAGE);
    const [left, right] = g.x.range;
    const label = lowestLabels(s, g).find((l) => l.colorKey === long)!;
    for (const line of label.lines) {
      expect(line.endsWith('…')).toBe(true);
      expect(line.length * g.layout.font * 0.6).toBeLessThanOrEqual(right - left);
    }
  });
  it('adds nothing where every line is labelled already', () => {
    const s = spec('all');
    expect(lowestLabels(s, chartGeometry(s, PAGE))).toEqual([]);
  });
});
