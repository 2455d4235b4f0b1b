// A figure's JSON-LD (src/lib/figures/json-ld.ts, with the release's), expanded by the jsonld library, and the
// quotable sentence. Fixture releases.
import { describe, expect, it } from 'vitest';
import jsonld from 'jsonld';
import { fixtureReleases } from '../../fixtures/fixture-releases.ts';
import { orderReleases } from '../../../src/lib/releases/releases.ts';
import { allFigures } from '../../../src/lib/figures/figure.ts';
import { figureJsonLd } from '../../../src/lib/figures/json-ld.ts';
import { releaseJsonLd } from '../../../src/lib/releases/json-ld.ts';

const SITE = 'https://site.example/';
const { first, second } = fixtureReleases();
const figures = allFigures(orderReleases([second, first]));
const byKey = new Map(figures.map((f) => [`${f.release.id}/${f.row.id}`, f]));

/** schema.org's context, reduced to its vocabulary: the build and the test never reach the network. */
const SCHEMA_CONTEXT = { '@context': { '@vocab': 'http://schema.org/' } };
const documentLoader = async (url: string) => {
  if (url.replace(/\/$/, '') !== 'https://schema.org') throw new Error(`unexpected context ${url}`);
  return { contextUrl: undefined, documentUrl: url, document: SCHEMA_CONTEXT };
};
const S = 'http://schema.org/';
/** An expanded JSON-LD node: every property an array of nodes or values. */
type Ld = { '@id'?: string; '@type'?: string[]; '@value'?: unknown } & { [property: string]: unknown };
const all = (n: Ld, property: string) => (n[`${S}${property}`] ?? []) as Ld[];
const value = (n: Ld, property: string) => all(n, property)[0]?.['@value'];
const expand = async (doc: object) =>
  (await jsonld.expand(doc as jsonld.JsonLdDocument, { documentLoader, safe: true } as jsonld.Options.Expand)) as Ld[];

describe('JSON-LD', () => {
  it('a figure expands as a Dataset, part of its release, with its figure as PropertyValues (fixture)', async () => {
    const f = byKey.get('fixture-2026-01/lm-arena-chat.org-model-a.h100x2.tp2ep1dp1.b128')!;
    const [node] = await expand(figureJsonLd(f, SITE));
    expect(node['@type']).toEqual([`${S}Dataset`]);
    expect(node['@id']).toBe(
      'https://site.example/releases/fixture-2026-01/rows/lm-arena-chat.org-model-a.h100x2.tp2ep1dp1.b128/',
    );
    expect(all(node, 'isPartOf')[0]['@id']).toBe('https://site.example/releases/fixture-2026-01/');
    const values = all(node, 'variableMeasured');
    expect(values.every((v) => v['@type']?.[0] === `${S}PropertyValue`)).toBe(true);
    const energy = values.find((v) => value(v, 'name') === 'energy per output token')!;
    expect(value(energy, 'value')).toBe(f.row.energy_per_token_j);
    expect(value(energy, 'unitText')).toBe('J');
    expect(value(node, 'name')).toBe(
      'Model A (Org/Model-A) on 2 x H100, batch cap 128, Text Conversation: GPU energy per output token',
    );
  });
  it('a release expands as a Dataset whose files are DataDownloads at the permanent release address, each with its licence (fixture)', async () => {
    const [node] = await expand(releaseJsonLd(second, SITE));
    expect(node['@type']).toEqual([`${S}Dataset`]);
    expect(value(node, 'temporalCoverage')).toMatch(/^\d{4}\/2026-06-01$/);
    const downloads = all(node, 'distribution');
    // The four index tables (this fixture release has no other source, so no file for one), datapackage.json,
    // README.txt, CITATION.cff, the zip and SHA256SUMS.
    expect(downloads.length).toBe(9);
    for (const dl of downloads) {
      expect(dl['@type']).toEqual([`${S}DataDownload`]);
      expect(value(dl, 'contentUrl')).toBe(`https://site.example/releases/fixture-2026-06/${value(dl, 'name')}`);
      expect(all(dl, 'license').length).toBeGreaterThan(0);
    }
    const licence = (name: string) =>
      all(
        downloads.find((d) => value(d, 'name') === name)!,
        'license',
      ).map((l) => l['@value']);
    expect(licence('grid.csv')).toEqual(['https://creativecommons.org/licenses/by/4.0/']);
    expect(licence('index.csv')).toEqual(['https://www.apache.org/licenses/LICENSE-2.0']);
  });
});
