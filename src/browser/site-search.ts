// The search dialog's results, loaded on first use (site-search-open.ts), from Pagefind's /pagefind/ index.
// When nothing matches, the A-Z page's closest names (lib/search/closest.ts): never an empty list.
import { searchQuery } from '../lib/search/spellings.ts';
import { closestMatches, type NamedLink } from '../lib/search/closest.ts';
import { SEARCH_URL, searchScriptUrl } from '../lib/text/site-links.ts';
import { rankResults, THING_KINDS } from '../lib/search/rank.ts';
import { el } from './form-fields.ts';

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}
interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  search(
    q: string,
    o: { filters: Record<string, { any: readonly string[] }> },
  ): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

/** Results shown at once; the rest are a more exact search away. */
const SHOWN = 10;
/** Pages about a thing (a model, a GPU, a term...) looked at for the first places: more than are shown. */
const THINGS_RANKED = 20;

/** The names of the A-Z page, fetched once when a search first finds nothing. */
let azNames: Promise<NamedLink[]> | null = null;
const loadAzNames = () =>
  (azNames ??= fetch(SEARCH_URL)
    .then((r) => r.text())
    .then((html) =>
      [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll<HTMLAnchorElement>('a[data-kind]')].map(
        (a) => ({ name: a.textContent?.trim() ?? '', url: a.getAttribute('href') ?? '', kind: a.dataset.kind ?? '' }),
      ),
    ));

/** Pagefind's excerpt as nodes: its text, and its <mark>s around the matched words; nothing else of its HTML. */
function excerptNodes(html: string): Node[] {
  const body = new DOMParser().parseFromString(`<p>${html}</p>`, 'text/html').body;
  return [...(body.firstElementChild?.childNodes ?? [])].map((n) =>
    n.nodeName === 'MARK' ? el('mark', {}, n.textContent ?? '') : document.createTextNode(n.textContent ?? ''),
  );
}

function resultItem(kind: string, title: string, url: string, detail: string | Node[]): HTMLLIElement {
  const li = el('li', {}, el('a', { href: url }, el('span', { className: 'kind' }, kind), title));
  const p = el('p', {}, ...[detail].flat());
  if (p.textContent) li.append(p);
  return li;
}

export async function startSearch(dialog: HTMLDialogElement): Promise<void> {
  const form = dialog.querySelector<HTMLElement>('[data-search-form]')!;
  const input = form.querySelector<HTMLInputElement>('input')!;
  const status = dialog.querySelector<HTMLElement>('[data-search-status]')!;
  const list = dialog.querySelector<HTMLOListElement>('[data-search-results]')!;
  const pagefind = (await import(/* @vite-ignore */ searchScriptUrl())) as Pagefind;
  await pagefind.options({ excerptLength: 14 });
  let latest = 0;

  async function run(): Promise<void> {
    const asked = ++latest;
    const q = searchQuery(input.value);
    if (!q) {
      list.replaceChildren();
      delete list.dataset.query;
      status.textContent = '';
      return;
    }
    // The pages about a thing, then the figures (lib/search/rank.ts says why).
    const [things, figures] = await Promise.all(
      [THING_KINDS, ['Figure']].map((kinds) => pagefind.search(q, { filters: { kind: { any: kinds } } })),
    );
    const total = (things?.results.length ?? 0) + (figures?.results.length ?? 0);
    const data = (r: { results: { data(): Promise<PagefindResultData> }[] } | null, n: number) =>
      Promise.all((r?.results ?? []).slice(0, n).map((x) => x.data()));
    const item = (d: PagefindResultData) => ({ d, title: d.meta.title ?? '', kind: d.meta.kind ?? '' });
    const [thingData, figureData] = await Promise.all([data(things, THINGS_RANKED), data(figures, SHOWN)]);
    const results = rankResults(input.value, thingData.map(item), figureData.map(item))
      .slice(0, SHOWN)
      .map((x) => x.d);
    if (asked !== latest) return;
    if (results.length) {
      status.textContent = `${total} ${total === 1 ? 'result' : 'results'}${total > SHOWN ? `, the first ${SHOWN} shown` : ''}.`;
      list.replaceChildren(
        ...results.map((d) =>
          resultItem(d.meta.kind ?? 'Page', d.meta.title ?? d.url, d.url, d.meta.details ?? excerptNodes(d.excerpt)),
        ),
      );
      list.dataset.query = input.value;
      return;
    }
    const near = closestMatches(input.value, await loadAzNames());
    if (asked !== latest) return;
    status.textContent = `Nothing matches "${input.value.trim()}". The closest names:`;
    list.replaceChildren(...near.map((n) => resultItem(n.kind, n.name, n.url, '')));
    list.dataset.query = input.value;
  }

  input.addEventListener('input', () => void run());
  // Ready (the browser tests wait for it); a query typed while the index loaded is searched now.
  dialog.dataset.ready = '1';
  if (input.value) await run();
}
