// dist/_redirects, in a build for a host that applies the file (REDIRECTS=file: Cloudflare Pages, Netlify): each
// address that moved (lib/redirects/moved.ts) as a permanent (301) redirect to the page now showing it, in place of
// the small pages a default build writes there. A file starting with "_" in src/pages is not a route, hence the
// parameter.
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
