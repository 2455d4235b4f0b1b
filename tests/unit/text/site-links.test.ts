// Where a figure's links go (src/lib/text/site-links.ts, under vitest's base "/"): a release holding a figure
// unchanged from an earlier one links to the earlier one's page. Tiny named releases r1 and r2: r2 holds
// row "kept" from r1 unchanged and re-measured row "moved-on". Which release shows a figure is data the link
// functions are given (figurePagesOf), never state they keep.
import { describe, expect, it } from 'vitest';
import { figurePageRelease, figurePageUrl, OWN_PAGES, rowPageUrl } from '../../../src/lib/text/site-links.ts';
import { figurePagesOf } from '../../../src/lib/figures/addresses.ts';

const history = figurePagesOf([
  ['r1', 'kept', 'r1'],
  ['r2', 'kept', 'r1'],
  ['r1', 'moved-on', 'r1'],
  ['r2', 'moved-on', 'r2'],
]);

describe('figurePageRelease and figurePageUrl', () => {
  it("give the earlier release's page for a figure held unchanged, and the figure's own page otherwise", () => {
    expect(figurePageRelease(history, 'r2', 'kept')).toBe('r1');
    expect(figurePageUrl(history, 'r2', 'kept')).toBe('/releases/r1/rows/kept/');
    expect(rowPageUrl(history, { id: 'kept', release_id: 'r2' })).toBe('/releases/r1/rows/kept/');
    expect(figurePageRelease(history, 'r2', 'moved-on')).toBe('r2');
    expect(figurePageUrl(history, 'r2', 'moved-on')).toBe('/releases/r2/rows/moved-on/');
    expect(figurePageRelease(history, 'r1', 'kept')).toBe('r1');
  });
  it('the link depends on the data passed, and on nothing a call before it did', () => {
    const row = { id: 'kept', release_id: 'r2' };
    expect(rowPageUrl(OWN_PAGES, row)).toBe('/releases/r2/rows/kept/');
    expect(rowPageUrl(history, row)).toBe('/releases/r1/rows/kept/');
    expect(rowPageUrl(figurePagesOf([['r2', 'kept', 'r0']]), row)).toBe('/releases/r0/rows/kept/');
    // Given no history again, after calls that were: its own release, as before.
    expect(rowPageUrl(OWN_PAGES, row)).toBe('/releases/r2/rows/kept/');
  });
  it("figurePagesOf keeps only figures shown at another release's address", () => {
    expect([...history].map(([release, rows]) => [release, [...rows]])).toEqual([['r2', [['kept', 'r1']]]]);
  });
});
