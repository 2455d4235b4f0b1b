// Where a figure's links go (src/lib/text/site-links.ts, under vitest's base "/"): a release holding a figure
// unchanged from an earlier one links to the earlier one's page. Tiny named releases r1 and r2: r2 holds
// row "kept" from r1 unchanged and re-measured row "moved-on".
import { afterEach, describe, expect, it } from 'vitest';
import { figurePageRelease, figurePageUrl, rowPageUrl, setFigurePages } from '../../../src/lib/text/site-links.ts';

afterEach(() => setFigurePages([]));

describe('figurePageRelease and figurePageUrl', () => {
  it("give the earlier release's page for a figure held unchanged, and the figure's own page otherwise", () => {
    setFigurePages([
      ['r1', 'kept', 'r1'],
      ['r2', 'kept', 'r1'],
      ['r1', 'moved-on', 'r1'],
      ['r2', 'moved-on', 'r2'],
    ]);
    expect(figurePageRelease('r2', 'kept')).toBe('r1');
    expect(figurePageUrl('r2', 'kept')).toBe('/releases/r1/rows/kept/');
    expect(rowPageUrl({ id: 'kept', release_id: 'r2' })).toBe('/releases/r1/rows/kept/');
    expect(figurePageRelease('r2', 'moved-on')).toBe('r2');
    expect(figurePageUrl('r2', 'moved-on')).toBe('/releases/r2/rows/moved-on/');
    expect(figurePageRelease('r1', 'kept')).toBe('r1');
  });
  it("give a figure's own release until the history is set (as in the browser), and again after it is cleared", () => {
    expect(figurePageRelease('r2', 'kept')).toBe('r2');
    setFigurePages([['r2', 'kept', 'r1']]);
    setFigurePages([]);
    expect(figurePageUrl('r2', 'kept')).toBe('/releases/r2/rows/kept/');
  });
});
