// Text turned into glyph outlines (src/lib/node/svg-outline.ts) draws like resvg's own text layout with
// the same committed fonts: checked pixel by pixel on a small SVG with every attribute the chart writers use.
import { describe, expect, it } from 'vitest';
import { Resvg } from '@resvg/resvg-js';
import { outlineText } from '../../src/lib/node/svg-outline.ts';
import { FONT_FILES } from '../../src/lib/node/card-font.ts';

const SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160" viewBox="0 0 400 160" font-family="DejaVu Sans">',
  '<rect width="400" height="160" fill="#ffffff"/>',
  '<text x="10" y="30" font-size="24" font-weight="700" fill="#1b1f24">Energy &amp; tokens</text>',
  '<g font-size="12" fill="#57606a">',
  '<text x="390" y="60" text-anchor="end">0.25 J</text>',
  '<text x="200" y="90" dy="0.32em" text-anchor="middle">Batch cap (requests)</text>',
  '<text transform="translate(20 150) rotate(-90)" text-anchor="middle">Energy</text>',
  '</g>',
  '</svg>',
].join('\n');

const draw = (svg: string, fonts: boolean) =>
  new Resvg(svg, {
    fitTo: { mode: 'original' },
    font: fonts
      ? { loadSystemFonts: false, fontFiles: [FONT_FILES.regular, FONT_FILES.bold], defaultFontFamily: 'DejaVu Sans' }
      : { loadSystemFonts: false },
  }).render();

describe('outlineText', () => {
  it('leaves no <text>, and draws what resvg draws from the text (without loading any font)', () => {
    const { svg, complex } = outlineText(SVG);
    expect(complex).toBe(false);
    expect(svg).not.toContain('<text');
    const ref = draw(SVG, true);
    const got = draw(svg, false);
    expect([got.width, got.height]).toEqual([ref.width, ref.height]);
    // resvg's `pixels` is a getter that copies the whole image: read it once.
    const [a, b] = [ref.pixels, got.pixels];
    let ink = 0;
    let off = 0;
    for (let i = 0; i < a.length; i += 4) {
      if (a[i] < 200) ink++;
      if (Math.abs(a[i] - b[i]) > 96) off++;
    }
    // Both place the same glyphs at the same pen positions; anti-aliased edges may differ a little. A glyph
    // misplaced by a pixel, a wrong anchor, size, weight or a lost rotation would put hundreds of pixels off.
    expect(ink).toBeGreaterThan(1500);
    expect(off).toBeLessThan(ink / 20);
  });
  it('takes font size, weight, fill and anchor from <g> ancestors, and decodes entities', () => {
    const { svg } = outlineText(SVG);
    // "Energy & tokens": 15 characters, 13 glyphs with ink (the two spaces have no outline).
    const first = svg.slice(svg.indexOf('<g transform="translate(10 30)'));
    expect(first.slice(0, first.indexOf('</g>')).match(/<path /g)).toHaveLength(13);
    expect(svg).toContain('fill="#1b1f24"');
    expect(svg).toContain('fill="#57606a"');
    // The rotated label keeps its transform around the outlines.
    expect(svg).toContain('<g transform="translate(20 150) rotate(-90)"><g transform="translate(');
  });
  it('leaves right-to-left text for resvg to shape, and says so', () => {
    const rtl = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text x="1" y="9">نموذج</text></svg>';
    const { svg, complex } = outlineText(rtl);
    expect(complex).toBe(true);
    expect(svg).toBe(rtl);
  });
});
