// The charts' stylesheet (src/styles/chart-drawing.css) follows the site's one palette (src/lib/core/palette.ts): every
// GPU with a colour of its own has its class (s-<slug>, as the chart components write it) coloured by the
// stylesheet's --gpu-<slug> property, which src/styles/global.css sets from the palette for each theme.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GPU_PALETTE } from '../../../src/lib/core/palette.ts';

const css = readFileSync('src/styles/chart-drawing.css', 'utf8');

describe('chart-drawing.css and the palette', () => {
  it.each(Object.keys(GPU_PALETTE))('colours the charts of %s from --gpu-<slug>', (slug) => {
    const rule = new RegExp(`\\.chart \\.s-${slug}\\s*\\{[^}]*color:\\s*var\\(--gpu-${slug}\\)`);
    expect(css).toMatch(rule);
  });
  it('types no colour of its own for a GPU', () => {
    // Hex colours in the chart stylesheet would be a second palette.
    expect(css.match(/#[0-9a-f]{3,8}\b/gi) ?? []).toEqual([]);
  });
});
