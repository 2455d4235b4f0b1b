// Each page kind's JSON-LD read as RDF (real data), the way an RDF client reads it: the `jsonld` processor
// with schema.org's typing of URL-valued properties (a string there is an IRI, resolved against the page),
// so a licence written as a bare string would become a link to a page of this site. No licence and no source
// may resolve to this site; every Dataset carries a citation and dateModified, a figure its distribution.
import { describe, expect, it } from 'vitest';
import jsonld from 'jsonld';
import { loadDataset } from '../../../src/lib/node/read-data.ts';
import { allReleases } from '../../../src/lib/node/releases-load.ts';
import { allFigures } from '../../../src/lib/figures/figure.ts';
import { figureJsonLd } from '../../../src/lib/figures/json-ld.ts';
import { releaseJsonLd } from '../../../src/lib/releases/json-ld.ts';

const SITE = 'https://site.example/';
const S = 'http://schema.org/';
/** schema.org's context for the terms that matter here, offline: URL-valued properties are IRIs, as there. */
const CONTEXT = {
  '@context': {
    '@vocab': S,
    license: { '@type': '@id' },
    url: { '@type': '@id' },
    contentUrl: { '@type': '@id' },
    isBasedOn: { '@type': '@id' },
    isPartOf: { '@type': '@id' },
  },
};
const documentLoader = async (url: string) => {
  if (url.replace(/\/$/, '') !== 'https://schema.org') throw new Error(`unexpected context ${url}`);
  return { contextUrl: undefined, documentUrl: url, document: CONTEXT };
};
interface Quad {
  subject: { value: string };
  predicate: { value: string };
  object: { termType: string; value: string };
}
const rdf = async (doc: object, base: string) =>
  (await jsonld.toRDF(
    doc as jsonld.JsonLdDocument,
    { documentLoader, base } as jsonld.Options.ToRdf,
  )) as unknown as Quad[];

/** What an RDF client would wrongly take as this site's: licences and sources, and their addresses. */
function problems(quads: Quad[]): string[] {
  const out: string[] = [];
  const sources = new Set(quads.filter((q) => q.predicate.value === `${S}isBasedOn`).map((q) => q.object.value));
  for (const q of quads) {
    const p = q.predicate.value;
    const isLicence = p === `${S}license`;
    const isSource = p === `${S}isBasedOn` || (sources.has(q.subject.value) && p === `${S}url`);
    if (!isLicence && !isSource) continue;
    if (isLicence && q.object.termType !== 'NamedNode') out.push(`${p}: a literal ${q.object.value}`);
    if (q.object.termType === 'NamedNode' && q.object.value.startsWith(SITE)) out.push(`${p}: ${q.object.value}`);
  }
  return out;
}
/** Which of `props` the page's own Dataset (the node `id`) lacks. */
const missing = (quads: Quad[], id: string, props: string[]) =>
  props.filter((p) => !quads.some((q) => q.subject.value === id && q.predicate.value === `${S}${p}`));

describe('JSON-LD as RDF (real data, every page kind)', () => {
  const { dataset } = loadDataset('data');
  const releases = allReleases(dataset);
  const figures = allFigures(releases);
  for (const r of releases) {
    it(`release ${r.id} (also home and downloads): licences and sources are not pages of this site`, async () => {
      const quads = await rdf(releaseJsonLd(r.dataset, SITE), `${SITE}releases/${r.id}/`);
      expect(quads.length).toBeGreaterThan(50);
      expect(problems(quads)).toEqual([]);
      expect(missing(quads, `${SITE}releases/${r.id}/`, ['citation', 'dateModified', 'distribution'])).toEqual([]);
    });
  }
  // One figure a source kind and release: v3 under Apache-2.0, in each release.
  for (const f of releases.map((r) => figures.find((x) => x.release.id === r.id)!)) {
    it(`figure ${f.release.id}/${f.row.id}: citation, dateModified, distribution; no licence or source here`, async () => {
      const quads = await rdf(figureJsonLd(f, SITE), `${SITE}${f.path.slice(1)}`);
      expect(problems(quads)).toEqual([]);
      const id = `${SITE}${f.path.slice(1)}`;
      expect(missing(quads, id, ['citation', 'dateModified', 'distribution', 'license'])).toEqual([]);
    });
  }
  it('a source that states no licence (MLPerf v5.1) has none in the release, and the description says so', async () => {
    const ld = releaseJsonLd(dataset, SITE);
    const v51 = ld.isBasedOn.find((w) => w.name.startsWith('MLPerf Inference v5.1'))!;
    expect('license' in v51).toBe(false);
    expect('description' in v51 && v51.description).toBe('Licence: not stated by the source.');
    expect(ld.description).toContain('MLPerf Inference v5.1 (Datacenter, Closed): licence not stated by the source.');
  });
  it('the check can fail: a licence as a bare string resolves to a page of this site', async () => {
    const quads = await rdf(
      { '@context': 'https://schema.org', '@type': 'Dataset', license: 'Apache-2.0' },
      `${SITE}releases/x/`,
    );
    expect(problems(quads)).toEqual([`${S}license: ${SITE}releases/x/Apache-2.0`]);
  });
});
