// The render-time tally the stage lines read (src/build/render-times.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { recordRender, renderMs, resetRenderTimes } from '../../../src/build/render-times.ts';

describe('render times by kind of route', () => {
  beforeEach(() => resetRenderTimes());
  it('sums each kind apart', () => {
    recordRender('endpoint', 10);
    recordRender('page', 100);
    recordRender('endpoint', 2.5);
    expect([renderMs('endpoint'), renderMs('page')]).toEqual([12.5, 100]);
  });
  it('is null for a kind nothing of which was timed, and again after a reset', () => {
    recordRender('page', 5);
    expect(renderMs('endpoint')).toBeNull();
    resetRenderTimes();
    expect(renderMs('page')).toBeNull();
  });
});
