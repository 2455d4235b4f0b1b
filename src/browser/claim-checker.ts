// Browser side of /check/: the command line's checkClaim on the form or pasted JSON, the claim kept in the URL.
// All text is set with textContent: a claim's words are never parsed as HTML.
import {
  CLAIM_FIELD_NAMES,
  claimSearch,
  readClaimForm,
  readPastedClaim,
  valuesFromSearch,
  type ClaimField,
  type ClaimFormValues,
} from '../lib/claims/form.ts';
import type { Claim } from '../lib/claims/schema.ts';
import type { FieldErrors } from '../lib/forms/read-number.ts';
import { checkClaim, type ClaimCheckResult } from '../lib/claims/check.ts';
import type { ComparisonData } from '../lib/claims/data.ts';
import { reportSections, verdictTone } from '../lib/claims/report.ts';
import {
  $,
  el,
  embedded,
  fieldProblems,
  fillFields,
  readFields,
  resetAddedOptions,
  showFieldMessages,
  showProblemList,
} from './form-fields.ts';

export function initClaimChecker(): void {
  const form = $('claim-form') as HTMLFormElement;
  const data = embedded<ComparisonData>('claim-embed');
  const result = $('claim-result');
  const problems = $('claim-problems');
  const json = $('claim-json') as HTMLTextAreaElement;
  form.hidden = false;

  const showProblems = (lines: { text: string; target?: string }[]) =>
    showProblemList(
      problems,
      lines.length === 1 ? 'One problem with the input:' : `${lines.length} problems with the input:`,
      lines,
    );

  /** Each field's message: refused input (errors) or a figure that disagrees (notes); returns the first refused. */
  const markFields = (errors: FieldErrors<ClaimField> = {}, notes: FieldErrors<ClaimField> = {}) => {
    const first = showFieldMessages(form, CLAIM_FIELD_NAMES, 'error', errors);
    showFieldMessages(form, CLAIM_FIELD_NAMES, 'note', notes);
    return first;
  };

  const keepInUrl = (values: ClaimFormValues) => {
    const href = `${location.pathname}${claimSearch(values)}`;
    history.replaceState(null, '', href);
    ($('claim-share') as HTMLAnchorElement).href = href;
  };

  /** Checks a claim, shows the verdict, and points at the fields whose numbers disagree (not invalid input). */
  const showTheClaim = (claim: Claim, values: ClaimFormValues) => {
    keepInUrl(values);
    showProblems([]);
    const r = checkClaim(claim, data);
    render(r);
    const notes: FieldErrors<ClaimField> = {};
    for (const k of r.consistency.checks.filter((c) => !c.ok))
      for (const f of k.fields) notes[f] ??= `disagrees with the claim's other figures: ${k.name}`;
    markFields({}, notes);
  };

  /** Reads the form: a message at each refused field (focus on the first), or the verdict; true when a verdict shows. */
  const run = (values: ClaimFormValues, focusFirstError = true): boolean => {
    const read = readClaimForm(values);
    if (read.ok) {
      showTheClaim(read.claim, values);
      return true;
    }
    keepInUrl(values);
    const first = markFields(read.errors);
    showProblems(fieldProblems(form, read.errors));
    result.hidden = true;
    if (focusFirstError) first?.focus();
    return false;
  };

  const render = (r: ClaimCheckResult) => {
    const verdict = $('claim-verdict');
    verdict.textContent = r.verdict;
    verdict.className = `verdict tone-${verdictTone(r)}`;
    const sections = reportSections(r).map((s) => {
      const lines = s.lines.map((l) => {
        const li = el('li', { className: `mark-${l.mark}` }, l.text);
        if (l.link) li.append(' ', el('a', { href: l.link.href }, l.link.text));
        return li;
      });
      const ul = el('ul', { className: `report ${s.id}` }, ...lines);
      // A long list of missing context folds under its heading, so the verdict stays in view.
      if (s.collapsed) return [el('details', {}, el('summary', {}, s.heading), ul)];
      return [el('h3', {}, s.heading), ...(lines.length ? [ul] : [])];
    });
    $('claim-sections').replaceChildren(...sections.flat());
    result.hidden = false;
  };

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (run(readFields(form, CLAIM_FIELD_NAMES))) $('claim-result-heading').focus();
  });
  $('claim-json-fill').addEventListener('click', () => {
    const pasted = readPastedClaim(json.value);
    const error = $('claim-json-error');
    error.textContent = pasted.problems.join('\n');
    error.hidden = pasted.problems.length === 0;
    if (pasted.problems.length) json.setAttribute('aria-invalid', 'true');
    else json.removeAttribute('aria-invalid');
    resetAddedOptions(form);
    form.reset();
    fillFields(form, CLAIM_FIELD_NAMES, pasted.values);
    if (!pasted.claim) {
      // As on the command line (exit 3): a claim file with any problem gets no verdict, so a misspelt or
      // mistyped figure is never silently left out. The form holds the fields it could read.
      const hint = Object.keys(pasted.values).length
        ? [{ text: 'Fix the JSON, or correct the form as filled and check it.' }]
        : [];
      showProblems([...pasted.problems.map((text) => ({ text, target: 'claim-json' })), ...hint]);
      markFields();
      result.hidden = true;
      json.focus();
      return;
    }
    // The verdict on the claim exactly as the command line reads it.
    showTheClaim(pasted.claim, pasted.values);
    $('claim-result-heading').focus();
  });
  $('claim-clear').addEventListener('click', () => {
    resetAddedOptions(form);
    form.reset();
    json.value = '';
    markFields();
    showProblems([]);
    result.hidden = true;
    history.replaceState(null, '', location.pathname);
  });

  const initial = valuesFromSearch(location.search);
  if (Object.keys(initial).length) {
    fillFields(form, CLAIM_FIELD_NAMES, initial);
    run(initial, false);
  }
}
