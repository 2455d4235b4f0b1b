// Worker thread of the data-files writer (data-files.ts): loads the data itself (so the main thread stays
// free for Astro's pages), lists every file drawn from the data (the social cards, then each chart's SVG,
// PNG and CSV), writes every `of`-th one from `part` into the output folder, and answers with the page
// each file belongs to (a card's page, a chart's embed page), which the build must have written too.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { CARD_FILE } from '../cards/paths.ts';
import { dataCards } from '../cards/site-cards.ts';
import { chartCatalog } from '../charts/catalog.ts';
import { exportSvg } from '../charts/export.ts';
import { chartCsv } from '../charts/points-csv.ts';
import { chartFileUrl, embedUrl } from '../text/site-links.ts';
import { renderCard } from './card.ts';
import { chartPng } from './chart-png.ts';
import { loadDataset } from './read-data.ts';
import { allReleases } from './releases-load.ts';

export interface DataFilesWorkerInput {
  dataDir: string;
  out: string;
  /** The site's address: exports print their permanent links on it. */
  site: string;
  part: number;
  of: number;
}

const { dataDir, out, site, part, of } = workerData as DataFilesWorkerInput;
const { dataset } = loadDataset(dataDir);
const releases = allReleases(dataset);
const cards = dataCards(dataset, releases);
const charts = releases.flatMap((r) => chartCatalog(r.dataset));

const write = (path: string, body: string | Uint8Array) => {
  const file = join(out, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
};

// resvg's images live outside the JavaScript heap (~10 MB a chart) and are released by finalizers, which
// run only between turns of the event loop: in one synchronous loop, 10,000 charts at 100x held 22 GB
// until the system killed the build. Yielding every few charts keeps a worker near 400 MB.
const YIELD_EVERY = 20;

const pages: string[] = [];
let drawn = 0;
for (let i = part; i < cards.length + charts.length; i += of) {
  if (i < cards.length) {
    write(join(cards[i].path, CARD_FILE), renderCard(cards[i].content));
    pages.push(cards[i].path);
  } else {
    const e = charts[i - cards.length];
    const svg = exportSvg(e, dataset.release.title, site);
    write(chartFileUrl(e.releaseId, e.id, 'svg'), svg);
    write(chartFileUrl(e.releaseId, e.id, 'png'), chartPng(svg));
    write(chartFileUrl(e.releaseId, e.id, 'csv'), chartCsv(e, site));
    pages.push(embedUrl(e.releaseId, e.id));
    if (++drawn % YIELD_EVERY === 0) await nextTurn();
  }
}
parentPort!.postMessage(pages);
