// The CSV of a chart's points (src/lib/charts/points-csv.ts) on the tiny chart fixture (tests/fixtures/charts/).
import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { chartCatalog, type ScatterEntry } from '../../../src/lib/charts/catalog.ts';
import { pointsCsv, chartCsv } from '../../../src/lib/charts/points-csv.ts';
import { OWN_PAGES } from '../../../src/lib/text/site-links.ts';
import { chartDataset, hostileChartDataset, HOSTILE_NAME } from '../../fixtures/charts/dataset.ts';

const SITE = 'https://site.example';
const catalog = chartCatalog(chartDataset);
const byId = new Map(catalog.map((e) => [e.id, e]));
const scatter = (id: string) => byId.get(id) as ScatterEntry;

describe('CSV of a chart', () => {
  const e = scatter('model-org-model-a-lm-arena-chat-latency');
  const parsed = Papa.parse<Record<string, string>>(pointsCsv(e, SITE, OWN_PAGES), {
    header: true,
    skipEmptyLines: true,
  });
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
    const lines = Papa.parse<Record<string, string>>(chartCsv(hostile, SITE, OWN_PAGES), {
      header: true,
      skipEmptyLines: true,
    });
    expect(lines.data[0].model_name).toBe(`'${HOSTILE_NAME}`);
  });
});
