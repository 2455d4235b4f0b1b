// A run of chart points (one series) as SVG markup, written by hand rather than by the template: each point
// is one self-closing <use> (valid for SVG inside HTML) with its x as a share of the width. The row ids of a
// run share their beginning (task, model, GPU): it is written once, on the run's group (`data-p`), and each
// point carries the rest, which keeps the task chart's hundreds of points small. Attribute values are escaped.
import type { PagePoint } from './page-drawing.ts';

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

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
 * `<use>` elements for a run of points drawn with the symbol `href`, classed sel (selected), over (beyond
 * the ceiling) and off (off its series' line: drawn faint); `prefix` is the run's shared id beginning (for its group's `data-p`), each point's `data-id`
 * the rest: a point's row id is the two joined.
 */
export function pointsMarkup(points: readonly PagePoint[], href: string): { prefix: string; markup: string } {
  const prefix = commonPrefix(points.map((p) => p.id));
  const markup = points
    .map((p) => {
      const cls = [p.selected ? 'sel' : '', p.over ? 'over' : '', p.onLine ? '' : 'off'].filter(Boolean).join(' ');
      return (
        `<use href="${escapeAttr(href)}" x="${p.x}%" y="${p.y}"${cls ? ` class="${cls}"` : ''}` +
        ` data-id="${escapeAttr(p.id.slice(prefix.length))}"/>`
      );
    })
    .join('');
  return { prefix, markup };
}
