// The header's search link, upgraded: a click (or "/" outside a field) opens the search dialog instead of
// going to the A-Z page. The search itself (site-search.ts, then Pagefind's script and index) is imported
// when the reader first points at, focuses or opens the search, never while the page loads. On the A-Z page
// a query in its address (/search/?q=..., a link a reader was given) opens the search with it.
import { SEARCH_URL } from '../lib/text/site-links.ts';

const link = document.querySelector<HTMLAnchorElement>('[data-search-open]');
const dialog = document.querySelector<HTMLDialogElement>('[data-search-dialog]');

if (link && dialog) {
  let started: Promise<void> | null = null;
  const start = () => (started ??= import('./site-search.ts').then((m) => m.startSearch(dialog)));
  const open = () => {
    if (!dialog.open) dialog.showModal();
    void start();
  };
  link.setAttribute('aria-haspopup', 'dialog');
  link.addEventListener('click', (e) => {
    e.preventDefault();
    open();
  });
  for (const type of ['focus', 'pointerenter'] as const)
    link.addEventListener(type, () => void start(), { once: true });
  document.addEventListener('keydown', (e) => {
    const t = e.target as HTMLElement;
    if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || t.closest('input, textarea, select, [contenteditable]'))
      return;
    e.preventDefault();
    open();
  });
  const asked = new URLSearchParams(location.search).get('q');
  if (location.pathname === SEARCH_URL && asked) {
    dialog.querySelector<HTMLInputElement>('input')!.value = asked;
    open();
  }
  dialog.querySelector('[data-search-close]')?.addEventListener('click', () => dialog.close());
  // Back to the link that opened it, as a dialog closed with Escape does.
  dialog.addEventListener('close', () => link.focus());
}
