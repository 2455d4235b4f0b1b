// Browser side of ScatterChart.astro: arrow keys, hover and tap read a point out, the model picker, and on task
// pages the ceiling and selection following the `index-state` event. Text is set with textContent only.
import { CHART_HINT as HINT, pointSentence } from '../lib/charts/sentence.ts';
import {
  ceilingLabelInPlot,
  ceilingText,
  project,
  round2,
  sideOf,
  STRETCH,
  type AxisMap,
} from '../lib/charts/project.ts';
import { clearSpot, markerBox, segmentsOf, spotBox, spotsAround, type Box } from '../lib/charts/clear-spot.ts';
import type { IndexStateDetail } from './index-controls.ts';

/** How near a pointer must be to a point to pick it, CSS px. */
const REACH = 24;

function initChart(fig: HTMLElement): void {
  if (fig.dataset.ready) return;
  fig.dataset.ready = '1';
  const plot = fig.querySelector<HTMLElement>('[data-plot]')!;
  const readout = fig.querySelector<HTMLElement>('[data-readout]')!;
  // One drawing for every width: margins in CSS px (data-left, data-right), x positions shares of the plot
  // between them (percent), y positions CSS px.
  const svg = fig.querySelector<SVGSVGElement>('svg.drawing')!;
  const marginLeft = Number(svg.dataset.left);
  const marginRight = Number(svg.dataset.right);
  // [model, ...cells] a point, in the table's order; the "lowest on <GPU>" labels name the model when they move.
  const rows = pointRows(fig);
  const labels = rows.map(pointSentence);
  const picker = fig.querySelector<HTMLSelectElement>('[data-picker]');
  // Positions read once, here (the picker reorders the points later). Row id: the group's data-p + the point's data-id.
  const points = [...svg.querySelectorAll<SVGUseElement>('.points use')];
  const idOf = points.map((p) => `${(p.parentNode as SVGGElement).dataset.p ?? ''}${p.dataset.id ?? ''}`);
  const at = points.map((p) => ({ x: parseFloat(p.getAttribute('x') ?? '0'), y: Number(p.getAttribute('y')) }));
  const seriesOf = (p: SVGUseElement) => (p.parentNode as SVGGElement).dataset.s ?? '';
  const cursor = svg.querySelector<SVGCircleElement>('.cursor')!;
  /** A label's line height: the drawing's font size and 2 px, as the build sets its two-line labels. */
  const lineGap = Number(svg.getAttribute('font-size') ?? 12) + 2;
  let active: number | null = null;
  let picked = '';
  const pickedSeries = new Set<string>();

  plot.tabIndex = 0;
  plot.setAttribute(
    'aria-label',
    `${plot.getAttribute('aria-label')}. Arrow keys step through the ${labels.length} points.`,
  );

  /** Points a reader can step through: all, or the picked model's, left to right. */
  function order(): number[] {
    return [...points.entries()]
      .filter(([, p]) => !picked || pickedSeries.has(seriesOf(p)))
      .map(([i]) => i)
      .sort((a, b) => at[a].x - at[b].x || at[b].y - at[a].y);
  }

  function show(i: number | null): void {
    active = i;
    cursor.classList.toggle('off', i === null);
    if (i === null) {
      readout.textContent = HINT;
      return;
    }
    const p = points[i];
    cursor.setAttribute('cx', `${at[i].x}%`);
    cursor.setAttribute('cy', String(at[i].y));
    const notes = [
      p.classList.contains('sel') ? 'selected for the index' : '',
      p.classList.contains('over') ? 'above the ceiling' : '',
    ]
      .filter(Boolean)
      .join('; ');
    readout.textContent = `${labels[i]}${notes ? ` (${notes})` : ''}.`;
  }

  /** The point nearest the pointer, within reach, in CSS px (the drawing is not scaled: no viewBox). */
  function nearest(clientX: number, clientY: number): number | null {
    const box = svg.getBoundingClientRect();
    const plotWidth = box.width - marginLeft - marginRight;
    if (plotWidth <= 0) return null;
    let best: number | null = null;
    let bestDist = REACH;
    for (const [i, p] of points.entries()) {
      if (picked && !pickedSeries.has(seriesOf(p))) continue;
      const x = box.left + marginLeft + (at[i].x / 100) * plotWidth;
      const dist = Math.hypot(x - clientX, box.top + at[i].y - clientY);
      if (dist < bestDist) [best, bestDist] = [i, dist];
    }
    return best;
  }

  const onPointer = (e: PointerEvent) => {
    const i = nearest(e.clientX, e.clientY);
    if (i !== null && i !== active) show(i);
  };
  svg.addEventListener('pointermove', onPointer);
  svg.addEventListener('pointerdown', onPointer);

  plot.addEventListener('keydown', (e) => {
    const steps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    const seq = order();
    if (!seq.length) return;
    let next: number | undefined;
    if (e.key in steps) {
      const k = active === null ? -1 : seq.indexOf(active);
      next = seq[k === -1 ? (steps[e.key] > 0 ? 0 : seq.length - 1) : (k + steps[e.key] + seq.length) % seq.length];
    } else if (e.key === 'Home') next = seq[0];
    else if (e.key === 'End') next = seq[seq.length - 1];
    else if (e.key === 'Escape') return show(null);
    else return;
    e.preventDefault();
    show(next);
  });

  picker?.addEventListener('change', () => {
    picked = picker.value;
    pickedSeries.clear();
    for (const line of svg.querySelectorAll<SVGPathElement>('.lines [data-g]'))
      if (picked && line.dataset.g === picked) pickedSeries.add(line.dataset.s ?? '');
    const forward: Element[] = [];
    for (const el of svg.querySelectorAll<SVGElement>('.lines [data-s], .points [data-s], .labels [data-s]')) {
      const mine = pickedSeries.has(el.dataset.s ?? '');
      el.classList.toggle('fade', picked !== '' && !mine);
      el.classList.toggle('on', mine);
      if (mine) forward.push(el);
    }
    // Later in the SVG is drawn on top: the picked model's lines and points come forward.
    for (const el of forward) el.parentElement?.append(el);
    show(null);
    labelPicked();
    if (picked) readout.textContent = `${picker.selectedOptions[0].text}: ${order().length} configurations. ${HINT}`;
  });

  /** The picked model named at its lowest point under the ceiling, with its GPU (the build's labels step back). */
  function labelPicked(): void {
    const area = svg.querySelector<SVGSVGElement>('svg.area');
    if (!area) return;
    const name = picked && picker ? picker.selectedOptions[0].text : '';
    svg.querySelector('.lowest')?.classList.toggle('fade', name !== '');
    let label = area.querySelector<SVGTextElement>('text.picked-lowest');
    const mine = order().filter((i) => !points[i].classList.contains('over'));
    if (!name || !mine.length) {
      if (label) placed.delete(label);
      label?.remove();
      return;
    }
    const lowest = mine.reduce((a, b) => (at[b].y > at[a].y ? b : a));
    if (!label) {
      label = document.createElementNS('http://www.w3.org/2000/svg', 'text');
      label.classList.add('picked-lowest');
      label.append(document.createTextNode(''), document.createElementNS('http://www.w3.org/2000/svg', 'tspan'));
      area.append(label);
    }
    const tspan = label.querySelector('tspan')!;
    for (const el of [label, tspan]) el.setAttribute('x', `${at[lowest].x}%`);
    // Two lines, as the build sets each GPU's label, preferably to the left; refit clears it of the markers.
    label.dataset.row = idOf[lowest];
    label.firstChild!.textContent = name;
    tspan.setAttribute('dy', String(lineGap));
    tspan.textContent = `lowest, on ${rows[lowest][1] ?? ''}`;
    placed.set(label, { point: lowest, anchor: 'end' });
    refit();
  }

  // Each label's point and preferred side: every fit starts from there, so a label moved off on a narrow window
  // goes back beside its point on a wide one.
  const placed = new Map<SVGTextElement, { point: number; anchor: 'start' | 'end' }>();
  for (const label of svg.querySelectorAll<SVGTextElement>('.lowest > text')) {
    const point = idOf.indexOf(label.dataset.row ?? '');
    const anchor = label.getAttribute('text-anchor') === 'end' ? 'end' : 'start';
    if (point >= 0) placed.set(label, { point, anchor });
  }
  /** Labels are measured only while the chart is near the window (one off screen is not laid out). */
  let inView = false;
  new IntersectionObserver((entries) => {
    inView = entries.some((e) => e.isIntersecting);
    refit();
  }).observe(svg);
  // The plot's width follows the window's; labels are fitted again to the new width.
  new ResizeObserver(() => refit()).observe(svg);

  // Labels placed again at the drawing's width by the build's rule (clear-spot.ts), with their measured boxes:
  // one drawing serves every width. The picked model's first; faded labels are placed but not avoided.
  function refit(): void {
    if (!inView) return;
    const plotWidth = svg.getBoundingClientRect().width - marginLeft - marginRight;
    if (plotWidth <= 0) return;
    const reach = Number(svg.dataset.reach ?? 6);
    const bounds: Box = {
      x: 0,
      y: Number(svg.dataset.top),
      w: plotWidth,
      h: Number(svg.dataset.bottom) - Number(svg.dataset.top),
    };
    const pos = (i: number) => ({ x: (at[i].x / 100) * plotWidth, y: at[i].y });
    const taken: Box[] = [];
    for (const [i, p] of points.entries())
      if (!p.classList.contains('fade')) taken.push(markerBox(pos(i).x, pos(i).y, reach));
    const labels: Box[] = [];
    // The lines not stepped back, from their paths in the stretched layer (x in STRETCH units across the plot).
    const lines = [...svg.querySelectorAll<SVGPathElement>('.lines path')]
      .filter((l) => !l.classList.contains('fade'))
      .flatMap((l) =>
        segmentsOf(
          [...(l.getAttribute('d') ?? '').matchAll(/[ML](-?[\d.]+),(-?[\d.]+)/g)].map((m) => ({
            x: (Number(m[1]) / STRETCH) * plotWidth,
            y: Number(m[2]),
          })),
        ),
      );
    const shown = [...placed]
      .filter(([label]) => label.isConnected && label.style.display !== 'none')
      .sort(
        ([a], [b]) => Number(b.classList.contains('picked-lowest')) - Number(a.classList.contains('picked-lowest')),
      );
    for (const [label, p] of shown) {
      const parts = [label, ...label.querySelectorAll('tspan')];
      label.setAttribute('text-anchor', 'start');
      for (const el of parts) el.setAttribute('dx', '0');
      const measured = label.getBBox();
      const size = { w: measured.width, h: 2 * lineGap };
      const point = pos(p.point);
      const spot = clearSpot(spotsAround(size.w, size.h, reach, p.anchor), point, size, taken, bounds, lines, labels);
      label.setAttribute('text-anchor', spot.anchor);
      for (const el of parts) el.setAttribute('dx', String(Math.round(spot.dx * 10) / 10));
      label.setAttribute('y', String(Math.round((point.y + spot.dy + lineGap / 2) * 10) / 10));
      if (!label.closest('.fade')) labels.push(spotBox(spot, point.x, point.y, size.w, size.h));
    }
  }

  if (fig.dataset.follow === 'index')
    document.addEventListener('index-state', (e) => follow((e as CustomEvent<IndexStateDetail>).detail));

  /** Move the ceiling line to the controls' ceiling; ring the rows they selected; fade what is above. */
  function follow(state: IndexStateDetail): void {
    const ids = new Set(state.selectedIds);
    // The y axis in the controls' unit where the chart has it; in its own unit otherwise (carbon).
    const sets = [...svg.querySelectorAll<SVGGElement>('.yticks')];
    const unit = sets.some((g) => g.dataset.unit === state.unit) ? state.unit : sets[0]?.dataset.unit;
    for (const g of sets) g.classList.toggle('on', g.dataset.unit === unit);
    // The axis's range is in shares of the plot (percent); the label's room is judged in the layout's px.
    const axis = JSON.parse(svg.dataset.x ?? '{}') as AxisMap;
    const width = Number(svg.dataset.w);
    const plotWidth = width - marginLeft - marginRight;
    const side = sideOf(axis, state.ceilingMs);
    const lineX = side === 0 ? round2(project(axis, state.ceilingMs)) : null;
    // A following chart is the task's, drawn with the index's ceiling: its line and legend entry are there.
    const g = svg.querySelector<SVGGElement>('.ceiling')!;
    g.dataset.ceiling = String(state.ceilingMs);
    g.classList.toggle('off', side !== 0);
    // The legend lists only what is drawn: the ceiling's entry shows while its line does.
    fig.querySelector<HTMLElement>('.legend .ceiling-entry')!.hidden = side !== 0;
    const line = g.querySelector('line')!;
    line.setAttribute('x1', `${lineX ?? 0}%`);
    line.setAttribute('x2', `${lineX ?? 0}%`);
    const label = ceilingLabelInPlot(lineX, side, plotWidth, marginRight);
    const text = g.querySelector('text')!;
    text.setAttribute('x', label.x);
    text.setAttribute('dx', String(label.dx));
    text.setAttribute('text-anchor', label.anchor);
    text.textContent = ceilingText(state.ceilingMs, side);
    for (const [i, p] of points.entries()) {
      p.classList.toggle('sel', ids.has(idOf[i]));
      p.classList.toggle('over', side < 0 || (lineX !== null && at[i].x > lineX));
    }
    moveLowest(ids);
    labelPicked();
    if (active !== null) show(active);
  }

  // Each GPU's "lowest" label moved to its lowest selected point: a label must not name a run the ceiling now
  // excludes. Hidden where none of that GPU's points is selected.
  function moveLowest(ids: Set<string>): void {
    const labels = [...svg.querySelectorAll<SVGTextElement>('.lowest > text')];
    const picks = labels.map((label) => {
      const gpu = label.classList[0];
      let best: number | null = null;
      for (const [i, p] of points.entries())
        if (
          ids.has(idOf[i]) &&
          (p.parentNode as SVGGElement).classList.contains(gpu) &&
          (best === null || at[i].y > at[best].y)
        )
          best = i;
      label.style.display = best === null ? 'none' : '';
      return best;
    });
    // Where every label still names its run, the build's placement stands.
    if (labels.every((label, k) => picks[k] === null || label.dataset.row === idOf[picks[k]!])) return;
    labels.forEach((label, k) => {
      const i = picks[k];
      if (i === null) return;
      const tspan = label.querySelector('tspan')!;
      for (const el of [label, tspan]) el.setAttribute('x', `${at[i].x}%`);
      label.dataset.row = idOf[i];
      tspan.textContent = rows[i][0];
      placed.set(label, { point: i, anchor: at[i].x > 50 ? 'end' : 'start' });
    });
    refit();
  }
}

/** [model, ...cells] a point: from the chart's JSON when its table is on a page of its own, else from its table. */
function pointRows(fig: HTMLElement): string[][] {
  const json = fig.querySelector('script[data-chart-points]');
  if (json) return JSON.parse(json.textContent ?? '[]') as string[][];
  return [...fig.querySelectorAll<HTMLTableSectionElement>('[data-chart-table] tbody')].flatMap((tbody) => {
    const name = tbody.querySelector('th')?.textContent ?? '';
    return [...tbody.rows]
      .filter((tr) => tr.querySelector('td'))
      .map((tr) => [name, ...[...tr.cells].map((c) => c.textContent ?? '')]);
  });
}

export function initCharts(): void {
  for (const fig of document.querySelectorAll<HTMLElement>('[data-chart]')) initChart(fig);
}
