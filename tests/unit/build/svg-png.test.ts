// The image fonts are subsets of DejaVu Sans (src/build/fonts/subset/): a character outside them stops the build
// with the image and the character named, rather than being left out of a published card; and a text the subsets
// hold is drawn pixel for pixel as with the full fonts beside them.
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { missingCharacters, svgToPng } from '../../../src/build/images/svg-png.ts';
import { drawable } from '../../../src/build/images/card-font.ts';

const svgOf = (text: string, bold = false) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="60"><text x="10" y="40" font-family="DejaVu Sans"` +
  ` font-size="20"${bold ? ' font-weight="700"' : ''}>${text}</text></svg>`;

describe('missingCharacters', () => {
  const ascii = (cp: number) => cp < 0x80;
  it('reads only the text between tags, entities decoded, each character once', () => {
    expect(missingCharacters('<svg><text fill="ž">a &amp; b &lt; ďď</text></svg>', ascii)).toEqual(['ď']);
  });
  it('ignores whitespace', () => {
    expect(missingCharacters('<svg><text>\u00a0 a\n</text></svg>', ascii)).toEqual([]);
  });
});

describe('svgToPng', () => {
  it('draws model names, units and symbols the cards and charts use', () => {
    expect(missingCharacters(svgOf('Qwen3 32B · 2× H100 — 0.0403 Wh ≤ 500 ms → “Ünïcødé” ’ – €'), drawable)).toEqual(
      [],
    );
  });
  it('refuses a character outside the subsets, naming the image and the code point', () => {
    expect(() => svgToPng(svgOf('通义千问 Qwen'), '/models/qwen/card.png')).toThrow(
      /^\/models\/qwen\/card\.png: "通" \(U\+901A\), "义" \(U\+4E49\), "千" \(U\+5343\), "问" \(U\+95EE\) not in the image fonts/,
    );
  });
  it.each([false, true])('draws a text the subsets hold as the full font does (bold: %s)', (bold) => {
    const svg = svgOf('Llama 3.1 405B: 1.51× per answer, ≤ 500 ms', bold);
    const full = join(process.cwd(), 'src/build/fonts');
    const withFull = new Resvg(svg, {
      font: { loadSystemFonts: false, fontFiles: [join(full, 'DejaVuSans.ttf'), join(full, 'DejaVuSans-Bold.ttf')] },
    })
      .render()
      .asPng();
    expect(Buffer.from(svgToPng(svg, 'test')).equals(withFull)).toBe(true);
  });
});
