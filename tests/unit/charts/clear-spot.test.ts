// Finding a label a place that covers no marker (src/lib/charts/clear-spot.ts), on boxes worked out by hand.
import { describe, expect, it } from 'vitest';
import {
  clearSpot,
  markerBox,
  overlaps,
  segmentMeetsBox,
  spotBox,
  spotsAround,
} from '../../../src/lib/charts/clear-spot.ts';

describe('clear spots for labels', () => {
  const bounds = { x: 0, y: 0, w: 200, h: 100 };
  const point = { x: 50, y: 50 };
  const size = { w: 20, h: 10 };
  // Reach 3: the label starts 3 + 3 = 6 px from the point; level with it, its box spans y 45 to 55. Steps of 5 px.
  const spots = spotsAround(20, 10, 3, 'start', 5);
  // A plot from x 20 to 80: no room to slide the label along past its neighbours (by 10 or 20 px).
  const narrow = { x: 20, y: 0, w: 60, h: 100 };

  it('counts boxes that only touch as apart', () => {
    expect(overlaps({ x: 0, y: 0, w: 10, h: 10 }, { x: 10, y: 0, w: 10, h: 10 })).toBe(false);
    expect(overlaps({ x: 0, y: 0, w: 10, h: 10 }, { x: 9.9, y: 9.9, w: 10, h: 10 })).toBe(true);
  });
  it('takes the preferred side level with the point when it is clear', () => {
    expect(clearSpot(spots, point, size, [], bounds)).toEqual({ anchor: 'start', dx: 6, dy: -5 });
  });
  it('goes to the other side when a marker sits on the preferred one', () => {
    // A marker at (60, 50), reach 3: x 57 to 63, inside the right-hand box (x 56 to 76).
    const spot = clearSpot(spots, point, size, [markerBox(60, 50, 3)], bounds);
    expect(spot).toEqual({ anchor: 'end', dx: -6, dy: -5 });
    // That box runs from 50 - 6 - 20 = 24 to 44.
    expect(spotBox(spot, 50, 50, 20, 10)).toEqual({ x: 24, y: 45, w: 20, h: 10 });
  });
  it('slides along past a neighbour where the plot has room', () => {
    const both = [markerBox(60, 50, 3), markerBox(40, 50, 3)];
    // Level, slid by half its width (10 px): x 66 to 86, clear of the marker at 57 to 63.
    expect(clearSpot(spots, point, size, both, bounds)).toEqual({ anchor: 'start', dx: 16, dy: -5 });
  });
  it('moves up or down a step at a time when both sides are taken, and never out of the plot', () => {
    const both = [markerBox(60, 50, 3), markerBox(40, 50, 3)];
    // 5 px up: y 40 to 50 on the right, which still meets the marker's 47 to 53; the first clear one is 10 px up
    // (y 35 to 45), on the preferred side. Every slid box leaves the narrow plot.
    expect(clearSpot(spots, point, size, both, narrow)).toEqual({ anchor: 'start', dx: 6, dy: -15 });
    // With the plot's top at 40, spots above are outside it: 10 px down instead (y 55 to 65).
    expect(clearSpot(spots, point, size, both, { ...narrow, y: 40, h: 60 })).toEqual({
      anchor: 'start',
      dx: 6,
      dy: 5,
    });
  });
  it('where nothing is clear, takes the spot inside the plot covering the fewest markers', () => {
    // Small markers (reach 1) every 10 px at x 30, left of the point, and every 2 px at x 62, right of it: the
    // level spot on the left (y 45 to 55) meets one (at y 50), every spot on the right five or more. Nothing is
    // clear in the narrow plot (no room to slide), and the first spot of the fewest, the level one on the left, wins.
    const crowd = [];
    for (let y = 0; y <= 100; y += 10) crowd.push(markerBox(30, y, 1));
    for (let y = 0; y <= 100; y += 2) crowd.push(markerBox(62, y, 1));
    expect(clearSpot(spots, point, size, crowd, narrow)).toEqual({ anchor: 'end', dx: -6, dy: -5 });
  });
  it('covers markers rather than a label already placed, when nothing is clear', () => {
    // A label placed where the level spot on the left would go (x 24 to 44, y 45 to 55), with no marker under it;
    // small markers every 4 px at x 30 but none within 6 px of the point's height, every 2 px at x 62. Every spot
    // on the left clear of the label covers three markers; the label-free one nearest the point is 10 px up on
    // the left (y 35 to 45: markers at 36, 40 and 44). Counted as one more marker, the label would have lost to none.
    const crowd = [];
    for (let y = 0; y <= 100; y += 4) if (Math.abs(y - 50) > 6) crowd.push(markerBox(30, y, 1));
    for (let y = 0; y <= 100; y += 2) crowd.push(markerBox(62, y, 1));
    const placed = [{ x: 24, y: 45, w: 20, h: 10 }];
    expect(clearSpot(spots, point, size, crowd, narrow, [], placed)).toEqual({ anchor: 'end', dx: -6, dy: -15 });
    expect(clearSpot(spots, point, size, [...crowd, ...placed], narrow)).toEqual({ anchor: 'end', dx: -6, dy: -5 });
  });
});

describe('lines under labels', () => {
  const box = { x: 10, y: 10, w: 20, h: 10 };
  it('tells a segment through a box from one beside or short of it', () => {
    // Across the box's middle; ending inside it; passing below it; stopping short of its left edge.
    expect(segmentMeetsBox({ x1: 0, y1: 15, x2: 40, y2: 15 }, box)).toBe(true);
    expect(segmentMeetsBox({ x1: 0, y1: 0, x2: 15, y2: 15 }, box)).toBe(true);
    expect(segmentMeetsBox({ x1: 0, y1: 25, x2: 40, y2: 25 }, box)).toBe(false);
    expect(segmentMeetsBox({ x1: 0, y1: 15, x2: 9, y2: 15 }, box)).toBe(false);
    // A diagonal passing the box's corner: from (0, 12) to (12, 0) stays left of x 10 above y 10 (x + y = 12).
    expect(segmentMeetsBox({ x1: 0, y1: 12, x2: 12, y2: 0 }, box)).toBe(false);
  });
  it('prefers a spot clear of lines, but never covers a marker to avoid one', () => {
    const spots = spotsAround(20, 10, 3, 'start', 5);
    const point = { x: 50, y: 50 };
    const size = { w: 20, h: 10 };
    const bounds = { x: 20, y: 0, w: 60, h: 100 };
    // A line level with the point through its right-hand spot (x 56 to 76): the left one (24 to 44) is taken.
    const right = [{ x1: 55, y1: 50, x2: 80, y2: 50 }];
    expect(clearSpot(spots, point, size, [], bounds, right)).toEqual({ anchor: 'end', dx: -6, dy: -5 });
    // With a marker on the left as well, in a plot with no room above or below (y 45 to 55), the right spot
    // crosses the line rather than cover the marker.
    const flat = { ...bounds, y: 45, h: 10 };
    expect(clearSpot(spots, point, size, [markerBox(40, 50, 3)], flat, right)).toEqual({
      anchor: 'start',
      dx: 6,
      dy: -5,
    });
  });
});
