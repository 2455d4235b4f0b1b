// CITATION.cff for one release, from its data (the repository's copy is the latest's; a test compares). Strings are
// written as JSON strings (YAML double-quoted) so no name breaks the file; no `url`, so it holds wherever served.
import type { Dataset } from '../core/dataset.ts';
import { INDEX_AUTHOR } from './citation.ts';

const q = (s: string) => JSON.stringify(s);
const isSpdx = (licence: string) => /^[A-Za-z0-9.+-]+$/.test(licence);
const releaseSources = (d: Dataset) => [...d.release.sources, d.grid.source, ...d.hardware.sources];

export function citationCff(d: Dataset): string {
  const r = d.release;
  const abstract =
    'An open index of the GPU (board) energy large language models use per output token, measured with energy counters on busy servers, selected per model and GPU under a latency ceiling, with every configuration, its identity check and its status.';
  // SPDX ids among the release's sources, with the site's own Apache-2.0 first.
  const licences = [...new Set(['Apache-2.0', ...releaseSources(d).map((s) => s.licence)].filter(isSpdx))];
  // No comment lines: citation tools read this file (regenerating the repository's copy: docs/citing-and-releases.md).
  const lines = [
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
    'keywords:',
    ...['energy', 'large language models', 'GPU', 'inference', 'tokens per joule'].map((k) => `  - ${q(k)}`),
    'preferred-citation:',
    '  type: data',
    `  title: ${q(r.title)}`,
    '  authors:',
    `    - name: ${q(INDEX_AUTHOR)}`,
    `  version: ${q(r.id)}`,
    `  date-released: ${q(r.date)}`,
    `  year: ${Number(r.date.slice(0, 4))}`,
    '  license:',
    ...licences.map((l) => `    - ${q(l)}`),
    'references:',
    ...releaseSources(d).flatMap((s) => [
      '  - type: data',
      `    title: ${q(s.name)}`,
      '    authors:',
      `      - name: ${q(s.publisher)}`,
      `    url: ${q(s.url)}`,
      ...(isSpdx(s.licence) ? [`    license: ${q(s.licence)}`] : []),
      ...(s.version ? [`    version: ${q(s.version)}`] : []),
      `    notes: ${q(`${s.citation} Licence: ${s.licence}.`)}`,
    ]),
  ];
  return `${lines.join('\n')}\n`;
}
