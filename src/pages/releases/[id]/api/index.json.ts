// What each release's data interface holds: every document's permanent address and the release's files.
import type { APIRoute, GetStaticPaths } from 'astro';
import { dataset, figurePages } from '../../../../data.ts';
import { allReleases } from '../../../../lib/node/releases-load.ts';
import { releaseApiIndex } from '../../../../lib/api/documents.ts';
import { jsonResponse } from '../../../../lib/text/json-format.ts';

export const getStaticPaths = (() =>
  allReleases(dataset).map((e) => ({ params: { id: e.id } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params, site }) =>
  jsonResponse(releaseApiIndex(allReleases(dataset), figurePages, String(params.id), site));
