// The models index's "find a model" box: hides the rows whose names do not match, with the same matcher as
// the index table. Without a script the box is not shown and every model is listed.
import { modelMatches } from '../lib/text/find-model.ts';

export function initModelFilter(): void {
  const form = document.getElementById('model-filter') as HTMLFormElement | null;
  const table = document.getElementById(form?.dataset.table ?? '') as HTMLTableElement | null;
  const status = document.getElementById('model-filter-status');
  if (!form || !table || !status) return;
  const input = form.elements.namedItem('q') as HTMLInputElement;
  const rows = [...table.tBodies[0].rows].map((tr) => ({
    tr,
    names: JSON.parse(tr.dataset.names ?? '[]') as string[],
  }));
  const apply = () => {
    let shown = 0;
    for (const r of rows) {
      const keep = modelMatches(input.value, r.names);
      r.tr.hidden = !keep;
      if (keep) shown++;
    }
    status.textContent = input.value.trim() ? `Showing ${shown} of ${rows.length} models.` : '';
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
  if (input.value) apply();
}
