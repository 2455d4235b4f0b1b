// Citations read by real clients no one here wrote (real data: a Qwen 3 14B figure, whose "14B" a
// client lowercases unless the title is protected). pandoc --citeproc (Debian's /usr/bin/pandoc) renders
// the BibTeX and the CSL-JSON of a figure page in its default style (Chicago author-date); citation-js
// (npm) parses both and renders APA. Both must keep the task, the GPU, the permanent URL with the
// release id, the title's case and the version as one release, and BibTeX and CSL must render alike.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-csl';
import { loadDataDir } from '../../src/lib/node/read-data.ts';
import { buildDataset } from '../../src/lib/core/dataset.ts';
import { orderReleases } from '../../src/lib/releases/releases.ts';
import { allFigures } from '../../src/lib/figures/figure.ts';
import { figureCitation } from '../../src/lib/figures/citation.ts';
import { bibtexCitation, cslJson, type CitationInput } from '../../src/lib/citation/citation.ts';

const SITE = 'https://site.example/';
const ROW = 'lm-arena-chat.qwen-qwen3-14b.b200x1.tp1ep1dp1.b128';
const l = loadDataDir('data');
const real = buildDataset(l.index, l.grid, l.hardware);
const fig = allFigures(orderReleases([real])).find((f) => f.row.id === ROW)!;
const input: CitationInput = figureCitation(fig, SITE);
const today = { year: 2027, month: 3, day: 9 };
const permanent = `${SITE}releases/${real.release.id}/rows/${ROW}/`;

/** Render one bibliography file with pandoc's default style, as plain text on one line per entry. */
function pandoc(file: string, contents: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'cite-'));
  writeFileSync(join(dir, file), contents);
  writeFileSync(join(dir, 'doc.md'), '---\nnocite: "@*"\n---\n');
  return execFileSync('pandoc', ['doc.md', '--citeproc', `--bibliography=${file}`, '-t', 'plain', '--wrap=none'], {
    cwd: dir,
    encoding: 'utf8',
  }).trim();
}

describe('pandoc --citeproc, default style (real data)', () => {
  const bib = pandoc('figure.bib', bibtexCitation(input, today));
  const csl = pandoc('figure.json', cslJson(input, today));
  for (const [label, out] of [
    ['BibTeX', bib],
    ['CSL-JSON', csl],
  ] as const) {
    it(`${label}: keeps the task, the GPU, the permanent URL with the release id, and "14B"`, () => {
      expect(fig.row.model_name).toBe('Qwen 3 14B');
      expect(out).toContain('Text Conversation');
      expect(out).toContain('1 x B200');
      expect(out).toContain('Qwen 3 14B');
      expect(out.replace(permanent, '')).not.toMatch(/14b/);
      expect(out).toContain(permanent);
      expect(out).toContain(`/releases/${real.release.id}/`);
    });
  }
  it('BibTeX and CSL-JSON render alike', () => {
    expect(bib).toBe(csl);
  });
});

describe('citation-js (real data)', () => {
  const fromBib = new Cite(bibtexCitation(input, today));
  const fromCsl = new Cite(cslJson(input, today));
  it('parses both formats with the version, the full date, the URL and the title kept', () => {
    for (const c of [fromBib, fromCsl]) {
      const item = c.data[0];
      expect(item.type).toBe('dataset');
      expect(item.version).toBe(`release ${real.release.id}`);
      expect(item.issued?.['date-parts']?.[0]).toEqual([2026, 12, 1]); // release 2026-12-01
      expect(item.URL).toBe(permanent);
      expect(item.title).toContain('Qwen 3 14B on 1 x B200, batch cap 128, Text Conversation');
    }
  });
  it('prints the version as one release, never "Versions", and both formats alike (APA)', () => {
    const apa = (c: InstanceType<typeof Cite>) =>
      c.format('bibliography', { format: 'text', template: 'apa' }).trim() as string;
    expect(apa(fromBib)).toContain(`(Version release ${real.release.id})`);
    expect(apa(fromBib)).not.toContain('Versions');
    expect(apa(fromBib)).toContain('Qwen 3 14B');
    expect(apa(fromBib)).toBe(apa(fromCsl));
  });
});
