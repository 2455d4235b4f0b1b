// The data interface's documents of each release (lib/api/documents.ts): a figure by its permanent id, a
// model, a GPU, a task's leaderboard, a source, at /releases/<id>/api/<kind>/<key>.json, never moved.
import type { APIRoute, GetStaticPaths } from 'astro';
import { dataset, figurePages } from '../../../../../data.ts';
import { allReleases } from '../../../../../lib/node/releases-load.ts';
import { releaseDocuments, type ApiDocument } from '../../../../../lib/api/documents.ts';
import { jsonResponse } from '../../../../../lib/text/json-format.ts';

export const getStaticPaths = (() => {
  const entries = allReleases(dataset);
  return entries.flatMap((e) =>
    releaseDocuments(entries, figurePages, e.id).map((doc) => ({
      params: { id: e.id, kind: doc.kind, key: doc.key },
      props: { doc },
    })),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ doc: ApiDocument }> = ({ props, site }) => jsonResponse(props.doc.build(site));
