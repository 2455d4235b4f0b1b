// Each model and GPU page's citation credits the producers whose rows the page shows, and no others (issue 50,
// item 8: a model page credited every source of the release, MLPerf and Ember included). Real data, read from the
// built pages' plain-text citation; what each page shows is worked out here from the data's rows, by model or GPU.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../src/lib/node/read-data.ts';
import { REAL_DATA_DIR } from '../fixtures/real-figures.ts';
import { isolate } from '../../src/lib/text/bidi.ts';
import { withoutBase, modelUrl, gpuUrl } from '../../src/lib/text/site-links.ts';

const d = loadDataset(REAL_DATA_DIR).dataset;

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
  it('home credits the grid it converts with, beside the rows it ranks', () => {
    expect(credits('/').some((l) => l.includes(d.grid.source.citation))).toBe(true);
  });
});
