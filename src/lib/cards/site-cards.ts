// Which pages have a social card and what each says: one list for og:image links and the card endpoint.
import type { Dataset } from '../core/dataset.ts';
import type { ReleaseEntry } from '../releases/releases.ts';
import { figureHome } from '../figures/figure.ts';
import { figureUrl, glossaryUrl, HOME_URL, modelUrl, publishedUrl, releaseUrl, taskUrl } from '../text/site-links.ts';
import type { PublishedView } from '../published/view.ts';
import { scopeWords } from '../published/view.ts';
import { figureFileName, pageFileName } from './file-names.ts';
import { taskName } from '../core/task-name.ts';
import {
  shortAddress,
  glossaryCard,
  homeCard,
  modelCard,
  publishedCard,
  releaseCard,
  rowCard,
  taskCard,
  type CardContent,
} from './content.ts';

/**
 * A page's card: `path` the page's (base included, ending in "/"), `fileName` what it is called when downloaded
 * (file-names.ts), printing `shown`'s address (the page's own unless it has a row id in it).
 */
const cardPage = (
  site: string,
  path: string,
  fileName: string,
  content: (address: string) => CardContent,
  shown = path,
) => ({ path, content: content(shortAddress(site, shown)), fileName });
export type CardPage = ReturnType<typeof cardPage>;

/**
 * Cards from the data alone: home, latest tasks and models, and each release's selected figures. Unselected figures get
 * none: ~30 ms of CPU a card, x ~2,000 figure versions, would double the build (docs/build.md).
 */
export function dataCards(latest: Dataset, releases: readonly ReleaseEntry[], site: string): CardPage[] {
  const release = latest.release.id;
  const page = (path: string, subject: string, content: (address: string) => CardContent) =>
    cardPage(site, path, pageFileName(subject, release), content);
  const cards: CardPage[] = [page(HOME_URL, 'home', (a) => homeCard(latest, a))];
  for (const t of latest.tasks) cards.push(page(taskUrl(t.id), t.name, (a) => taskCard(latest, t.id, a)));
  for (const m of latest.models) cards.push(page(modelUrl(m.id), m.name, (a) => modelCard(latest, m.id, m.name, a)));
  for (const rel of releases) {
    const d = rel.dataset;
    cards.push(cardPage(site, releaseUrl(rel.id), pageFileName('release', rel.id), (a) => releaseCard(d, a)));
    // A figure's card is its version's, drawn once at the newest release holding it, printing an address without the
    // row id: its model's page for the latest release, else its release's page.
    for (const r of d.selected) {
      const path = figureUrl(rel.id, r.id);
      const shown = rel.id === latest.release.id ? modelUrl(r.model) : releaseUrl(rel.id);
      const fileName = figureFileName(r, taskName(d, r.task), rel.id);
      if (figureHome(releases, path) === path)
        cards.push(cardPage(site, path, fileName, (a) => rowCard(d, r, a), shown));
    }
  }
  return cards;
}

/** A glossary term's card: its worked example's first row, when the data has the example. */
export interface GlossaryCardInput {
  id: string;
  term: string;
  exampleRowId: string | null;
}

/** The glossary terms' cards (they need the content collection, so the pages list them). */
export const glossaryCards = (d: Dataset, terms: readonly GlossaryCardInput[], site: string): CardPage[] =>
  terms.map((t) =>
    cardPage(site, glossaryUrl(t.id), pageFileName(`glossary ${t.term}`, d.release.id), (a) =>
      glossaryCard(d, t.term, t.exampleRowId, a),
    ),
  );

/** Each published figure's card (drawn by the card endpoint, as the glossary's: a handful). */
export const publishedCards = (d: Dataset, views: readonly PublishedView[], site: string): CardPage[] =>
  views.map((v) =>
    cardPage(site, publishedUrl(v.f.id), pageFileName(`published ${v.f.id}`, d.release.id), (a) =>
      publishedCard(
        d,
        v.f,
        scopeWords(v.f),
        v.perToken.ok
          ? `${Number(v.perToken.jPerToken.toPrecision(3))} J per output token at the same scope`
          : `No J per output token: ${v.perToken.short}`,
        a,
      ),
    ),
  );
