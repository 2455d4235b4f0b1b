// Visual regression: the first screen of each page kind below, at 360 x 780 and 1366 x 900, compared pixel by
// pixel with the committed PNG in tests/e2e/screens/ (tests/golden/png-compare.ts, screenDifference: anti-aliasing
// edges ignored, at most SCREEN_MAX_PIXELS pixels apart). The browser draws with the project's committed fonts alone
// (browser.ts: launch), so the machine's own fonts change nothing. Real data: a change to the data, or to how a page looks, rewrites them with
// `npx vitest run --project e2e tests/e2e/visual.test.ts -u` (after `npm run build`); commit them with the change.
// A page is added by one line in SCREENS.
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, open, settled } from './browser.ts';
import { matchGoldenPng } from '../golden/png-compare.ts';
import { loadDataset } from '../../src/lib/node/read-data.ts';
import { gpuComparison } from '../../src/lib/views/headline.ts';
import { compareUrl } from '../../src/lib/text/site-links.ts';

// /compare/ with two figures of the data: the default task's GPU comparison's first model, on each of its GPUs.
const d = loadDataset('data').dataset;
const pair = gpuComparison(d.selected, d.tasks[0].id)?.pairs[0];
if (!pair) throw new Error('visual.test: the real data has no model measured on two GPUs to compare');

/** Each page, and what to wait for before the picture when its content comes after the scripts. */
const SCREENS: { name: string; path: string; ready?: string }[] = [
  { name: 'home', path: '/' },
  { name: 'task', path: '/tasks/gpqa/' },
  { name: 'model', path: '/models/qwen-qwen3-32b/' },
  { name: 'compare', path: compareUrl(pair.base.id, pair.other.id), ready: '#compare-result:not([hidden])' },
];
const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1366, height: 900 },
];
const DIR = new URL('./screens/', import.meta.url);
const UPDATE = 'npx vitest run --project e2e tests/e2e/visual.test.ts -u';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe.each(VIEWPORTS)('at $width px', (viewport) => {
  it.each(SCREENS)('$name ($path) looks as committed', async ({ name, path, ready }) => {
    const { page } = await open(browser, path, { viewport, colorScheme: 'light', reducedMotion: 'reduce' });
    if (ready) await page.waitForSelector(ready);
    await settled(page);
    const png = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
    matchGoldenPng(`${name}-${viewport.width}.png`, png, { dir: DIR, update: UPDATE, screen: true });
  });
});
