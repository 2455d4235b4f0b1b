// The figures of a task's GPU comparison chart, one model a line.
import type { APIRoute, GetStaticPaths } from 'astro';
import { dataset, figurePages } from '../../../data.ts';
import { taskView } from '../../../lib/views/task-view.ts';
import { comparisonCsv } from '../../../lib/views/headline.ts';

export const getStaticPaths = (() =>
  dataset.tasks
    .filter((t) => taskView(dataset, figurePages, t.id).comparison !== null)
    .map((t) => ({ params: { task: t.id } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(comparisonCsv(taskView(dataset, figurePages, String(params.task)).comparison!), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8' },
  });
