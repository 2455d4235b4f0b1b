// schema.org Dataset for one release: files as DataDownloads at their permanent address (never /downloads/), each with
// its own licence as a URL, or in the description (RDF reads a bare string as a link to this site).
import type { Dataset } from '../core/dataset.ts';
import { INDEX_AUTHOR } from '../citation/citation.ts';
import { fileLicences, licenceUrl, releaseFiles, releaseSources, sourceWork } from '../downloads/package.ts';
import { absoluteUrl, HOME_URL, releaseUrl, type Site } from '../text/site-links.ts';

/** The index as a schema.org organisation, by its product name: the creator and publisher of its data sets. */
export const indexOrganisation = (site: Site) => ({
  '@type': 'Organization',
  name: INDEX_AUTHOR,
  url: absoluteUrl(site, HOME_URL),
});

/** The URLs of a file's licences; a licence without one (not stated by the source) is left out here. */
const licenceUrls = (d: Dataset, name: string) => fileLicences(d, name).flatMap((l) => (l.path ? [l.path] : []));

/** Sentences for the description where a source states no licence, which no URL can say. */
export const unstatedLicences = (sources: readonly { name: string; licence: string }[]) =>
  sources.filter((s) => licenceUrl(s.licence) === null).map((s) => `${s.name}: licence ${s.licence}.`);

/** The release as a schema.org Dataset. */
export function releaseJsonLd(d: Dataset, site: Site) {
  const r = d.release;
  const permanent = absoluteUrl(site, releaseUrl(r.id));
  const files = releaseFiles(d);
  const licences = [...new Set(files.flatMap((f) => licenceUrls(d, f.name)))];
  const sources = releaseSources(d);
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    '@id': permanent,
    name: `${r.title}, release ${r.id}`,
    description: [
      r.notes,
      `Measured GPU board energy per output token (${r.meter}, ${r.serving_stack}); output tokens only.`,
      ...unstatedLicences(sources),
    ].join(' '),
    url: permanent,
    identifier: permanent,
    version: r.id,
    datePublished: r.date,
    // A release never changes once published.
    dateModified: r.date,
    // The period the data describe: from the earliest grid year to the release date (ISO 8601 interval).
    temporalCoverage: `${Math.min(...d.grid.entities.map((e) => e.year))}/${r.date}`,
    isAccessibleForFree: true,
    license: licences,
    creator: indexOrganisation(site),
    publisher: indexOrganisation(site),
    measurementTechnique: `${r.basis} GPU energy counters (${r.meter}), boundary ${r.boundary}`,
    variableMeasured: [
      'energy per output token (J)',
      'average GPU power (W)',
      'output token throughput (tokens/s)',
      'median inter-token latency (ms)',
    ],
    // The works the data come from, each as its producer asks to be cited.
    citation: sources.map((s) => s.citation),
    isBasedOn: sources.map(sourceWork),
    distribution: files.map((f) => ({
      '@type': 'DataDownload',
      name: f.name,
      encodingFormat: f.mediaType.split(';')[0],
      contentUrl: absoluteUrl(site, `${releaseUrl(r.id)}${f.name}`),
      license: licenceUrls(d, f.name),
    })),
  };
}

/** A JSON-LD object as the text of a <script type="application/ld+json">: "<" escaped so it cannot close the tag. */
export const jsonLdText = (ld: unknown) => JSON.stringify(ld).replace(/</g, '\\u003c');
