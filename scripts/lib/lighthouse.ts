// Lighthouse (mobile) on built pages served locally: medians of several runs, home measured in turns with a plain
// HTML copy of its table as the yardstick for its LCP, also with applied throttling (docs/build.md).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import { median } from 'd3';
import * as chromeLauncher from 'chrome-launcher';
import { serveDir } from './static-server.ts';
import { findChromium } from './chromium.ts';

const PLAIN_FIXTURE = 'scripts/fixtures/plain-table.html';
/** Where the plain page is served inside the build folder for the run. */
const PLAIN_PATH = 'bench-plain-table';

/** Runs of each page; home and the plain page, measured in turns, get more (their ratio is held to a bar). */
const RUNS = 5;
const PAIRED_RUNS = 9;
const APPLIED_RUNS = 5;

/** Lighthouse's default simulated throttling, or applied throttling (its `devtools` method). */
type Throttling = 'simulated' | 'applied';

type LighthouseResult = ReturnType<typeof summarise>;

// Simulated timings scale the observed main-thread time, so a busy machine moves LCP by hundreds of ms: wait up
// to two minutes for the load to fall below one core's worth.
async function settle(maxSeconds = 120): Promise<number> {
  for (let waited = 0; loadavg()[0] >= 1 && waited < maxSeconds; waited += 5) await sleep(5000);
  return +loadavg()[0].toFixed(2);
}

/** Total elements, from the DOM-size insight (Lighthouse 13; the older `dom-size` audit is gone). */
function domElements(details: unknown): number | null {
  const items = (details as { items?: { statistic?: string; value?: { value?: number } }[] } | undefined)?.items;
  return items?.find((i) => i.statistic === 'Total elements')?.value?.value ?? null;
}

/** The plain page: the home page's index table as it is built, in a bare HTML document. */
function plainTablePage(dist: string): string {
  const home = readFileSync(join(dist, 'index.html'), 'utf8');
  const table = home.match(/<table id="index-table"[\s\S]*?<\/table>/)?.[0];
  if (!table) throw new Error('bench: no #index-table on the home page to copy into the plain page');
  return `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="description" content="The home page's index table as plain HTML: the benchmark's yardstick for LCP.">\n<title>Plain table (benchmark fixture)</title>\n</head>\n<body>\n<main>\n<h1>Plain table</h1>\n${table}\n</main>\n</body>\n</html>\n`;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** One page's runs as the bench reports them: each score's and metric's median, the first run's element count. */
function summarise(p: { label: string; path: string }, lhrs: Lhr[], load: number, throttling: Throttling) {
  const score = (k: string) => median(lhrs, (l) => Math.round((l.categories[k]?.score ?? 0) * 100))!;
  const metric = (id: string) => median(lhrs, (l) => l.audits[id]?.numericValue) ?? NaN;
  return {
    label: p.label,
    path: `/${p.path}`,
    throttling,
    runs: lhrs.length,
    performance: score('performance'),
    accessibility: score('accessibility'),
    best_practices: score('best-practices'),
    seo: score('seo'),
    lcp_ms: Math.round(metric('largest-contentful-paint')),
    // Each run's LCP, in the order run: the spread behind the median.
    lcp_runs_ms: lhrs.map((l) => Math.round(l.audits['largest-contentful-paint']?.numericValue ?? NaN)),
    cls: +metric('cumulative-layout-shift').toFixed(3),
    tbt_ms: Math.round(metric('total-blocking-time')),
    dom_elements: domElements(lhrs[0].audits['dom-size-insight']?.details),
    // The 1-minute load average when the page's runs began: the simulation scales observed CPU time.
    load_1m: load,
  };
}

// Home (the first page) and the plain page run in turns, so drifting load moves both, not their ratio. The
// applied-throttling pair comes last.
export async function runLighthouse(dist: string, pages: { label: string; path: string }[]) {
  const plain = plainTablePage(dist);
  writeFileSync(PLAIN_FIXTURE, plain);
  mkdirSync(join(dist, PLAIN_PATH), { recursive: true });
  writeFileSync(join(dist, PLAIN_PATH, 'index.html'), plain);
  const { server, url } = await serveDir(dist, 0, '/', { compress: true });
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium() ?? undefined,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const measure = async (path: string, throttling: Throttling): Promise<Lhr> => {
    const r = await lighthouse(`${url}/${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      throttlingMethod: throttling === 'applied' ? 'devtools' : 'simulate',
    });
    if (!r) throw new Error(`lighthouse: no result for /${path}`);
    return r.lhr;
  };
  const yardstick = { label: 'plain HTML table (fixture)', path: `${PLAIN_PATH}/` };
  const out: LighthouseResult[] = [];
  // n runs of each page; with two pages, in turns (home, plain, home, ...), so drifting load moves both alike.
  const inTurns = async (ps: { label: string; path: string }[], n: number, throttling: Throttling) => {
    const load = await settle();
    const lhrs: Lhr[][] = ps.map(() => []);
    for (let run = 0; run < n; run++)
      for (const [i, p] of ps.entries()) lhrs[i].push(await measure(p.path, throttling));
    return ps.map((p, i) => summarise(p, lhrs[i], load, throttling));
  };
  const [home, ...others] = pages;
  try {
    const [homeResult, plainResult] = await inTurns([home, yardstick], PAIRED_RUNS, 'simulated');
    out.push(homeResult);
    console.error(`bench: lighthouse ${home.label} done, in turns with the plain page`);
    for (const p of others) {
      out.push(...(await inTurns([p], RUNS, 'simulated')));
      console.error(`bench: lighthouse ${p.label} done`);
    }
    out.push(plainResult, ...(await inTurns([home, yardstick], APPLIED_RUNS, 'applied')));
    console.error(`bench: lighthouse ${home.label} and the plain page done with applied throttling`);
  } finally {
    chrome.kill();
    server.close();
    rmSync(join(dist, PLAIN_PATH), { recursive: true, force: true });
  }
  return out;
}

/** Home's LCP over the plain table's, one line for each throttling both were measured with. */
export function lcpRatios(results: readonly LighthouseResult[]): string[] {
  return (['simulated', 'applied'] as const).flatMap((throttling) => {
    const of = results.filter((l) => l.throttling === throttling);
    const home = of.find((l) => l.label === 'home');
    const plain = of.find((l) => l.label.startsWith('plain'));
    return home && plain
      ? [`home LCP / plain table LCP, ${throttling} throttling: ${(home.lcp_ms / plain.lcp_ms).toFixed(2)}x`]
      : [];
  });
}
