// Each release's own copy of its files at /releases/<id>/<file>, permanent once published.
import type { APIRoute, GetStaticPaths } from 'astro';
import { dataset } from '../../../data.ts';
import { allReleases } from '../../../lib/node/releases-load.ts';
import { releaseFileNames, fileResponse } from '../../../lib/releases/endpoint.ts';

export const getStaticPaths = (() =>
  allReleases(dataset).flatMap((r) =>
    releaseFileNames(r.dataset).map((file) => ({ params: { id: r.id, file }, props: { d: r.dataset } })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params, props, site }) => fileResponse(props.d, site, String(params.file));
