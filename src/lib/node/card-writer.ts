// Node-only: the build's social cards drawn from the data (home, tasks, models, releases and every row
// of every release), written beside their pages without going through Astro's router. At the bench's
// 100x (~85,000 rows a release) a card endpoint per figure cost Astro ~1.6 ms a route on top of the
// ~2 ms drawing, all on the thread that renders pages; here worker threads draw while Astro bundles and
// renders pages, writing each card beside its page from the moment Astro has emptied the output folder
// (astro:build:setup); when the build is done, every card must have its page.
// The glossary's cards need the content collection and stay an endpoint (src/pages/[...page]/card.png.ts).
// Each card is drawn by the same code whatever thread draws it, so the bytes do not depend on threads.
import { existsSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration } from 'astro';
import { CARD_FILE } from '../cards/paths.ts';
import { dataDir } from './data-dir.ts';
import type { CardWorkerInput } from './card-writer-worker.ts';

/** The worker's source: run by Node directly (type stripping), not bundled. */
const WORKER_FILE = fileURLToPath(new URL('./card-writer-worker.ts', import.meta.url));

/**
 * Threads that draw cards: CARD_THREADS when set (at least 1), else one fewer than the cores (at least 1),
 * since Astro renders pages on the main thread meanwhile.
 */
export function cardThreads(): number {
  const env = process.env.CARD_THREADS;
  if (env !== undefined && /^\d+$/.test(env)) return Math.max(1, Number(env));
  return Math.max(1, availableParallelism() - 1);
}

/** Draw every data card beside its page under `out` on `threads` workers; resolves to position -> page path. */
export function drawDataCards(data: string, out: string, threads: number): Promise<Map<number, string>> {
  const parts = Array.from({ length: threads }, (_, part) => {
    const input: CardWorkerInput = { dataDir: data, out, part, of: threads };
    const w = new Worker(WORKER_FILE, { workerData: input });
    return new Promise<[number, string][]>((resolve, reject) => {
      w.once('message', resolve);
      w.once('error', reject);
      w.once('exit', (code) => reject(new Error(`cards: a card worker stopped (exit ${code}) before it finished`)));
    });
  });
  return Promise.all(parts).then((lists) => new Map(lists.flat()));
}

/** Every card must sit beside a page the build wrote: a card without one is removed and reported. */
export function checkCards(written: Map<number, string>, out: string): number {
  const missing = [...written.values()].filter((path) => !existsSync(join(out, path, 'index.html')));
  for (const path of missing) rmSync(join(out, path, CARD_FILE), { force: true });
  if (missing.length)
    throw new Error(
      `cards: ${missing.length} card(s) for pages the build did not write, e.g. ${missing.slice(0, 3).join(', ')}`,
    );
  return written.size;
}

/** The Astro integration: start drawing once Astro has emptied the output folder; check the cards at the end. */
export function dataCardsIntegration(): AstroIntegration {
  let out = '';
  let drawing: Promise<Map<number, string>> | null = null;
  return {
    name: 'data-cards',
    hooks: {
      'astro:config:done': ({ config }) => {
        out = fileURLToPath(config.outDir);
      },
      'astro:build:setup': () => {
        drawing ??= drawDataCards(dataDir(), out, cardThreads());
        drawing.catch(() => {}); // reported when awaited at build:done
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!drawing) return;
        const t0 = performance.now();
        const written = await drawing;
        const waited = performance.now() - t0;
        const n = checkCards(written, fileURLToPath(dir));
        logger.info(
          `${n} cards drawn on ${cardThreads()} thread(s); waited ${(waited / 1000).toFixed(1)} s for them at the end`,
        );
      },
    },
  };
}
