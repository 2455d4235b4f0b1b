// A chart as a standalone SVG: the page's geometry plus everything a reader needs drawn in as text (an image travels
// without its page). Colours as attributes, committed DejaVu Sans font; output depends only on the input.
import { comparisonGeometry, comparisonInput } from './gpu-comparison.ts';
import { chartGeometry, DASHES, legendOf, legendSymbol, WIDE } from './geometry.ts';
import { lowestLabels } from './lowest-labels.ts';
import { round1 } from './project.ts';
import type { ChartEntry, ComparisonEntry, ScatterEntry } from './catalog.ts';
import { gpuColours } from '../core/palette.ts';
import { embedUrl } from '../text/site-links.ts';

/** Width of every export, px. */
const EXPORT_WIDTH = 1200;
/** The family inside src/build/fonts/DejaVuSans*.ttf, then fallbacks for a viewer without it. */
const EXPORT_FONT = 'DejaVu Sans, Verdana, sans-serif';
const PAD = 40;
const INNER = EXPORT_WIDTH - 2 * PAD;

/** The site's light palette (src/styles/global.css): the export has no stylesheet to read it from. */
const INK = { fg: '#1b1f24', muted: '#57606a', line: '#d0d7de', bg: '#ffffff' };
/** A series' GPU colour in an export (drawn light), from the site's one palette; other GPUs by their shape index. */
const colourOf = (s: { colorKey: string; shape: number }) => gpuColours(s.colorKey, s.shape).light;

// Characters XML 1.0 forbids would make the file unreadable: they become U+FFFD. Markup characters are escaped.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
export const escapeXml = (s: string) =>
  s
    .replace(FORBIDDEN, '\ufffd')
    .replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Approximate advance of DejaVu Sans, em per character (wide enough for its capitals and digits). */
const EM = { regular: 0.62, bold: 0.68 };

/** Break a text into lines no wider than `width` at `size` px, at spaces (a longer word gets a line of its own). */
export function wrapText(text: string, width: number, size: number, bold = false): string[] {
  const max = Math.max(1, Math.floor(width / (size * (bold ? EM.bold : EM.regular))));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && [...line].length + 1 + [...word].length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

interface Block {
  /** Drawn with its top at y = 0. */
  svg: string;
  height: number;
}

function textBlock(text: string, size: number, fill: string, bold = false, gap = 1.3): Block {
  const lines = wrapText(text, INNER, size, bold);
  const lh = Math.round(size * gap);
  const weight = bold ? ' font-weight="700"' : '';
  const svg = lines
    .map(
      (l, i) =>
        `<text x="${PAD}" y="${i * lh + size}" font-size="${size}"${weight} fill="${fill}">${escapeXml(l)}</text>`,
    )
    .join('\n');
  return { svg, height: lines.length * lh };
}

/** Stack blocks top to bottom with `gap` px between them, each in a translated group. */
function stack(blocks: Block[], gap: number, top: number): { svg: string; height: number } {
  let y = top;
  const parts: string[] = [];
  for (const b of blocks) {
    parts.push(`<g transform="translate(0 ${y})">\n${b.svg}\n</g>`);
    y += b.height + gap;
  }
  return { svg: parts.join('\n'), height: y - gap };
}

/** A legend as rows of keys and labels, wrapped to the export's width. */
function legendBlock(entries: { key: string; text: string }[], size = 15): Block {
  const keyWidth = 34;
  const lh = Math.round(size * 1.7);
  let x = PAD;
  let row = 0;
  const parts: string[] = [];
  for (const e of entries) {
    const w = keyWidth + 6 + e.text.length * size * EM.regular + 24;
    if (x > PAD && x + w > EXPORT_WIDTH - PAD) {
      x = PAD;
      row++;
    }
    const cy = row * lh + lh / 2;
    parts.push(`<g transform="translate(${x} ${cy})">${e.key}</g>`);
    parts.push(
      `<text x="${round1(x + keyWidth + 6)}" y="${round1(cy)}" dy="0.35em" font-size="${size}" fill="${INK.fg}">${escapeXml(e.text)}</text>`,
    );
    x = round1(x + w);
  }
  return { svg: parts.join('\n'), height: (row + 1) * lh };
}

/** The page's point styles (chart-drawing.css): fill by variant, outlined when selected, faded beyond the ceiling. */
function pointAttrs(colour: string, variant: number, selected: boolean, over: boolean, onLine = true): string {
  const hollow = variant % 2 === 1;
  let [fillOpacity, stroke, strokeWidth, strokeOpacity] = [hollow ? 1 : 0.6, colour, hollow ? 1.5 : 1, 1];
  if (selected) [fillOpacity, stroke, strokeWidth] = [1, INK.fg, 2.5];
  // Off its line (not on a frontier): faint, so the frontiers read first (chart-drawing.css, .off).
  if (!onLine && !selected) [fillOpacity, strokeOpacity] = [0.15, 0.3];
  if (over) [fillOpacity, strokeOpacity] = [0.2, 0.35];
  return (
    `fill="${hollow ? INK.bg : colour}" fill-opacity="${fillOpacity}" stroke="${stroke}" stroke-width="${strokeWidth}"` +
    (strokeOpacity < 1 ? ` stroke-opacity="${strokeOpacity}"` : '')
  );
}

const dashAttr = (variant: number) => {
  const d = DASHES[variant % DASHES.length];
  return d ? ` stroke-dasharray="${d}"` : '';
};

/** The scatter chart's plot: the wide drawing's geometry, in its own units (720 wide). */
function scatterPlot(e: ScatterEntry): { svg: string; width: number; height: number; legend: Block } {
  const { spec } = e.chart;
  const g = chartGeometry(spec, WIDE);
  const { width, height, font } = g.layout;
  const m = g.margin;
  const seriesByKey = new Map(spec.series.map((s) => [s.key, s]));
  const symbolOf = new Map(g.symbols.map((s) => [s.shape, s.d]));
  const ticks = g.yTickSets[0];
  const out: string[] = [`<g font-size="${font}">`];
  for (const t of ticks.ticks)
    out.push(
      `<line x1="${m.left}" x2="${width - m.right}" y1="${t.pos}" y2="${t.pos}" stroke="${INK.line}" stroke-width="0.5"/>`,
      `<text x="${m.left - 5}" y="${t.pos}" dy="0.32em" text-anchor="end" fill="${INK.muted}">${escapeXml(t.text)}</text>`,
    );
  out.push(
    `<text transform="translate(${font} ${(m.top + height - m.bottom) / 2}) rotate(-90)" text-anchor="middle" fill="${INK.fg}">${escapeXml(ticks.label)}</text>`,
  );
  for (const t of g.xTicks)
    out.push(
      `<line x1="${t.pos}" x2="${t.pos}" y1="${m.top}" y2="${height - m.bottom}" stroke="${INK.line}" stroke-width="0.5"/>`,
      `<text x="${t.pos}" y="${height - m.bottom + font + 4}" text-anchor="middle" fill="${INK.muted}">${escapeXml(t.text)}</text>`,
    );
  out.push(
    `<text x="${(m.left + width - m.right) / 2}" y="${height - 6}" text-anchor="middle" fill="${INK.fg}">${escapeXml(spec.x.label)}</text>`,
  );
  if (g.ceiling && g.ceiling.x !== null)
    out.push(
      `<line x1="${g.ceiling.x}" x2="${g.ceiling.x}" y1="${m.top - 4}" y2="${height - m.bottom}" stroke="${INK.fg}" stroke-width="1.5" stroke-dasharray="4 3"/>`,
    );
  if (g.ceiling)
    out.push(
      `<text x="${g.ceiling.label.x}" y="${m.top - 8}" text-anchor="${g.ceiling.label.anchor}" font-weight="700" fill="${INK.fg}">${escapeXml(g.ceiling.text)}</text>`,
    );
  for (const s of g.series)
    if (s.d)
      out.push(`<path d="${s.d}" fill="none" stroke="${colourOf(s)}" stroke-width="1.5"${dashAttr(s.variant)}/>`);
  for (const p of g.points) {
    const s = seriesByKey.get(p.series)!;
    out.push(
      `<path data-row="${escapeXml(p.id)}" transform="translate(${p.cx} ${p.cy})" d="${symbolOf.get(s.shape)}" ${pointAttrs(colourOf(s), s.variant, p.selected, p.over, p.onLine)}/>`,
    );
  }
  // Labels at the lines' ends, when every line is labelled (the task chart labels a picked model only).
  if (spec.directLabels === 'all')
    for (const s of g.series)
      if (s.labelAt)
        out.push(
          `<text x="${s.labelAt.x}" y="${s.labelAt.y}" dy="0.32em" font-weight="700" fill="${colourOf(s)}">${escapeXml(s.labelAt.text)}</text>`,
        );
  for (const l of lowestLabels(spec, g)) {
    const colour = colourOf(seriesByKey.get(spec.points[l.index].series)!);
    out.push(
      `<text x="${l.x}" y="${l.y}" dx="${l.dx}" dy="0.32em" text-anchor="${l.anchor}" font-weight="700" fill="${colour}" stroke="${INK.bg}" stroke-width="5" stroke-linejoin="round" paint-order="stroke">${escapeXml(l.lines[0])}<tspan x="${l.x}" dx="${l.dx}" dy="${font + 2}">${escapeXml(l.lines[1])}</tspan></text>`,
    );
  }
  out.push('</g>');

  const hasLines = spec.series.some((s) => s.line.length > 1);
  const entries = legendOf(spec).map((l) => {
    const colour = colourOf(l);
    const line = hasLines
      ? `<line x1="1" x2="33" y1="0" y2="0" stroke="${colour}" stroke-width="2"${dashAttr(l.variant)}/>`
      : '';
    const mark = `<path transform="translate(17 0)" d="${legendSymbol(l.shape)}" ${pointAttrs(colour, l.variant, false, false)}/>`;
    return { key: line + mark, text: l.text };
  });
  if (spec.points.some((p) => p.selected))
    entries.push({
      key: `<circle cx="17" cy="0" r="5" fill="${INK.muted}" stroke="${INK.fg}" stroke-width="2.5"/>`,
      text: 'selected for the index',
    });
  if (g.ceiling && g.ceiling.x !== null)
    entries.push({
      key: `<line x1="17" x2="17" y1="-8" y2="8" stroke="${INK.fg}" stroke-width="1.5" stroke-dasharray="4 3"/>`,
      text: 'latency ceiling',
    });
  return { svg: out.join('\n'), width, height, legend: legendBlock(entries) };
}

const diamond = (x: number, y: number, r = 6) => `M${x},${y - r}L${x + r},${y}L${x},${y + r}L${x - r},${y}Z`;

/** The GPU comparison's plot: the page's wide drawing (720 wide). */
function comparisonPlot(e: ComparisonEntry): { svg: string; width: number; height: number; legend: Block } {
  const c = e.comparison;
  const { input } = comparisonInput(c);
  const g = comparisonGeometry(input, 'wide');
  const base = gpuColours(c.baseGpu, 0).light;
  const other = gpuColours(c.otherGpu, 1).light;
  const out: string[] = ['<g font-size="12">'];
  for (const t of g.ticks)
    out.push(
      `<line x1="${t.pos}" x2="${t.pos}" y1="${g.plot.top}" y2="${g.plot.bottom}" stroke="${INK.line}" stroke-width="0.5"/>`,
      `<text x="${t.pos}" y="${g.plot.bottom + 16}" text-anchor="middle" fill="${INK.muted}">${escapeXml(t.text)}</text>`,
    );
  for (const r of g.rows)
    out.push(
      `<text x="${r.labelX}" y="${r.labelY}" dy="0.32em" text-anchor="end" fill="${INK.fg}">${escapeXml(r.label)}</text>`,
      `<line x1="${r.baseX}" x2="${r.otherX}" y1="${r.y}" y2="${r.y}" stroke="${INK.muted}" stroke-width="1.5"/>`,
      `<circle cx="${r.baseX}" cy="${r.y}" r="5" fill="${base}"/>`,
      `<path d="${diamond(r.otherX, r.y)}" fill="${other}"/>`,
      `<text x="${r.noteX}" y="${r.noteY}" dy="0.32em" text-anchor="end" fill="${INK.muted}">${escapeXml(r.note)}</text>`,
    );
  out.push('</g>');
  const legend = legendBlock([
    { key: `<circle cx="17" cy="0" r="6" fill="${base}"/>`, text: c.baseGpu },
    { key: `<path d="${diamond(17, 0, 7)}" fill="${other}"/>`, text: c.otherGpu },
  ]);
  return { svg: out.join('\n'), width: g.width, height: g.height, legend };
}

/** The source line: each source of the plotted rows with its licence, the index, the release and the permanent address. */
function sourceLine(e: ChartEntry, indexName: string, site: URL | string): string {
  const sources = e.sources.map((s) => `${s.name} (licence: ${s.licence})`).join('; ');
  return `Source: ${sources}, selected by ${indexName}, release ${e.releaseId}. ${new URL(embedUrl(e.releaseId, e.id), site).href}`;
}

/** The standalone SVG of a chart: same input, same bytes. */
export function exportSvg(e: ChartEntry, indexName: string, site: URL | string): string {
  const plot = e.kind === 'scatter' ? scatterPlot(e) : comparisonPlot(e);
  const scale = INNER / plot.width;
  const plotBlock: Block = {
    svg: `<g transform="translate(${PAD} 0) scale(${round4(scale)})">\n${plot.svg}\n</g>`,
    height: Math.ceil(plot.height * scale),
  };
  const body = stack(
    [
      textBlock(e.plainTitle, 28, INK.fg, true, 1.25),
      textBlock(e.subtitle, 17, INK.muted),
      plotBlock,
      plot.legend,
      textBlock(sourceLine(e, indexName, site), 15, INK.muted),
    ],
    18,
    PAD - 8,
  );
  const height = Math.ceil(body.height + PAD - 8);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${EXPORT_WIDTH}" height="${height}" viewBox="0 0 ${EXPORT_WIDTH} ${height}" font-family="${EXPORT_FONT}" role="img">`,
    `<title>${escapeXml(e.plainTitle)}</title>`,
    `<desc>${escapeXml(`${e.summary} ${e.subtitle}`)}</desc>`,
    `<rect width="${EXPORT_WIDTH}" height="${height}" fill="${INK.bg}"/>`,
    body.svg,
    '</svg>',
    '',
  ].join('\n');
}

const round4 = (n: number) => Math.round(n * 1e4) / 1e4;
