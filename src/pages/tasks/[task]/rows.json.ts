// Every publishable row of a task, as the index controls read them: loaded on demand, so the page itself
// carries only its first view.
import type { APIRoute, GetStaticPaths } from 'astro';
import { dataset, figurePages } from '../../../data.ts';
import { taskView } from '../../../lib/views/task-view.ts';

export const getStaticPaths = (() => dataset.tasks.map((t) => ({ params: { task: t.id } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(taskView(dataset, figurePages, String(params.task)).tableRows), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
