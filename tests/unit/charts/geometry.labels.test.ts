// Labels never cover markers (src/lib/charts/geometry.ts, lowest-labels.ts), on the hand-made fixture: the
// direct labels sit in the right margin past every marker, the task chart's "lowest" labels beside their points
// in a spot no marker is in. Boxes from the geometry's own text width (0.6 em a character) and marker reach.
import { describe, expect, it } from 'vitest';
import {
  chartGeometry,
  LABEL_GAP,
  PAGE,
  symbolReach,
  textWidth,
  WIDE,
  type ChartSpec,
  type Drawing,
} from '../../../src/lib/charts/geometry.ts';
import { lowestLabels } from '../../../src/lib/charts/lowest-labels.ts';
import { markerBox, overlaps, type Box } from '../../../src/lib/charts/clear-spot.ts';
import { modelChart, taskLatencyChart } from '../../../src/lib/charts/energy-charts.ts';
import { chartRows, GPUS, modelA, selectedIds } from '../../fixtures/charts/rows.ts';

const markers = (g: Drawing): Box[] => g.points.map((p) => markerBox(p.cx, p.cy, g.markerReach));

describe('direct labels', () => {
  it("reach past a marker's outline and its selected stroke", () => {
    // Size 40: a circle of radius sqrt(40 / pi) = 3.57 (written 3.6), a square of side 6.3 (3.2 either side);
    // plus half the 2.5 px stroke of a selected point: 3.6 + 1.25 = 4.85, written 4.9.
    expect(symbolReach([0, 1], 40)).toBe(4.9);
    // A triangle (shape 2) of size 40 reaches 5.5 up: 6.75, written 6.8.
    expect(symbolReach([0, 2], 40)).toBe(6.8);
  });
  for (const [layoutName, layout] of [
    ['page', PAGE],
    ['wide', WIDE],
  ] as const)
    for (const name of ['batch', 'latency'] as const)
      it(`sit right of every marker and apart from each other (${name} chart, ${layoutName} layout)`, () => {
        const g = chartGeometry(modelChart(name, modelA, selectedIds, GPUS).spec, layout);
        const plotRight = layout.width - g.margin.right;
        const labels = g.series.flatMap((s) => (s.labelAt ? [s.labelAt] : []));
        expect(labels).toHaveLength(3);
        for (const l of labels) {
          // Each starts past the plot's edge by the widest marker's reach and the gap.
          expect(l.x).toBeCloseTo(plotRight + g.markerReach + LABEL_GAP, 1);
          const box = { x: l.x, y: l.y - layout.font / 2, w: textWidth(l.text, layout.font), h: layout.font };
          for (const m of markers(g)) expect(overlaps(box, m)).toBe(false);
          // Inside the drawing.
          expect(box.x + box.w).toBeLessThanOrEqual(layout.width);
        }
        const ys = labels.map((l) => l.y).sort((a, b) => a - b);
        for (let i = 1; i < ys.length; i++) expect(ys[i] - ys[i - 1]).toBeGreaterThanOrEqual(layout.font);
      });
});

describe("the task chart's lowest labels", () => {
  it('cover no marker and no other label, inside the plot, on the phone layout the page draws', () => {
    const spec = taskLatencyChart(chartRows, selectedIds, 500, GPUS).spec;
    const g = chartGeometry(spec, PAGE);
    const labels = lowestLabels(spec, g);
    expect(labels.map((l) => l.lines[0])).toEqual(['lowest on B200', 'lowest on H100']);
    const line = PAGE.font + 2;
    const boxes = labels.map((l) => {
      const w = Math.max(...l.lines.map((t) => textWidth(t, PAGE.font)));
      const x = l.anchor === 'start' ? l.x + l.dx : l.x + l.dx - w;
      return { x, y: l.y - line / 2, w, h: 2 * line };
    });
    for (const b of boxes) {
      for (const m of markers(g)) expect(overlaps(b, m)).toBe(false);
      expect(b.x).toBeGreaterThanOrEqual(g.margin.left);
      expect(b.x + b.w).toBeLessThanOrEqual(PAGE.width - g.margin.right);
      expect(b.y).toBeGreaterThanOrEqual(g.margin.top);
      expect(b.y + b.h).toBeLessThanOrEqual(PAGE.height - g.margin.bottom);
    }
    expect(overlaps(boxes[0], boxes[1])).toBe(false);
  });
  it('move off a crowd: neighbours level with the lowest point on both sides push its label away', () => {
    // One GPU's points at 0.1 J (the lowest, 20 ms) and at 0.11 J either side of it (12 to 36 ms), with a
    // point at 1 J and 5 ms to widen the axes: a label level with the lowest point would cover a neighbour.
    const near = [12, 14, 17, 24, 29, 36];
    const spec: ChartSpec = {
      series: [
        { key: 's', label: 'H100', colorKey: 'H100', shape: 0, variant: 0, group: 'm', groupName: 'M', line: [] },
      ],
      points: [
        { id: 'low', x: 20, y: 0.1, series: 's', selected: true },
        { id: 'far', x: 5, y: 1, series: 's', selected: false },
        ...near.map((x) => ({ id: `n${x}`, x, y: 0.11, series: 's', selected: false })),
      ],
      x: { label: 'ms', log: true },
      y: { label: 'J', log: true },
      directLabels: 'picked',
    };
    const g = chartGeometry(spec, PAGE);
    const [l] = lowestLabels(spec, g);
    const w = Math.max(...l.lines.map((t) => textWidth(t, PAGE.font)));
    const line = PAGE.font + 2;
    const box = { x: l.anchor === 'start' ? l.x + l.dx : l.x + l.dx - w, y: l.y - line / 2, w, h: 2 * line };
    for (const m of markers(g)) expect(overlaps(box, m)).toBe(false);
  });
  it('keep a band of two lines a GPU clear under the lowest point', () => {
    const spec = taskLatencyChart(chartRows, selectedIds, 500, GPUS).spec;
    const g = chartGeometry(spec, PAGE);
    const lowest = Math.max(...g.points.map((p) => p.cy));
    // Two GPUs, two lines of 14 px each, the marker's reach (4.9) and a 7 px step: the lowest point's centre
    // 56 + 4.9 + 7 = 67.9 px above the axis (less the domain's rounding to 4 significant digits).
    expect(PAGE.height - g.margin.bottom - lowest).toBeCloseTo(67.9, 0);
  });
});
