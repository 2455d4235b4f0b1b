// Chart axes (src/lib/charts/axis.ts): fitted domains and plain ticks, expected values worked out by hand.
import { describe, expect, it } from 'vitest';
import { scaleLog } from 'd3';
import { axisTicks, fittedDomain } from '../../../src/lib/charts/axis.ts';
import {
  ceilingLabelAt,
  ceilingLabelInPlot,
  ceilingText,
  fmtMs,
  project,
  sideOf,
  type AxisMap,
} from '../../../src/lib/charts/project.ts';

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
    expect(ceilingText(1234567.89, 0)).toBe('ceiling 1,234,567.9 ms');
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

describe('fmtMs: milliseconds as the chart labels them, without Intl', () => {
  it('writes what toLocaleString("en-US", one decimal at most) writes, from 0.04 to a million', () => {
    const values = [
      0, 0.04, 0.05, 0.25, 1, 2.5, 9.95, 12.34, 99.96, 325.5, 500, 999.95, 1000, 1234.45, 1500, 65432.1, 999999.99,
    ];
    for (const v of values) expect(fmtMs(v), String(v)).toBe(v.toLocaleString('en-US', { maximumFractionDigits: 1 }));
  });
});
