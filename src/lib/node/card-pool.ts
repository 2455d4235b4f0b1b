// Node-only: render cards in worker threads ahead of the build's requests. Astro asks for one endpoint
// at a time; at ~84,000 figure cards the build spends most of its time drawing them, so worker threads
// draw the next cards (in getStaticPaths order) while the main thread writes files. At most LOOKAHEAD
// cards are drawn and not yet collected, so memory stays flat. Each card is drawn by the same code
// whichever thread draws it, so the bytes do not depend on the number of threads.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CardContent } from '../cards/content.ts';
import { renderCard } from './card.ts';

const LOOKAHEAD = 64;
/** The worker's source: run by Node directly (type stripping), not bundled, so it is found from the project root. */
const WORKER_FILE = join(process.cwd(), 'src', 'lib', 'node', 'card-worker.ts');

interface Job {
  promise: Promise<Uint8Array<ArrayBuffer>>;
  resolve: (b: Uint8Array<ArrayBuffer>) => void;
  reject: (e: unknown) => void;
}

export class CardPool {
  private readonly index = new Map<string, number>();
  private readonly jobs = new Map<number, Job>();
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly queue: number[] = [];
  private next = 0;

  constructor(
    private readonly cards: readonly { path: string; content: CardContent }[],
    threads: number,
  ) {
    cards.forEach((c, i) => this.index.set(c.path, i));
    for (let t = 0; t < threads; t++) {
      const w = new Worker(WORKER_FILE);
      w.on('message', (m: { i: number; png: Uint8Array<ArrayBuffer> }) => {
        this.jobs.get(m.i)?.resolve(m.png);
        // An idle worker must not keep the process alive after the last card; a busy one must.
        w.unref();
        this.idle.push(w);
        this.pump();
      });
      w.on('error', (e) => {
        for (const j of this.jobs.values()) j.reject(e);
      });
      w.unref();
      this.workers.push(w);
      this.idle.push(w);
    }
  }

  /** The PNG of the card of a page path. */
  async get(path: string): Promise<Uint8Array<ArrayBuffer>> {
    const i = this.index.get(path);
    if (i === undefined) throw new Error(`cards: no card for ${path}`);
    if (this.workers.length === 0) return renderCard(this.cards[i].content);
    // Asked for a card not yet scheduled: the build goes in another order, so schedule from here on.
    if (!this.jobs.has(i)) {
      this.enqueue(i);
      this.next = i + 1;
    }
    this.schedule();
    const job = this.jobs.get(i)!;
    try {
      return await job.promise;
    } finally {
      this.jobs.delete(i);
      this.schedule();
    }
  }

  private schedule() {
    while (this.jobs.size < LOOKAHEAD && this.next < this.cards.length) {
      const i = this.next++;
      if (!this.jobs.has(i)) this.enqueue(i);
    }
    this.pump();
  }

  private enqueue(i: number) {
    let resolve!: (b: Uint8Array<ArrayBuffer>) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<Uint8Array<ArrayBuffer>>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    promise.catch(() => {}); // a worker error is reported to the card that awaits it
    this.jobs.set(i, { promise, resolve, reject });
    this.queue.push(i);
  }

  private pump() {
    while (this.idle.length && this.queue.length) {
      const i = this.queue.shift()!;
      if (!this.jobs.has(i)) continue;
      const w = this.idle.pop()!;
      w.ref();
      w.postMessage({ i, content: this.cards[i].content });
    }
  }
}

/** Threads for card drawing: CARD_THREADS, else one per core (0 draws on the main thread). */
export const cardThreads = () => {
  const env = process.env.CARD_THREADS;
  if (env !== undefined && /^\d+$/.test(env)) return Number(env);
  return availableParallelism();
};
