// Chart arithmetic with d3 (scales, ticks, line paths); returns plain objects that .astro components
// write as SVG. No DOM here, so it runs in the build and in tests alike.
import { extent, line, scaleLinear, scaleLog, type ScaleContinuousNumeric } from 'd3';

export interface PointIn {
  x: number;
  y: number;
  /** Series name, shown in the legend. */
  series: string;
  /** Colour group (e.g. the GPU); becomes a CSS class, so colours come from the stylesheet. */
  colorKey: string;
  label: string;
  emphasis?: boolean;
}
export interface LineIn {
  series: string;
  colorKey: string;
  label: string;
  points: { x: number; y: number }[];
}
export interface AxisSpec {
  label: string;
  log?: boolean;
  format: (n: number) => string;
}

export interface ChartGeometry {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
  xTicks: { pos: number; text: string }[];
  yTicks: { pos: number; text: string }[];
  points: (PointIn & { cx: number; cy: number })[];
  lines: (LineIn & { d: string })[];
}

const round = (n: number) => Math.round(n * 10) / 10;

function makeScale(
  values: number[],
  log: boolean | undefined,
  range: [number, number],
): ScaleContinuousNumeric<number, number> {
  const [lo, hi] = extent(values) as [number, number];
  if (log)
    return scaleLog()
      .domain([lo / 1.15, hi * 1.15])
      .range(range)
      .nice();
  return scaleLinear()
    .domain([Math.min(0, lo), hi * 1.05])
    .range(range)
    .nice();
}

/** Ticks that read well: on a log axis keep 1-2-5 steps only, so labels never collide. */
function ticks(scale: ScaleContinuousNumeric<number, number>, log: boolean | undefined, format: (n: number) => string) {
  const raw = log
    ? scale.ticks(6).filter((t) => [1, 2, 5].includes(Number((t / 10 ** Math.floor(Math.log10(t))).toPrecision(1))))
    : scale.ticks(6);
  return raw.map((t) => ({ pos: round(scale(t)), text: format(t) }));
}

export function scatterGeometry(
  points: PointIn[],
  lines: LineIn[],
  x: AxisSpec,
  y: AxisSpec,
  width = 720,
  height = 420,
): ChartGeometry {
  const margin = { top: 16, right: 16, bottom: 48, left: 64 };
  const all = [...points, ...lines.flatMap((l) => l.points)];
  const xs = makeScale(
    all.map((p) => p.x),
    x.log,
    [margin.left, width - margin.right],
  );
  const ys = makeScale(
    all.map((p) => p.y),
    y.log,
    [height - margin.bottom, margin.top],
  );
  const path = line<{ x: number; y: number }>()
    .x((p) => round(xs(p.x)))
    .y((p) => round(ys(p.y)));
  return {
    width,
    height,
    margin,
    xTicks: ticks(xs, x.log, x.format),
    yTicks: ticks(ys, y.log, y.format),
    points: points.map((p) => ({ ...p, cx: round(xs(p.x)), cy: round(ys(p.y)) })),
    lines: lines.map((l) => ({ ...l, d: path(l.points) ?? '' })),
  };
}
