// Chart geometry (src/lib/charts/geometry.ts, project.ts, energy-charts.ts): label spreading, the
// value-to-position map the browser shares, and the series a chart is built from. Expected values are
// worked out by hand in comments.
import { describe, expect, it } from 'vitest';
import { project, spreadLabels } from '../../../src/lib/charts/project.ts';
import { chartGeometry, fitLabel, legendOf, PAGE, WIDE } from '../../../src/lib/charts/geometry.ts';
import { pageDrawing } from '../../../src/lib/charts/page-drawing.ts';
import {
  MAX_TASK_CHART_POINTS,
  modelChart,
  modelsToDraw,
  settingOf,
  shownSentence,
  taskLatencyChart,
} from '../../../src/lib/charts/energy-charts.ts';
import { manyModelRows } from '../../fixtures/charts/many-models.ts';
import { chartRows, GPUS, modelA, selectedIds } from '../../fixtures/charts/rows.ts';

describe('labels', () => {
  it('spreads labels that would overlap, keeping their order and the plot', () => {
    // 102 is within 13 of 100: pushed to 113. 300 is clear.
    expect(spreadLabels([100, 102, 300], 13, 0, 400)).toEqual([100, 113, 300]);
    // At the bottom edge, the last is held at 400 and the one above it pushed up to 387.
    expect(spreadLabels([398, 395], 13, 0, 400)).toEqual([400, 387]);
  });
  it('cuts a label to the room it has, with an ellipsis', () => {
    // 60 units at 12 units a font, 0.6 em a character: 8 characters, the last an ellipsis.
    expect(fitLabel('2 x H100 TP2', 60, 12)).toBe('2 x H10…');
    expect(fitLabel('1 x B200', 96, 12)).toBe('1 x B200');
  });
});

describe('chart geometry on the fixture', () => {
  const task = taskLatencyChart(chartRows, selectedIds, 30, GPUS);

  it("draws each model's frontier per GPU, skipping points another beats on both axes", () => {
    const h100 = task.spec.series.find((s) => s.key === 'Org/Model-A\u0000H100')!;
    // 2 x H100 at 8 ms, 1 x H100 at 10 ms, 20 ms (0.5 J), 2 x H100 at 30 ms (0.4 J); 40 ms at 0.6 J is beaten.
    expect(h100.line).toEqual([
      { x: 8, y: 1.2 },
      { x: 10, y: 1 },
      { x: 20, y: 0.5 },
      { x: 30, y: 0.4 },
    ]);
    expect(task.picker).toEqual([
      { key: 'Org/Model-A', name: 'Model A' },
      { key: 'Org/Model-B', name: 'Model B' },
    ]);
  });
  it('tells GPUs apart by shape as well as colour: B200 circles, H100 squares, on every chart', () => {
    expect(new Map(task.spec.series.map((s) => [s.colorKey, s.shape]))).toEqual(
      new Map([
        ['B200', 0],
        ['H100', 1],
      ]),
    );
    expect(legendOf(task.spec).map((e) => e.text)).toEqual(['B200', 'H100']);
  });
  it('gives "1 x H100" and "2 x H100 TP2" different dashes and fills, and labels each line', () => {
    const batch = modelChart('batch', modelA, selectedIds, GPUS);
    expect(batch.spec.series.map((s) => [s.label, s.shape, s.variant])).toEqual([
      ['1 x B200', 0, 0],
      ['1 x H100', 1, 0],
      ['2 x H100 TP2', 1, 1],
    ]);
    expect(settingOf(chartRows[3])).toBe('2 x H100 TP2');
    const g = chartGeometry(batch.spec, PAGE);
    expect(g.series.map((s) => s.labelAt?.text)).toEqual(['1 x B200', '1 x H100', '2 x H100 TP2']);
  });
  it('places points on the fitted axes and the ceiling between them', () => {
    const g = chartGeometry(task.spec, WIDE);
    // x domain 5 / 1.1 = 4.545 to 100 x 1.1 = 110: a 10x step spans ln(10) / ln(24.2) = 2.3026 / 3.1864 = 0.7226
    // of the plot's width.
    const [x0, x1] = g.x.range;
    const at = (ms: number) => g.points.find((p) => chartRows.find((r) => r.id === p.id)!.median_itl_ms === ms)!;
    expect((at(100).cx - at(10).cx) / (x1 - x0)).toBeCloseTo(0.7226, 3);
    // The 30 ms ceiling: inside the axis, right of the 25 ms point and left of the 40 ms one; only the
    // 40 and 100 ms points are above it.
    expect(g.ceiling!.side).toBe(0);
    expect(g.ceiling!.x!).toBeGreaterThan(at(25).cx);
    expect(g.ceiling!.x!).toBeLessThan(at(40).cx);
    expect(g.points.filter((p) => p.over).map((p) => at(40).id === p.id || at(100).id === p.id)).toEqual([true, true]);
    // Every tick label lies inside the axis: none is clipped.
    for (const t of g.xTicks) expect(t.pos).toBeGreaterThanOrEqual(x0);
    for (const t of g.xTicks) expect(t.pos).toBeLessThanOrEqual(x1);
  });
  it("lays the page's drawing out at a phone width with the same 12 px text, not a shrunken wide one", () => {
    expect([WIDE.width, PAGE.width]).toEqual([720, 340]);
    expect(PAGE.font).toBe(12);
    const g = chartGeometry(task.spec, PAGE);
    expect(g.xTicks.length).toBeLessThanOrEqual(PAGE.maxTicksX);
    expect(g.margin.left + (g.x.range[1] - g.x.range[0]) + g.margin.right).toBe(340);
  });
});

describe('y axis in the index units', () => {
  it('labels the same positions in Wh per million and in tokens per joule', () => {
    const spec = taskLatencyChart(chartRows, selectedIds, 500, GPUS).spec;
    const g = chartGeometry(spec, WIDE);
    const set = (unit: string) => g.yTickSets.find((s) => s.unit === unit)!;
    expect(g.yTickSets.map((s) => s.unit)).toEqual(['j_per_token', 'wh_per_million', 'tokens_per_j']);
    // 100 Wh per million is 100 x 3,600 / 1e6 = 0.36 J per token: the tick sits where 0.36 J would.
    const wh100 = set('wh_per_million').ticks.find((t) => t.text === '100')!;
    expect(wh100.pos).toBeCloseTo(project(g.y, 0.36), 1);
    // 5 tokens per joule is 0.2 J per token; more tokens per joule sit lower, where less energy is.
    const tpj = set('tokens_per_j').ticks;
    expect(tpj.find((t) => t.text === '5')!.pos).toBeCloseTo(project(g.y, 0.2), 1);
    expect(tpj[0].pos).toBeLessThan(tpj[tpj.length - 1].pos);
    expect(set('wh_per_million').label).toBe('Wh per million output tokens (log scale)');
  });
});

describe('the task chart is bounded', () => {
  it('above the cap, draws whole models evenly spread by lowest energy, at most the cap, and says so', () => {
    // 36 configurations, a cap of 20: 6 models of 3 configurations fit (18; 7 would be 21). Evenly spaced
    // through the 12 models sorted by lowest energy: positions round(i x 11 / 5) = 0, 2, 4, 7, 9, 11.
    const chart = taskLatencyChart(manyModelRows, new Set(), 500, GPUS, 20);
    expect(chart.spec.points).toHaveLength(18);
    expect(chart.table.rows.map((r) => r.id)).toEqual(chart.spec.points.map((p) => p.id));
    expect(chart.picker.map((m) => m.name)).toEqual([
      'Model 01',
      'Model 03',
      'Model 05',
      'Model 08',
      'Model 10',
      'Model 12',
    ]);
    expect(new Set(chart.spec.series.map((s) => s.group)).size).toBe(6);
    // Every point stays in the chart's data (its CSV), drawn or not.
    expect(chart.points).toHaveLength(36);
    expect(chart.shown).toEqual({ models: 6, ofModels: 12, points: 18, ofPoints: 36 });
    expect(shownSentence(chart.shown!)).toBe(
      'The chart draws 6 of the 12 models, evenly spread from the lowest energy per token to the highest, with ' +
        "their configurations (18 of 36); the chart's CSV lists every configuration, and each model's page charts its own.",
    );
    // The page's one drawing writes exactly the points drawn.
    expect(pageDrawing(chart.spec).points).toHaveLength(18);
  });
  it('at or under the cap, draws everything and says nothing', () => {
    const chart = taskLatencyChart(manyModelRows, new Set(), 500, GPUS, 36);
    expect(chart.spec.points).toHaveLength(36);
    expect(chart.shown).toBeUndefined();
    expect(MAX_TASK_CHART_POINTS).toBeGreaterThanOrEqual(328); // the real data's largest task draws whole
  });
  it('picks the lowest model alone when not even two fit, and cuts a model larger than the cap', () => {
    expect([...modelsToDraw(manyModelRows, 5)!]).toEqual(['Org/Model-01']);
    expect(taskLatencyChart(manyModelRows, new Set(), 500, GPUS, 2).spec.points).toHaveLength(2);
  });
});
