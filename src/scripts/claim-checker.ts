// Browser side of /check/: reads the form (or pasted JSON), shows refused input at its field, runs the
// same checkClaim as the command line against the embedded index rows, and keeps the claim in the URL.
// All text is set with textContent: a claim's words are never parsed as HTML.
import { CLAIM_FIELD_NAMES, claimSearch, readClaimForm, readPastedClaim, valuesFromSearch, type ClaimField, type ClaimFormValues } from '../lib/forms/claim-form.ts';
import { checkClaim, type ClaimCheckResult, type ComparisonData } from '../lib/claim-check.ts';
import { reportSections, verdictTone } from '../lib/claim-report.ts';
import { embedded, fieldProblems, fillFields, readFields, resetAddedOptions, showFieldMessages, showProblemList } from './form-fields.ts';

const $ = (id: string) => document.getElementById(id)!;

export function initClaimChecker(): void {
  const form = $('claim-form') as HTMLFormElement;
  const data = embedded<ComparisonData>('claim-embed');
  const result = $('claim-result');
  const problems = $('claim-problems');
  const json = $('claim-json') as HTMLTextAreaElement;
  form.hidden = false;

  const showProblems = (lines: { text: string; target?: string }[]) =>
    showProblemList(problems, lines.length === 1 ? 'One problem with the input:' : `${lines.length} problems with the input:`, lines);

  const run = (values: ClaimFormValues) => {
    history.replaceState(null, '', `${location.pathname}${claimSearch(values)}`);
    ($('claim-share') as HTMLAnchorElement).href = `${location.pathname}${claimSearch(values)}`;
    const read = readClaimForm(values);
    showFieldMessages(form, CLAIM_FIELD_NAMES, 'error', read.ok ? {} : read.errors);
    showProblems(read.ok ? [] : fieldProblems(form, read.errors));
    if (!read.ok) {
      result.hidden = true;
      showFieldMessages(form, CLAIM_FIELD_NAMES, 'note', {});
      return;
    }
    const r = checkClaim(read.claim, data);
    render(r);
    // Point at the fields whose numbers disagree, without calling them invalid input.
    const notes: Partial<Record<ClaimField, string>> = {};
    for (const k of r.consistency.checks.filter((c) => !c.ok)) for (const f of k.fields) notes[f] ??= `disagrees with the claim's other figures: ${k.name}`;
    showFieldMessages(form, CLAIM_FIELD_NAMES, 'note', notes);
  };

  const render = (r: ClaimCheckResult) => {
    const verdict = $('claim-verdict');
    verdict.textContent = r.verdict;
    verdict.className = `verdict tone-${verdictTone(r)}`;
    const box = $('claim-sections');
    box.replaceChildren();
    for (const s of reportSections(r)) {
      const h = document.createElement('h3');
      h.textContent = s.heading;
      const ul = document.createElement('ul');
      ul.className = `report ${s.id}`;
      for (const l of s.lines) {
        const li = document.createElement('li');
        li.className = `mark-${l.mark}`;
        li.textContent = l.text;
        ul.append(li);
      }
      box.append(h);
      if (s.lines.length) box.append(ul);
    }
    result.hidden = false;
  };

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    run(readFields(form, CLAIM_FIELD_NAMES));
    $('claim-result-heading').focus();
  });
  $('claim-json-fill').addEventListener('click', () => {
    const pasted = readPastedClaim(json.value);
    const error = $('claim-json-error');
    error.textContent = pasted.problems.join('\n');
    error.hidden = pasted.problems.length === 0;
    if (pasted.problems.length) json.setAttribute('aria-invalid', 'true');
    else json.removeAttribute('aria-invalid');
    const malformed = Object.keys(pasted.values).length === 0;
    if (malformed) {
      showProblems(pasted.problems.map((text) => ({ text, target: 'claim-json' })));
      result.hidden = true;
      return;
    }
    resetAddedOptions(form);
    fillFields(form, CLAIM_FIELD_NAMES, pasted.values);
    if (pasted.problems.length) {
      // As on the command line (exit 3), a claim file with unknown fields gets no verdict: a misspelt
      // figure would otherwise be silently left out. The form holds the known fields to check as they are.
      showProblems([...pasted.problems.map((text) => ({ text, target: 'claim-json' })), { text: 'Fix the JSON, or check the form as filled without the unknown fields.' }]);
      result.hidden = true;
      return;
    }
    run(pasted.values);
  });
  $('claim-clear').addEventListener('click', () => {
    resetAddedOptions(form);
    form.reset();
    json.value = '';
    showFieldMessages(form, CLAIM_FIELD_NAMES, 'error', {});
    showFieldMessages(form, CLAIM_FIELD_NAMES, 'note', {});
    showProblems([]);
    result.hidden = true;
    history.replaceState(null, '', location.pathname);
  });

  const initial = valuesFromSearch(location.search);
  if (Object.keys(initial).length) {
    fillFields(form, CLAIM_FIELD_NAMES, initial);
    run(initial);
  }
}
