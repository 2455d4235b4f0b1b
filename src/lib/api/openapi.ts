// The OpenAPI 3.1 document of the data interface (/api/openapi.json): every address a program can read, each
// response's schema generated from the zod schema its endpoint parses with (schemas.ts, and for the files pages load,
// index-table/rows-schema.ts and compare/figures-schema.ts), so the document and the files cannot disagree.
// OpenAPI 3.1 schemas are JSON Schema 2020-12, zod's default. Pure.
import { z } from 'zod';
import { absoluteUrl, withBase, type Site } from '../text/site-links.ts';
import type { ApiKind } from './addresses.ts';
import {
  anyFigureDocSchema,
  apiIndexSchema,
  chartMetadataSchema,
  figureDocSchema,
  gpuDocSchema,
  leaderboardDocSchema,
  modelDocSchema,
  sourceDocSchema,
  sourceFigureDocSchema,
} from './schemas.ts';
import { taskRowsSchema } from '../index-table/rows-schema.ts';
import { figureColumnsSchema } from '../compare/figures-schema.ts';

/** The interface's version: a new major version only if a field is removed or changes meaning. */
export const API_VERSION = '1.0.0';

const SCHEMAS = {
  FigureDocument: figureDocSchema,
  SourceFigureDocument: sourceFigureDocSchema,
  AnyFigureDocument: anyFigureDocSchema,
  ModelDocument: modelDocSchema,
  GpuDocument: gpuDocSchema,
  LeaderboardDocument: leaderboardDocSchema,
  SourceDocument: sourceDocSchema,
  ApiIndex: apiIndexSchema,
  ChartMetadata: chartMetadataSchema,
  TaskRows: taskRowsSchema,
  FigureColumns: figureColumnsSchema,
} as const satisfies Record<string, z.ZodType>;
type SchemaName = keyof typeof SCHEMAS;

/** A component schema: zod's JSON Schema without its `$schema` (the document's dialect applies). */
function component(s: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(s) as Record<string, unknown>;
  return rest;
}

/** Each kind's schema and what one document is; its path parameter is the kind's singular (figures -> figure). */
const KIND_DOCS: Record<ApiKind, { schema: SchemaName; what: string }> = {
  figures: {
    schema: 'AnyFigureDocument',
    what:
      'One figure by its permanent id: an ML.ENERGY v3 configuration (FigureDocument) or a row of another ' +
      'source, an MLPerf Inference run or an ML.ENERGY v2 setting (SourceFigureDocument)',
  },
  models: { schema: 'ModelDocument', what: "One model and its figures in the index, by the model's slug" },
  gpus: { schema: 'GpuDocument', what: 'One GPU and its figures in the index, by its id' },
  tasks: { schema: 'LeaderboardDocument', what: "One task's leaderboard, by task id" },
  sources: { schema: 'SourceDocument', what: 'One source: who measured, how, its licence and citation' },
};

const param = (name: string, description: string, values?: readonly string[]) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: values ? { type: 'string', enum: [...values] } : { type: 'string' },
});

const get = (summary: string, schema: SchemaName, parameters: unknown[] = []) => ({
  get: {
    summary,
    parameters,
    responses: {
      '200': {
        description: summary,
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
      },
    },
  },
});

export interface OpenApiInput {
  site: Site;
  /** Every release id, oldest first; the last is the latest. */
  releases: readonly string[];
  /** The latest release's task ids (rows.json exists for each). */
  tasks: readonly string[];
}

/** The OpenAPI document: paths are routes from the site's root; the server carries the base path. */
export function openApiDocument({ site, releases, tasks }: OpenApiInput) {
  const release = param('release', 'A release id. Its addresses never change once published.', releases);
  const paths: Record<string, unknown> = {
    '/releases/{release}/api/index.json': get("What a release's interface holds", 'ApiIndex', [release]),
    '/api/index.json': get("What the latest release's interface holds (alias)", 'ApiIndex'),
  };
  for (const [kind, k] of Object.entries(KIND_DOCS)) {
    const name = kind.slice(0, -1);
    const key = param(name, `See the ${kind} list of /releases/{release}/api/index.json.`);
    paths[`/releases/{release}/api/${kind}/{${name}}.json`] = get(k.what, k.schema, [release, key]);
    // Figures have no alias: their documents are at permanent addresses the index lists (lib/api/documents.ts).
    if (kind !== 'figures')
      paths[`/api/${kind}/{${name}}.json`] = get(`${k.what}: the latest release (alias)`, k.schema, [key]);
  }
  paths['/releases/{release}/charts/{chart}.metadata.json'] = get(
    "A chart's title, unit, source, licence, release and citation; its data is {chart}.csv beside it",
    'ChartMetadata',
    [release, param('chart', 'A chart id: see the charts list of /releases/{release}/api/index.json.')],
  );
  paths['/tasks/{task}/rows.json'] = get(
    "Every publishable row of a task in the latest release, as the leaderboard's controls re-select them",
    'TaskRows',
    [param('task', 'A task id.', tasks)],
  );
  paths['/compare/figures.json'] = get(
    'Every figure of the latest release with a page (every source), as columns, for /compare/',
    'FigureColumns',
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Energy per Token Index: data interface',
      version: API_VERSION,
      description:
        'Static JSON files of each release: GPU energy per output token of LLM inference, measured at the GPU ' +
        'board (boundary "board (GPU)", basis "measured"); the rows of other sources (MLPerf Inference, ' +
        'ML.ENERGY v2) each at their own boundary, never ranked with them. Every document carries its units, ' +
        'boundary, basis, ' +
        'source, licence and citation. An address under /releases/{release}/ never changes; an address under ' +
        '/api/ is an alias of the latest release and follows each new release.',
      license: {
        name: "Data: each source's licence, stated in every document (ML.ENERGY: Apache-2.0)",
        identifier: 'Apache-2.0',
      },
    },
    servers: [{ url: absoluteUrl(site, withBase('/')).replace(/\/$/, '') }],
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(SCHEMAS).map(([name, s]) => [name, component(s)])),
    },
  };
}
