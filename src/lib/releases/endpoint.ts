// Shared by the /downloads/ and /releases/<id>/ file endpoints: the Response for one file of a release.
import type { Dataset } from '../core/dataset.ts';
import { releaseFiles } from '../downloads/package.ts';

export { releaseFileNames } from '../downloads/package.ts';

export function fileResponse(d: Dataset, name: string): Response {
  const file = releaseFiles(d).find((f) => f.name === name);
  if (!file) return new Response(`no file ${name} in release ${d.release.id}`, { status: 404 });
  return new Response(file.bytes, { headers: { 'Content-Type': file.mediaType } });
}
