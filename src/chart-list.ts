// Every chart of every release, listed once per build (lib/charts/catalog.ts), one entry per chart version, for
// the pages with charts, the chart files and the embed pages.
import { dataset } from './data.ts';
import { allReleases } from './lib/node/releases-load.ts';
import { comparisonChartId, type ChartEntry, type ComparisonEntry } from './lib/charts/catalog.ts';
import { chartVersions } from './lib/charts/versions.ts';

/** A release's charts by id; an unchanged chart is its first release's entry, whose files are there. */
export function chartsOf(releaseId: string): Map<string, ChartEntry> {
  const charts = chartVersions(allReleases(dataset)).byRelease.get(releaseId);
  if (!charts) throw new Error(`charts: no release ${releaseId}`);
  return charts;
}

/** Every chart version of every release, oldest release first: one set of files and one embed page each. */
export const allCharts = (): ChartEntry[] => chartVersions(allReleases(dataset)).versions;

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
