// The models index's "find a model" box: hides the rows whose names do not match, in every task's table, with
// the same matcher as the index table. Without a script the box is not shown and every model is listed.
import { modelMatches } from '../lib/text/find-model.ts';

export function initModelFilter(): void {
  const form = document.getElementById('model-filter') as HTMLFormElement | null;
  const tables = document.getElementById(form?.dataset.table ?? '');
  const status = document.getElementById('model-filter-status');
  if (!form || !tables || !status) return;
  const input = form.elements.namedItem('q') as HTMLInputElement;
  const rows = [...tables.querySelectorAll<HTMLTableRowElement>('tbody tr')].map((tr) => ({
    tr,
    names: JSON.parse(tr.dataset.names ?? '[]') as string[],
  }));
  // A model is listed once per task it was measured in: count models, not rows.
  const models = (list: typeof rows) => new Set(list.map((r) => r.tr.dataset.model)).size;
  const apply = () => {
    const kept = rows.filter((r) => modelMatches(input.value, r.names));
    for (const r of rows) r.tr.hidden = !kept.includes(r);
    // The count a reader checks against the rows in view: the task shown (one table at a time), then every task.
    const panel = [...tables.querySelectorAll<HTMLElement>('[data-task-name]')].find(
      (s) => s.getClientRects().length > 0,
    );
    const inPanel = (list: typeof rows) => list.filter((r) => panel?.contains(r.tr));
    const here = panel
      ? `${models(inPanel(kept))} of ${models(inPanel(rows))} models in ${panel.dataset.taskName}; `
      : '';
    status.textContent = input.value.trim() ? `Showing ${here}${models(kept)} of ${models(rows)} in any task.` : '';
    const url = new URL(location.href);
    if (input.value.trim()) url.searchParams.set('q', input.value);
    else url.searchParams.delete('q');
    history.replaceState(null, '', url);
  };
  input.value = new URLSearchParams(location.search).get('q') ?? '';
  form.addEventListener('input', apply);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    apply();
  });
  // Another tab shows another task's table: its count follows.
  window.addEventListener('hashchange', () => input.value.trim() && apply());
  if (input.value) apply();
}
