// The glossary pages as written (src/content/glossary/*.mdx): every required slug has a page, every
// page's frontmatter passes the schema, cross-links resolve, and every unit reaches the page's facts.
import { describe, expect, it } from 'vitest';
import { glossaryFiles, readBody, readFrontmatter as frontmatter } from '../../fixtures/glossary/read-terms.ts';
import { glossaryTermSchema } from '../../../src/lib/glossary/schema.ts';
import { glossaryTermProblems } from '../../fixtures/glossary/terms.ts';
import {
  byCategory,
  byLetter,
  glossaryLinkProblems,
  sortTerms,
  termFacts,
  type TermEntry,
} from '../../../src/lib/glossary/term-order.ts';
import { GLOSSARY_USES, pagesUsingTerm, termsInUse } from '../../../src/lib/glossary/usage.ts';
import { INDEX_TABLE_TERMS } from '../../../src/lib/index-table/columns.ts';
import { loadDataDir } from '../../../src/lib/node/read-data.ts';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import { taskUrl } from '../../../src/lib/text/site-links.ts';

/** The slugs the site links to; the brief fixes them. */
const REQUIRED = [
  'energy-per-token',
  'wh-per-million-tokens',
  'tokens-per-joule',
  'tokens-per-watt',
  'energy-per-request',
  'average-power',
  'tdp-and-percent-of-tdp',
  'output-throughput',
  'running-batch-and-batch-cap',
  'inter-token-latency',
  'latency-ceiling',
  'steady-state-window',
  'measurement-boundary',
  'measurement-basis',
  'pue',
  'grid-carbon-intensity',
  'carbon-per-million-tokens',
  'identity-check',
  'withheld-value',
  'pareto-frontier',
  'weight-precision',
  'tensor-expert-data-parallelism',
  'embodied-carbon',
  'time-to-first-token',
  // Sources beside ML.ENERGY v3 (issue 13).
  'wall-power',
  'mlperf-scenarios',
  'time-per-output-token',
  'accuracy-target',
  'power-capped-maxq',
  // Published figures beside the index (issue 22).
  'energy-per-prompt',
];

const files = glossaryFiles();
const entries: TermEntry[] = files.map((f) => ({
  slug: f.replace(/\.mdx$/, ''),
  data: glossaryTermSchema.parse(frontmatter(f)),
}));

describe('glossary content', () => {
  it('has exactly one page per required slug', () => {
    expect(entries.map((e) => e.slug).sort()).toEqual([...REQUIRED].sort());
  });

  it('every page passes the frontmatter schema', () => {
    for (const f of files) expect(glossaryTermProblems(frontmatter(f)), f).toEqual([]);
  });

  it('every related term, table header term and registered term has a page', () => {
    expect(glossaryLinkProblems(entries, [...INDEX_TABLE_TERMS, ...termsInUse()])).toEqual([]);
  });

  it('every term with a unit shows it in the facts at the top of its page', () => {
    for (const e of entries) {
      const unit = termFacts(e.data).find((f) => f.label === 'Unit')!.value;
      if (e.data.unit !== null) expect(unit, e.slug).toBe(e.data.unit);
      else expect(unit, e.slug).toMatch(/not a quantity/);
    }
  });

  it('the index lists each term once A to Z and once by group, in a fixed order', () => {
    const az = byLetter(entries).flatMap((g) => g.terms.map((t) => t.slug));
    const grouped = byCategory(entries).flatMap((g) => g.terms.map((t) => t.slug));
    expect([...az].sort()).toEqual([...REQUIRED].sort());
    expect([...grouped].sort()).toEqual([...REQUIRED].sort());
    expect(sortTerms([...entries].reverse()).map((e) => e.slug)).toEqual(sortTerms(entries).map((e) => e.slug));
  });

  it('bodies contain the two prose sections and no sentence typed twice across pages', () => {
    const seen = new Map<string, string>();
    for (const f of files) {
      const body = readBody(f);
      expect(body, f).toContain('## Definition');
      expect(body, f).toContain('## How to read it on this index');
      for (const s of body
        .replace(/\s+/g, ' ')
        .split(/(?<=[.!?]) /)
        .filter((s) => s.length > 60)) {
        expect(seen.get(s), `${f} repeats a sentence from ${seen.get(s)}`).toBeUndefined();
        seen.set(s, f);
      }
    }
  });
});

describe('glossary usage registry (real data)', () => {
  const data = loadDataDir('data');
  const d = buildDataset(data.index, data.grid, data.hardware);

  it('derives the index-table pages from INDEX_TABLE_TERMS: each header term lists home and every task page', () => {
    for (const term of INDEX_TABLE_TERMS) {
      const paths = pagesUsingTerm(d, term).map((p) => p.path);
      expect(paths[0]).toBe('/');
      for (const t of d.tasks) expect(paths, term).toContain(taskUrl(t.id));
    }
  });

  it('lists each page once per term and nothing for a term no page uses', () => {
    for (const term of termsInUse()) {
      const paths = pagesUsingTerm(d, term).map((p) => p.path);
      expect(new Set(paths).size, term).toBe(paths.length);
    }
    expect(pagesUsingTerm(d, 'embodied-carbon', GLOSSARY_USES)).toEqual([]);
    expect(
      pagesUsingTerm(d, 'pue', [{ pages: () => [{ path: '/x/', title: 'X' }], terms: ['pue'], what: 'fixture' }]),
    ).toEqual([{ path: '/x/', title: 'X' }]);
  });
});
