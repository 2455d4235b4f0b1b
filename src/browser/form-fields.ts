// Browser helpers shared by the /check/ and /calculator/ forms: read and fill fields by name, and
// show a message at a field (aria-invalid, linked with aria-describedby). Text only, never HTML.

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function control(form: HTMLFormElement, name: string): Control | null {
  const el = form.elements.namedItem(name);
  return el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement
    ? el
    : null;
}

export function readFields<K extends string>(form: HTMLFormElement, names: readonly K[]): Partial<Record<K, string>> {
  const values: Partial<Record<K, string>> = {};
  for (const name of names) {
    const el = control(form, name);
    if (el) values[name] = el.value;
  }
  return values;
}

/** Sets each named field; a value a select does not offer is added as an option, so its message can point at it. */
export function fillFields<K extends string>(
  form: HTMLFormElement,
  names: readonly K[],
  values: Partial<Record<K, string>>,
): void {
  for (const name of names) {
    const el = control(form, name);
    if (!el) continue;
    const v = values[name] ?? '';
    if (el instanceof HTMLSelectElement && v !== '' && ![...el.options].some((o) => o.value === v)) {
      const o = document.createElement('option');
      o.value = v;
      o.textContent = `${v} (not one of the choices)`;
      o.dataset.added = '';
      el.append(o);
    }
    el.value = v;
  }
}

/** Removes options added for unknown values, so a later fill starts from the page's own choices. */
export function resetAddedOptions(form: HTMLFormElement): void {
  for (const o of form.querySelectorAll('option[data-added]')) o.remove();
}

function setMessage(el: Control, kind: 'error' | 'note', message: string | undefined): void {
  const p = document.getElementById(`${el.id}-${kind}`);
  if (!p) return;
  p.textContent = message ?? '';
  p.hidden = !message;
  if (kind === 'error') {
    if (message) el.setAttribute('aria-invalid', 'true');
    else el.removeAttribute('aria-invalid');
  }
  const ids = new Set((el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean));
  if (message) ids.add(p.id);
  else ids.delete(p.id);
  if (ids.size) el.setAttribute('aria-describedby', [...ids].join(' '));
  else el.removeAttribute('aria-describedby');
}

/** Shows each message at its field and clears the others; returns the first field with an error. */
export function showFieldMessages<K extends string>(
  form: HTMLFormElement,
  names: readonly K[],
  kind: 'error' | 'note',
  messages: Partial<Record<K, string>>,
): Control | null {
  let first: Control | null = null;
  for (const name of names) {
    const el = control(form, name);
    if (!el) continue;
    setMessage(el, kind, messages[name]);
    if (messages[name] && !first) first = el;
  }
  return first;
}

/** The element with this id; the page is built with it, so it is there. */
export const $ = (id: string): HTMLElement => document.getElementById(id)!;

/** The JSON a page embeds for its script, in a script type="application/json" element. */
export function embedded<T>(id: string): T {
  return JSON.parse(document.getElementById(id)!.textContent!) as T;
}

/** A list of input problems above the result, each linking to its field; hidden when there are none. */
export function showProblemList(
  box: HTMLElement,
  intro: string,
  items: readonly { text: string; target?: string }[],
): void {
  box.replaceChildren();
  box.hidden = items.length === 0;
  if (!items.length) return;
  const p = document.createElement('p');
  p.textContent = intro;
  const ul = document.createElement('ul');
  for (const item of items) {
    const li = document.createElement('li');
    if (item.target) {
      const a = document.createElement('a');
      a.href = `#${item.target}`;
      a.textContent = item.text;
      li.append(a);
    } else li.textContent = item.text;
    ul.append(li);
  }
  box.append(p, ul);
}

/** Each field error as a problem line naming the field's label and linking to it. */
export function fieldProblems(
  form: HTMLFormElement,
  errors: Partial<Record<string, string>>,
): { text: string; target?: string }[] {
  return Object.entries(errors).map(([name, message]) => {
    const el = control(form, name);
    const label = el ? (form.querySelector(`label[for="${el.id}"]`)?.textContent?.trim() ?? name) : name;
    return { text: `${label}: ${message}`, target: el?.id };
  });
}
