// dist/_redirects with REDIRECTS=file: each moved address (lib/redirects/moved.ts) as a 301, instead of small pages.
// A file starting with "_" in src/pages is not a route, hence the parameter.
import type { APIRoute } from 'astro';
import { dataset } from '../data.ts';
import { allReleases } from '../lib/node/releases-load.ts';
import { movedAddresses } from '../lib/redirects/moved.ts';
import { buildRedirectsMode } from '../lib/redirects/mode.ts';
import { writeRedirectsFile } from '../lib/redirects/redirects-file.ts';

const rules = () => movedAddresses(allReleases(dataset)).map(({ from, to }) => ({ from, to, status: 301 as const }));

/** Written only when there is something to redirect: a history without the early releases has no moved address. */
export const getStaticPaths = () =>
  buildRedirectsMode() === 'file' && rules().length > 0 ? [{ params: { redirects: '_redirects' } }] : [];

export const GET: APIRoute = () =>
  new Response(writeRedirectsFile(rules()), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
