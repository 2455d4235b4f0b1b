// Chart arithmetic: fitted domains, plain ticks, the value-to-position map the browser shares, label
// spreading, and the series a chart is built from. Expected values are worked out by hand in comments.
import { describe, expect, it } from 'vitest';
import { scaleLog } from 'd3';
import { axisTicks, fittedDomain } from '../../src/lib/charts/axis.ts';
import {
  ceilingLabelAt,
  ceilingLabelInPlot,
  ceilingText,
  project,
  sideOf,
  type AxisMap,
} from '../../src/lib/charts/project.ts';
import { chartGeometry, fitLabel, legendOf, PAGE, spreadLabels, WIDE } from '../../src/lib/charts/geometry.ts';
import { pageDrawing, type PagePoint } from '../../src/lib/charts/page-drawing.ts';
import { commonPrefix, pointsMarkup } from '../../src/lib/charts/points-markup.ts';
import {
  MAX_TASK_CHART_POINTS,
  modelBatchChart,
  modelsToDraw,
  settingOf,
  shownSentence,
  taskLatencyChart,
} from '../../src/lib/charts/energy-charts.ts';
import { manyModelRows } from '../fixtures/charts/many-models.ts';
import { chartRows, GPUS, modelA, selectedIds } from '../fixtures/charts/rows.ts';
import { pointSentence } from '../../src/lib/charts/sentence.ts';

const texts = (a: AxisMap, max: number) => axisTicks(a, max).map((t) => t.text);

describe('axis', () => {
  it('fits a log domain 10% either side of the data, not to whole decades', () => {
    // 4.6 / 1.1 = 4.1818 -> 4.182; 325 x 1.1 = 357.5
    expect(fittedDomain([4.6, 100, 325], true)).toEqual([4.182, 357.5]);
    // One value: half to double it. Linear: from zero to 5% above the top (17 x 1.05 = 17.85).
    expect(fittedDomain([3], true)).toEqual([1.5, 6]);
    expect(fittedDomain([3, 17], false)).toEqual([0, 17.85]);
  });
  it('ticks in plain 1-2-5 steps inside the domain, thinned to fit the width', () => {
    const latency: AxisMap = { log: true, domain: [4.182, 357.5], range: [0, 600] };
    expect(texts(latency, 9)).toEqual(['5', '10', '20', '50', '100', '200']);
    // Six 1-2-5 steps do not fit five: 1-3 steps instead.
    expect(texts(latency, 5)).toEqual(['10', '30', '100', '300']);
    // Batch caps 8 to 2,048 on a phone: thousands with a separator, never "1e+3" or "1,000.0".
    expect(texts({ log: true, domain: [7.273, 2253], range: [0, 300] }, 5)).toEqual([
      '10',
      '30',
      '100',
      '300',
      '1,000',
    ]);
    // Energy per token below 1 J: decimals without trailing zeros.
    expect(texts({ log: true, domain: [0.04245, 24.05], range: [0, 300] }, 6)).toEqual(['0.1', '0.3', '1', '3', '10']);
  });
  it('takes d3 steps on an axis shorter than a decade, so there are still three labels or more', () => {
    // 12.8 to 63 ms holds only 20 and 50 as 1-2-5 steps.
    expect(texts({ log: true, domain: [11.64, 69.3], range: [0, 200] }, 5)).toEqual(['20', '30', '40', '50', '60']);
  });
  it('projects a value as d3 does, on log and linear axes', () => {
    // log10(10) is halfway between log10(1) and log10(100): 100 of a 0-200 range.
    expect(project({ log: true, domain: [1, 100], range: [0, 200] }, 10)).toBeCloseTo(100, 10);
    // Ranges may run downwards (y): 2.5 of 0-10 on 300-100 is 300 - 0.25 x 200 = 250.
    expect(project({ log: false, domain: [0, 10], range: [300, 100] }, 2.5)).toBe(250);
    const a: AxisMap = { log: true, domain: [4.182, 357.5], range: [64, 704] };
    const d3scale = scaleLog().domain(a.domain).range(a.range);
    for (const v of [4.6, 50, 325.5, 500]) expect(project(a, v)).toBeCloseTo(d3scale(v), 9);
  });
  it('says which side of the axis a ceiling falls, and labels it with an arrow when off the axis', () => {
    const a: AxisMap = { log: true, domain: [4.182, 357.5], range: [64, 704] };
    expect([sideOf(a, 2), sideOf(a, 50), sideOf(a, 500)]).toEqual([-1, 0, 1]);
    expect(ceilingText(500, 1)).toBe('ceiling 500 ms →');
    expect(ceilingText(2.5, -1)).toBe('← ceiling 2.5 ms');
    expect(ceilingText(1500, 0)).toBe('ceiling 1,500 ms');
    // Room to the left of the line (more than 110 units from the plot's left edge): the label ends at it.
    expect(ceilingLabelAt(400, 0, 64, 720)).toEqual({ x: 396, anchor: 'end' });
    expect(ceilingLabelAt(100, 0, 64, 720)).toEqual({ x: 104, anchor: 'start' });
    expect(ceilingLabelAt(null, 1, 64, 720)).toEqual({ x: 718, anchor: 'end' });
    expect(ceilingLabelAt(null, -1, 64, 720)).toEqual({ x: 64, anchor: 'start' });
  });
  it('places the ceiling label in a page drawing by a share of the plot and a px offset', () => {
    // A 267 px plot: a line at 60% is 160.2 px in, room to its left (over 110 px): the label ends 4 px left of
    // it. At 30% (80.1 px) there is not: it starts 4 px right of it.
    expect(ceilingLabelInPlot(60, 0, 267, 43)).toEqual({ x: '60%', dx: -4, anchor: 'end' });
    expect(ceilingLabelInPlot(30, 0, 267, 43)).toEqual({ x: '30%', dx: 4, anchor: 'start' });
    // Beyond the axis: at the drawing's right edge (the plot's right end plus the 43 px margin, less 2), or at
    // the plot's left end, whatever the width the plot is drawn at.
    expect(ceilingLabelInPlot(null, 1, 267, 43)).toEqual({ x: '100%', dx: 41, anchor: 'end' });
    expect(ceilingLabelInPlot(null, -1, 267, 43)).toEqual({ x: '0%', dx: 0, anchor: 'start' });
  });
});

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
    const batch = modelBatchChart(modelA, selectedIds, GPUS);
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

describe('point sentence', () => {
  it('reads a chart table row as a sentence, from the same cells the table shows', () => {
    const row = taskLatencyChart(chartRows, selectedIds, 500, GPUS).table.rows.find((r) => r.id === chartRows[4].id)!;
    expect(pointSentence(row.cells)).toBe('Model A, 2 x H100 TP2, batch cap 64: 0.4 J per token at 30.0 ms median ITL');
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

describe('points markup', () => {
  const point = (over: Partial<PagePoint>): PagePoint => ({
    id: 'chat.m.h100x1.tp1ep1dp1.b8',
    x: 12.5,
    y: 40,
    series: 's',
    selected: false,
    over: false,
    ...over,
  });
  it('writes one self-closing <use> a point, x as a share of the width, state as classes, ids after their shared beginning', () => {
    const run = [point({}), point({ id: 'chat.m.h100x1.tp1ep1dp1.b16', selected: true, over: true, x: 3 })];
    expect(pointsMarkup(run, '#c-m1')).toEqual({
      prefix: 'chat.m.h100x1.tp1ep1dp1.b',
      markup:
        '<use href="#c-m1" x="12.5%" y="40" data-id="8"/><use href="#c-m1" x="3%" y="40" class="sel over" data-id="16"/>',
    });
    // A run of one: the whole id is the shared beginning.
    expect(pointsMarkup([point({})], '#c-m1')).toEqual({
      prefix: 'chat.m.h100x1.tp1ep1dp1.b8',
      markup: '<use href="#c-m1" x="12.5%" y="40" data-id=""/>',
    });
    expect(commonPrefix(['ab', 'abc', 'b'])).toBe('');
  });
  it('escapes what could end an attribute or open a tag', () => {
    expect(pointsMarkup([point({ id: 'x' }), point({ id: 'a"b<c&d' })], '#x').markup).toContain(
      'data-id="a&quot;b&lt;c&amp;d"',
    );
  });
});

describe('the page drawing, one for every width', () => {
  it('writes x as shares of the plot between the margins, which keep their px at every width', () => {
    const spec = taskLatencyChart(chartRows, selectedIds, 30, GPUS).spec;
    const { g, x, points, at, paths } = pageDrawing(spec);
    expect(g.layout.width).toBe(340);
    // The plot starts after the y tick labels (no rotated title at the left) and ends before the labels' room:
    // in the phone layout, px 30 to 297 of 340 (margins 30 and 43); the axis runs over the plot's whole width.
    expect([g.margin.left, g.margin.right]).toEqual([30, 43]);
    expect(x.range).toEqual([0, 100]);
    // Shares of the plot's 267 px from its left edge: px 163.5 is 133.5 / 267 = 50%, px 96.75 is 25%; the
    // drawing's left edge, in the margin, is -30 / 267 = -11.24%.
    expect([at(163.5), at(96.75), at(30), at(297), at(0)]).toEqual(['50%', '25%', '0%', '100%', '-11.24%']);
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
