// Each chart of each release as a file to reuse: the drawn SVG, its PNG (resvg) and the CSV of its points.
import type { APIRoute } from 'astro';
import { allCharts, chartsOf } from '../../../../charts.ts';
import { exportSvg } from '../../../../lib/charts/export.ts';
import { chartCsv } from '../../../../lib/charts/points-csv.ts';
import { PRODUCT_NAME } from '../../../../lib/text/product.ts';
import { svgToPng } from '../../../../build/images/svg-png.ts';

const TYPES = { svg: 'image/svg+xml', png: 'image/png', csv: 'text/csv; charset=utf-8' } as const;

export function getStaticPaths() {
  return allCharts().flatMap((e) =>
    (['svg', 'png', 'csv'] as const).map((ext) => ({ params: { id: e.releaseId, file: `${e.id}.${ext}` } })),
  );
}

export const GET: APIRoute = ({ params, site }) => {
  const file = String(params.file);
  const ext = file.slice(file.lastIndexOf('.') + 1) as keyof typeof TYPES;
  const e = chartsOf(String(params.id)).get(file.slice(0, file.lastIndexOf('.')))!;
  const base = site ?? 'http://localhost/';
  const body =
    ext === 'csv'
      ? chartCsv(e, base)
      : ext === 'svg'
        ? exportSvg(e, PRODUCT_NAME, base)
        : svgToPng(exportSvg(e, PRODUCT_NAME, base));
  return new Response(body, { headers: { 'Content-Type': TYPES[ext] } });
};
