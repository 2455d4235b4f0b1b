// The points' markup of a page chart (src/lib/charts/page-drawing.ts).
import { describe, expect, it } from 'vitest';
import { commonPrefix, pointsMarkup, type PagePoint } from '../../../src/lib/charts/page-drawing.ts';

describe('points markup', () => {
  const point = (over: Partial<PagePoint>): PagePoint => ({
    id: 'chat.m.h100x1.tp1ep1dp1.b8',
    x: 12.5,
    y: 40,
    series: 's',
    selected: false,
    over: false,
    onLine: true,
    ...over,
  });
  it('writes one self-closing <use> a point, x as a share of the width, state as classes, ids after their shared beginning', () => {
    const run = [
      point({}),
      point({ id: 'chat.m.h100x1.tp1ep1dp1.b16', selected: true, over: true, x: 3 }),
      point({ id: 'chat.m.h100x1.tp1ep1dp1.b32', onLine: false }),
    ];
    expect(pointsMarkup(run, '#c-m1')).toEqual({
      prefix: 'chat.m.h100x1.tp1ep1dp1.b',
      markup:
        '<use href="#c-m1" x="12.5%" y="40" data-id="8"/><use href="#c-m1" x="3%" y="40" class="sel over" data-id="16"/>' +
        '<use href="#c-m1" x="12.5%" y="40" class="off" data-id="32"/>',
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
