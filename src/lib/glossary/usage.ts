// Which pages use which glossary terms, so term pages list them untyped. A static list, not register() in each page:
// Astro loads pages lazily, so a call made rendering /methodology/ might run after /glossary/pue/ is written.
import type { Dataset } from '../core/dataset.ts';
import { INDEX_TABLE_TERMS } from '../index-table/columns.ts';
import {
  gpuUrl,
  HOME_URL,
  modelUrl,
  publishedIndexUrl,
  publishedUrl,
  taskUrl,
  withBase,
  withoutBase,
} from '../text/site-links.ts';
import { isolate } from '../text/bidi.ts';
import { group } from 'd3';
import { compareCodeUnits } from '../core/order.ts';

export interface PageRef {
  path: string;
  title: string;
}

export interface GlossaryUse {
  /** The pages, computed from the dataset (one per task, say). */
  pages: (d: Dataset) => PageRef[];
  /** Glossary slugs those pages rely on. */
  terms: readonly string[];
  /** What on those pages uses the terms, for whoever maintains this list. */
  what: string;
}

/** Add an entry when a page's text leans on a term (methodology, model, GPU pages...). */
export const GLOSSARY_USES: GlossaryUse[] = [
  {
    pages: (d) =>
      d.published
        ? [
            { path: publishedIndexUrl(), title: 'Published figures' },
            ...d.published.map((f) => ({
              path: publishedUrl(f.id),
              title: isolate(f.publisher),
            })),
          ]
        : [],
    terms: ['energy-per-prompt', 'measurement-boundary', 'measurement-basis'],
    what: 'published figures: the index page links energy per prompt; each figure page, boundary and basis',
  },
  {
    // Every page that renders the index table (src/components/IndexTable.astro): home, tasks, GPUs with rows.
    pages: (d) => [
      { path: HOME_URL, title: 'Index (home)' },
      ...d.tasks.map((t) => ({ path: taskUrl(t.id), title: `${isolate(t.name)} task` })),
      ...d.accelerators
        .filter((a) => a.aliases.length > 0)
        .map((a) => ({ path: gpuUrl(a.id), title: isolate(a.name) })),
    ],
    terms: [...INDEX_TABLE_TERMS, 'measurement-boundary', 'measurement-basis'],
    what: 'index table: the terms line under it (INDEX_TABLE_TERMS), and its caption: boundary and basis',
  },
  {
    pages: () => [{ path: HOME_URL, title: 'Index (home)' }],
    terms: ['latency-ceiling'],
    what: 'home page lede: the ceiling the selection applies',
  },
  {
    pages: (d) => d.models.map((m) => ({ path: modelUrl(m.id), title: isolate(m.name) })),
    terms: [
      'running-batch-and-batch-cap',
      'energy-per-token',
      'inter-token-latency',
      'average-power',
      'output-throughput',
    ],
    what: 'configuration table headers (src/components/ConfigTable.astro)',
  },
  {
    pages: () => [{ path: withBase('/methodology/'), title: 'Methodology' }],
    terms: [
      'measurement-boundary',
      'measurement-basis',
      'steady-state-window',
      'identity-check',
      'withheld-value',
      'inter-token-latency',
      'latency-ceiling',
    ],
    what: 'methodology text (src/pages/methodology.astro)',
  },
];

/** Pages that use a term, each once, home first then by path. */
export function pagesUsingTerm(d: Dataset, term: string, uses: readonly GlossaryUse[] = GLOSSARY_USES): PageRef[] {
  const byPath = new Map<string, PageRef>();
  for (const use of uses) {
    if (!use.terms.includes(term)) continue;
    for (const page of use.pages(d)) if (!byPath.has(page.path)) byPath.set(page.path, page);
  }
  return [...byPath.values()].sort(
    (a, b) => Number(a.path !== HOME_URL) - Number(b.path !== HOME_URL) || compareCodeUnits(a.path, b.path),
  );
}

/** Every term any page claims to use: the glossary must have a page for each (a test checks it). */
export function termsInUse(): string[] {
  return [...new Set(GLOSSARY_USES.flatMap((u) => u.terms))].sort();
}

/** Section of the site a path belongs to, for grouping a long "used on" list. */
const SECTION_LABELS: Record<string, string> = {
  '': 'Home',
  tasks: 'Tasks',
  models: 'Models',
  gpus: 'GPUs',
  methodology: 'Methodology',
  published: 'Published figures',
};

/** By first path segment, sections in order of first appearance. */
export function groupBySection(pages: readonly PageRef[]): { section: string; pages: PageRef[] }[] {
  const groups = group(
    pages,
    (p) => SECTION_LABELS[withoutBase(p.path).split('/').filter(Boolean)[0] ?? ''] ?? p.title,
  );
  return [...groups].map(([section, list]) => ({ section, pages: list }));
}
