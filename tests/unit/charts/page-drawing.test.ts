// The page drawing of a chart (src/lib/charts/page-drawing.ts): one for every width.
import { describe, expect, it } from 'vitest';
import { pageDrawing } from '../../../src/lib/charts/page-drawing.ts';
import { taskLatencyChart } from '../../../src/lib/charts/energy-charts.ts';
import { chartRows, GPUS, selectedIds } from '../../fixtures/charts/rows.ts';

describe('the page drawing, one for every width', () => {
  it('writes x as shares of the plot between the margins, which keep their px at every width', () => {
    const spec = taskLatencyChart(chartRows, selectedIds, 30, GPUS).spec;
    const { g, x, points, at, paths } = pageDrawing(spec);
    expect(g.layout.width).toBe(340);
    // The plot starts after the y tick labels (no rotated title at the left; the longest, "0.05", is 4 x 7.2 =
    // 28.8 px, and 8 px more) and ends before the labels' room: in the phone layout, px 37 to 297 of 340 (margins
    // 37 and 43); the axis runs over the plot's whole width.
    expect([g.margin.left, g.margin.right]).toEqual([37, 43]);
    expect(x.range).toEqual([0, 100]);
    // Shares of the plot's 260 px from its left edge: px 167 is 130 / 260 = 50%, px 102 is 25%; the drawing's
    // left edge, in the margin, is -37 / 260 = -14.23%.
    expect([at(167), at(102), at(37), at(297), at(0)]).toEqual(['50%', '25%', '0%', '100%', '-14.23%']);
    // The 10 ms and 100 ms points: a 10x step spans ln(10) / ln(110 / 4.545) = 0.7226 of the axis.
    const xOf = (ms: number) => points.find((p) => chartRows.find((r) => r.id === p.id)!.median_itl_ms === ms)!.x;
    expect((xOf(100) - xOf(10)) / (x.range[1] - x.range[0])).toBeCloseTo(0.7226, 3);
    // A line's x in the stretched layer is the same share, in hundredths of a percent: the H100 frontier
    // starts at its fastest point (2 x H100, 8 ms).
    const h100 = spec.series.findIndex((s) => s.key === 'Org/Model-A\u0000H100');
    expect(paths[h100].startsWith(`M${Math.round(xOf(8) * 100)},`)).toBe(true);
    // The y title sits above the plot, so the top margin holds it and the ceiling's label.
    expect(g.margin.top).toBe(41);
  });
});
