// Shared browser helpers: one Chromium per test file, pages that record console errors and
// requests to other hosts, and axe-core injected from the package (no network).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, inject } from 'vitest';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { bundledFontsEnv, CHROMIUM_ARGS } from '../../scripts/lib/chromium.ts';

export const baseUrl = inject('baseUrl');

/** One Chromium, drawing with the project's committed fonts only (scripts/lib/chromium.ts: bundledFontsEnv). */
export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS, env: bundledFontsEnv() });
}

export interface Watched {
  page: Page;
  consoleErrors: string[];
  foreignRequests: string[];
}

/** A tab that records console and page errors, page errors alone, dialogs (dismissed) and requests to other hosts. */
export interface Tab extends Watched {
  pageErrors: string[];
  dialogs: string[];
}

/** Records what the page does into the tab's lists (read at each event, so a reused tab can be given new ones). */
function record(tab: Tab, origin: string): void {
  const { page } = tab;
  page.on('console', (m) => m.type() === 'error' && tab.consoleErrors.push(m.text()));
  page.on('pageerror', (e) => (tab.consoleErrors.push(e.message), tab.pageErrors.push(e.message)));
  page.on('dialog', (dlg) => {
    tab.dialogs.push(dlg.message());
    dlg.dismiss().catch(() => {}); // a test's own handler may have answered it first
  });
  page.on(
    'request',
    (r) => !r.url().startsWith(origin) && !r.url().startsWith('data:') && tab.foreignRequests.push(r.url()),
  );
}

/** Gives the tab new, empty lists (fresh arrays, so lists a finished visit handed out keep what they hold). */
function clearRecords(tab: Tab): void {
  Object.assign(tab, { consoleErrors: [], foreignRequests: [], pageErrors: [], dialogs: [] });
}

export async function openTab(browser: Browser, options: BrowserContextOptions = {}, origin = baseUrl): Promise<Tab> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const tab: Tab = { page, consoleErrors: [], foreignRequests: [], pageErrors: [], dialogs: [] };
  record(tab, origin);
  return tab;
}

/**
 * Pages start their module scripts only after the first paint (src/browser/after-paint.ts), so the load
 * event can come before them: wait until they have loaded (a page without JavaScript, or a file that is not
 * one of the site's pages, has nothing to wait for).
 */
export async function scriptsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const html = document.documentElement;
    return !html.classList.contains('js') || html.dataset.scripts === 'ready';
  });
}

/**
 * The layout shifts of the page so far (buffered from the start of its load, as Lighthouse counts them) and for
 * `settleMs` more, summed; shifts right after the reader's input are not counted, as in CLS.
 */
export function layoutShiftTotal(page: Page, settleMs: number): Promise<number> {
  return page.evaluate(
    (ms) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) total += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), ms);
      }),
    settleMs,
  );
}

/**
 * Tabs that open() may hand out again, by browser and context options, and those it handed out in the test
 * under way. A new context costs Chromium a renderer process (about 0.4 CPU s, against 0.1 s for loading a page
 * in a tab already open), and on two cores the browser tests were bound by it. A tab is reused only after its
 * test ends, with its lists emptied, the test's own listeners removed, and a blank page loaded in between, so
 * each test still starts on a fresh document (the site keeps no storage or cookies).
 */
const idleTabs = new WeakMap<Browser, Map<string, Tab[]>>();
let lentTabs: { browser: Browser; key: string; tab: Tab }[] = [];

afterEach(async () => {
  const lent = lentTabs;
  lentTabs = [];
  for (const { browser, key, tab } of lent) {
    if (tab.page.isClosed()) continue; // the test closed its context
    await tab.page.removeAllListeners();
    clearRecords(tab);
    record(tab, baseUrl);
    await tab.page.goto('about:blank');
    const byKey = idleTabs.get(browser) ?? new Map<string, Tab[]>();
    idleTabs.set(browser, byKey);
    byKey.set(key, [...(byKey.get(key) ?? []), tab]);
  }
});

/** A page at `path` on the built site, in a fresh context or one a finished test used (see idleTabs). */
export async function open(browser: Browser, path: string, options: BrowserContextOptions = {}): Promise<Watched> {
  const key = JSON.stringify(options);
  const tab = idleTabs.get(browser)?.get(key)?.pop() ?? (await openTab(browser, options));
  lentTabs.push({ browser, key, tab });
  await tab.page.goto(baseUrl + path);
  if (options.javaScriptEnabled !== false) await scriptsReady(tab.page);
  return tab;
}

/**
 * Visits many pages in a few tabs (two by default, one a core: a page load waits on the browser's processes
 * as much as on ours), each tab going from page to page. A fresh browser context costs about as much as the
 * page load itself, and a sweep needs none: each navigation starts a new window, and the tab's records are
 * emptied before each page. `visitOne` gets the loaded page; results come back in the order of `paths`.
 */
export async function eachPage<T>(
  browser: Browser,
  paths: readonly string[],
  visitOne: (tab: Tab, path: string, status: number | undefined) => Promise<T>,
  {
    options = {},
    origin = baseUrl,
    tabs = 2,
  }: { options?: BrowserContextOptions; origin?: string; tabs?: number } = {},
): Promise<T[]> {
  const opened = await Promise.all(
    Array.from({ length: Math.min(tabs, paths.length) }, () => openTab(browser, options, origin)),
  );
  const results: T[] = new Array(paths.length);
  let next = 0;
  try {
    await Promise.all(
      opened.map(async (tab) => {
        for (let i = next++; i < paths.length; i = next++) {
          clearRecords(tab);
          const res = await tab.page.goto(origin + paths[i], { waitUntil: 'load' });
          if (options.javaScriptEnabled !== false) await scriptsReady(tab.page);
          results[i] = await visitOne(tab, paths[i], res?.status());
        }
      }),
    );
  } finally {
    await Promise.all(opened.map((t) => t.page.context().close()));
  }
  return results;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Run axe-core in the page; returns violations as "rule: target" lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated over the DevTools protocol, so the page's CSP (rightly) does not block it.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    // @ts-expect-error axe is injected above
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map(
      (v: { id: string; nodes: { target: string[] }[] }) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  });
  return result;
}

/**
 * Waits until the page is as a reader sees it, for measuring or a screenshot: its fonts loaded, its scripts run,
 * and two frames drawn after that (layout and paint settled). Conditions, not sleeps.
 */
export async function settled(page: Page): Promise<void> {
  await scriptsReady(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}
