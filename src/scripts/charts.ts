// Browser side of the charts (ScatterChart.astro): one tab stop per chart (arrow keys step through the
// points), details of a point on hover, tap and focus in a live line under the chart, the model picker
// (one model's lines forward and labelled, the rest faded), and, on task pages, the latency ceiling and
// the selection following the index controls' `index-state` event. Text is set with textContent only.
import { pointSentence } from '../lib/charts/sentence.ts';
import { selectIndex, type SelectableRow } from '../lib/core/select.ts';
import { ceilingLabelAt, ceilingText, project, round1, sideOf, type AxisMap } from '../lib/charts/project.ts';

/** What the index controls announce on every change and once at start. */
export interface IndexState {
  task: string;
  ceilingMs: number;
  unit: string;
  region: string;
  /** Row ids selected under the ceiling. */
  selectedIds: string[];
}

const HINT = 'Hover or tap a point, or focus the chart and use the arrow keys, to read its figures.';
/** How near a pointer must be to a point to pick it, in SVG units (about CSS px). */
const REACH = 24;

function initChart(fig: HTMLElement): void {
  if (fig.dataset.ready) return;
  fig.dataset.ready = '1';
  const plot = fig.querySelector<HTMLElement>('[data-plot]')!;
  const readout = fig.querySelector<HTMLElement>('[data-readout]')!;
  const drawings = [...fig.querySelectorAll<SVGSVGElement>('svg.drawing')];
  const labels = [...fig.querySelectorAll<HTMLTableRowElement>('[data-chart-table] tbody tr')].map((tr) =>
    pointSentence([...tr.cells].map((c) => c.textContent ?? '')),
  );
  const picker = fig.querySelector<HTMLSelectElement>('[data-picker]');
  // Each drawing has the same points in the same order (the picker reorders them later: positions are
  // read once, here); the row ids are written in the first drawing only.
  const byIndex = drawings.map(
    (svg) => new Map([...svg.querySelectorAll<SVGUseElement>('use.pt')].map((p, i) => [i, p] as const)),
  );
  const idOf = [...(byIndex[0]?.values() ?? [])].map((p) => p.dataset.id ?? '');
  const visible = () => drawings.findIndex((svg) => svg.getBoundingClientRect().width > 0);
  const pos = (p: SVGUseElement) => ({ x: p.x.baseVal.value, y: p.y.baseVal.value });
  /** A point's series: written on its run's group. */
  const seriesOf = (p: SVGUseElement) => (p.parentNode as SVGGElement).dataset.s ?? '';
  let active: number | null = null;
  let picked = '';
  const pickedSeries = new Set<string>();

  plot.tabIndex = 0;
  plot.setAttribute(
    'aria-label',
    `${plot.getAttribute('aria-label')}. Arrow keys step through the ${labels.length} points.`,
  );
  if (picker) picker.closest<HTMLElement>('[hidden]')!.hidden = false;
  readout.hidden = false;
  readout.textContent = HINT;

  /** Points a reader can step through: all, or the picked model's, left to right. */
  function order(): number[] {
    const d = Math.max(0, visible());
    return [...byIndex[d].entries()]
      .filter(([, p]) => !picked || pickedSeries.has(seriesOf(p)))
      .sort(([, a], [, b]) => pos(a).x - pos(b).x || pos(b).y - pos(a).y)
      .map(([i]) => i);
  }

  function show(i: number | null): void {
    active = i;
    drawings.forEach((svg, d) => {
      const cursor = svg.querySelector<SVGCircleElement>('.cursor')!;
      const p = i === null ? undefined : byIndex[d].get(i);
      cursor.classList.toggle('off', !p);
      if (p) {
        cursor.setAttribute('cx', String(pos(p).x));
        cursor.setAttribute('cy', String(pos(p).y));
      }
    });
    if (i === null) {
      readout.textContent = HINT;
      return;
    }
    const p = byIndex[0].get(i)!;
    const notes = [
      p.classList.contains('sel') ? 'selected for the index' : '',
      p.classList.contains('over') ? 'above the ceiling' : '',
    ]
      .filter(Boolean)
      .join('; ');
    readout.textContent = `${labels[i]}${notes ? ` (${notes})` : ''}.`;
  }

  function nearest(svg: SVGSVGElement, d: number, clientX: number, clientY: number): number | null {
    const ctm = svg.getScreenCTM();
    if (!ctm) return null;
    const at = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    let best: number | null = null;
    let bestDist = REACH;
    for (const [i, p] of byIndex[d]) {
      if (picked && !pickedSeries.has(seriesOf(p))) continue;
      const { x, y } = pos(p);
      const dist = Math.hypot(x - at.x, y - at.y);
      if (dist < bestDist) [best, bestDist] = [i, dist];
    }
    return best;
  }

  drawings.forEach((svg, d) => {
    const onPointer = (e: PointerEvent) => {
      const i = nearest(svg, d, e.clientX, e.clientY);
      if (i !== null && i !== active) show(i);
    };
    svg.addEventListener('pointermove', onPointer);
    svg.addEventListener('pointerdown', onPointer);
  });

  plot.addEventListener('keydown', (e) => {
    const steps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    const seq = order();
    if (!seq.length) return;
    let next: number | undefined;
    if (e.key in steps) {
      const at = active === null ? -1 : seq.indexOf(active);
      next = seq[at === -1 ? (steps[e.key] > 0 ? 0 : seq.length - 1) : (at + steps[e.key] + seq.length) % seq.length];
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
    for (const svg of drawings) {
      for (const line of svg.querySelectorAll<SVGPathElement>('.lines [data-g]'))
        if (picked && line.dataset.g === picked) pickedSeries.add(line.dataset.s ?? '');
    }
    for (const svg of drawings) {
      const forward: Element[] = [];
      for (const el of svg.querySelectorAll<SVGElement>('.lines [data-s], .points [data-s], .labels [data-s]')) {
        const mine = pickedSeries.has(el.dataset.s ?? '');
        el.classList.toggle('fade', picked !== '' && !mine);
        el.classList.toggle('on', mine);
        if (mine) forward.push(el);
      }
      // Later in the SVG is drawn on top: the picked model's lines and points come forward.
      for (const el of forward) el.parentElement?.append(el);
    }
    show(null);
    if (picked) readout.textContent = `${picker.selectedOptions[0].text}: ${order().length} configurations. ${HINT}`;
  });

  if (fig.dataset.follow === 'index') {
    document.addEventListener('index-state', (e) => follow((e as CustomEvent<IndexState>).detail));
    const start = stateOnLoad(Number(drawings[0]?.querySelector<SVGGElement>('.ceiling')?.dataset.ceiling));
    if (start) follow(start);
  }

  /** Move the ceiling line to the controls' ceiling; ring the rows they selected; fade what is above. */
  function follow(state: IndexState): void {
    const ids = new Set(state.selectedIds);
    drawings.forEach((svg, d) => {
      // The y axis in the controls' unit where the chart has it; in its own unit otherwise (carbon).
      const sets = [...svg.querySelectorAll<SVGGElement>('.yticks')];
      const unit = sets.some((g) => g.dataset.unit === state.unit) ? state.unit : sets[0]?.dataset.unit;
      for (const g of sets) g.classList.toggle('on', g.dataset.unit === unit);
      const axis = JSON.parse(svg.dataset.x ?? '{}') as AxisMap;
      const side = sideOf(axis, state.ceilingMs);
      const lineX = side === 0 ? round1(project(axis, state.ceilingMs)) : null;
      const g = svg.querySelector<SVGGElement>('.ceiling');
      if (g) {
        g.dataset.ceiling = String(state.ceilingMs);
        g.classList.toggle('off', side !== 0);
        const line = g.querySelector('line')!;
        line.setAttribute('x1', String(lineX ?? 0));
        line.setAttribute('x2', String(lineX ?? 0));
        const label = ceilingLabelAt(lineX, side, Number(svg.dataset.left), Number(svg.dataset.width));
        const text = g.querySelector('text')!;
        text.setAttribute('x', String(label.x));
        text.setAttribute('text-anchor', label.anchor);
        text.textContent = ceilingText(state.ceilingMs, side);
      }
      for (const [i, p] of byIndex[d]) {
        p.classList.toggle('sel', ids.has(idOf[i]));
        p.classList.toggle('over', side < 0 || (lineX !== null && pos(p).x > lineX));
      }
    });
    if (active !== null) show(active);
  }
}

/**
 * The controls announce their first state once at start, possibly before this script listens (scripts
 * run in page order, and the controls come first). When the ceiling they show differs from the one drawn
 * (a shared link with ?ceiling=), the selection is worked out here with the same domain code.
 */
function stateOnLoad(drawnCeiling: number): IndexState | null {
  const input = document.querySelector<HTMLInputElement>('#index-controls [name=ceiling]');
  const embedEl = document.getElementById('task-embed');
  const ceilingMs = Number(input?.value);
  if (!embedEl || !(ceilingMs > 0) || ceilingMs === drawnCeiling) return null;
  const embed = JSON.parse(embedEl.textContent ?? '{}') as { task?: string; rows?: SelectableRow[] };
  if (!embed.rows) return null;
  const selectedIds = selectIndex(embed.rows, ceilingMs).selected.map((r) => r.id);
  return { task: embed.task ?? '', ceilingMs, unit: '', region: '', selectedIds };
}

export function initCharts(): void {
  for (const fig of document.querySelectorAll<HTMLElement>('[data-chart]')) initChart(fig);
}
