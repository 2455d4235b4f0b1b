// The stylesheet's GPU colours are the palette module's (src/lib/core/palette.ts), on both themes, and every
// one reads as text on its theme's background and band (WCAG AA, 4.5:1). Reads src/styles/global.css itself.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GPU_PALETTE, OTHER_GPU_COLOURS } from '../../../src/lib/core/palette.ts';

const css = readFileSync(new URL('../../../src/styles/global.css', import.meta.url), 'utf8');

/** The custom properties of the first `:root { ... }` block after `from` in the stylesheet. */
function rootProperties(from: number): Map<string, string> {
  const start = css.indexOf(':root {', from);
  const body = css.slice(start, css.indexOf('}', start));
  return new Map([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim().toLowerCase()]));
}
const light = rootProperties(0);
const dark = rootProperties(css.indexOf('@media (prefers-color-scheme: dark)'));

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

const expected = Object.entries(GPU_PALETTE).map(([slug, c]) => [`--gpu-${slug}`, c] as const);
// The other GPUs' colours are drawn only into exported images, not set in the stylesheet: they must read too.
const everyColour = [...expected, ...OTHER_GPU_COLOURS.map((c, i) => [`other GPU colour ${i + 1}`, c] as const)];

describe('src/styles/global.css follows the palette', () => {
  it.each(expected)('%s is the palette colour, light and dark', (name, colour) => {
    expect(light.get(name)).toBe(colour.light.toLowerCase());
    expect(dark.get(name)).toBe(colour.dark.toLowerCase());
  });
  // The charts, keys and tables write s-<slug> (ScatterChart.astro, GpuComparisonChart.astro, the index table).
  it.each(Object.keys(GPU_PALETTE))('gives the class s-%s its --gpu-<slug> colour', (slug) => {
    expect(css).toMatch(new RegExp(`\\.s-${slug}\\s*\\{\\s*--gpu:\\s*var\\(--gpu-${slug}\\);`));
  });
  it('defines no GPU colour the palette does not have', () => {
    const names = new Set<string>(expected.map(([n]) => n));
    for (const theme of [light, dark])
      expect([...theme.keys()].filter((k) => k.startsWith('--gpu-') && !names.has(k))).toEqual([]);
  });
  it.each(everyColour)('%s reads as text on its background and band, each theme (4.5:1)', (_name, colour) => {
    for (const [c, theme] of [
      [colour.light, light],
      [colour.dark, dark],
    ] as const) {
      expect(contrast(c, theme.get('--bg')!)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c, theme.get('--band')!)).toBeGreaterThanOrEqual(4.5);
    }
  });
  it('computes contrast as WCAG does: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#1b65d8', '#1b65d8')).toBe(1);
  });
});
