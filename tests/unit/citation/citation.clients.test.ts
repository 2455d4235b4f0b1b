// Citations read by real clients no one here wrote (real data). pandoc --citeproc (Debian's /usr/bin/pandoc)
// renders the BibTeX and the CSL-JSON of a figure in its default style (Chicago author-date) and in APA (the
// APA style citation-js ships, given to pandoc with --csl); citation-js (npm) parses both and renders APA.
// Each must keep the model's case and exact id, the GPU, the task, the release and the permanent URL, and
// credit the producers; the site's own APA must be what the clients render from its BibTeX and CSL-JSON.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-csl';
import { loadDataDir } from '../../../src/lib/node/read-data.ts';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import { orderReleases } from '../../../src/lib/releases/releases.ts';
import { allFigures } from '../../../src/lib/figures/figure.ts';
import { figureCitation } from '../../../src/lib/figures/citation.ts';
import { releaseCitation } from '../../../src/lib/citation/inputs.ts';
import {
  INDEX_AUTHOR,
  apaOwnEntry,
  bibtexCitation,
  cslJson,
  type CitationInput,
} from '../../../src/lib/citation/citation.ts';

const SITE = 'https://site.example/';
const ROW = 'gpqa.deepseek-ai-deepseek-r1-0528.b200x8.tp1ep8dp1.b8';
const SET_ASIDE = 'lm-arena-chat.qwen-qwen3-30b-a3b-instruct-2507.h100x2.tp1ep2dp1.b256';
const l = loadDataDir('data');
const real = buildDataset(l.index, l.grid, l.hardware, undefined, l.sources);
const figures = allFigures(orderReleases([real]));
const fig = figures.find((f) => f.row.id === ROW)!;
const input: CitationInput = figureCitation(fig, SITE);
const today = { year: 2027, month: 3, day: 9 };
const permanent = `${SITE}releases/${real.release.id}/rows/${ROW}/`;
// The APA style citation-js renders with, written out for pandoc's --csl.
const apaCsl = (createRequire(import.meta.url)('@citation-js/plugin-csl/lib/styles.json') as { apa: string }).apa;

/** Render one bibliography file with pandoc (default style, or `csl`), as plain text, one paragraph per entry. */
function pandoc(file: string, contents: string, csl?: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'cite-'));
  writeFileSync(join(dir, file), contents);
  writeFileSync(join(dir, 'doc.md'), '---\nnocite: "@*"\n---\n');
  const style = csl ? (writeFileSync(join(dir, 'style.csl'), csl), ['--csl=style.csl']) : [];
  return execFileSync(
    'pandoc',
    ['doc.md', '--citeproc', `--bibliography=${file}`, ...style, '-t', 'plain', '--wrap=none'],
    { cwd: dir, encoding: 'utf8' },
  )
    .trim()
    .split(/\n\n+/);
}
const own = (entries: string[]) => entries.find((e) => e.startsWith(INDEX_AUTHOR))!;
const citeJsApa = (c: InstanceType<typeof Cite>) =>
  (c.format('bibliography', { format: 'text', template: 'apa' }) as string).trim().split('\n');

describe('pandoc --citeproc, default style (real data)', () => {
  const bib = pandoc('figure.bib', bibtexCitation(input, today));
  const csl = pandoc('figure.json', cslJson(input, today));
  for (const [label, out] of [
    ['BibTeX', bib],
    ['CSL-JSON', csl],
  ] as const) {
    it(`${label}: keeps the model's exact id and case, the GPU, the task, the release and the permanent URL`, () => {
      const text = own(out);
      expect(fig.row.model).toBe('deepseek-ai/DeepSeek-R1-0528');
      expect(text).toContain(`${fig.row.model_name} (deepseek-ai/DeepSeek-R1-0528)`);
      expect(text).toContain('8 x B200');
      expect(text).toContain('Problem Solving');
      expect(text).toContain(permanent);
      expect(text).not.toMatch(/Accessed|Retrieved/); // a permanent page
    });
    it(`${label}: credits ML.ENERGY with Chung et al.'s citation`, () => {
      expect(out.join('\n')).toContain('Jae-Won Chung');
      expect(out.join('\n')).toContain('The ML.ENERGY Initiative');
    });
  }
  it('BibTeX and CSL-JSON render alike', () => {
    expect(bib).toEqual(csl);
  });
});

describe("the site's APA is what the clients render (real data: a figure and the release)", () => {
  for (const [label, c] of [
    ['figure', input],
    ['release', releaseCitation(real.release, SITE, real.grid.source)],
  ] as const) {
    const site = apaOwnEntry(c);
    it(`${label}: pandoc with the APA style renders exactly the site's entry from BibTeX and from CSL-JSON`, () => {
      // pandoc 2.17's citeproc knows no "dataset" type, so it prints no "[Dataset]"; all else is the same.
      const expected = site.replace(' [Dataset].', '.');
      expect(own(pandoc('c.bib', bibtexCitation(c), apaCsl))).toBe(expected);
      expect(own(pandoc('c.json', cslJson(c), apaCsl))).toBe(expected);
    });
    it(`${label}: citation-js renders exactly the site's entry from BibTeX and from CSL-JSON`, () => {
      // citeproc-js reads the dashes of a version "2026-12-01" as a range and says "Versions": its quirk, pinned.
      const expected = site.replace('(Version ', '(Versions ');
      expect(own(citeJsApa(new Cite(bibtexCitation(c))))).toBe(expected);
      expect(own(citeJsApa(new Cite(cslJson(c))))).toBe(expected);
    });
  }
});

describe('citation-js (real data)', () => {
  const fromBib = new Cite(bibtexCitation(input, today));
  const fromCsl = new Cite(cslJson(input, today));
  it('parses both formats with the version (the release id alone), the full date, the URL and the title kept', () => {
    for (const c of [fromBib, fromCsl]) {
      const item = c.data.find((i: { URL?: string }) => i.URL === permanent)!;
      expect(item.type).toBe('dataset');
      expect(item.version).toBe(real.release.id);
      expect(item.issued?.['date-parts']?.[0]).toEqual(real.release.date.split('-').map(Number)); // the release's date
      expect(item.title).toContain(
        `${fig.row.model_name} (deepseek-ai/DeepSeek-R1-0528) on 8 x B200, batch cap 8, Problem Solving`,
      );
      expect(c.data).toHaveLength(2); // the index's entry and ML.ENERGY's
    }
  });
  it('a repeat run set aside says so in its title, so it is never cited as its twin', () => {
    const aside = figures.find((f) => f.row.id === SET_ASIDE)!;
    const twin = figures.find((f) => f.row.id === `${SET_ASIDE}.r2`)!;
    const [a, b] = [figureCitation(aside, SITE).title, figureCitation(twin, SITE).title];
    expect(aside.status).toBe('set-aside');
    expect(a).toContain('(repeat run set aside)');
    expect(a).not.toBe(b);
    expect(a).toContain('(Qwen/Qwen3-30B-A3B-Instruct-2507)');
  });
});
