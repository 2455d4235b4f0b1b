// The export SVG of a chart (src/lib/charts/export.ts) on the tiny chart fixture (tests/fixtures/charts/):
// drawn text, escaping and determinism.
import { describe, expect, it } from 'vitest';
import { chartCatalog, type ScatterEntry } from '../../../src/lib/charts/catalog.ts';
import { escapeXml, exportSvg, wrapText } from '../../../src/lib/charts/export.ts';
import { chartDataset, hostileChartDataset, HOSTILE_NAME } from '../../fixtures/charts/dataset.ts';

/** The export's size in px, read back from its root element (the PNG has the same). */
function exportSize(svg: string): { width: number; height: number } {
  const m = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg);
  if (!m) throw new Error('chart export: the SVG has no width and height');
  return { width: Number(m[1]), height: Number(m[2]) };
}

const SITE = 'https://site.example';
const catalog = chartCatalog(chartDataset);
const byId = new Map(catalog.map((e) => [e.id, e]));
const scatter = (id: string) => byId.get(id) as ScatterEntry;
/** The text drawn in an SVG, element by element, entities decoded. */
const drawnText = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) =>
    m[1]
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );

describe('export SVG', () => {
  const e = scatter('model-org-model-a-lm-arena-chat-batch');
  const svg = exportSvg(e, 'Test index', SITE);
  // Lines wrap: joined with spaces, the text reads as written.
  const text = drawnText(svg).join(' ');
  it('draws the title, unit, boundary, basis, release, source with licence and permanent address', () => {
    expect(text).toContain('Model A, Text Conversation: energy per token against batch cap');
    expect(text).toContain('J per output token');
    expect(text).toContain('at the GPU board');
    expect(text).toContain('measured');
    expect(text).toContain(`release ${chartDataset.release.id}`);
    expect(text).toMatch(/Source: Test source \(licence: Apache-2\.0\)/);
    // The address may wrap onto its own line; it is one word, so it is never cut.
    expect(text).toContain(`${SITE}/releases/${chartDataset.release.id}/embed/${e.id}/`);
  });
  it('draws every point and a legend entry per GPU setting', () => {
    const drawn = [...svg.matchAll(/<path data-row="([^"]+)"/g)].map((m) => m[1]);
    expect(drawn).toEqual(e.chart.spec.points.map((p) => p.id));
    for (const s of ['1 x H100', '2 x H100 TP2', '1 x B200']) expect(drawnText(svg)).toContain(s);
  });
  it('is 1200 px wide and says so in its root element', () => {
    expect(exportSize(svg).width).toBe(1200);
    expect(exportSize(svg).height).toBeGreaterThan(600);
  });
  it('gives the same bytes twice', () => {
    expect(exportSvg(chartCatalog(chartDataset)[3], 'Test index', SITE)).toBe(
      exportSvg(catalog[3], 'Test index', SITE),
    );
  });
  it('draws the comparison chart with both GPUs named', () => {
    const c = exportSvg(byId.get('task-lm-arena-chat-gpu-comparison')!, 'Test index', SITE);
    expect(drawnText(c)).toEqual(expect.arrayContaining(['H100', 'B200', 'Model A']));
  });
  it('escapes a hostile model name: no markup gets through, the name is drawn as text', () => {
    const hostile = chartCatalog(hostileChartDataset).find((x) => x.id === 'model-org-model-b-lm-arena-chat-batch')!;
    const out = exportSvg(hostile, 'Test index', SITE);
    expect(out).not.toContain('<script>');
    expect(out).toContain('&lt;script&gt;');
    expect(drawnText(out).join(' ')).toContain(HOSTILE_NAME);
    expect(escapeXml('a\u0001b')).toBe('a\ufffdb');
  });
  it('wraps long lines at spaces and never cuts a word', () => {
    expect(wrapText('aaaa bbbb cccc', 10 * 0.62 * 10, 10)).toEqual(['aaaa bbbb', 'cccc']);
    expect(wrapText('https://a.example/very/long/address', 50, 10)).toEqual(['https://a.example/very/long/address']);
  });
});
