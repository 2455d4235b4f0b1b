// The latest release's files at /downloads/<file>: the same bytes as /releases/<latest id>/<file>.
import type { APIRoute, GetStaticPaths } from 'astro';
import { dataset } from '../../data.ts';
import { fileResponse, releaseFileNames } from '../../lib/downloads/package.ts';

export const getStaticPaths = (() =>
  releaseFileNames(dataset).map((file) => ({ params: { file } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => fileResponse(dataset, String(params.file));
