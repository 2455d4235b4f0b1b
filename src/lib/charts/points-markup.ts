// A run of chart points as SVG markup, written by hand rather than by the template: each point is one
// self-closing <use> (valid for SVG inside HTML), which keeps the task chart's hundreds of points, drawn
// twice, a few kilobytes smaller than the template's <use ...></use>. Attribute values are escaped.
import type { DrawnPoint } from './geometry.ts';

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `<use>` elements for points drawn with the symbol `href`, classed pt (and sel, over); each carries its
 * row id when `withIds` (the first drawing: the others find a point's id by its position).
 */
export function pointsMarkup(points: readonly DrawnPoint[], href: string, withIds: boolean): string {
  return points
    .map((p) => {
      const cls = `pt${p.selected ? ' sel' : ''}${p.over ? ' over' : ''}`;
      const id = withIds ? ` data-id="${escapeAttr(p.id)}"` : '';
      return `<use href="${escapeAttr(href)}" x="${p.cx}" y="${p.cy}" class="${cls}"${id}/>`;
    })
    .join('');
}
