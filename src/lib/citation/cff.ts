// CITATION.cff for one release, built from its data: the repository's root copy is this for the latest
// release (a unit test compares them), and every release's zip carries its own. Strings are written as
// JSON strings, which YAML reads as double-quoted scalars, so no name from the data can break the file.
import type { Dataset } from '../core/dataset.ts';
import { absoluteUrl, releaseUrl } from '../text/site-links.ts';
import { INDEX_AUTHOR, versionText } from './citation.ts';

const q = (s: string) => JSON.stringify(s);

/** SPDX ids among a release's sources, with the site's own Apache-2.0 first. */
export function releaseLicences(d: Dataset): string[] {
  const spdx = [...d.release.sources, d.grid.source, ...d.hardware.sources]
    .map((s) => s.licence)
    .filter((l) => /^[A-Za-z0-9.+-]+$/.test(l));
  return [...new Set(['Apache-2.0', ...spdx])];
}

export function citationCff(d: Dataset, site: string | URL | undefined): string {
  const r = d.release;
  const url = absoluteUrl(site, releaseUrl(r.id));
  const abstract =
    'An open index of the GPU (board) energy large language models use per output token, measured with energy counters on busy servers, selected per model and GPU under a latency ceiling, with every configuration, its identity check and its status.';
  const licences = releaseLicences(d);
  const sources = [...r.sources, d.grid.source, ...d.hardware.sources];
  const lines = [
    '# How to cite this index: generated from the release in data/index.json (src/lib/citation/cff.ts);',
    '# after adding a release, run `npm run cff` (tests/unit/citation.test.ts fails until it matches).',
    'cff-version: 1.2.0',
    `message: ${q('If you use these figures, please cite the release you used, and the sources whose measurements they are.')}`,
    'type: dataset',
    `title: ${q(r.title)}`,
    `abstract: ${q(abstract)}`,
    'authors:',
    `  - name: ${q(INDEX_AUTHOR)}`,
    `version: ${q(r.id)}`,
    `date-released: ${q(r.date)}`,
    'license:',
    ...licences.map((l) => `  - ${q(l)}`),
    `url: ${q(url)}`,
    'keywords:',
    ...['energy', 'large language models', 'GPU', 'inference', 'tokens per joule'].map((k) => `  - ${q(k)}`),
    'preferred-citation:',
    '  type: data',
    `  title: ${q(r.title)}`,
    '  authors:',
    `    - name: ${q(INDEX_AUTHOR)}`,
    `  version: ${q(versionText(r.id))}`,
    `  date-released: ${q(r.date)}`,
    `  year: ${Number(r.date.slice(0, 4))}`,
    `  url: ${q(url)}`,
    '  license:',
    ...licences.map((l) => `    - ${q(l)}`),
    'references:',
    ...sources.flatMap((s) => [
      '  - type: data',
      `    title: ${q(s.name)}`,
      '    authors:',
      `      - name: ${q(s.publisher)}`,
      `    url: ${q(s.url)}`,
      ...(/^[A-Za-z0-9.+-]+$/.test(s.licence) ? [`    license: ${q(s.licence)}`] : []),
      ...(s.version ? [`    version: ${q(s.version)}`] : []),
      `    notes: ${q(`${s.citation} Licence: ${s.licence}.`)}`,
    ]),
  ];
  return `${lines.join('\n')}\n`;
}
