// A run of chart points as SVG markup by hand: one self-closing <use> each, x as a share of width. The ids' shared
// beginning is written once on the run's group (`data-p`), keeping hundreds of points small. Attributes escaped.
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
 * `<use>` elements classed sel (selected), over (beyond the ceiling), off (off its line: faint); a point's row id is
 * `prefix` (the group's `data-p`) joined with its `data-id`.
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
