// The latest release's interface index: an alias of /releases/<latest>/api/index.json.
import type { APIRoute } from 'astro';
import { dataset, figurePages } from '../../data.ts';
import { allReleases } from '../../lib/node/releases-load.ts';
import { releaseApiIndex } from '../../lib/api/documents.ts';
import { jsonResponse } from '../../lib/text/json-format.ts';

export const GET: APIRoute = ({ site }) =>
  jsonResponse(releaseApiIndex(allReleases(dataset), figurePages, dataset.release.id, site));
