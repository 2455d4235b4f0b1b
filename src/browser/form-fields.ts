// Browser helpers shared by the site's scripts: build elements, read and fill form fields by name, and show a
// message at a field (aria-invalid, linked with aria-describedby). Text only, never HTML.

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Every name the scripts pass is a field of the form (FormField.astro renders one per name). */
const control = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as Control;

/** A new element with these properties and children; a string child is text, never parsed as HTML. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const e = Object.assign(document.createElement(tag), props);
  e.append(...children);
  return e;
}

export function readFields<K extends string>(form: HTMLFormElement, names: readonly K[]): Partial<Record<K, string>> {
  return Object.fromEntries(names.map((name) => [name, control(form, name).value])) as Partial<Record<K, string>>;
}

/** Sets each named field; a value a select does not offer is added as an option, so its message can point at it. */
export function fillFields<K extends string>(
  form: HTMLFormElement,
  names: readonly K[],
  values: Partial<Record<K, string>>,
): void {
  for (const name of names) {
    const field = control(form, name);
    const v = values[name] ?? '';
    if (field instanceof HTMLSelectElement && v !== '' && ![...field.options].some((o) => o.value === v)) {
      const o = new Option(`${v} (not one of the choices)`, v);
      o.dataset.added = '';
      field.append(o);
    }
    field.value = v;
  }
}

/** Removes options added for unknown values, so a later fill starts from the page's own choices. */
export function resetAddedOptions(form: HTMLFormElement): void {
  for (const o of form.querySelectorAll('option[data-added]')) o.remove();
}

function setMessage(el: Control, kind: 'error' | 'note', message: string | undefined): void {
  const p = $(`${el.id}-${kind}`);
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
    const field = control(form, name);
    setMessage(field, kind, messages[name]);
    if (messages[name] && !first) first = field;
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
  const lines = items.map((item) =>
    el('li', {}, item.target ? el('a', { href: `#${item.target}` }, item.text) : item.text),
  );
  box.replaceChildren(...(items.length ? [el('p', {}, intro), el('ul', {}, ...lines)] : []));
  box.hidden = items.length === 0;
}

/** Each field error as a problem line naming the field's label and linking to it. */
export function fieldProblems(
  form: HTMLFormElement,
  errors: Partial<Record<string, string>>,
): { text: string; target?: string }[] {
  return Object.entries(errors).map(([name, message]) => {
    const { id } = control(form, name);
    return { text: `${form.querySelector(`label[for="${id}"]`)?.textContent?.trim() ?? name}: ${message}`, target: id };
  });
}
