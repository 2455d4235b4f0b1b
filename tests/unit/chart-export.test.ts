// Chart files and embeds on the tiny chart fixture (tests/fixtures/charts/): the catalog's ids, the
// export SVG's drawn text, escaping and determinism, the CSV of points, and the embed snippet.
import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { chartCatalog, type ChartEntry, type ScatterEntry } from '../../src/lib/charts/catalog.ts';
import { escapeXml, exportSize, exportSvg, wrapText } from '../../src/lib/charts/export.ts';
import { pointsCsv, chartCsv } from '../../src/lib/charts/points-csv.ts';
import { embedSnippet } from '../../src/lib/charts/embed.ts';
import { chartDataset, hostileChartDataset, HOSTILE_NAME } from '../fixtures/charts/dataset.ts';
import { chartPng, encodeRgbPng } from '../../src/lib/node/chart-png.ts';
import { pngSize } from '../../src/lib/node/png.ts';
import { inflateSync } from 'node:zlib';

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

describe('chart catalog', () => {
  it('lists the task chart, the GPU comparison and two charts per model and task, with ids from slugs', () => {
    expect(catalog.map((e) => e.id)).toEqual([
      'task-lm-arena-chat-gpu-comparison',
      'task-lm-arena-chat-latency',
      'model-org-model-a-lm-arena-chat-batch',
      'model-org-model-a-lm-arena-chat-latency',
      'model-org-model-b-lm-arena-chat-batch',
      'model-org-model-b-lm-arena-chat-latency',
    ]);
    expect(catalog.every((e) => e.releaseId === chartDataset.release.id)).toBe(true);
    expect(scatter('model-org-model-a-lm-arena-chat-batch').pagePath).toBe('/models/org-model-a/#batch-lm-arena-chat');
  });
});

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

describe('CSV of a chart', () => {
  const e = scatter('model-org-model-a-lm-arena-chat-latency');
  const parsed = Papa.parse<Record<string, string>>(pointsCsv(e, SITE), { header: true, skipEmptyLines: true });
  it('has units in its header and one line per point', () => {
    expect(parsed.meta.fields).toEqual([
      'row_id',
      'model',
      'model_name',
      'gpu',
      'setting',
      'batch_cap_requests',
      'median_itl_ms',
      'energy_per_token_j',
      'wh_per_million_output_tokens',
      'selected_for_index',
      'figure_page',
    ]);
    expect(parsed.data).toHaveLength(7);
  });
  it("holds the chart's points: x is the median ITL, y the energy per token, as drawn", () => {
    const points = e.chart.spec.points;
    parsed.data.forEach((line, i) => {
      expect(line.row_id).toBe(points[i].id);
      expect(Number(line.median_itl_ms)).toBe(points[i].x);
      expect(Number(line.energy_per_token_j)).toBe(points[i].y);
    });
    // Worked by hand: 1 x H100 batch 16 is 20 ms and 0.5 J = 0.5 x 1e6 / 3600 = 138.888... Wh per million.
    const b16 = parsed.data.find((l) => l.setting === '1 x H100' && l.batch_cap_requests === '16')!;
    expect(b16.median_itl_ms).toBe('20');
    expect(Number(b16.wh_per_million_output_tokens)).toBeCloseTo(138.8889, 4);
    expect(b16.figure_page).toBe(`${SITE}/releases/${chartDataset.release.id}/rows/${b16.row_id}/`);
  });
  it('marks the selected configurations: per GPU setting of model A, the lowest energy', () => {
    const sel = parsed.data
      .filter((l) => l.selected_for_index === 'true')
      .map((l) => `${l.setting} b${l.batch_cap_requests}`);
    expect(sel.sort()).toEqual(['1 x B200 b64', '2 x H100 TP2 b64']);
  });
  it('neutralises a model name that starts like a formula', () => {
    const hostile = chartCatalog(hostileChartDataset).find((x) => x.id === 'model-org-model-b-lm-arena-chat-batch')!;
    const lines = Papa.parse<Record<string, string>>(chartCsv(hostile, SITE), { header: true, skipEmptyLines: true });
    expect(lines.data[0].model_name).toBe(`'${HOSTILE_NAME}`);
  });
});

describe('embed snippet', () => {
  it('is an iframe of the embed page pinned to the release, titled, sized and lazy', () => {
    const e = byId.get('task-lm-arena-chat-latency') as ChartEntry;
    expect(embedSnippet(e, SITE)).toBe(
      `<iframe src="${SITE}/releases/${chartDataset.release.id}/embed/task-lm-arena-chat-latency/" ` +
        `title="Text Conversation: energy per token against median inter-token latency" width="760" height="840" ` +
        `loading="lazy"></iframe>`,
    );
  });
  it('escapes the title attribute', () => {
    const hostile = chartCatalog(hostileChartDataset).find((x) => x.id === 'model-org-model-b-lm-arena-chat-batch')!;
    const snippet = embedSnippet(hostile, SITE);
    // The name is escaped and kept in its bidi isolate (FSI ... PDI), as on the page.
    expect(snippet).toContain('title="\u2068=HYPERLINK(&quot;x&quot;)&lt;script&gt;&amp;&quot;\u202egnp.exe\u2069, ');
    expect(snippet.match(/"/g)!.length % 2).toBe(0);
  });
});

describe('chart PNG', () => {
  it('is an RGB PNG of the export at its size, the same bytes twice; the encoder on a 2 x 1 image', () => {
    const svg = exportSvg(scatter('model-org-model-a-lm-arena-chat-batch'), 'Test index', SITE);
    const png = chartPng(svg);
    expect(pngSize(png)).toEqual(exportSize(svg));
    expect(Buffer.from(chartPng(svg)).equals(Buffer.from(png))).toBe(true);
    // A 2 x 1 image worked by hand: red then white; alpha dropped, one filter byte (0) per row.
    const tiny = Buffer.from(encodeRgbPng(2, 1, new Uint8Array([255, 0, 0, 255, 255, 255, 255, 255])));
    const idat = tiny.indexOf('IDAT');
    const len = tiny.readUInt32BE(idat - 4);
    expect([...inflateSync(tiny.subarray(idat + 4, idat + 4 + len))]).toEqual([0, 255, 0, 0, 255, 255, 255]);
    expect(tiny[8 + 8 + 9]).toBe(2); // IHDR colour type: RGB
  });
});
