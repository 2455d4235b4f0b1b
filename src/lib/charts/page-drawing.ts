// A scatter chart laid out once at a phone's width (PAGE) and drawn at every width: margins keep their px, the plot
// is a nested <svg> with x in percent and no viewBox, so text keeps its size. Lines sit in a stretched layer (STRETCH).
import { line } from 'd3';
import { chartGeometry, PAGE, type ChartSpec, type DrawnPoint } from './geometry.ts';
import { ceilingLabelInPlot, project, round1, round2, STRETCH, type AxisMap } from './project.ts';
import { escapeXml } from './export.ts';

/** A drawn point placed on the page: x a share of the plot's width (percent, by the share axis), y CSS px. */
export type PagePoint = Omit<DrawnPoint, 'cx' | 'cy'> & { x: number; y: number };

export function pageDrawing(spec: ChartSpec) {
  const g = chartGeometry(spec, PAGE);
  const [left, right] = g.x.range;
  const share = (px: number) => round2(((px - left) / (right - left)) * 100);
  const x: AxisMap = { ...g.x, range: [share(g.x.range[0]), share(g.x.range[1])] };
  const path = line<{ x: number; y: number }>()
    .x((p) => Math.round((project(x, p.x) * STRETCH) / 100))
    .y((p) => round1(project(g.y, p.y)))
    .digits(1);
  return {
    // The geometry in the layout's px (its width is PAGE's): y positions, margins, ticks, labels.
    g,
    // The x axis with its range as shares of the plot (0 to 100): the browser script places the ceiling with it.
    x,
    // A position in the layout's px as a share of the plot's width from its left edge, e.g. "43.21%".
    at: (px: number) => `${share(px)}%`,
    points: g.points.map((p, i): PagePoint => ({ ...p, x: round2(project(x, spec.points[i].x)), y: p.cy })),
    // Each series' line in the stretched layer's units, '' for a series without a line.
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

// A run of points as markup by hand: one self-closing <use> each; the ids' shared beginning is written once on the
// run's group (`data-p`), keeping hundreds of points small.
/** The longest beginning every id shares (the whole id for a run of one). */
export function commonPrefix(ids: readonly string[]): string {
  if (ids.length === 0) return '';
  let end = ids[0].length;
  for (const id of ids) {
    let i = 0;
    while (i < end && id.charCodeAt(i) === ids[0].charCodeAt(i)) i++;
    end = i;
  }
  return ids[0].slice(0, end);
}

/**
 * `<use>` elements classed sel (selected), over (beyond the ceiling), off (off its line: faint); a point's row id is
 * `prefix` (the group's `data-p`) joined with its `data-id`.
 */
export function pointsMarkup(points: readonly PagePoint[], href: string): { prefix: string; markup: string } {
  const prefix = commonPrefix(points.map((p) => p.id));
  const markup = points
    .map((p) => {
      const cls = [p.selected ? 'sel' : '', p.over ? 'over' : '', p.onLine ? '' : 'off'].filter(Boolean).join(' ');
      return (
        `<use href="${escapeXml(href)}" x="${p.x}%" y="${p.y}"${cls ? ` class="${cls}"` : ''}` +
        ` data-id="${escapeXml(p.id.slice(prefix.length))}"/>`
      );
    })
    .join('');
  return { prefix, markup };
}
