// Worker thread of the data-files writer (data-files.ts): loads the data itself (so the main thread stays
// free for Astro's pages), lists every file drawn from the data (each chart's SVG, PNG, CSV and metadata JSON, the longer
// work, first; then the social cards), says how many, takes the next one from the counter it shares with
// the other workers until none is left, writes each into the output folder, and answers with the page
// each file belongs to (a chart's embed page, a card's page), which the build must have written too.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { CARD_FILE } from '../lib/cards/paths.ts';
import { dataCards } from '../lib/cards/site-cards.ts';
import { chartVersions } from '../lib/charts/versions.ts';
import { figurePagesOfReleases } from '../lib/figures/addresses.ts';
import { exportSvg } from '../lib/charts/export.ts';
import { chartCsv } from '../lib/charts/points-csv.ts';
import { chartMetadata } from '../lib/api/chart-metadata.ts';
import { stableJson } from '../lib/api/json.ts';
import { chartFileUrl, embedUrl, withoutBase } from '../lib/text/site-links.ts';
import { renderCard } from './images/card.ts';
import { chartPng } from './images/chart-png.ts';
import { loadDataset } from '../lib/node/read-data.ts';
import { allReleases } from '../lib/node/releases-load.ts';

export interface DataFilesWorkerInput {
  dataDir: string;
  out: string;
  /** The site's address: exports print their permanent links on it. */
  site: string;
  /** The index of the next file to draw, shared by every worker of the run (Int32 at 0). */
  next: SharedArrayBuffer;
}

/**
 * First the number of files, then, when no file is left, the pages of the files this worker drew and how many
 * charts (an SVG, a PNG and a CSV each) and cards (a PNG) they were.
 */
export type DataFilesWorkerMessage = { total: number } | { pages: string[]; charts: number; cards: number };

const { dataDir, out, site, next } = workerData as DataFilesWorkerInput;
const { dataset } = loadDataset(dataDir);
const releases = allReleases(dataset);
// The chart CSVs link each point to its figure's page, as the pages do (src/data.ts builds the same).
const figurePages = figurePagesOfReleases(releases);
const cards = dataCards(dataset, releases);
// One set of files per chart version, at its first release's address.
const charts = chartVersions(releases).versions;
const datasets = new Map(releases.map((r) => [r.id, r.dataset]));

/** Write the file at a URL of the site: its place in the output folder is its route, without the base path. */
const write = (url: string, body: string | Uint8Array) => {
  const file = join(out, withoutBase(url));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
};

// resvg's images live outside the JavaScript heap (~10 MB a chart) and are released by finalizers, which
// run only between turns of the event loop: in one synchronous loop, 10,000 charts at 100x held 22 GB
// until the system killed the build. Charts now go to resvg only for text it alone can shape (chart-png.ts),
// but yielding every few charts keeps that bounded whatever the data.
const YIELD_EVERY = 20;

const counter = new Int32Array(next);
const total = charts.length + cards.length;
parentPort!.postMessage({ total } satisfies DataFilesWorkerMessage);
const pages: string[] = [];
let drawn = 0;
let cardsDrawn = 0;
for (let i = Atomics.add(counter, 0, 1); i < total; i = Atomics.add(counter, 0, 1)) {
  if (i < charts.length) {
    const e = charts[i];
    const svg = exportSvg(e, dataset.release.title, site);
    write(chartFileUrl(e.releaseId, e.id, 'svg'), svg);
    write(chartFileUrl(e.releaseId, e.id, 'png'), chartPng(svg));
    write(chartFileUrl(e.releaseId, e.id, 'csv'), chartCsv(e, site, figurePages));
    write(
      chartFileUrl(e.releaseId, e.id, 'metadata.json'),
      stableJson(chartMetadata(e, datasets.get(e.releaseId)!, site)),
    );
    pages.push(withoutBase(embedUrl(e.releaseId, e.id)));
    if (++drawn % YIELD_EVERY === 0) await nextTurn();
  } else {
    const c = cards[i - charts.length];
    write(`${c.path}${CARD_FILE}`, renderCard(c.content));
    pages.push(withoutBase(c.path));
    cardsDrawn++;
  }
}
parentPort!.postMessage({ pages, charts: drawn, cards: cardsDrawn } satisfies DataFilesWorkerMessage);
