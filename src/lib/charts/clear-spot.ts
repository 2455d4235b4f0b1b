// Room for a label beside its point, covering no marker: box arithmetic shared by the build (phone width, estimated
// text widths) and the browser (window width, measured boxes), so both follow one rule.

/** In px. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** A straight piece of a chart's line, between two points in px. */
export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** Whether a segment passes through a box: clipped to the box's slab on each axis (Liang-Barsky), anything left. */
export function segmentMeetsBox(s: Segment, b: Box): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = s.x2 - s.x1;
  const dy = s.y2 - s.y1;
  for (const [p, q] of [
    [-dx, s.x1 - b.x],
    [dx, b.x + b.w - s.x1],
    [-dy, s.y1 - b.y],
    [dy, b.y + b.h - s.y1],
  ]) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const t = q / p;
      if (p < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
      if (t0 > t1) return false;
    }
  }
  return true;
}

export const segmentsOf = (pts: readonly { x: number; y: number }[]): Segment[] =>
  pts.slice(1).map((p, i) => ({ x1: pts[i].x, y1: pts[i].y, x2: p.x, y2: p.y }));

/** The square a marker covers, centred on its point. */
export const markerBox = (cx: number, cy: number, reach: number): Box => ({
  x: cx - reach,
  y: cy - reach,
  w: 2 * reach,
  h: 2 * reach,
});

/** A place for a label: which side of its point its text runs, and its box's top-left corner offset from the point. */
export interface Spot {
  anchor: 'start' | 'end';
  /** From the point to the text's start (anchor start) or end (anchor end), px. */
  dx: number;
  /** From the point to the label box's top, px. */
  dy: number;
}

/**
 * Spots for a w x h label, nearest first: level on either side (preferred first), then a half-line (`half` px) up or
 * down at a time, 16 times; at each height at the marker, or slid by half or whole width.
 */
export function spotsAround(w: number, h: number, reach: number, prefer: 'start' | 'end', half = h / 4): Spot[] {
  const gap = reach + 3;
  const sides: ('start' | 'end')[] = prefer === 'start' ? ['start', 'end'] : ['end', 'start'];
  const out: Spot[] = [];
  for (let k = 0; k <= 16; k++)
    for (const dy of k === 0 ? [-h / 2] : [-h / 2 - k * half, -h / 2 + k * half])
      for (const slide of [0, w / 2, w])
        for (const anchor of sides) out.push({ anchor, dx: anchor === 'start' ? gap + slide : -gap - slide, dy });
  return out;
}

/** A spot's box, for a label w x h beside a point at (px, py). */
export const spotBox = (s: Spot, px: number, py: number, w: number, h: number): Box => ({
  x: s.anchor === 'start' ? px + s.dx : px + s.dx - w,
  y: py + s.dy,
  w,
  h,
});

/**
 * The first spot inside `bounds` covering no obstacle and crossing no line; else the one crossing fewest lines; else
 * covering fewest obstacles. Placed labels are never covered while a spot over markers only is left (a name over a
 * marker still reads, two names over each other do not). Spots past the plot's left or right edge are slid back inside.
 */
export function clearSpot(
  spots: readonly Spot[],
  point: { x: number; y: number },
  size: { w: number; h: number },
  obstacles: readonly Box[],
  bounds: Box,
  lines: readonly Segment[] = [],
  labels: readonly Box[] = [],
): Spot {
  let best: Spot | undefined;
  let fewest = Infinity;
  for (const spot of spots) {
    const b = spotBox(spot, point.x, point.y, size.w, size.h);
    const shift = Math.max(0, bounds.x - b.x) - Math.max(0, b.x + b.w - (bounds.x + bounds.w));
    const s = shift === 0 ? spot : { ...spot, dx: spot.dx + shift };
    b.x += shift;
    const inside =
      b.x >= bounds.x && b.y >= bounds.y && b.x + b.w <= bounds.x + bounds.w && b.y + b.h <= bounds.y + bounds.h;
    if (!inside) continue;
    const count = (boxes: readonly Box[]) => boxes.reduce((n, o) => n + (overlaps(b, o) ? 1 : 0), 0);
    // A covered marker weighs more than every line the label could cross; a covered label more than every marker.
    const markerWeight = lines.length + 1;
    const score =
      count(labels) * (obstacles.length + 1) * markerWeight +
      count(obstacles) * markerWeight +
      lines.reduce((n, l) => n + (segmentMeetsBox(l, b) ? 1 : 0), 0);
    if (score === 0) return s;
    if (score < fewest) [best, fewest] = [s, score];
  }
  return best ?? spots[0];
}
