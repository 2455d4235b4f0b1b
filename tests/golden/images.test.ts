// Golden images: two social cards and three chart PNGs drawn from the tiny chart fixture, compared pixel by
// pixel with tests/golden/images/ (tolerance in png-compare.ts). The cards are drawn by node/card-render.ts
// from glyphs resvg rasterises; two charts by the project's rasteriser (build/raster/, the way every chart PNG
// is drawn) and the third by resvg, the renderer it falls back to. A change in either renderer shows here.
import { describe, expect, it } from 'vitest';
import { homeCard, rowCard } from '../../src/lib/cards/content.ts';
import { chartCatalog } from '../../src/lib/charts/catalog.ts';
import { exportSvg } from '../../src/lib/charts/export.ts';
import { renderCard } from '../../src/build/images/card.ts';
import { renderSvgRgba } from '../../src/build/images/card-render.ts';
import { chartPng, chartPngResvg } from '../../src/build/images/chart-png.ts';
import { chartDataset } from '../fixtures/charts/dataset.ts';
import { CHANNEL_TOLERANCE, decodePng, matchGoldenPng, pixelDifference } from './png-compare.ts';

const chartSvg = (id: string) => {
  const entry = chartCatalog(chartDataset).find((e) => e.id === id);
  if (!entry) throw new Error(`no chart ${id} in the fixture's catalog`);
  return exportSvg(entry, 'Test index', 'https://site.example');
};

const cases: [string, () => Uint8Array][] = [
  ['card-home.png', () => renderCard(homeCard(chartDataset))],
  ['card-row.png', () => renderCard(rowCard(chartDataset, chartDataset.selected[0]))],
  ['chart-task-latency.png', () => chartPng(chartSvg('task-lm-arena-chat-latency'))],
  ['chart-gpu-comparison.png', () => chartPng(chartSvg('task-lm-arena-chat-gpu-comparison'))],
  ['chart-model-batch-resvg.png', () => chartPngResvg(chartSvg('model-org-model-a-lm-arena-chat-batch'))],
];

describe('golden images', () => {
  it.each(cases)('%s is the committed picture', (name, draw) => {
    matchGoldenPng(name, draw());
  });
});

describe('the comparison itself', () => {
  const svg = chartSvg('model-org-model-a-lm-arena-chat-batch');
  it('decodes a PNG to the pixels it was encoded from (RGB, from resvg) and a card (palette)', () => {
    const raw = renderSvgRgba(svg);
    const decoded = decodePng(chartPngResvg(svg));
    expect([decoded.width, decoded.height]).toEqual([raw.width, raw.height]);
    expect(Buffer.from(decoded.pixels).equals(raw.pixels)).toBe(true);
    const card = decodePng(renderCard(homeCard(chartDataset)));
    expect([card.width, card.height]).toEqual([1200, 630]);
  });
  it('counts one pixel moved past the tolerance, and none within it', () => {
    const a = decodePng(chartPng(svg));
    const nudged = (by: number) => {
      // The green channel of pixel 1000, moved `by` levels (down, where up would pass 255).
      const pixels = Uint8Array.from(a.pixels);
      const v = pixels[4 * 1000 + 1];
      pixels[4 * 1000 + 1] = v + by <= 255 ? v + by : v - by;
      return { ...a, pixels };
    };
    expect(pixelDifference(a, nudged(CHANNEL_TOLERANCE)).count).toBe(0);
    expect(pixelDifference(a, nudged(CHANNEL_TOLERANCE + 1)).count).toBe(1);
  });
});
