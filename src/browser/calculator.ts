// Browser side of /calculator/: recomputes on every change with the same readCalculator the build
// used for the default, shows refused input at its field, and keeps the inputs in the URL.
import { CALC_FIELD_NAMES, type CalcValues } from '../lib/calculator/fields.ts';
import { formSearch, formValuesFromSearch } from '../lib/forms/url-state.ts';
import { readCalculator, type CalculatorRead } from '../lib/calculator/form.ts';
import type { CalculatorData } from '../lib/calculator/offer.ts';
import { calculationOutputs, calculationSteps } from '../lib/calculator/steps.ts';
import {
  $,
  el,
  embedded,
  fieldProblems,
  fillFields,
  readFields,
  showFieldMessages,
  showProblemList,
} from './form-fields.ts';

export function initCalculator(): void {
  const form = $('calc-form') as HTMLFormElement;
  const data = embedded<CalculatorData>('calc-embed');
  const problems = $('calc-problems');
  const result = $('calc-result');

  /** Only the fields of the chosen workload mode are shown. */
  const showMode = (mode: string | undefined) => {
    const tokens = mode === 'tokens';
    for (const name of ['requests_per_day', 'output_tokens'])
      (form.querySelector(`[data-field=${name}]`) as HTMLElement).hidden = tokens;
    (form.querySelector('[data-field=tokens_per_day]') as HTMLElement).hidden = !tokens;
  };

  /** Shows the result for these inputs (or the refused fields) and returns what was read. */
  const update = (values: CalcValues): CalculatorRead => {
    showMode(values.mode);
    const search = formSearch(CALC_FIELD_NAMES, values);
    history.replaceState(null, '', `${location.pathname}${search}`);
    ($('calc-share') as HTMLAnchorElement).href = `${location.pathname}${search}`;
    const read = readCalculator(values, data);
    showFieldMessages(form, CALC_FIELD_NAMES, 'error', read.ok ? {} : read.errors);
    showProblemList(
      problems,
      'No result until these inputs are fixed:',
      read.ok ? [] : fieldProblems(form, read.errors),
    );
    result.hidden = !read.ok;
    if (!read.ok) return read;
    for (const [id, text] of Object.entries(calculationOutputs(read.calc))) $(`calc-${id}`).textContent = text;
    $('calc-steps').replaceChildren(
      ...calculationSteps(read.calc, data).map((s) => {
        const source = s.href ? el('a', { href: s.href }, s.source) : s.source;
        const span = el('span', { className: s.assumption ? 'assumption' : 'muted' }, 'Source: ', source);
        return el('li', {}, s.text, el('br'), span);
      }),
    );
    return read;
  };

  const announce = (read: CalculatorRead) => {
    if (!read.ok) {
      const n = Object.keys(read.errors).length;
      $('calc-status').textContent = `No result: ${n} ${n === 1 ? 'input needs' : 'inputs need'} attention.`;
      return;
    }
    const o = calculationOutputs(read.calc);
    $('calc-status').textContent = `Energy per day ${o['kwh-day']}, emissions per day ${o['co2-day']}.`;
  };

  const fromUrl = formValuesFromSearch(CALC_FIELD_NAMES, location.search);
  if (Object.keys(fromUrl).length) fillFields(form, CALC_FIELD_NAMES, { ...data.defaults, ...fromUrl });
  update(readFields(form, CALC_FIELD_NAMES));
  form.addEventListener('input', () => update(readFields(form, CALC_FIELD_NAMES)));
  // The page updates as the reader types; screen readers hear one short summary when a field is committed.
  form.addEventListener('change', () => announce(update(readFields(form, CALC_FIELD_NAMES))));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const read = update(readFields(form, CALC_FIELD_NAMES));
    announce(read);
    if (read.ok) $('calc-result-heading').focus();
    else (form.querySelector('[aria-invalid=true]') as HTMLElement | null)?.focus();
  });
}
