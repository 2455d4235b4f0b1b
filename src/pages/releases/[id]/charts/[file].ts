// Each chart of each release as a file to reuse: the drawn SVG, its PNG, and the CSV of its points. A build
// writes these files in worker threads (src/build/data-files.ts), so this endpoint lists no path there;
// the dev server has no build hooks, so there it serves them.
import type { APIRoute } from 'astro';
import { allCharts, chartsOf } from '../../../../chart-list.ts';
import { dataset } from '../../../../data.ts';
import { exportSvg } from '../../../../lib/charts/export.ts';
import { chartCsv } from '../../../../lib/charts/points-csv.ts';
import { chartPng } from '../../../../build/images/chart-png.ts';

const TYPES = { svg: 'image/svg+xml', png: 'image/png', csv: 'text/csv; charset=utf-8' } as const;

export function getStaticPaths() {
  if (!import.meta.env.DEV) return [];
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
        ? exportSvg(e, dataset.release.title, base)
        : chartPng(exportSvg(e, dataset.release.title, base));
  return new Response(body, { headers: { 'Content-Type': TYPES[ext] } });
};
