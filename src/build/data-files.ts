// Node-only: the build's files drawn from the data alone: the social cards (home, tasks, models, releases
// and every row of every release) and each chart's SVG, PNG and CSV, written without going through Astro's
// router. At the bench's 100x (~85,000 rows a release, ~10,000 model charts) an endpoint per file cost Astro
// ~1.6 ms a route on top of the drawing (~2 ms a card, ~10 ms a chart PNG), all on the thread that renders
// pages; here worker threads draw while Astro bundles and renders pages on its main thread, writing each file in place from the moment Astro has emptied the output folder
// (astro:build:setup), and more threads join when the pages are done and their cores are free
// (astro:build:generated, before the sitemap and the other integrations' build:done). When the build is
// done, each file's page (a card's page, a chart's embed page) must exist. The glossary's cards need the content collection
// and stay an endpoint; `astro dev` has no build hooks, so there the endpoints serve every file.
// Each file is drawn by the same code whatever thread draws it, so the bytes do not depend on threads.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration } from 'astro';
import { dataDir } from '../lib/node/data-dir.ts';
import { fmtCount } from '../lib/text/format.ts';
import { stageSeconds, workerThreads } from './build-log.ts';
import type { DataFilesWorkerInput, DataFilesWorkerMessage } from './data-files-worker.ts';

/** The worker's source: run by Node directly (type stripping), not bundled. */
const WORKER_FILE = fileURLToPath(new URL('./data-files-worker.ts', import.meta.url));

/** The address exports print when the site has none configured (as the chart endpoint does in dev). */
export const NO_SITE = 'http://localhost/';

/**
 * Threads that draw: DATA_FILE_THREADS when set (at least 1), else one fewer than the cores (at least 1),
 * since Astro renders pages on the main thread meanwhile.
 */
export function drawingThreads(): number {
  const env = process.env.DATA_FILE_THREADS;
  if (env !== undefined && /^\d+$/.test(env)) return Math.max(1, Number(env));
  return Math.max(1, availableParallelism() - 1);
}

/**
 * A run of workers sharing one list of files: each takes the next file from a counter in shared memory,
 * so workers can join while others are drawing (more threads once Astro's pages are done) and every file
 * is drawn once, by the same code whatever thread draws it.
 */
export class DataFilesRun {
  private readonly next = new Int32Array(new SharedArrayBuffer(4));
  private readonly parts: Promise<string[]>[] = [];
  /** How many files there are, once a worker has listed them. */
  private total: number | null = null;
  /** Charts and cards drawn by the workers that have finished. */
  readonly drawn = { charts: 0, cards: 0 };
  private readonly input: Omit<DataFilesWorkerInput, 'next'>;

  constructor(data: string, out: string, site: string) {
    this.input = { dataDir: data, out, site };
  }

  /** Start `threads` more workers. */
  start(threads: number): this {
    for (let t = 0; t < threads; t++) {
      const input: DataFilesWorkerInput = { ...this.input, next: this.next.buffer as SharedArrayBuffer };
      const w = new Worker(WORKER_FILE, { workerData: input });
      this.parts.push(
        new Promise<string[]>((resolve, reject) => {
          w.on('message', (m: DataFilesWorkerMessage) => {
            if ('total' in m) this.total = m.total;
            else {
              this.drawn.charts += m.charts;
              this.drawn.cards += m.cards;
              resolve(m.pages);
            }
          });
          w.once('error', reject);
          w.once('exit', (code) => reject(new Error(`data files: a worker stopped (exit ${code}) before it finished`)));
        }),
      );
    }
    return this;
  }

  get threads(): number {
    return this.parts.length;
  }

  /** Files not yet taken by a worker (null until a worker has listed them). */
  remaining(): number | null {
    return this.total === null ? null : Math.max(0, this.total - Atomics.load(this.next, 0));
  }

  /** Every page the drawn files belong to, once all workers are done. */
  async done(): Promise<string[]> {
    return (await Promise.all(this.parts)).flat();
  }
}

/** Write every data file under `out` on `threads` workers; resolves to the pages they belong to. */
export function writeDataFiles(data: string, out: string, site: string, threads: number): Promise<string[]> {
  return new DataFilesRun(data, out, site).start(threads).done();
}

/**
 * Files left when Astro's pages are done for a late worker to be worth its start (it loads the data and
 * lists the files again: ~10 s at the bench's 100x, when a file takes 1 to 15 ms).
 */
const LATE_WORKER_MIN_FILES = 2000;

/** Every file written must belong to a page the build wrote: a card or chart without its page is an error. */
export function checkPages(pages: readonly string[], out: string): number {
  const missing = [...new Set(pages)].filter((path) => !existsSync(join(out, path, 'index.html')));
  if (missing.length)
    throw new Error(
      `data files: ${missing.length} page(s) the build did not write, though their files were drawn, e.g. ${missing.slice(0, 3).join(', ')}`,
    );
  return pages.length;
}

/**
 * The Astro integration: start drawing once Astro has emptied the output folder; when its pages are done,
 * put the cores it used to work on what is left; check at the end.
 */
export function dataFilesIntegration(): AstroIntegration {
  let out = '';
  let site = NO_SITE;
  let run: DataFilesRun | null = null;
  let drawing: Promise<string[]> | null = null;
  let start = 0;
  /** Files not yet drawn when the pages were done (null: not yet listed; undefined: pages not done). */
  let left: number | null | undefined;
  return {
    name: 'data-files',
    hooks: {
      'astro:config:done': ({ config }) => {
        out = fileURLToPath(config.outDir);
        site = config.site ?? NO_SITE;
      },
      'astro:build:setup': () => {
        if (run) return;
        start = performance.now();
        run = new DataFilesRun(dataDir(), out, site).start(drawingThreads());
        drawing = run.done();
        drawing.catch(() => {}); // reported when awaited at build:done
      },
      // Right after the last page is rendered (before the sitemap and the other integrations' build:done),
      // the threads that rendered pages have stopped: their cores go to drawing what is left.
      'astro:build:generated': () => {
        if (!run || !drawing || left !== undefined) return;
        left = run.remaining();
        const late = Math.max(0, availableParallelism() - run.threads);
        if (left !== null && left >= LATE_WORKER_MIN_FILES && late > 0 && !process.env.DATA_FILE_THREADS) {
          run.start(late);
          drawing = run.done();
          drawing.catch(() => {}); // reported when awaited at build:done
        }
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!run || !drawing) return;
        const t0 = performance.now();
        const pages = await drawing;
        const waited = performance.now() - t0;
        checkPages(pages, fileURLToPath(dir));
        const { charts, cards } = run.drawn;
        // The build's stage line (build-log.ts prints the `images` label in its quiet log).
        logger
          .fork('images')
          .info(
            `${fmtCount(cards)} cards and ${fmtCount(charts)} charts (SVG, PNG, CSV) in ` +
              `${stageSeconds(performance.now() - start)} on ${workerThreads(run.threads)} beside the pages ` +
              `(${left ?? 'all'} left when the pages were done; waited ${stageSeconds(waited)} for them)`,
          );
      },
    },
  };
}
