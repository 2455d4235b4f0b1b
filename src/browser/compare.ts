// Browser side of /compare/: loads the figures, fills the pickers, reads ?a= and ?b=, and lays out what
// src/lib/compare/ computed. It computes nothing itself; all text is set with textContent.
import { fromColumns, type CompareFigure, type FigureColumns } from '../lib/compare/figures.ts';
import { comparePair, verdictText, wallFigureOf, type PairComparison } from '../lib/compare/compare.ts';
import { lookupPair, SIDES, type Side } from '../lib/compare/lookup.ts';
import { defaultSetting, gpuChoices, modelChoices, settingChoices, type Choice } from '../lib/compare/pickers.ts';
import { COMPARE_FIGURES_URL, boundaryPanelId, compareUrl, figureUrl } from '../lib/text/site-links.ts';
import { $, el, showProblemList } from './form-fields.ts';

const field = (form: HTMLFormElement, name: string) =>
  form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;

function fillSelect(
  select: HTMLSelectElement,
  groups: { label: string | null; choices: Choice[] }[],
  empty = 'choose a model first',
): void {
  select.replaceChildren(
    ...groups.flatMap(({ label, choices }) => {
      const options = choices.map((c) => new Option(c.label, c.value));
      return label === null ? options : [el('optgroup', { label }, ...options)];
    }),
  );
  if (select.options.length === 0) select.append(new Option(empty, ''));
}

/** A list of one item per text, hidden when empty. */
function fillList(id: string, texts: string[], className = ''): void {
  $(id).replaceChildren(...texts.map((t) => el('li', { className }, t)));
  $(id).hidden = texts.length === 0;
}

export async function initCompare(): Promise<void> {
  const response = await fetch(COMPARE_FIGURES_URL);
  const figures = fromColumns((await response.json()) as FigureColumns);
  const form = $('compare-form') as HTMLFormElement;
  const byId = new Map(figures.map((f) => [f.id, f]));
  const indexOf = (f: CompareFigure) => (f.index_id === null ? null : (byId.get(f.index_id) ?? null));

  /** The pickers of one side, from the model down; `keep` holds a figure to show in them. */
  const fillModels = (side: Side, keep?: CompareFigure) => {
    const models = field(form, `${side}-model`) as HTMLSelectElement;
    const query = field(form, `${side}-find`).value;
    const found = modelChoices(figures, query);
    // Nothing typed: a choice to make first. Something typed: its first match at once, as a filter does.
    const prompt =
      query.trim() === '' ? [{ value: '', label: `choose one of ${found.length} models (every source)` }] : [];
    fillSelect(models, [{ label: null, choices: [...prompt, ...found] }], 'no model matches');
    if (keep && [...models.options].some((o) => o.value === keep.model)) models.value = keep.model;
    fillGpus(side, keep);
  };
  const fillGpus = (side: Side, keep?: CompareFigure) => {
    const gpus = field(form, `${side}-gpu`) as HTMLSelectElement;
    fillSelect(gpus, [{ label: null, choices: gpuChoices(figures, field(form, `${side}-model`).value) }]);
    if (keep) gpus.value = keep.gpu;
    fillSettings(side, keep);
  };
  const fillSettings = (side: Side, keep?: CompareFigure) => {
    const settings = field(form, `${side}-setting`) as HTMLSelectElement;
    const model = field(form, `${side}-model`).value;
    const gpu = field(form, `${side}-gpu`).value;
    fillSelect(settings, settingChoices(figures, model, gpu));
    // A figure named keeps its place; otherwise the side starts at the index's selection, marked "(index)".
    const start = keep?.id ?? defaultSetting(figures, model, gpu);
    if (start) settings.value = start;
  };

  const panels = $('boundary-panels');
  const render = (c: PairComparison) => {
    $('compare-verdict').textContent = verdictText(c);
    $('compare-verdict').className = `verdict tone-${c.comparability.ranked ? 'good' : 'incomplete'}`;
    fillList(
      'compare-sentences',
      c.measures.flatMap((m) => m.sentence ?? []),
    );
    fillList(
      'compare-reasons',
      c.comparability.reasons.map((r) => r.text),
      'mark-warning',
    );
    fillList('compare-notes', c.notes, 'mark-warning');
    $('compare-index').textContent = c.bothIndex ?? '';
    $('compare-index').hidden = c.bothIndex === null;
    const table = $('compare-table') as HTMLTableElement;
    const ths = table.querySelectorAll('thead th');
    ths[1].textContent = `A: ${c.labels[0]}`;
    ths[2].textContent = `B: ${c.labels[1]}`;
    const row = (label: string, line: { a: string; b: string; differs: boolean }, ratio = '') => {
      const cells = [el('td', {}, line.a), el('td', {}, line.b), el('td', { className: 'num' }, ratio)];
      const tr = el('tr', {}, el('th', { scope: 'row' }, label), ...cells);
      if (line.differs) tr.className = 'differs';
      return tr;
    };
    table.tBodies[0].replaceChildren(
      ...c.facts.map((f) => row(f.label, f)),
      ...c.measures.map((m) => row(`${m.label} (${m.unit})`, m, m.ratioText ?? '')),
    );
    const link = (name: string, f: CompareFigure) =>
      el('a', { href: figureUrl(f.page_release, f.id) }, `Figure ${name}'s page`);
    $('compare-links').replaceChildren(link('A', c.a), ' · ', link('B', c.b));
    // The board-and-wall panel, moved in from the page's hidden store (and back out for the next pair).
    const slot = $('compare-panel');
    for (const p of [...slot.children]) panels.append(p);
    const wall = wallFigureOf(c);
    const panel = wall && document.getElementById(boundaryPanelId(wall.id));
    if (panel) slot.append(panel);
    $('compare-result').hidden = false;
  };

  const run = (search: string, focus: boolean) => {
    const found = lookupPair(figures, search);
    for (const side of SIDES) field(form, side).value = found.ids[side];
    history.replaceState(null, '', compareUrl(found.ids.a || undefined, found.ids.b || undefined));
    showProblemList(
      $('compare-problems'),
      found.problems.length === 1 ? 'One problem with the address:' : 'Problems with the address:',
      found.problems.map((p) => ({ text: p.text, target: `compare-${p.side}` })),
    );
    if (found.a && found.b) {
      render(comparePair(found.a, found.b, indexOf));
      if (focus) $('compare-result-heading').focus();
    } else {
      $('compare-result').hidden = true;
      // No pair to show: the place held for one (COMPARE_LAYOUT_SCRIPT, text/first-paint.ts) is given back.
      if (document.documentElement.dataset.compare === 'pair') document.documentElement.dataset.compare = '';
    }
  };
  const searchOfFields = () => `?${new URLSearchParams({ a: field(form, 'a').value, b: field(form, 'b').value })}`;

  for (const side of SIDES) {
    // The pickers below the one changed are filled again; the setting chosen is a figure chosen: its id goes into
    // the field, and the pair is compared at once.
    const choose = (fill?: (side: Side) => void) => () => {
      fill?.(side);
      field(form, side).value = field(form, `${side}-setting`).value;
      run(searchOfFields(), false);
    };
    field(form, `${side}-find`).addEventListener('input', choose(fillModels));
    field(form, `${side}-model`).addEventListener('change', choose(fillGpus));
    field(form, `${side}-gpu`).addEventListener('change', choose(fillSettings));
    field(form, `${side}-setting`).addEventListener('change', choose());
  }
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    for (const side of SIDES) fillModels(side, byId.get(field(form, side).value.trim()));
    run(searchOfFields(), true);
  });
  $('compare-swap').addEventListener('click', () => {
    [field(form, 'a').value, field(form, 'b').value] = [field(form, 'b').value, field(form, 'a').value];
    form.requestSubmit();
  });

  // A alone in the address: B's pickers come first, in the page's order as the stylesheet already shows them.
  if (document.documentElement.dataset.compare === 'a') $('compare-side-a').before($('compare-side-b'));
  const initial = lookupPair(figures, location.search);
  for (const side of SIDES) fillModels(side, initial[side] ?? undefined);
  if (initial.ids.a || initial.ids.b) run(location.search, false);
}
