// Worker thread of the page renderer (page-workers.ts): imports the prerender bundle Astro has just built
// (the same module Astro's own prerenderer imports on the main thread), gives its app what the build
// environment reads while rendering (each route's stylesheets, from the bundle's own manifest, and the
// integrations' head scripts), and renders the requests the main thread sends, one at a time. The page's
// bytes come from Astro's own renderer and the same components whatever thread runs them; the main thread
// writes them where Astro writes every page.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { AstroLoggerMessage } from 'astro';
import type { PageWorkerInput, PageWorkerReply, PageWorkerRequest } from './page-workers.ts';

/** What this worker uses of the app of Astro's prerender bundle (astro/dist/core/build/app.js, BuildApp). */
interface BuildApp {
  manifest: { routes: { styles: unknown[]; routeData: { route: string; component: string } }[] };
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
  render(request: Request, options: { routeData: unknown }): Promise<Response>;
}

const { entry, scripts } = workerData as PageWorkerInput;
const { app } = (await import(pathToFileURL(entry).href)) as { app: BuildApp };

// The build environment reads a page's stylesheets from Astro's build internals (pagesByKeys, keyed by
// route and component) and sorts and merges them; the bundle's manifest holds each route's list already
// sorted and merged the same way (astro/dist/core/build/plugins/plugin-manifest.js), so keeping that order
// gives the same <style> elements.
const ROUTE_KEY_SEPARATOR = '&';
const routeKey = (route: string, component: string) => `${route}${ROUTE_KEY_SEPARATOR}${component}`;
const pagesByKeys = new Map(
  app.manifest.routes.map((r) => [
    routeKey(r.routeData.route, r.routeData.component),
    { styles: r.styles.map((sheet, order) => ({ sheet, depth: 0, order })) },
  ]),
);
const routes = new Map(app.manifest.routes.map((r) => [routeKey(r.routeData.route, r.routeData.component), r]));
app.setInternals({ pagesByKeys, entrySpecifierToBundleMap: new Map() });
app.setOptions({
  settings: { scripts },
  // Astro's messages while rendering go to the main thread, which writes them to the build's log (build-log.ts).
  logger: {
    options: {
      destination: {
        write(log: AstroLoggerMessage) {
          parentPort!.postMessage({ log } satisfies PageWorkerReply);
        },
      },
    },
  },
});

parentPort!.on('message', async (m: PageWorkerRequest) => {
  try {
    const route = routes.get(routeKey(m.route, m.component));
    if (!route) throw new Error(`page worker: no route ${m.route} (${m.component}) in the prerender bundle`);
    const start = performance.now();
    const res = await app.render(new Request(m.url), { routeData: route.routeData });
    const body = res.body === null ? null : await res.arrayBuffer();
    const reply: PageWorkerReply = {
      id: m.id,
      ms: performance.now() - start,
      status: res.status,
      statusText: res.statusText,
      headers: [...res.headers],
      body,
    };
    parentPort!.postMessage(reply, body ? [body] : []);
  } catch (e) {
    const reply: PageWorkerReply = { id: m.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) };
    parentPort!.postMessage(reply);
  }
});
parentPort!.postMessage({ ready: true } satisfies PageWorkerReply);
