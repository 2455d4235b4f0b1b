// The submission templates a lab downloads: the index's reference row as a filled-in example.
import type { APIRoute, GetStaticPaths } from 'astro';
import { dataset } from '../../data.ts';
import { templateCsv, templateJson } from '../../lib/contribute/from-dataset.ts';

const FILES = {
  'template.csv': { type: 'text/csv; charset=utf-8', body: () => templateCsv(dataset) },
  'template.json': { type: 'application/json', body: () => templateJson(dataset) },
} as const;

export const getStaticPaths = (() => Object.keys(FILES).map((file) => ({ params: { file } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const f = FILES[params.file as keyof typeof FILES];
  return new Response(f.body(), { headers: { 'Content-Type': f.type } });
};
