// Shared by the /downloads/ and /releases/<id>/ file endpoints: the Response for one file of a release.
import type { Dataset } from '../core/dataset.ts';
import { releaseFiles } from '../downloads/package.ts';

export { releaseFileNames } from '../downloads/package.ts';

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
