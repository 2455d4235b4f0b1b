// Chart PNGs (src/build/images/chart-png.ts) from the export SVG of the tiny chart fixture (tests/fixtures/charts/).
import { describe, expect, it } from 'vitest';
import { chartCatalog, type ScatterEntry } from '../../../../src/lib/charts/catalog.ts';
import { exportSize, exportSvg } from '../../../../src/lib/charts/export.ts';
import { chartDataset } from '../../../fixtures/charts/dataset.ts';
import { chartPng, encodeRgbPng } from '../../../../src/build/images/chart-png.ts';
import { pngSize } from '../../../../src/build/images/png.ts';
import { inflateSync } from 'node:zlib';

const SITE = 'https://site.example';
const catalog = chartCatalog(chartDataset);
const byId = new Map(catalog.map((e) => [e.id, e]));
const scatter = (id: string) => byId.get(id) as ScatterEntry;

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
