// schema.org description of one figure: a Dataset of one observation that is part of its release's
// Dataset, with the figure as PropertyValues (value and unit), so a search engine or a script can read
// the number, its unit, boundary and release from the page. Pure.
import { INDEX_AUTHOR } from '../citation/citation.ts';
import { figureTitle, type Figure } from './figure.ts';
import { LICENCE_URLS } from '../downloads/package.ts';
import { absoluteUrl, HOME_URL, releaseUrl } from '../text/site-links.ts';

type Site = string | URL | undefined;

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
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    '@id': url,
    name: figureTitle(r, f.taskName),
    description: `GPU energy per output token of one measured configuration (${r.id}) in release ${f.release.id}: ${boundary}. ${f.statusLabel}: ${f.statusText}`,
    url,
    identifier: r.id,
    version: f.release.id,
    datePublished: f.release.date,
    license: LICENCE_URLS[f.source.licence]?.path ?? f.source.licence,
    creator: { '@type': 'Organization', name: INDEX_AUTHOR, url: absoluteUrl(site, HOME_URL) },
    isPartOf: { '@type': 'Dataset', '@id': absoluteUrl(site, releaseUrl(f.release.id)) },
    isBasedOn: { '@type': 'CreativeWork', name: f.source.name, url: f.source.url },
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
