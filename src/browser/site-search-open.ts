// The header's search link opens the search dialog (also "/"); the search (site-search.ts, Pagefind) is imported
// on first point, focus or open, never while the page loads. On /search/, ?q= opens it with that query.
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
