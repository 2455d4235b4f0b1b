// Golden images: two social cards and three chart PNGs drawn from the tiny chart fixture by resvg (the one
// renderer, build/images/svg-png.ts, with the committed fonts only), compared pixel by pixel with
// tests/golden/images/ (tolerance in png-compare.ts). A change in the cards, the charts or the renderer shows here.
import { describe, expect, it } from 'vitest';
import { homeCard, rowCard } from '../../src/lib/cards/content.ts';
import { chartCatalog } from '../../src/lib/charts/catalog.ts';
import { exportSvg } from '../../src/lib/charts/export.ts';
import { renderCard, svgToPng } from '../../src/build/images/svg-png.ts';
import { chartDataset } from '../fixtures/charts/dataset.ts';
import { CHANNEL_TOLERANCE, decodePng, matchGoldenPng, pixelDifference } from './png-compare.ts';

const chartSvg = (id: string) => {
  const entry = chartCatalog(chartDataset).find((e) => e.id === id);
  if (!entry) throw new Error(`no chart ${id} in the fixture's catalog`);
  return exportSvg(entry, 'Energy per Token Index', 'https://site.example');
};

const cases: [string, () => Uint8Array][] = [
  ['card-home.png', () => renderCard(homeCard(chartDataset, 'site.example/'))],
  [
    'card-row.png',
    () => renderCard(rowCard(chartDataset, chartDataset.selected[0], 'site.example/models/org-model-b/')),
  ],
  ['chart-task-latency.png', () => svgToPng(chartSvg('task-lm-arena-chat-latency'))],
  ['chart-gpu-comparison.png', () => svgToPng(chartSvg('task-lm-arena-chat-gpu-comparison'))],
  ['chart-model-batch.png', () => svgToPng(chartSvg('model-org-model-a-lm-arena-chat-batch'))],
];

describe('golden images', () => {
  it.each(cases)('%s is the committed picture', (name, draw) => {
    matchGoldenPng(name, draw());
  });
});

describe('the comparison itself', () => {
  const svg = chartSvg('model-org-model-a-lm-arena-chat-batch');
  it('decodes the PNGs resvg writes: a card at 1200 x 630, the same pixels twice', () => {
    const card = decodePng(renderCard(homeCard(chartDataset, 'site.example/')));
    expect([card.width, card.height]).toEqual([1200, 630]);
    expect(pixelDifference(decodePng(svgToPng(svg)), decodePng(svgToPng(svg))).count).toBe(0);
  });
  it('counts one pixel moved past the tolerance, and none within it', () => {
    const a = decodePng(svgToPng(svg));
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
