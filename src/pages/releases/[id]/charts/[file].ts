// Each chart of each release as a file to reuse: the drawn SVG, its PNG (resvg), the CSV of its points and the
// metadata a program needs to cite them (title, unit, source, licence, release: lib/api/chart-metadata.ts).
import type { APIRoute } from 'astro';
import { allCharts, chartsOf } from '../../../../chart-list.ts';
import { dataset, figurePages } from '../../../../data.ts';
import { exportSvg } from '../../../../lib/charts/export.ts';
import { chartCsv } from '../../../../lib/charts/points-csv.ts';
import { PRODUCT_NAME } from '../../../../lib/text/page-title.ts';
import { allReleases } from '../../../../lib/node/releases-load.ts';
import { chartMetadata } from '../../../../lib/api/chart-metadata.ts';
import { stableJson } from '../../../../lib/text/json-format.ts';
import { svgToPng } from '../../../../build/images/svg-png.ts';

const TYPES = {
  svg: 'image/svg+xml',
  png: 'image/png',
  csv: 'text/csv; charset=utf-8',
  'metadata.json': 'application/json; charset=utf-8',
} as const;
const EXTS = Object.keys(TYPES) as (keyof typeof TYPES)[];

export function getStaticPaths() {
  return allCharts().flatMap((e) => EXTS.map((ext) => ({ params: { id: e.releaseId, file: `${e.id}.${ext}` } })));
}

export const GET: APIRoute = ({ params, site }) => {
  const file = String(params.file);
  const ext = EXTS.find((x) => file.endsWith(`.${x}`))!;
  const e = chartsOf(String(params.id)).get(file.slice(0, -ext.length - 1))!;
  const base = site ?? 'http://localhost/';
  const own = allReleases(dataset).find((r) => r.id === e.releaseId)!.dataset;
  const body =
    ext === 'metadata.json'
      ? stableJson(chartMetadata(e, own, base))
      : ext === 'csv'
        ? chartCsv(e, base, figurePages)
        : ext === 'svg'
          ? exportSvg(e, PRODUCT_NAME, base)
          : svgToPng(exportSvg(e, PRODUCT_NAME, base));
  return new Response(body, { headers: { 'Content-Type': TYPES[ext] } });
};
