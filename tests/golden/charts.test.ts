// Golden files: each chart's drawing (one for every width) on the tiny fixture in tests/fixtures/charts/,
// compared with the committed SVG under tests/golden/charts/. A change to the geometry or the markup shows as a diff
// in review; `npx vitest run -u` rewrites them on purpose. One chart's export (the SVG a reader downloads)
// is kept the same way.
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import ScatterChart from '../../src/components/ScatterChart.astro';
import { modelChart, taskLatencyChart, type ChartData } from '../../src/lib/charts/energy-charts.ts';
import { chartRows, GPUS, modelA, selectedIds } from '../fixtures/charts/rows.ts';
import { chartCatalog, type ScatterEntry } from '../../src/lib/charts/catalog.ts';
import { exportSvg } from '../../src/lib/charts/export.ts';
import { chartDataset } from '../fixtures/charts/dataset.ts';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

/** The drawings as standalone SVG files, one element a line, so a diff reads element by element. */
async function drawings(id: string, chart: ChartData): Promise<string[]> {
  // The entry as the catalog makes it, but for a chart of the fixture alone (its files and links are not drawn).
  const entry: ScatterEntry = {
    kind: 'scatter',
    id,
    releaseId: 'fixture',
    title: `${id} title`,
    plainTitle: `${id} title`,
    summary: `${id} summary`,
    subtitle: `${id} subtitle`,
    pagePath: `/${id}/`,
    domId: id,
    taskName: 'Task',
    sources: [],
    chart,
    rows: [],
  };
  const html = await container.renderToString(ScatterChart, {
    props: { entry, follow: chart.spec.ceiling !== undefined, tools: false },
  });
  // A drawing ends after its cursor, the last element (its layer of lines is an <svg> inside it).
  return [
    ...html.matchAll(/<svg xmlns[^>]*class="drawing"[\s\S]*?class="cursor off"[^>]*>(<\/circle>)?\s*<\/svg>/g),
  ].map((m) => `${m[0].replace(/>\s*</g, '>\n<')}\n`);
}

const cases: [string, () => ChartData][] = [
  ['task-latency', () => taskLatencyChart(chartRows, selectedIds, 500, GPUS)],
  ['task-latency-ceiling-30', () => taskLatencyChart(chartRows, selectedIds, 30, GPUS)],
  ['model-batch', () => modelChart('batch', modelA, selectedIds, GPUS)],
  ['model-latency', () => modelChart('latency', modelA, selectedIds, GPUS)],
];

describe('chart SVG golden files', () => {
  it.each(cases)('%s: one drawing for every width', async (name, make) => {
    const svgs = await drawings(name, make());
    expect(svgs).toHaveLength(1);
    await expect(svgs[0]).toMatchFileSnapshot(`./charts/${name}.svg`);
  });
});

describe('chart export golden file', () => {
  it('model batch chart of the fixture, as the standalone SVG a reader downloads', async () => {
    const entry = chartCatalog(chartDataset).find((e) => e.id === 'model-org-model-a-lm-arena-chat-batch')!;
    await expect(exportSvg(entry, 'Test index', 'https://site.example')).toMatchFileSnapshot(
      './charts/export-model-batch.svg',
    );
  });
});
