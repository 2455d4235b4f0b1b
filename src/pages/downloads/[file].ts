// The latest release's files at /downloads/<file>: the same bytes as /releases/<latest id>/<file>.
import type { APIRoute, GetStaticPaths } from 'astro';
import { dataset } from '../../data.ts';
import { releaseFileNames, fileResponse } from '../../lib/releases/endpoint.ts';

export const getStaticPaths = (() =>
  releaseFileNames(dataset).map((file) => ({ params: { file } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params, site }) => fileResponse(dataset, site, String(params.file));
