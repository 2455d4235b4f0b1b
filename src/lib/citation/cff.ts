// CITATION.cff for one release, built from its data: the repository's root copy is this for the latest
// release (a unit test compares them), and every release's zip carries its own. The version is the release
// id alone; the producers' works (with the citation each asks for) are listed under `references`. Strings are written as
// JSON strings, which YAML reads as double-quoted scalars, so no name from the data can break the file.
// It names no address (no `url`): it is one of the release's files, the same wherever the release is served.
import type { Dataset } from '../core/dataset.ts';
import { INDEX_AUTHOR, versionText } from './citation.ts';

const q = (s: string) => JSON.stringify(s);

/** SPDX ids among a release's sources, with the site's own Apache-2.0 first. */
export function releaseLicences(d: Dataset): string[] {
  const spdx = [...d.release.sources, d.grid.source, ...d.hardware.sources]
    .map((s) => s.licence)
    .filter((l) => /^[A-Za-z0-9.+-]+$/.test(l));
  return [...new Set(['Apache-2.0', ...spdx])];
}

export function citationCff(d: Dataset): string {
  const r = d.release;
  const abstract =
    'An open index of the GPU (board) energy large language models use per output token, measured with energy counters on busy servers, selected per model and GPU under a latency ceiling, with every configuration, its identity check and its status.';
  const licences = releaseLicences(d);
  const sources = [...r.sources, d.grid.source, ...d.hardware.sources];
  // No comment lines: a citation file is read by citation tools, not by whoever builds the site (how to
  // regenerate the repository's copy is in docs/citing-and-releases.md).
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
    `  version: ${q(versionText(r.id))}`,
    `  date-released: ${q(r.date)}`,
    `  year: ${Number(r.date.slice(0, 4))}`,
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
