// CITATION.cff (src/lib/citation/cff.ts) matches the data's release (real data).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadDataDir } from '../../../src/lib/node/read-data.ts';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import { citationCff } from '../../../src/lib/citation/cff.ts';
import { parse as parseYaml } from 'yaml';

describe('CITATION.cff (real data)', () => {
  it('is the file generated from the latest release (run `npm run cff` after adding a release)', () => {
    const l = loadDataDir('data');
    expect(readFileSync('CITATION.cff', 'utf8')).toBe(citationCff(buildDataset(l.index, l.grid, l.hardware)));
  });
  it('parses as YAML with a preferred-citation naming the release, and a licence per source', () => {
    const cff = parseYaml(readFileSync('CITATION.cff', 'utf8'));
    const { release: r } = loadDataDir('data').index;
    expect(cff['preferred-citation']).toMatchObject({
      type: 'data',
      title: r.title,
      version: r.id,
      'date-released': r.date,
    });
    // One of the release's files, the same at every address: it names none.
    expect(cff.url).toBeUndefined();
    expect(cff['preferred-citation'].url).toBeUndefined();
    expect(cff.license).toEqual(['Apache-2.0', 'CC-BY-4.0']);
    // ML.ENERGY v3, MLPerf v5.1 (no licence stated by the source), MLPerf v4.1, ML.ENERGY v2, Ember, the
    // vendor specifications and MLPerf's system descriptions (facts, cited, no licence).
    expect(cff.references.map((x: { license?: string }) => x.license ?? null)).toEqual([
      'Apache-2.0',
      null,
      'Apache-2.0',
      'Apache-2.0',
      'CC-BY-4.0',
      null,
      null,
    ]);
  });
  it('names the release in data/index.json: version, date and title, and no address', () => {
    const cff = readFileSync('CITATION.cff', 'utf8');
    const { release: r } = loadDataDir('data').index;
    expect(cff.startsWith('cff-version: 1.2.0\n')).toBe(true); // no build comments
    expect(cff).not.toMatch(/^#/m);
    expect(cff).not.toContain('<benchmark>');
    expect(cff).toContain(`version: "${r.id}"`);
    expect(cff).toContain(`date-released: "${r.date}"`);
    expect(cff).not.toMatch(/^\s*url: .*releases\//m);
    expect(cff).toContain(`title: "${r.title}"`);
  });
});
