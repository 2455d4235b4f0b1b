// The charts' stylesheet (src/styles/chart-drawing.css) follows the site's one palette (src/lib/core/palette.ts):
// its GPU colours come from src/styles/global.css (tests/unit/styles/global.test.ts), never typed here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync('src/styles/chart-drawing.css', 'utf8');

describe('chart-drawing.css and the palette', () => {
  it('types no colour of its own for a GPU', () => {
    // Hex colours in the chart stylesheet would be a second palette.
    expect(css.match(/#[0-9a-f]{3,8}\b/gi) ?? []).toEqual([]);
  });
});
