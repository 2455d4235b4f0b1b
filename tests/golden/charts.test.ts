// Golden files: each chart's two drawings on the tiny fixture in tests/fixtures/charts/, compared with
// the committed SVG under tests/golden/charts/. A change to the geometry or the markup shows as a diff
// in review; `npx vitest run -u` rewrites them on purpose.
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import ScatterChart from '../../src/components/ScatterChart.astro';
import {
  modelBatchChart,
  modelLatencyChart,
  taskLatencyChart,
  type ChartData,
} from '../../src/lib/charts/energy-charts.ts';
import { chartRows, GPUS, modelA, selectedIds } from '../fixtures/charts/rows.ts';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

/** Each drawing as a standalone SVG file, one element a line, so a diff reads element by element. */
async function drawings(id: string, chart: ChartData): Promise<Record<string, string>> {
  const html = await container.renderToString(ScatterChart, {
    props: { id, title: `${id} title`, summary: `${id} summary`, chart, follow: chart.spec.ceiling !== undefined },
  });
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<svg xmlns[^>]*class="drawing (\w+)"[\s\S]*?<\/svg>/g))
    out[m[1]] = `${m[0].replace(/>\s*</g, '>\n<')}\n`;
  return out;
}

const cases: [string, () => ChartData][] = [
  ['task-latency', () => taskLatencyChart(chartRows, selectedIds, 500, GPUS)],
  ['task-latency-ceiling-30', () => taskLatencyChart(chartRows, selectedIds, 30, GPUS)],
  ['model-batch', () => modelBatchChart(modelA, selectedIds, GPUS)],
  ['model-latency', () => modelLatencyChart(modelA, selectedIds, GPUS)],
];

describe('chart SVG golden files', () => {
  it.each(cases)('%s: wide and narrow drawings', async (name, make) => {
    const svgs = await drawings(name, make());
    expect(Object.keys(svgs)).toEqual(['wide', 'narrow']);
    await expect(svgs.wide).toMatchFileSnapshot(`./charts/${name}.wide.svg`);
    await expect(svgs.narrow).toMatchFileSnapshot(`./charts/${name}.narrow.svg`);
  });
});
