// Images are drawn with subsets of DejaVu Sans (src/build/fonts/subset/) when they hold the SVG's every character,
// else with the full fonts: a text either way is drawn pixel for pixel as with the full fonts, and a name in
// another script is not left out of a card.
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { svgToPng, textWithin } from '../../../src/build/images/svg-png.ts';
import { inSubsets } from '../../../src/build/images/card-font.ts';

const svgOf = (text: string, bold = false) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="60"><text x="10" y="40" font-family="DejaVu Sans"` +
  ` font-size="20"${bold ? ' font-weight="700"' : ''}>${text}</text></svg>`;

const FULL = join(process.cwd(), 'src/build/fonts');
const withFullFonts = (svg: string) =>
  new Resvg(svg, {
    font: { loadSystemFonts: false, fontFiles: [join(FULL, 'DejaVuSans.ttf'), join(FULL, 'DejaVuSans-Bold.ttf')] },
  })
    .render()
    .asPng();

describe('textWithin', () => {
  const ascii = (cp: number) => cp < 0x80;
  it('reads only the text between tags, entities decoded, whitespace aside', () => {
    expect(textWithin('<svg><text fill="ž">a &amp; b &lt;\u00a0c\n</text></svg>', ascii)).toBe(true);
    expect(textWithin('<svg><text>a ď</text></svg>', ascii)).toBe(false);
  });
  it('finds the names, units and symbols the site prints in the subsets, and not another script', () => {
    expect(textWithin(svgOf('Qwen3 32B · 2× H100 — 0.0403 Wh ≤ 500 ms → “Ünïcødé” ’ – € Łódź'), inSubsets)).toBe(true);
    expect(textWithin(svgOf('نموذج'), inSubsets)).toBe(false);
  });
});

describe('svgToPng', () => {
  it.each([
    ['Latin, with the subsets', 'Llama 3.1 405B: 1.51× per answer, ≤ 500 ms', false],
    ['Latin bold, with the subsets', 'Llama 3.1 405B: 1.51× per answer, ≤ 500 ms', true],
    ['Arabic, with the full fonts', 'نموذج عربي 7B', false],
    ['Greek, with the full fonts', 'Μοντέλο 7B', true],
  ])('draws %s as the full fonts do', (_, text, bold) => {
    const svg = svgOf(text, bold);
    expect(Buffer.from(svgToPng(svg)).equals(withFullFonts(svg))).toBe(true);
  });
  it('draws every glyph of a name in another script (not an empty image)', () => {
    const blank = svgToPng(svgOf(''));
    expect(Buffer.from(svgToPng(svgOf('نموذج'))).equals(Buffer.from(blank))).toBe(false);
  });
});
