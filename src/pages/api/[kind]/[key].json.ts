// The latest release's documents at /api/<kind>/<key>.json: aliases, the same bytes as their permanent
// addresses, which follow each new release. A figure's is its version's document (at its first release).
import type { APIRoute, GetStaticPaths } from 'astro';
import { dataset, figurePages } from '../../../data.ts';
import { allReleases } from '../../../lib/node/releases-load.ts';
import { latestDocuments, type ApiDocument } from '../../../lib/api/documents.ts';
import { jsonResponse } from '../../../lib/text/json-format.ts';

export const getStaticPaths = (() =>
  latestDocuments(allReleases(dataset), figurePages).map((doc) => ({
    params: { kind: doc.kind, key: doc.key },
    props: { doc },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ doc: ApiDocument }> = ({ props, site }) => jsonResponse(props.doc.build(site));
