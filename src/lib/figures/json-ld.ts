// schema.org for one figure: a one-observation Dataset within its release's, the figure as PropertyValues, so a script
// can read number, unit, boundary and release from the page.
import { figureTitle, type Figure } from './figure.ts';
import { licenceUrl, sourceWork } from '../downloads/package.ts';
import { absoluteUrl, releaseUrl, type Site } from '../text/site-links.ts';
import { indexOrganisation, unstatedLicences } from '../releases/json-ld.ts';

export function figureJsonLd(f: Figure, site: Site) {
  const r = f.row;
  const url = absoluteUrl(site, f.path);
  const value = (name: string, v: number, unitText: string, description?: string) => ({
    '@type': 'PropertyValue',
    name,
    value: v,
    unitText,
    ...(description ? { description } : {}),
  });
  const boundary = `${f.release.basis} at the ${f.release.boundary} boundary`;
  const licence = licenceUrl(f.source.licence);
  const base = releaseUrl(f.release.id);
  // The release's files that hold this row: every configuration, and the index's selections when it is one.
  const files = ['configurations.csv', ...(f.status === 'selected' ? ['index.csv'] : [])];
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    '@id': url,
    name: figureTitle(r, f.taskName),
    description: [
      `GPU energy per output token of one measured configuration (${r.id}) in release ${f.release.id}: ${boundary}.`,
      `${f.statusLabel}: ${f.statusText}`,
      ...unstatedLicences([f.source]),
    ].join(' '),
    url,
    identifier: r.id,
    version: f.release.id,
    datePublished: f.release.date,
    // A figure's page never changes once its release is published.
    dateModified: f.release.date,
    ...(licence ? { license: licence } : {}),
    creator: indexOrganisation(site),
    publisher: indexOrganisation(site),
    isPartOf: { '@type': 'Dataset', '@id': absoluteUrl(site, releaseUrl(f.release.id)) },
    citation: f.source.citation,
    isBasedOn: sourceWork(f.source),
    distribution: files.map((name) => ({
      '@type': 'DataDownload',
      name,
      encodingFormat: 'text/csv',
      contentUrl: absoluteUrl(site, `${base}${name}`),
      ...(licence ? { license: licence } : {}),
    })),
    measurementTechnique: `${f.release.meter}; ${boundary}`,
    variableMeasured: [
      value('energy per output token', r.energy_per_token_j, 'J', boundary),
      value('energy per million output tokens', f.whPerMillion, 'Wh'),
      value('average GPU power, summed over every card', r.avg_power_w, 'W'),
      value('output token throughput', r.output_tokens_per_s, 'tokens/s'),
      value('median inter-token latency', r.median_itl_ms, 'ms'),
      value('batch cap', r.batch, 'requests'),
      value('GPU count', r.num_gpus, 'GPUs'),
    ],
  };
}
