// Worker thread of the card writer (card-writer.ts): loads the data itself (so the main thread stays
// free for Astro's pages), lists the data cards, draws every `of`-th one from `part` and writes it into
// the staging folder as <position>.png. Answers with the page path of each card it wrote.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { dataCards } from '../cards/site-cards.ts';
import { renderCard } from './card.ts';
import { loadDataset } from './read-data.ts';
import { allReleases } from './releases-load.ts';

export interface CardWorkerInput {
  dataDir: string;
  stage: string;
  part: number;
  of: number;
}

const { dataDir, stage, part, of } = workerData as CardWorkerInput;
const { dataset } = loadDataset(dataDir);
const cards = dataCards(dataset, allReleases(dataset));
mkdirSync(stage, { recursive: true });
const written: [number, string][] = [];
for (let i = part; i < cards.length; i += of) {
  writeFileSync(join(stage, `${i}.png`), renderCard(cards[i].content));
  written.push([i, cards[i].path]);
}
parentPort!.postMessage(written);
