// Every chart of one release, listed once (id, title, summary, page, what it draws): pages, chart files and embed pages
// all read this list, so they show the same chart.
import { extent } from 'd3';
import { modelRows, sourcesOf, type CheckedRow, type Dataset } from '../core/dataset.ts';
import { slugify } from '../core/slug.ts';
import { isolate } from '../text/bidi.ts';
import { fmtCount, fmtEnergy, fmtOne } from '../text/format.ts';
import { modelUrl, taskUrl } from '../text/site-links.ts';
import { boundaryPhrase } from '../text/boundary-phrase.ts';
import { comparisonTitle, gpuFinding, matchedLine, settingsDiffer, type GpuComparison } from '../views/headline.ts';
import { modelChart, shownSentence, taskLatencyChart, type ChartData } from './energy-charts.ts';

interface EntryBase {
  /** Unique within the release, from slugs: `task-<task>-latency`, `model-<model>-<task>-batch`, ... */
  id: string;
  releaseId: string;
  /** The title as the page shows it: names isolated (bidi), so a right-to-left name cannot reorder it. */
  title: string;
  /** The same title without isolate characters, for the drawn export (text in an image has no markup). */
  plainTitle: string;
  /** One or two sentences read out with the chart and printed under it. */
  summary: string;
  /** Unit, axis and boundary, drawn under the title of the export. */
  subtitle: string;
  /** The page the chart is on, with the chart's element id as the fragment. */
  pagePath: string;
  domId: string;
  /** The task's name (every chart is of one task). */
  taskName: string;
  /** Sources of the plotted rows, with their licences: the export's source line and the embed's credit. */
  sources: { name: string; licence: string }[];
}

export interface ScatterEntry extends EntryBase {
  kind: 'scatter';
  chart: ChartData;
  /** The rows plotted, in the chart's order: the CSV of points joins them by id. */
  rows: CheckedRow[];
}

export interface ComparisonEntry extends EntryBase {
  kind: 'comparison';
  comparison: GpuComparison;
}

export type ChartEntry = ScatterEntry | ComparisonEntry;

export const taskChartId = (task: string) => `task-${slugify(task)}-latency`;
export const comparisonChartId = (task: string) => `task-${slugify(task)}-gpu-comparison`;
export const modelChartId = (model: string, task: string, kind: 'batch' | 'latency') =>
  `model-${slugify(model)}-${slugify(task)}-${kind}`;

/** Least and greatest of a field over rows (never empty here). */
const range = (rows: readonly CheckedRow[], f: (r: CheckedRow) => number) => extent(rows, f) as [number, number];

const boundaryLine = (d: Dataset) =>
  `GPU energy, ${d.release.basis} ${boundaryPhrase(d.release.boundary)}, summed over every card; release ${d.release.id}.`;

/** Every chart of a release: per task its GPU comparison and latency chart, per model and task two charts. */
export function chartCatalog(d: Dataset): ChartEntry[] {
  const releaseId = d.release.id;
  // Shapes by the GPUs this release measured, so a GPU added for another source moves no marker.
  const gpus = [...new Set(d.rows.map((r) => r.gpu))];
  const out: ChartEntry[] = [];
  // Unit, axis and boundary: the chart's x axis as its label says, in the running text.
  const subtitleOf = ({ spec }: ChartData) =>
    `J per output token, log scale, against ${spec.x.label[0].toLowerCase()}${spec.x.label.slice(1)}. ${boundaryLine(d)}`;
  for (const t of d.tasks) {
    const rows = d.publishable.filter((r) => r.task === t.id);
    const selected = d.selected.filter((r) => r.task === t.id);
    // The finding holds the comparison with its conditions: computed once, not twice.
    const finding = gpuFinding(d, t.id);
    if (finding) {
      const { comparison } = finding;
      const title = comparisonTitle(comparison);
      out.push({
        kind: 'comparison',
        id: comparisonChartId(t.id),
        releaseId,
        title,
        plainTitle: `${t.name}: ${title}`,
        summary: `${t.name}: ${fmtCount(comparison.pairs.length)} models measured on both GPUs.`,
        // The image travels alone: it carries how the settings differ and the same-setting median.
        subtitle: [
          `Each model's lowest energy per output token on each GPU, median inter-token latency at or under ` +
            `${fmtCount(d.ceilingMs)} ms, at full load. ${settingsDiffer(finding)}.`,
          matchedLine(finding),
          `Wh per million output tokens, log scale. ${boundaryLine(d)}`,
        ]
          .filter(Boolean)
          .join(' '),
        pagePath: `${taskUrl(t.id)}#finding`,
        domId: 'finding',
        taskName: t.name,
        sources: sourcesOf(
          d,
          comparison.pairs.flatMap((p) => [p.base, p.other]),
        ),
        comparison,
      });
    }
    if (rows.length === 0) continue;
    const [eLo, eHi] = range(rows, (r) => r.energy_per_token_j);
    const [iLo, iHi] = range(rows, (r) => r.median_itl_ms);
    const chart = taskLatencyChart(rows, new Set(selected.map((r) => r.id)), d.ceilingMs, gpus);
    out.push({
      kind: 'scatter',
      id: taskChartId(t.id),
      releaseId,
      title: `${isolate(t.name)}: energy per token against median inter-token latency`,
      plainTitle: `${t.name}: energy per token against median inter-token latency`,
      summary:
        `${fmtCount(rows.length)} configurations; energy per token from ${fmtEnergy(eLo)} to ${fmtEnergy(eHi)} J, ` +
        `median ITL from ${fmtOne(iLo)} to ${fmtOne(iHi)} ms. Lines trace each model's Pareto frontier on each ` +
        `GPU; outlined points are the configurations selected for the index under the latency ceiling. Both axes ` +
        `are logarithmic.${chart.shown ? ` ${shownSentence(chart.shown)}` : ''}`,
      subtitle: subtitleOf(chart),
      pagePath: `${taskUrl(t.id)}#task-chart`,
      domId: 'task-chart',
      taskName: t.name,
      sources: sourcesOf(d, rows),
      chart,
      rows,
    });
  }
  for (const m of d.models) {
    const { rows, selected } = modelRows(d, m.id);
    const selectedIds = new Set(selected.map((r) => r.id));
    for (const t of d.tasks.filter((x) => m.tasks.includes(x.id))) {
      const tr = rows.filter((r) => r.task === t.id);
      if (tr.length === 0) continue;
      const [eLo, eHi] = range(tr, (r) => r.energy_per_token_j);
      const [iLo, iHi] = range(tr, (r) => r.median_itl_ms);
      const names = (wrap: (s: string) => string) => `${wrap(m.name)}, ${wrap(t.name)}`;
      const common = {
        releaseId,
        taskName: t.name,
        sources: sourcesOf(d, tr),
        rows: tr,
        kind: 'scatter' as const,
      };
      for (const kind of ['batch', 'latency'] as const) {
        const chart = modelChart(kind, tr, selectedIds, gpus);
        const against = `energy per token against ${kind === 'batch' ? 'batch cap' : 'median inter-token latency'}`;
        out.push({
          ...common,
          id: modelChartId(m.id, t.id, kind),
          title: `${names(isolate)}: ${against}`,
          plainTitle: `${names((s) => s)}: ${against}`,
          summary:
            kind === 'batch'
              ? `${tr.length} configurations. Energy per token falls as the batch grows, from ${fmtEnergy(eHi)} J to ` +
                `${fmtEnergy(eLo)} J. One line per GPU setting, labelled at its end; both axes logarithmic.`
              : `Each GPU setting's Pareto frontier is drawn: no configuration off the line is both faster and more ` +
                `frugal. Median ITL from ${fmtOne(iLo)} to ${fmtOne(iHi)} ms.`,
          subtitle: subtitleOf(chart),
          pagePath: `${modelUrl(m.id)}#${kind}-${t.id}`,
          domId: `${kind}-${t.id}`,
          chart,
        });
      }
    }
  }
  const seen = new Set<string>();
  for (const e of out) {
    if (seen.has(e.id))
      throw new Error(`charts: two charts of release ${releaseId} get the id ${e.id}; chart ids must be unique`);
    seen.add(e.id);
  }
  return out;
}
