// Worker thread of the card writer (card-writer.ts): loads the data itself (so the main thread stays
// free for Astro's pages), lists the data cards, draws every `of`-th one from `part` and writes it beside
// its page in the output folder (<out><page path>card.png). Answers with the page path of each card.
import { mkdirSync, writeFileSync } from 'node:fs';
import { CARD_FILE } from '../cards/paths.ts';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { dataCards } from '../cards/site-cards.ts';
import { renderCard } from './card.ts';
import { loadDataset } from './read-data.ts';
import { allReleases } from './releases-load.ts';

export interface CardWorkerInput {
  dataDir: string;
  out: string;
  part: number;
  of: number;
}

const { dataDir, out, part, of } = workerData as CardWorkerInput;
const { dataset } = loadDataset(dataDir);
const cards = dataCards(dataset, allReleases(dataset));
const written: [number, string][] = [];
for (let i = part; i < cards.length; i += of) {
  const dir = join(out, cards[i].path);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, CARD_FILE), renderCard(cards[i].content));
  written.push([i, cards[i].path]);
}
parentPort!.postMessage(written);
