// Node-only: the <text> of an SVG we generate, turned into glyph outlines from the committed fonts
// (opentype.js), so resvg draws the picture without laying out text. usvg shapes every text element on
// its own, about 2 ms each: ~100 ms for a chart of 50 labels, against a few ms for the outlines. At the
// bench's 100x (~10,000 model charts a release) that is the difference between minutes and seconds.
//
// It reads only what our SVG writers emit: <g> and <text> with x, y, dy (em or user units), text-anchor,
// font-size, font-weight (700/bold), fill and transform, inherited from <g> ancestors. Text in a
// right-to-left or joining script is left as <text> for resvg (it needs shaping and bidi), and the result
// says so, so the caller loads the fonts for it.
import opentype from 'opentype.js';
import { readFileSync } from 'node:fs';
import { FONT_FILES } from './card-font.ts';

type Weight = 'regular' | 'bold';

interface Face {
  font: opentype.Font;
  /** Glyph outline in font units, y down, by glyph index. */
  outlines: Map<number, string>;
}

let faces: Record<Weight, Face> | null = null;
function face(weight: Weight): Face {
  if (!faces) {
    const load = (file: string): Face => {
      const b = readFileSync(file);
      return { font: opentype.parse(b.buffer.slice(b.byteOffset, b.byteOffset + b.length)), outlines: new Map() };
    };
    faces = { regular: load(FONT_FILES.regular), bold: load(FONT_FILES.bold) };
  }
  return faces[weight];
}

/** Scripts that need shaping or reordering: Hebrew, Arabic, Syriac, Thaana, NKo... and their presentation forms. */
const COMPLEX = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

const ATTR = /([\w:-]+)="([^"]*)"/g;
const attrs = (s: string): Record<string, string> => Object.fromEntries([...s.matchAll(ATTR)].map((m) => [m[1], m[2]]));

const decode = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[e.toLowerCase()],
  );

const INHERITED = ['font-size', 'font-weight', 'fill', 'text-anchor'] as const;
type Inherited = Partial<Record<(typeof INHERITED)[number], string>>;

const num = (v: string | undefined, fallback = 0) => (v === undefined ? fallback : Number(v));
const fmt = (v: number) => String(Math.round(v * 100) / 100);

function outline(text: string, a: Record<string, string>, inherited: Inherited): string {
  const size = num(a['font-size'] ?? inherited['font-size'], 16);
  const w = a['font-weight'] ?? inherited['font-weight'];
  const f = face(w === '700' || w === 'bold' ? 'bold' : 'regular');
  const scale = size / f.font.unitsPerEm;
  // One glyph a code point: opentype.js's own shaping stops on DejaVu's ccmp lookups, and the texts drawn
  // here (Latin, Greek, Cyrillic, CJK, digits) need no substitution.
  const glyphs = [...text].map((ch) => f.font.charToGlyph(ch));
  const pens: number[] = [];
  let pen = 0;
  for (let i = 0; i < glyphs.length; i++) {
    if (i > 0) pen += f.font.getKerningValue(glyphs[i - 1], glyphs[i]);
    pens.push(pen);
    pen += glyphs[i].advanceWidth ?? 0;
  }
  const anchor = a['text-anchor'] ?? inherited['text-anchor'] ?? 'start';
  const shift = anchor === 'middle' ? pen / 2 : anchor === 'end' ? pen : 0;
  const dy = a.dy === undefined ? 0 : a.dy.endsWith('em') ? Number(a.dy.slice(0, -2)) * size : Number(a.dy);
  const x = num(a.x) - shift * scale;
  const y = num(a.y) + dy;
  const parts: string[] = [];
  for (let i = 0; i < glyphs.length; i++) {
    const g = glyphs[i];
    let d = f.outlines.get(g.index);
    if (d === undefined) {
      d = g.getPath(0, 0, f.font.unitsPerEm).toPathData(1);
      f.outlines.set(g.index, d);
    }
    if (d) parts.push(`<path transform="translate(${fmt(pens[i])} 0)" d="${d}"/>`);
  }
  const fill = a.fill ?? inherited.fill ?? '#000';
  const own = `<g transform="translate(${fmt(x)} ${fmt(y)}) scale(${scale})" fill="${fill}">${parts.join('')}</g>`;
  return a.transform ? `<g transform="${a.transform}">${own}</g>` : own;
}

/** The SVG with every <text> it can draw as outlines; `complex` when some text was left for resvg to shape. */
export function outlineText(svg: string): { svg: string; complex: boolean } {
  const stack: Inherited[] = [{}];
  let complex = false;
  const out = svg.replace(
    /<g\b([^>]*?)(\/?)>|<\/g>|<text\b([^>]*)>([\s\S]*?)<\/text>/g,
    (m, gAttrs, selfClose, tAttrs, body) => {
      if (m === '</g>') {
        stack.pop();
        return m;
      }
      const top = stack[stack.length - 1];
      if (gAttrs !== undefined) {
        if (!selfClose) {
          const a = attrs(gAttrs);
          const next: Inherited = { ...top };
          for (const k of INHERITED) if (a[k] !== undefined) next[k] = a[k];
          stack.push(next);
        }
        return m;
      }
      const text = decode(body as string);
      if (/[<]/.test(body as string) || COMPLEX.test(text)) {
        complex = true;
        return m;
      }
      return outline(text, attrs(tAttrs as string), top);
    },
  );
  return { svg: out, complex };
}
