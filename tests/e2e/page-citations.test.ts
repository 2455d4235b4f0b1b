// Each model and GPU page's citation credits the producers whose rows the page shows, and no others (issue 50,
// item 8: a model page credited every source of the release, MLPerf and Ember included). Real data, read from the
// built pages' plain-text citation; what each page shows is worked out here from the data's rows, by model or GPU.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../src/lib/node/read-data.ts';
import { REAL_DATA_DIR } from '../fixtures/real-figures.ts';
import { isolate } from '../../src/lib/text/bidi.ts';
import { HOME_FIGURE_ID } from '../../src/lib/published/view.ts';
import { withoutBase, modelUrl, gpuUrl, glossaryUrl, publishedUrl } from '../../src/lib/text/site-links.ts';

const d = loadDataset(REAL_DATA_DIR).dataset;
/** The credit line of the grid's producer (Ember), and of the index's own source (the source of its rows). */
const gridLine = `Data: ${isolate(d.grid.source.citation)} ${d.grid.source.url}`;
/** The release's sources other than the index's own (MLPerf, ML.ENERGY v2...), by name. */
const otherSources = d.sources.filter((s) => !d.rows.some((r) => r.source === s.id)).map((s) => s.name);

/** The "Data:" lines of a built page's plain citation, its HTML entities decoded. */
function credits(url: string): string[] {
  const html = readFileSync(`dist${withoutBase(url)}index.html`, 'utf8');
  const plain = /data-cite-format="plain"[^>]*>([^<]*)</.exec(html)?.[1];
  if (plain === undefined) throw new Error(`${url}: no plain citation`);
  const text = plain
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  return text.split('\n').filter((l) => l.startsWith('Data: '));
}

/** The credit lines of the sources (by record) with a row that `keep` picks, in the release's order. */
function expected(keep: (r: { model: string; gpu: string }) => boolean): string[] {
  const rowsOf = (id: string): readonly { model: string; gpu: string }[] => {
    const v = d.bySource[id];
    return v.kind === 'ml-energy-v3' ? d.rows : v.rows;
  };
  const names = new Set(d.sources.filter((s) => rowsOf(s.id).some(keep)).map((s) => s.name));
  return d.release.sources.filter((s) => names.has(s.name)).map((s) => `Data: ${isolate(s.citation)} ${s.url}`);
}

describe("a page's citation credits the sources it shows", () => {
  it.each(d.models.map((m) => [m.id]))('model %s', (id) => {
    expect(credits(modelUrl(id))).toEqual(expected((r) => r.model === id));
  });
  it.each(d.accelerators.filter((a) => d.rows.some((r) => a.aliases.includes(r.gpu))).map((a) => [a.id, a.aliases]))(
    'GPU %s',
    (id, aliases) => {
      expect(credits(gpuUrl(id))).toEqual(expected((r) => aliases.includes(r.gpu)));
    },
  );
  it('the Qwen 3 32B page credits ML.ENERGY v3 alone: no MLPerf, ML.ENERGY v2 or grid line', () => {
    const lines = credits(modelUrl('Qwen/Qwen3-32B'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('The ML.ENERGY Benchmark');
    expect(lines.join('\n')).not.toMatch(/MLPerf|Ember/);
  });
  // Pages that show the index's own rows alone: a term page (with the grid where its example converts to carbon),
  // the calculator (its rows and the grid's regions) and a published figure's page (its ladder's rows).
  const ownRows = new Set<object>(d.rows);
  const indexRows = () => expected((r) => ownRows.has(r));
  it('a glossary term worked from a row credits the index alone', () => {
    expect(credits(glossaryUrl('energy-per-token'))).toEqual(indexRows());
  });
  it('a glossary term converting to carbon credits the index and the grid', () => {
    expect(credits(glossaryUrl('grid-carbon-intensity'))).toEqual([...indexRows(), gridLine]);
  });
  it('the calculator credits the index rows it offers and the grid it converts with', () => {
    expect(credits('/calculator/')).toEqual([...indexRows(), gridLine]);
  });
  it.each((d.published ?? []).map((f) => [f.id]))('published figure %s credits no source besides the index', (id) => {
    // The index's line where the page sets the figure beside the index's rows (a figure per answer), else none.
    expect(indexRows()).toEqual(expect.arrayContaining(credits(publishedUrl(id))));
  });
  it("Google's published figure, set beside the index's rows, credits the index", () => {
    expect(credits(publishedUrl(HOME_FIGURE_ID))).toEqual(indexRows());
  });
  it('none of those credits MLPerf or ML.ENERGY v2', () => {
    expect(otherSources.length).toBeGreaterThan(0);
    for (const url of [glossaryUrl('grid-carbon-intensity'), '/calculator/', publishedUrl(HOME_FIGURE_ID)])
      for (const name of otherSources) expect(credits(url).join('\n')).not.toContain(name);
  });
  it('home credits the grid it converts with, beside the rows it ranks', () => {
    expect(credits('/').some((l) => l.includes(d.grid.source.citation))).toBe(true);
  });
});
