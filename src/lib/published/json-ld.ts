// schema.org for a published figure's page: a WebPage about a Claim (author, date, where it appeared), based on it.
import { INDEX_AUTHOR } from '../citation/citation.ts';
import { absoluteUrl, HOME_URL, publishedUrl } from '../text/site-links.ts';
import type { PublishedView } from './view.ts';

export function publishedJsonLd(v: PublishedView, site: string | URL | undefined) {
  const { f } = v;
  const url = absoluteUrl(site, publishedUrl(f.id));
  const original = {
    '@type': 'CreativeWork',
    name: f.title,
    author: { '@type': 'Organization', name: f.publisher },
    ...(f.published ? { datePublished: f.published } : {}),
    ...(f.url ? { url: f.url } : {}),
    citation: f.cite,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': url,
    url,
    name: `${f.publisher}: ${v.figureText}`,
    description: v.sentence,
    publisher: { '@type': 'Organization', name: INDEX_AUTHOR, url: absoluteUrl(site, HOME_URL) },
    isBasedOn: original,
    mainEntity: {
      '@type': 'Claim',
      text: `${v.figureText}: ${f.figure.of}`,
      author: { '@type': 'Organization', name: f.publisher },
      ...(f.published ? { datePublished: f.published } : {}),
      appearance: original,
    },
  };
}
