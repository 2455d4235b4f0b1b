// Browser side of /contribute/: `npm run validate-submission`'s validateSubmission on a chosen, dropped or pasted
// file; nothing is sent. Text is set with textContent: a file's words never become markup.
import {
  formatOf,
  sizeProblem,
  validateSubmission,
  type SubmissionReport,
  identityText,
} from '../lib/contribute/validate.ts';
import type { SubmissionContext } from '../lib/contribute/from-dataset.ts';
import { $, el, embedded } from './form-fields.ts';

export function initContribute(): void {
  const form = $('sub-form') as HTMLFormElement;
  const input = $('sub-file') as HTMLInputElement;
  const text = $('sub-text') as HTMLTextAreaElement;
  const drop = $('sub-drop');
  const context = embedded<SubmissionContext>('sub-embed');

  const show = (r: SubmissionReport | { file: string; refused: string }) => {
    const summary = $('sub-summary');
    const box = $('sub-sections');
    box.replaceChildren();
    if ('refused' in r) {
      summary.textContent = r.refused;
      summary.className = 'verdict tone-bad';
    } else {
      summary.textContent = r.summary;
      summary.className = `verdict tone-${r.problems.length ? 'bad' : r.identity.some((x) => x.withheld) ? 'incomplete' : 'good'}`;
      section(box, 'problems', `Problems (${r.lines.length})`, r.lines);
      section(box, 'identity', 'Identity check', r.identity.map(identityText));
      section(
        box,
        'preview',
        'Where the rows would stand',
        r.preview.map((p) => `${p.label}: ${p.text}`),
      );
      if (r.problems.length && r.rows)
        box.append(
          el('p', { className: 'muted' }, 'Where the rows would stand is shown once the file has no problems.'),
        );
    }
    $('sub-result').hidden = false;
    $('sub-result-heading').focus();
  };

  const check = (name: string, body: string, bytes?: number) => show(validateSubmission(name, body, context, bytes));

  const readFile = async (file: File) => {
    // The size is known before the file is read: a 50 MB file is refused at once.
    const refused = sizeProblem(file.name, file.size);
    if (refused) return show({ file: file.name, refused });
    check(file.name, await file.text(), file.size);
  };

  input.addEventListener('change', () => {
    const file = input.files?.[0];
    if (file) void readFile(file);
  });
  for (const type of ['dragenter', 'dragover'] as const)
    drop.addEventListener(type, (e) => {
      e.preventDefault();
      drop.classList.add('over');
    });
  drop.addEventListener('dragleave', () => drop.classList.remove('over'));
  drop.addEventListener('drop', (e) => {
    e.preventDefault();
    drop.classList.remove('over');
    const file = e.dataTransfer?.files[0];
    if (file) void readFile(file);
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const body = text.value;
    check(formatOf('pasted', body) === 'json' ? 'pasted.json' : 'pasted.csv', body);
  });
  $('sub-clear').addEventListener('click', () => {
    form.reset();
    $('sub-result').hidden = true;
  });
}

/** Lines shown per list: a file of 100,000 rows would otherwise add 100,000 list items at once. */
const MAX_SHOWN = 500;

function section(box: HTMLElement, id: string, heading: string, all: string[]): void {
  if (!all.length) return;
  const lines = all.slice(0, MAX_SHOWN).map((line) => el('li', {}, line));
  box.append(el('h4', {}, heading), el('ul', { className: `report sub-${id}` }, ...lines));
  const more = `The first ${MAX_SHOWN} of ${all.length.toLocaleString('en-US')}; npm run validate-submission lists them all.`;
  if (all.length > lines.length) box.append(el('p', { className: 'muted' }, more));
}
