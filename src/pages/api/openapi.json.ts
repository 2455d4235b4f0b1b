// /api/openapi.json: the OpenAPI 3.1 document of the data interface (lib/api/openapi.ts).
import type { APIRoute } from 'astro';
import { dataset } from '../../data.ts';
import { allReleases } from '../../lib/node/releases-load.ts';
import { openApiDocument } from '../../lib/api/openapi.ts';
import { jsonResponse } from '../../lib/text/json-format.ts';

export const GET: APIRoute = ({ site }) =>
  jsonResponse(
    openApiDocument({
      site,
      releases: allReleases(dataset).map((e) => e.id),
      tasks: dataset.tasks.map((t) => t.id),
    }),
  );
