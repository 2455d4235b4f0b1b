// On a chart with too many lines to label them all (the task chart), the point a reader looks for first is
// labelled: the lowest energy of each GPU (colour group), named by its model. Placed beside the point, on the
// side with more room, the two lines of text spread apart when two GPUs' lowest points sit close.
import type { ChartSpec, Drawing } from './geometry.ts';
import { spreadLabels } from './spread-labels.ts';
import { compareCodeUnits } from '../core/order.ts';

export interface LowestLabel {
  /** The point's row id. */
  id: string;
  /** Its index in the spec's points (and the drawing's). */
  index: number;
  colorKey: string;
  /** Two lines: "lowest on B200", then the model. */
  lines: [string, string];
  /** Where the label's first line sits, in the drawing's px; x is the point's. */
  x: number;
  y: number;
  anchor: 'start' | 'end';
}

/** The lowest point (least y) of each colour group, ties by row id; none where every line is labelled already. */
export function lowestLabels(spec: ChartSpec, g: Drawing): LowestLabel[] {
  if (spec.directLabels !== 'picked') return [];
  const seriesByKey = new Map(spec.series.map((s) => [s.key, s]));
  const best = new Map<string, number>();
  spec.points.forEach((p, i) => {
    const s = seriesByKey.get(p.series);
    if (!s) return;
    const b = best.get(s.colorKey);
    const q = b === undefined ? undefined : spec.points[b];
    if (!q || p.y < q.y || (p.y === q.y && compareCodeUnits(p.id, q.id) < 0)) best.set(s.colorKey, i);
  });
  const picks = [...best.entries()].sort(
    ([a], [b]) => seriesShape(spec, a) - seriesShape(spec, b) || compareCodeUnits(a, b),
  );
  const font = g.layout.font;
  const [left, right] = g.x.range;
  const lineGap = font + 2;
  // The first line sits above the point's centre and the second at it, so the label reads beside the mark.
  const ys = spreadLabels(
    picks.map(([, i]) => g.points[i].cy - lineGap / 2),
    2 * lineGap,
    g.margin.top + font,
    g.layout.height - g.margin.bottom - lineGap,
  );
  return picks.map(([colorKey, i], k) => {
    const p = spec.points[i];
    const s = seriesByKey.get(p.series)!;
    const x = g.points[i].cx;
    return {
      id: p.id,
      index: i,
      colorKey,
      lines: [`lowest on ${colorKey}`, s.groupName ?? s.group],
      x,
      y: ys[k],
      anchor: x > (left + right) / 2 ? 'end' : 'start',
    };
  });
}

const seriesShape = (spec: ChartSpec, colorKey: string) => spec.series.find((s) => s.colorKey === colorKey)?.shape ?? 0;
