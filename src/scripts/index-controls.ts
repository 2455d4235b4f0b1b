// Browser side of the index table: sort, filter, latency ceiling (re-selected with the same domain
// code as the build), unit switch, state in the URL, reset. Text is set with textContent only.
import { selectIndex, pairKey } from '../lib/core/select.ts';
import { INDEX_COLUMNS, type TableRow } from '../lib/index-table/columns.ts';
import { convertEnergy, ENERGY_UNITS, ENERGY_UNIT_LABELS, type EnergyUnit } from '../lib/core/units.ts';
import { fmtEnergy } from '../lib/text/format.ts';
import { figureUrl, gpuUrl, modelUrl, rowAnchor } from '../lib/text/site-links.ts';
import type { TaskEmbed } from '../lib/views/task-view.ts';
import { isolate } from '../lib/text/bidi.ts';

interface ViewState {
  gpu: string;
  q: string;
  ceiling: number;
  unit: EnergyUnit;
  region: string;
  sort: string;
  dir: 'asc' | 'desc';
}

const ENERGY_KEY = 'energy_per_token_j';

export function readState(params: URLSearchParams, embed: TaskEmbed): ViewState {
  const ceiling = Number(params.get('ceiling'));
  const unit = params.get('unit') as EnergyUnit;
  const region = params.get('region') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    gpu: params.get('gpu') ?? '',
    q: params.get('q') ?? '',
    ceiling: Number.isFinite(ceiling) && ceiling > 0 ? ceiling : embed.defaultCeilingMs,
    unit: ENERGY_UNITS.includes(unit) ? unit : 'j_per_token',
    region: embed.grid.some((g) => g.id === region) ? region : embed.worldId,
    sort: INDEX_COLUMNS.some((c) => c.key === sort) ? sort : ENERGY_KEY,
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
  };
}

export function writeState(s: ViewState, embed: TaskEmbed): string {
  const p = new URLSearchParams();
  if (s.gpu) p.set('gpu', s.gpu);
  if (s.q) p.set('q', s.q);
  if (s.ceiling !== embed.defaultCeilingMs) p.set('ceiling', String(s.ceiling));
  if (s.unit !== 'j_per_token') p.set('unit', s.unit);
  if (s.unit === 'gco2e_per_million' && s.region !== embed.worldId) p.set('region', s.region);
  if (s.sort !== ENERGY_KEY || s.dir !== 'asc') {
    p.set('sort', s.sort);
    p.set('dir', s.dir);
  }
  const q = p.toString();
  return q ? `?${q}` : '';
}

function cellValue(key: string, r: TableRow, s: ViewState, intensity: number): number | string | null {
  if (key === ENERGY_KEY) return convertEnergy(r.energy_per_token_j, s.unit, intensity);
  return INDEX_COLUMNS.find((c) => c.key === key)!.value(r);
}

function renderRow(r: TableRow, s: ViewState, intensity: number, embed: TaskEmbed): HTMLTableRowElement {
  const tr = document.createElement('tr');
  tr.id = rowAnchor(r.id);
  tr.dataset.id = r.id;
  tr.dataset.gpu = r.gpu;
  tr.dataset.model = r.model_name;
  for (const c of INDEX_COLUMNS) {
    const v = cellValue(c.key, r, s, intensity);
    const cell = document.createElement(c.key === 'model' ? 'th' : 'td');
    if (c.key === 'model') cell.setAttribute('scope', 'row');
    if (c.numeric) cell.className = 'num';
    cell.dataset.sort = v === null ? '' : String(v);
    if (c.key === 'model' || c.key === 'gpu' || c.key === ENERGY_KEY) {
      const a = document.createElement('a');
      a.href =
        c.key === 'model'
          ? modelUrl(r.model)
          : c.key === 'gpu'
            ? gpuUrl(embed.gpuIds[r.gpu] ?? '')
            : figureUrl(embed.releaseId, r.id);
      a.textContent = c.key === ENERGY_KEY ? fmtEnergy(v as number) : c.display(r);
      cell.append(a);
    } else {
      cell.textContent = c.key === ENERGY_KEY ? fmtEnergy(v as number) : c.display(r);
    }
    tr.append(cell);
  }
  return tr;
}

export function initIndexControls(): void {
  const form = document.getElementById('index-controls') as HTMLFormElement | null;
  const embedEl = document.getElementById('task-embed');
  if (!form || !embedEl) return;
  const embed = JSON.parse(embedEl.textContent ?? '{}') as TaskEmbed;
  const table = document.getElementById(form.dataset.table ?? '') as HTMLTableElement;
  const tbody = table.tBodies[0];
  const status = document.getElementById('controls-status')!;
  const dropped = document.getElementById('dropped');
  const echo = document.getElementById('ceiling-echo');
  const regionLabel = form.querySelector<HTMLElement>('.region')!;
  const field = <T extends HTMLElement>(name: string) => form.elements.namedItem(name) as T;
  const defaultPairs = new Map(selectIndex(embed.rows, embed.defaultCeilingMs).selected.map((r) => [pairKey(r), r]));
  let state = readState(new URLSearchParams(location.search), embed);

  // Sort buttons in each header; the glossary link stays a link.
  const heads = [...table.tHead!.rows[0].cells];
  for (const th of heads) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'sort';
    button.textContent = '↕';
    button.setAttribute('aria-label', `Sort by ${th.textContent?.trim()}`);
    button.addEventListener('click', () => {
      const key = th.dataset.key!;
      state = { ...state, sort: key, dir: state.sort === key && state.dir === 'asc' ? 'desc' : 'asc' };
      render();
    });
    th.append(' ', button);
  }

  function syncForm(): void {
    field<HTMLSelectElement>('gpu').value = state.gpu;
    field<HTMLInputElement>('q').value = state.q;
    field<HTMLInputElement>('ceiling').value = String(state.ceiling);
    field<HTMLSelectElement>('unit').value = state.unit;
    field<HTMLSelectElement>('region').value = state.region;
  }

  function render(): void {
    const region = embed.grid.find((g) => g.id === state.region)!;
    const { selected } = selectIndex(embed.rows, state.ceiling);
    const q = state.q.trim().toLowerCase();
    const shown = selected.filter(
      (r) =>
        (!state.gpu || r.gpu === state.gpu) &&
        (!q || r.model_name.toLowerCase().includes(q) || r.model.toLowerCase().includes(q)),
    );
    const sign = state.dir === 'asc' ? 1 : -1;
    shown.sort((a, b) => {
      const va = cellValue(state.sort, a, state, region.intensity);
      const vb = cellValue(state.sort, b, state, region.intensity);
      if (va === null || vb === null) return va === vb ? 0 : va === null ? 1 : -1;
      return (
        (typeof va === 'number' && typeof vb === 'number' ? va - vb : String(va).localeCompare(String(vb))) * sign ||
        a.id.localeCompare(b.id)
      );
    });
    tbody.replaceChildren(...shown.map((r) => renderRow(r, state, region.intensity, embed)));
    for (const th of heads) {
      th.setAttribute(
        'aria-sort',
        th.dataset.key === state.sort ? (state.dir === 'asc' ? 'ascending' : 'descending') : 'none',
      );
      if (th.dataset.key === ENERGY_KEY)
        th.querySelector('a')!.textContent = ENERGY_UNIT_LABELS[state.unit].replace(/ \(J\)$/, '');
      if (th.dataset.key === ENERGY_KEY)
        th.querySelector('.muted')!.textContent =
          state.unit === 'j_per_token' ? ' (J)' : state.unit === 'gco2e_per_million' ? ` (g, ${region.name} grid)` : '';
    }
    regionLabel.hidden = state.unit !== 'gco2e_per_million';
    if (echo) echo.textContent = String(state.ceiling);
    const nowPairs = new Set(selected.map(pairKey));
    const gone = [...defaultPairs.entries()]
      .filter(([k]) => !nowPairs.has(k))
      .map(([, r]) => `${isolate(r.model_name)} on ${isolate(r.gpu)}`);
    if (dropped) {
      dropped.hidden = gone.length === 0;
      dropped.textContent = gone.length
        ? `Dropped out at ${state.ceiling} ms (no configuration at or under the ceiling): ${gone.join('; ')}.`
        : '';
    }
    status.textContent = `Showing ${shown.length} of ${selected.length} selected rows at a ${state.ceiling} ms ceiling.`;
    history.replaceState(null, '', `${location.pathname}${writeState(state, embed)}${location.hash}`);
  }

  // Every change applies at once; the Apply button (and Enter in a field) applies the same form again.
  function applyForm(): void {
    const ceiling = Number(field<HTMLInputElement>('ceiling').value);
    const ceilingInput = field<HTMLInputElement>('ceiling');
    ceilingInput.setCustomValidity(
      Number.isFinite(ceiling) && ceiling > 0 ? '' : 'Enter a positive number of milliseconds.',
    );
    state = {
      ...state,
      gpu: field<HTMLSelectElement>('gpu').value,
      q: field<HTMLInputElement>('q').value,
      ceiling: Number.isFinite(ceiling) && ceiling > 0 ? ceiling : state.ceiling,
      unit: field<HTMLSelectElement>('unit').value as EnergyUnit,
      region: field<HTMLSelectElement>('region').value,
    };
    render();
  }
  form.addEventListener('input', applyForm);
  form.addEventListener('reset', (e) => {
    e.preventDefault();
    state = readState(new URLSearchParams(), embed);
    syncForm();
    render();
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    applyForm();
  });
  form.hidden = false;
  syncForm();
  render();
}
