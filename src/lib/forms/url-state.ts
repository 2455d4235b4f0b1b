// A form's state in the URL: non-empty fields in form order, so a link reproduces the view. Values are cut to a limit
// so a hostile link cannot flood the page.
export const MAX_URL_VALUE_CHARS = 500;

export function formSearch<K extends string>(names: readonly K[], values: Partial<Record<K, string>>): string {
  const p = new URLSearchParams();
  for (const name of names) {
    const text = (values[name] ?? '').trim();
    if (text) p.set(name, text);
  }
  const q = p.toString();
  return q ? `?${q}` : '';
}

/** Known fields only; a value one character over the limit is kept so the field's own check can refuse it. */
export function formValuesFromSearch<K extends string>(
  names: readonly K[],
  search: string,
): Partial<Record<K, string>> {
  const p = new URLSearchParams(search);
  const values: Partial<Record<K, string>> = {};
  for (const name of names) {
    const v = p.get(name);
    if (v !== null) values[name] = v.slice(0, MAX_URL_VALUE_CHARS + 1);
  }
  return values;
}
