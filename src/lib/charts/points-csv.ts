// A chart's points as CSV: every point, drawn or not (ChartData.shown), values unrounded, units in column names, text
// cells neutralised against formulas. The GPU comparison's CSV is its own (views/headline.ts).
import { whPerMillionTokens } from '../core/units.ts';
import { toCsv } from '../text/csv.ts';
import { comparisonCsv } from '../views/headline.ts';
import { rowPageUrl, type FigurePages } from '../text/site-links.ts';
import type { ChartEntry, ScatterEntry } from './catalog.ts';
import { settingOf } from './energy-charts.ts';

export function pointsCsv(e: ScatterEntry, site: URL | string, pages: FigurePages): string {
  const byId = new Map(e.rows.map((r) => [r.id, r]));
  const lines = e.chart.points.map((p) => {
    const r = byId.get(p.id);
    if (!r) throw new Error(`chart ${e.id}: point ${p.id} has no row`);
    return {
      row_id: r.id,
      model: r.model,
      model_name: r.model_name,
      gpu: r.gpu,
      setting: settingOf(r),
      batch_cap_requests: r.batch,
      median_itl_ms: r.median_itl_ms,
      energy_per_token_j: p.y,
      wh_per_million_output_tokens: whPerMillionTokens(p.y),
      selected_for_index: p.selected,
      figure_page: new URL(rowPageUrl(pages, r), site).href,
    };
  });
  // Columns in the order written above.
  return toCsv(lines);
}

/** A chart's data as CSV, whatever its kind. */
export const chartCsv = (e: ChartEntry, site: URL | string, pages: FigurePages) =>
  e.kind === 'scatter' ? pointsCsv(e, site, pages) : comparisonCsv(e.comparison);
