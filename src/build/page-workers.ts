// Node-only: Astro renders the build's pages on worker threads instead of its main thread. Astro renders
// static pages one after another on one thread (at the bench's 100x, ~98,000 pages at ~2.5 ms each: the
// longest part of the build, on one of the two cores). Astro 7 lets an integration replace how pages are
// prerendered (the `setPrerenderer` of astro:build:start, the hook adapters use to render elsewhere); this
// one wraps Astro's default prerenderer: Astro still lists the pages (getStaticPaths on the main thread) and
// writes every file, while the rendering itself goes to workers (page-worker.ts) that import the same
// prerender bundle and run Astro's own renderer on it, so a page's bytes do not depend on the thread.
// What the workers cannot be given (a page-stage script from an integration, which needs Astro's bundle
// map) keeps the default prerenderer for the whole build, as does PAGE_THREADS=0.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration, AstroLoggerMessage, AstroPrerenderer } from 'astro';
import { writeMessage } from './build-log.ts';
import { recordRender, resetRenderTimes, type RouteKind } from './render-times.ts';

const WORKER_FILE = fileURLToPath(new URL('./page-worker.ts', import.meta.url));

/** The start of the file name of Astro's prerender bundle entry (astro/dist/core/build/static-build.js). */
const PRERENDER_ENTRY_PREFIX = 'prerender-entry';

export interface PageWorkerInput {
  /** Absolute path of the prerender bundle's entry module. */
  entry: string;
  /** The integrations' injected scripts (Astro settings.scripts), which the build environment adds to pages. */
  scripts: { stage: string; content: string }[];
}

export interface PageWorkerRequest {
  id: number;
  url: string;
  route: string;
  component: string;
}

export type PageWorkerReply =
  | { ready: true }
  /** A message of Astro's logger on the thread, written to the build's log by the main thread. */
  | { log: AstroLoggerMessage }
  | { id: number; error: string }
  /** A rendered route; `ms`: how long the thread took to render it (its wait in the queue left out). */
  | {
      id: number;
      ms: number;
      status: number;
      statusText: string;
      headers: [string, string][];
      body: ArrayBuffer | null;
    };

/**
 * Page threads: PAGE_THREADS when set (0 renders on the main thread, as Astro does), else one fewer than
 * the cores (at least 1): the main thread then only lists pages and writes files, and the drawing thread
 * (data-files.ts) has the other core.
 */
export function pageThreads(): number {
  const env = process.env.PAGE_THREADS;
  if (env !== undefined && /^\d+$/.test(env)) return Number(env);
  return Math.max(1, availableParallelism() - 1);
}

/**
 * What a thread prints (the data module's once-per-build lines, say, which the main thread prints too) goes to
 * the build's log line by line: shown with VERBOSE=1, and anything on stderr counts as a warning.
 */
function relayLines(stream: Readable, level: 'info' | 'warn'): void {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (message) =>
    writeMessage({ label: 'page-workers', level, message, newLine: true }),
  );
}

/** Worker threads that render pages; each request goes to the thread with the fewest in flight. */
export class PagePool {
  private readonly workers: { w: Worker; inFlight: number }[] = [];
  private readonly pending = new Map<
    number,
    { kind: RouteKind; resolve: (r: Response) => void; reject: (e: Error) => void }
  >();
  private nextId = 0;
  private failure: Error | null = null;

  constructor(input: PageWorkerInput, threads: number) {
    for (let t = 0; t < threads; t++) {
      const w = new Worker(WORKER_FILE, { workerData: input, stdout: true, stderr: true });
      relayLines(w.stdout, 'info');
      relayLines(w.stderr, 'warn');
      const slot = { w, inFlight: 0 };
      w.on('message', (m: PageWorkerReply) => {
        if ('ready' in m) return;
        if ('log' in m) return writeMessage(m.log);
        const p = this.pending.get(m.id);
        if (!p) return;
        this.pending.delete(m.id);
        slot.inFlight--;
        if ('error' in m) return p.reject(new Error(m.error));
        recordRender(p.kind, m.ms);
        p.resolve(new Response(m.body, { status: m.status, statusText: m.statusText, headers: m.headers }));
      });
      w.on('error', (e) => this.fail(e));
      w.on('exit', (code) => {
        if (code !== 0) this.fail(new Error(`page worker: a thread stopped (exit ${code})`));
      });
      this.workers.push(slot);
    }
  }

  private fail(e: Error) {
    this.failure ??= e;
    for (const p of this.pending.values()) p.reject(e);
    this.pending.clear();
  }

  render(url: string, route: string, component: string, kind: RouteKind): Promise<Response> {
    if (this.failure) return Promise.reject(this.failure);
    let slot = this.workers[0];
    for (const s of this.workers) if (s.inFlight < slot.inFlight) slot = s;
    const id = this.nextId++;
    slot.inFlight++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { kind, resolve, reject });
      slot.w.postMessage({ id, url, route, component } satisfies PageWorkerRequest);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((s) => s.w.terminate()));
  }
}

/** What this integration reads of Astro's default prerenderer after its setup. */
interface DefaultPrerenderer extends AstroPrerenderer {
  app?: { getOptions(): { settings: { scripts: { stage: string; content: string }[] } } };
}

/**
 * The integration. A Vite plugin notes where the prerender bundle's entry was written; astro:build:start
 * wraps Astro's default prerenderer so that, once it is set up, pages render on the workers.
 */
export function pageWorkersIntegration(): AstroIntegration {
  let entry: string | null = null;
  return {
    name: 'page-workers',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command !== 'build') return;
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'page-workers:prerender-entry',
                writeBundle(options, bundle) {
                  for (const file of Object.keys(bundle))
                    if (file.startsWith(PRERENDER_ENTRY_PREFIX) && file.endsWith('.mjs') && options.dir)
                      entry = join(options.dir, file);
                },
              },
            ],
          },
        });
      },
      'astro:build:start': ({ setPrerenderer, logger }) => {
        const threads = pageThreads();
        resetRenderTimes();
        setPrerenderer((defaults) => {
          const def = defaults as DefaultPrerenderer;
          let pool: PagePool | null = null;
          return {
            name: 'page-workers',
            async setup() {
              await def.setup?.();
              if (threads === 0) return;
              const scripts = def.app?.getOptions().settings.scripts ?? [];
              if (!entry) logger.warn('the prerender bundle was not found: pages render on the main thread');
              else if (scripts.some((s) => s.stage === 'page'))
                logger.warn('a page-stage script is injected: pages render on the main thread');
              else {
                pool = new PagePool({ entry, scripts: scripts.map((s) => ({ ...s })) }, threads);
                logger.info(`pages render on ${threads} worker thread${threads === 1 ? '' : 's'}`);
              }
            },
            getStaticPaths: () => def.getStaticPaths(),
            async render(request, options) {
              const { route, component, type } = options.routeData;
              const kind: RouteKind = type === 'endpoint' ? 'endpoint' : 'page';
              if (pool && !options.collectMetadata) return pool.render(request.url, route, component, kind);
              const start = performance.now();
              const res = await def.render(request, options);
              recordRender(kind, performance.now() - start);
              return res;
            },
            async teardown() {
              await pool?.close();
              await def.teardown?.();
            },
          };
        });
      },
    },
  };
}
