// On the task chart (too many lines to label), each GPU's lowest point is labelled with its model in the nearest clear
// spot (clear-spot.ts); the browser places it again at the window's width.
import { least, rollups } from 'd3';
import { fitLabel, textWidth, type ChartSpec, type Drawing } from './geometry.ts';
import { clearSpot, markerBox, segmentsOf, spotBox, spotsAround, type Box } from './clear-spot.ts';
import { project, round1 } from './project.ts';
import { compareCodeUnits } from '../core/order.ts';

/** The lowest point (least y) of each colour group, ties by row id; none where every line is labelled already. */
export function lowestLabels(spec: ChartSpec, g: Drawing) {
  if (spec.directLabels !== 'picked') return [];
  const seriesByKey = new Map(spec.series.map((s) => [s.key, s]));
  // Per GPU its lowest point; GPUs in shape order (a GPU has one shape), then by name.
  const picks = rollups(
    spec.points.map((p, i) => ({ p, i, s: seriesByKey.get(p.series)! })),
    (v) => least(v, (a, b) => a.p.y - b.p.y || compareCodeUnits(a.p.id, b.p.id))!,
    (v) => v.s.colorKey,
  ).sort(([a, x], [b, y]) => x.s.shape - y.s.shape || compareCodeUnits(a, b));
  const font = g.layout.font;
  const [left, right] = g.x.range;
  const lineGap = font + 2;
  const bounds: Box = {
    x: left,
    y: g.margin.top,
    w: right - left,
    h: g.layout.height - g.margin.bottom - g.margin.top,
  };
  const taken: Box[] = g.points.map((p) => markerBox(p.cx, p.cy, g.markerReach));
  const placed: Box[] = [];
  // The lines too, where a spot clear of them is found (on a dense chart, markers come first).
  const segments = spec.series.flatMap((s) =>
    segmentsOf(s.line.map((p) => ({ x: project(g.x, p.x), y: project(g.y, p.y) }))),
  );
  return picks.map(([colorKey, { p, i, s }]) => {
    const { cx, cy } = g.points[i];
    // Cut to the plot's width, so a long name stays on a phone's plot (the legend and table hold it whole).
    const fit = (text: string) => fitLabel(text, bounds.w, font);
    const lines: [string, string] = [fit(`lowest on ${colorKey}`), fit(s.groupName ?? s.group)];
    const size = { w: Math.max(...lines.map((t) => textWidth(t, font))), h: 2 * lineGap };
    const spot = clearSpot(
      spotsAround(size.w, size.h, g.markerReach, cx > (left + right) / 2 ? 'end' : 'start'),
      { x: cx, y: cy },
      size,
      taken,
      bounds,
      segments,
      placed,
    );
    placed.push(spotBox(spot, cx, cy, size.w, size.h));
    // Where the first line's centre sits, in the drawing's px (x is the point's); dx holds at every width.
    return {
      id: p.id,
      index: i,
      colorKey,
      lines,
      x: cx,
      y: round1(cy + spot.dy + lineGap / 2),
      anchor: spot.anchor,
      dx: round1(spot.dx),
    };
  });
}
