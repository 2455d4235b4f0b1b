// A scatter chart laid out once at a phone's width (PAGE) and drawn at every width: margins keep their px, the plot
// is a nested <svg> with x in percent and no viewBox, so text keeps its size. Lines sit in a stretched layer (STRETCH).
import { line } from 'd3';
import { chartGeometry, PAGE, type ChartSpec, type Drawing } from './geometry.ts';
import { ceilingLabelInPlot, project, round1, round2, STRETCH, type AxisMap } from './project.ts';

export { STRETCH };

export interface PagePoint {
  id: string;
  /** Share of the plot's width, percent. */
  x: number;
  /** CSS px from the top. */
  y: number;
  series: string;
  selected: boolean;
  over: boolean;
  /** On its series' line: drawn strong, the rest faint. */
  onLine: boolean;
}

export interface PageDrawing {
  /** The geometry in the layout's px (its width is PAGE's): y positions, margins, ticks, labels. */
  g: Drawing;
  /** The x axis with its range as shares of the plot (0 to 100): the browser script places the ceiling with it. */
  x: AxisMap;
  /** A position in the layout's px as a share of the plot's width from its left edge, e.g. "43.21%". */
  at: (px: number) => string;
  /** The points, in the spec's order, x placed by the share axis (so the browser script's ceiling agrees). */
  points: PagePoint[];
  /** Each series' line in the stretched layer's units, '' for a series without a line. */
  paths: string[];
  /** The ceiling's label in the plot (a share and a px offset), or null without a ceiling. */
  ceilingLabel: ReturnType<typeof ceilingLabelInPlot> | null;
}

export function pageDrawing(spec: ChartSpec): PageDrawing {
  const g = chartGeometry(spec, PAGE);
  const [left, right] = g.x.range;
  const share = (px: number) => round2(((px - left) / (right - left)) * 100);
  const x: AxisMap = { ...g.x, range: [share(g.x.range[0]), share(g.x.range[1])] };
  const path = line<{ x: number; y: number }>()
    .x((p) => Math.round((project(x, p.x) * STRETCH) / 100))
    .y((p) => round1(project(g.y, p.y)))
    .digits(1);
  return {
    g,
    x,
    at: (px) => `${share(px)}%`,
    points: spec.points.map((p, i) => ({
      id: p.id,
      x: round2(project(x, p.x)),
      y: g.points[i].cy,
      series: p.series,
      selected: g.points[i].selected,
      over: g.points[i].over,
      onLine: g.points[i].onLine,
    })),
    paths: g.series.map((s) => (s.line.length > 1 ? (path(s.line) ?? '') : '')),
    ceilingLabel: g.ceiling
      ? ceilingLabelInPlot(
          g.ceiling.x === null ? null : share(g.ceiling.x),
          g.ceiling.side,
          right - left,
          g.margin.right,
        )
      : null,
  };
}
