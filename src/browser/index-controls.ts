// Browser side of the index table: sort, filter, ceiling (the build's selection code), unit, columns, rows; state in
// the URL. Rows load from rows.json on first change and render from tableCells, as the build's. textContent only.
import { selectIndex, pairKey } from '../lib/core/index-selection.ts';
import {
  ENERGY_KEY,
  cellValue,
  columnDecimals,
  energyHeader,
  indexColumns,
  tableCells,
  type TableRow,
  type TableView,
} from '../lib/index-table/columns.ts';
import {
  dirForUnit,
  isDefaultView,
  rankedBestFirst,
  readState,
  writeState,
  type StateDefaults,
  ceilingSentence,
} from '../lib/index-table/state.ts';
import type { EnergyUnit } from '../lib/core/units.ts';
import { rowAnchor } from '../lib/text/site-links.ts';
import { COMPARE_LINK_TEXT, comparePartners } from '../lib/compare/link.ts';
import { regionLabel, type GridRegion } from '../lib/index-table/regions.ts';
import type { TaskEmbed } from '../lib/views/task-view.ts';
import { isolate } from '../lib/text/bidi.ts';
import { compareCodeUnits } from '../lib/core/order.ts';
import { FOLDED_AFTER, foldNoteText, isFolded, rowCountText } from '../lib/index-table/fold.ts';
import { modelMatches } from '../lib/text/find-model.ts';
import { $, el, embedded } from './form-fields.ts';

/** What the task chart (and anything else) listens to: the view and the ids selected under the ceiling. */
export interface IndexStateDetail {
  task: string;
  ceilingMs: number;
  unit: EnergyUnit;
  region: string;
  selectedIds: string[];
}

/** A file the page loads; a failed request names its address. */
async function fetchJson<T>(url: string): Promise<T> {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  return (await r.json()) as T;
}

export function initIndexControls(): void {
  // TaskIndex.astro renders the form, its embed, the table and the ceiling's notes together.
  const form = $('index-controls') as HTMLFormElement;
  const embed = embedded<TaskEmbed>('task-embed');
  const table = $(form.dataset.table!) as HTMLTableElement;
  const wrap = table.closest('.index-wrap')!;
  const tbody = table.tBodies[0];
  const status = $('controls-status');
  const dropped = $('dropped');
  const more = wrap.querySelector<HTMLElement>('[data-more]');
  const colsBox = wrap.querySelector<HTMLInputElement>('input.show-cols')!;
  const rowsBox = wrap.querySelector<HTMLInputElement>('input.show-rows');
  const countText = wrap.querySelector('.row-count .count-text')!;
  const foldParts = [...wrap.querySelectorAll<HTMLElement>('.row-count .fold-note, .row-count label')];
  const foldNote = wrap.querySelector<HTMLElement>('.row-count .fold-note');
  const regionField = form.querySelector<HTMLElement>('.region')!;
  const field = <T extends HTMLElement>(name: string) => form.elements.namedItem(name) as T;
  const regionSelect = field<HTMLSelectElement>('region');
  const columns = indexColumns(embed.longAnswers);
  const defaults: StateDefaults = {
    ceilingMs: embed.defaultCeilingMs,
    worldId: embed.worldId,
    sortKeys: columns.map((c) => c.key),
  };
  let state = readState(location.search, defaults);
  let rows: TableRow[] | null = null;
  let loading: Promise<TableRow[]> | null = null;

  let regionsLoading: Promise<void> | null = null;
  /** The grid regions, fetched once, when the carbon unit is first shown; an unknown region falls back to the world. */
  function loadRegions(): Promise<void> {
    regionsLoading ??= fetchJson<GridRegion[]>(regionSelect.dataset.src!).then((regions) => {
      regionSelect.replaceChildren(
        ...regions.map((g) => {
          const o = new Option(regionLabel(g), g.id);
          Object.assign(o.dataset, { intensity: String(g.intensity), name: g.name });
          return o;
        }),
      );
      if (!regions.some((g) => g.id === state.region)) state = { ...state, region: embed.worldId };
      regionSelect.value = state.region;
    });
    return regionsLoading;
  }

  /** Every publishable row of the task, fetched once. */
  function loadRows(): Promise<TableRow[]> {
    loading ??= fetchJson<TableRow[]>(embed.rowsUrl).then((data) => (rows = data));
    return loading;
  }

  // The whole header cell becomes the sort button; its content moves into the button unchanged.
  const heads = [...table.tHead!.rows[0].cells];
  for (const th of heads) {
    th.append(el('button', { type: 'button', className: 'sort' }, ...th.childNodes));
    // The whole cell sorts, not only the button's box; the button gives keyboard and screen readers a control.
    th.addEventListener('click', () => {
      const c = columns.find((col) => col.key === th.dataset.key)!;
      const best = c.key === ENERGY_KEY ? energyHeader(state.unit, '').best : c.best;
      const flip = best === 'asc' ? 'desc' : 'asc';
      state = { ...state, sort: c.key, dir: state.sort === c.key && state.dir === best ? flip : best };
      void update();
    });
  }

  function region() {
    const o = regionSelect.options[regionSelect.selectedIndex] ?? regionSelect.options[0];
    return { intensity: Number(o.dataset.intensity), name: o.dataset.name ?? o.value };
  }

  function syncForm(): void {
    field<HTMLSelectElement>('gpu').value = state.gpu;
    field<HTMLInputElement>('q').value = state.q;
    field<HTMLInputElement>('ceiling').value = String(state.ceiling);
    field<HTMLSelectElement>('unit').value = state.unit;
    regionSelect.value = state.region;
    colsBox.checked = state.allColumns;
    if (rowsBox) rowsBox.checked = state.allRows;
  }

  /** Tells the task chart (and anything else) the view and the ids selected under the ceiling. */
  function dispatch(selectedIds: string[]): void {
    const detail: IndexStateDetail = {
      task: embed.task,
      ceilingMs: state.ceiling,
      unit: state.unit,
      region: state.region,
      selectedIds,
    };
    document.dispatchEvent(new CustomEvent('index-state', { detail }));
  }

  function renderHeaders(v: TableView): void {
    for (const th of heads) {
      const key = th.dataset.key!;
      const sorted = key === state.sort;
      if (sorted) th.setAttribute('aria-sort', state.dir === 'asc' ? 'ascending' : 'descending');
      else th.removeAttribute('aria-sort');
      th.querySelector('.arrow')!.textContent = sorted ? (state.dir === 'asc' ? '↑' : '↓') : '';
      if (key === ENERGY_KEY) {
        const h = energyHeader(v.unit, v.regionName);
        th.querySelector('.th-label')!.textContent = h.label;
        th.querySelector('.th-unit')!.textContent = h.unit;
      }
    }
  }

  function render(all: TableRow[]): void {
    const r = region();
    const v: TableView = { unit: state.unit, intensity: r.intensity, regionName: r.name, ranges: embed.ranges };
    const decimals = columnDecimals(columns, v);
    const { selected } = selectIndex(all, state.ceiling);
    const shown = selected.filter(
      (row) => (!state.gpu || row.gpu === state.gpu) && modelMatches(state.q, [row.model_name, row.model]),
    );
    const col = columns.find((c) => c.key === state.sort)!;
    const sign = state.dir === 'asc' ? 1 : -1;
    shown.sort((a, b) => {
      const va = cellValue(col, a, v);
      const vb = cellValue(col, b, v);
      if (va === null || vb === null) return va === vb ? compareCodeUnits(a.id, b.id) : va === null ? 1 : -1;
      const d = typeof va === 'number' && typeof vb === 'number' ? va - vb : String(va).localeCompare(String(vb));
      return d * sign || compareCodeUnits(a.id, b.id);
    });
    const limit = state.allRows ? shown.length : embed.renderedCount;
    // Partners over the whole selection (not the filtered rows): a link names the other GPU's row even when hidden.
    const partners = comparePartners(selected);
    tbody.replaceChildren(
      ...shown.slice(0, limit).map((row, i) => renderRow(row, v, decimals, isFolded(i), partners.get(row.id))),
    );
    countText.textContent = rowCountText(shown.length, new Set(shown.map((row) => row.model)).size);
    for (const el of foldParts) el.hidden = shown.length <= FOLDED_AFTER;
    if (foldNote) foldNote.textContent = foldNoteText(rankedBestFirst(state), energyHeader(state.unit, '').best);
    if (more) more.hidden = shown.length <= limit;
    renderHeaders(v);
    regionField.hidden = state.unit !== 'gco2e_per_million';
    $('ceiling-echo').textContent = String(state.ceiling);
    $('ceiling-binds').textContent = ceilingSentence(state.ceiling, embed.slowestMs, selected.length);
    const defaultPairs = selectIndex(all, embed.defaultCeilingMs).selected;
    const nowPairs = new Set(selected.map(pairKey));
    const gone = defaultPairs
      .filter((row) => !nowPairs.has(pairKey(row)))
      .map((row) => `${isolate(row.model_name)} on ${isolate(row.gpu)}`);
    dropped.hidden = gone.length === 0;
    dropped.textContent = gone.length
      ? `Dropped out at ${state.ceiling} ms (no configuration at or under the ceiling): ${gone.join('; ')}.`
      : '';
    status.textContent = `Showing ${Math.min(limit, shown.length)} of ${selected.length} selected rows at a ${state.ceiling} ms ceiling.`;
    dispatch(selected.map((row) => row.id));
  }

  function renderRow(
    r: TableRow,
    v: TableView,
    decimals: Record<string, number>,
    folded: boolean,
    partner: TableRow | undefined,
  ): HTMLTableRowElement {
    const tr = document.createElement('tr');
    if (folded) tr.dataset.folded = '';
    tr.id = rowAnchor(r.id);
    tr.dataset.id = r.id;
    tr.dataset.gpu = r.gpu;
    for (const cell of tableCells(r, columns, v, decimals, partner)) {
      const td = el(cell.header ? 'th' : 'td', {}, cell.href ? el('a', { href: cell.href }, cell.text) : cell.text);
      if (cell.header) td.setAttribute('scope', 'row');
      if (cell.className) td.className = cell.className;
      td.dataset.sort = cell.sort;
      if (cell.compare) {
        const a = el('a', { className: 'compare-link', href: cell.compare.href }, COMPARE_LINK_TEXT);
        a.setAttribute('aria-label', cell.compare.label);
        td.append(a);
      }
      tr.append(td);
    }
    return tr;
  }

  /** The one place the view is written to the URL. */
  function writeUrl(): void {
    history.replaceState(null, '', `${location.pathname}${writeState(state, defaults)}${location.hash}`);
  }

  /** Write the URL, then render from every row, loading them first. */
  async function update(): Promise<void> {
    if (!rows) status.textContent = 'Loading every configuration of this task…';
    try {
      if (state.unit === 'gco2e_per_million') await loadRegions();
      writeUrl();
      render(await loadRows());
    } catch (e) {
      status.textContent = `Could not load the rows (${(e as Error).message}); the table shows the default index.`;
    }
  }

  // Every change applies at once; the Apply button (and Enter in a field) applies the same form again.
  function applyForm(): void {
    const ceilingInput = field<HTMLInputElement>('ceiling');
    const ceiling = Number(ceilingInput.value);
    const ok = ceilingInput.value.trim() !== '' && Number.isFinite(ceiling) && ceiling > 0;
    ceilingInput.setCustomValidity(ok ? '' : 'Enter a positive number of milliseconds.');
    const unit = field<HTMLSelectElement>('unit').value as EnergyUnit;
    state = {
      ...state,
      dir: dirForUnit(state, unit),
      gpu: field<HTMLSelectElement>('gpu').value,
      q: field<HTMLInputElement>('q').value,
      ceiling: ok ? ceiling : state.ceiling,
      unit,
      region: regionSelect.value,
    };
    void update();
  }
  form.addEventListener('input', applyForm);
  form.addEventListener('reset', (e) => {
    e.preventDefault();
    state = readState('', defaults);
    syncForm();
    void update();
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    applyForm();
  });
  colsBox.addEventListener('change', () => {
    state = { ...state, allColumns: colsBox.checked };
    writeUrl();
  });
  more?.querySelector('a')?.addEventListener('click', (e) => {
    e.preventDefault();
    state = { ...state, allRows: true };
    syncForm();
    void update();
  });
  // "Show all" needs no script; with one it also loads the rows the page does not carry, and goes in the URL.
  rowsBox?.addEventListener('change', () => {
    state = { ...state, allRows: rowsBox.checked };
    void update();
  });

  syncForm();
  if (isDefaultView(state, defaults)) {
    // The page already shows this view: leave the rows as built (no layout shift) and say what is selected.
    if (embed.renderedCount === embed.selectedCount)
      dispatch([...tbody.rows].map((tr) => tr.dataset.id!).filter(Boolean));
    else void loadRows().then((all) => dispatch(selectIndex(all, state.ceiling).selected.map((r) => r.id)));
  } else void update();
}
