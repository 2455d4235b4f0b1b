// Every chart of every release, listed once per build (lib/charts/catalog.ts): the pages with charts,
// the chart files (/releases/<id>/charts/<chart>.svg|png|csv) and the embed pages read these lists.
import { dataset } from './data.ts';
import { allReleases } from './lib/node/releases-load.ts';
import { chartCatalog, comparisonChartId, type ChartEntry, type ComparisonEntry } from './lib/charts/catalog.ts';

const memo = new Map<string, Map<string, ChartEntry>>();

/** A release's charts by id, built on first use. */
export function chartsOf(releaseId: string): Map<string, ChartEntry> {
  let charts = memo.get(releaseId);
  if (!charts) {
    const rel = allReleases(dataset).find((r) => r.id === releaseId);
    if (!rel) throw new Error(`charts: no release ${releaseId}`);
    charts = new Map(chartCatalog(rel.dataset).map((e) => [e.id, e]));
    memo.set(releaseId, charts);
  }
  return charts;
}

/** Every chart of every release, oldest release first. */
export const allCharts = (): ChartEntry[] => allReleases(dataset).flatMap((r) => [...chartsOf(r.id).values()]);

/** A chart of the latest release, by id: the pages of the site show these. */
export function latestChart(id: string): ChartEntry {
  const e = chartsOf(dataset.release.id).get(id);
  if (!e) throw new Error(`charts: the latest release has no chart ${id}`);
  return e;
}

/** A task's GPU comparison chart of the latest release (the home and task pages show it). */
export function comparisonEntry(task: string): ComparisonEntry {
  const e = latestChart(comparisonChartId(task));
  if (e.kind !== 'comparison') throw new Error(`charts: ${e.id} is not a GPU comparison`);
  return e;
}
