// /llms.txt (llmstxt.org): what the index is, its boundary and basis, how to cite it, and where programs find the
// latest release's files, JSON and OpenAPI, all on permanent addresses. From the data: no figure typed here.
import type { Dataset } from '../core/dataset.ts';
import { plainCitation } from '../citation/citation.ts';
import { releaseCitation } from '../citation/inputs.ts';
import { releaseFileNames } from '../downloads/package.ts';
import { boundaryPhrase } from '../text/boundary-phrase.ts';
import { PRODUCT_DESCRIPTION, PRODUCT_NAME } from '../text/page-title.ts';
import { absoluteUrl, DOWNLOADS_URL, releaseUrl, withBase, type Site } from '../text/site-links.ts';
import { apiDocUrl, apiIndexUrl, OPENAPI_URL } from './addresses.ts';

const link = (site: Site, text: string, path: string, note: string) =>
  `- [${text}](${absoluteUrl(site, path)}): ${note}`;

export function llmsTxt(d: Dataset, site: Site): string {
  const r = d.release;
  const id = r.id;
  const csvs = releaseFileNames(d).filter((f) => f.endsWith('.csv'));
  return [
    `# ${PRODUCT_NAME}`,
    '',
    `> ${PRODUCT_DESCRIPTION}: the energy a GPU draws per output token of LLM inference, ${r.basis} ${boundaryPhrase(r.boundary)} (boundary "${r.boundary}", basis "${r.basis}"), per model, GPU and task, in numbered releases whose files never change.`,
    '',
    `The latest release is ${id} (${r.date}), "${r.title}". A figure counts the GPUs' board power only: not the host CPU, memory, networking, cooling or the building, so it is a floor of the energy of an answer, not the whole. Figures measured at another boundary (MLPerf's wall power) are kept apart and never ranked with these. Every JSON document states its units, boundary, basis, source, licence and citation; quote a figure with its boundary and basis.`,
    '',
    `Cite: ${plainCitation(releaseCitation(r, site))}`,
    '',
    `Licences: ${r.sources.map((s) => `${s.name}: ${s.licence}`).join('; ')}. Addresses under /releases/${id}/ never change; addresses under /api/ and /downloads/ follow the latest release.`,
    '',
    `## Data (release ${id}, permanent)`,
    '',
    ...csvs.map((f) => link(site, f, `${releaseUrl(id)}${f}`, 'CSV; columns and units in datapackage.json')),
    link(
      site,
      'datapackage.json',
      `${releaseUrl(id)}datapackage.json`,
      'Frictionless Data Package: every column, unit and licence',
    ),
    link(site, 'SHA256SUMS', `${releaseUrl(id)}SHA256SUMS`, 'checksums of the files above'),
    '',
    '## JSON',
    '',
    link(site, 'OpenAPI 3.1 document', OPENAPI_URL, 'every JSON address and its schema'),
    link(
      site,
      'Release index',
      apiIndexUrl(id),
      'every figure, model, GPU, leaderboard and source document of the release',
    ),
    ...d.tasks.map((t) =>
      link(site, `${t.name} leaderboard`, apiDocUrl(id, 'tasks', t.id), `task ${t.id}, least energy per token first`),
    ),
    '',
    '## Optional',
    '',
    link(site, 'Downloads', DOWNLOADS_URL, 'the same files, with code to load them in pandas, R and DuckDB'),
    link(site, 'Methodology', withBase('/methodology/'), 'how the figures are measured, checked and selected'),
    link(site, 'Releases', withBase('/releases/'), 'every release, and what each changed'),
    '',
  ].join('\n');
}
