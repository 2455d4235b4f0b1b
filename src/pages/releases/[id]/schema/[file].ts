// The JSON Schemas of a row and of a lab submission, published with each release at
// /releases/<id>/schema/<file>, with that address as their $id.
import type { APIRoute, GetStaticPaths } from 'astro';
import { dataset } from '../../../../data.ts';
import { allReleases } from '../../../../lib/node/releases-load.ts';
import { absoluteUrl, withBase } from '../../../../lib/text/site-links.ts';
import { SCHEMA_FILES, jsonSchema, type SchemaFile } from '../../../../lib/contribute/json-schemas.ts';

export const getStaticPaths = (() =>
  allReleases(dataset).flatMap((r) =>
    SCHEMA_FILES.map((file) => ({ params: { id: r.id, file } })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params, site }) => {
  const file = String(params.file) as SchemaFile;
  const schema = jsonSchema(file, absoluteUrl(site, withBase(`/releases/${params.id}/schema/${file}`)));
  return new Response(`${JSON.stringify(schema, null, 2)}\n`, {
    headers: { 'Content-Type': 'application/schema+json' },
  });
};
