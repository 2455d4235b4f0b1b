// A card layout as SVG (rectangles and text in the committed font); build/images/svg-png.ts has resvg draw it.
import { COLOURS, type CardLayout } from './layout.ts';

/** The family name inside the committed font files (src/build/fonts/DejaVuSans*.ttf). */
export const CARD_FONT_FAMILY = 'DejaVu Sans';

const escapeXml = (s: string) =>
  s.replace(/[&<>"]/g, (ch) => (ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : '&quot;'));

export function cardSvg(l: CardLayout): string {
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${l.width}" height="${l.height}" viewBox="0 0 ${l.width} ${l.height}">`,
  ];
  for (const r of l.rects)
    parts.push(`<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="${COLOURS[r.fill]}"/>`);
  for (const t of l.runs) {
    parts.push(
      `<text x="${t.x}" y="${t.y}" font-family="${CARD_FONT_FAMILY}" font-size="${t.size}"` +
        ` font-weight="${t.weight === 'bold' ? 700 : 400}" fill="${COLOURS[t.fill]}">${escapeXml(t.text)}</text>`,
    );
  }
  parts.push('</svg>');
  return parts.join('\n');
}
