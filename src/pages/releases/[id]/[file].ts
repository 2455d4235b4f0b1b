// Each release's own copy of its files at /releases/<id>/<file>, permanent once published: a frozen
// release serves the bytes it published (lib/node/releases-load.ts).
import type { APIRoute, GetStaticPaths } from 'astro';
import { dataset } from '../../../data.ts';
import { allReleases } from '../../../lib/node/releases-load.ts';
import { fileResponse, releaseFileNames } from '../../../lib/downloads/package.ts';

export const getStaticPaths = (() =>
  allReleases(dataset).flatMap((r) =>
    releaseFileNames(r.dataset).map((file) => ({ params: { id: r.id, file }, props: { d: r.dataset } })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params, props }) => fileResponse(props.d, String(params.file));
