// Shared by the /downloads/ and /releases/<id>/ file endpoints: the file names every release has and
// the Response for one file.
import type { Dataset } from '../core/dataset.ts';
import { releaseFiles } from '../downloads/package.ts';

/** File names do not depend on the data, so routes can be listed before any file is built. */
export const RELEASE_FILE_NAMES = [
  'index.csv',
  'configurations.csv',
  'grid.csv',
  'hardware.csv',
  'mlperf-inference-v5.1.csv',
  'mlperf-inference-v4.1.csv',
  'ml-energy-v2.csv',
  'datapackage.json',
  'README.txt',
  'CITATION.cff',
  'all-files.zip',
  'SHA256SUMS',
] as const;

/** The published figures' CSV, in the releases that have them (after the other tables). */
const PUBLISHED_CSV = 'published-figures.csv';

/** A release's file names: RELEASE_FILE_NAMES, with the published figures' CSV where the release has them. */
export function releaseFileNames(d: Pick<Dataset, 'published'>): readonly string[] {
  if (!d.published) return RELEASE_FILE_NAMES;
  const at = RELEASE_FILE_NAMES.indexOf('datapackage.json');
  return [...RELEASE_FILE_NAMES.slice(0, at), PUBLISHED_CSV, ...RELEASE_FILE_NAMES.slice(at)];
}

export function fileResponse(d: Dataset, site: URL | undefined, name: string): Response {
  const file = releaseFiles(d, site).find((f) => f.name === name);
  if (!file) return new Response(`no file ${name} in release ${d.release.id}`, { status: 404 });
  return new Response(file.bytes, { headers: { 'Content-Type': file.mediaType } });
}
