// Shared browser helpers: one Chromium per test file, pages that record console errors and
// requests to other hosts, and axe-core injected from the package (no network).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inject } from 'vitest';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.ts';

export const baseUrl = inject('baseUrl');

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
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

export async function openTab(browser: Browser, options: BrowserContextOptions = {}, origin = baseUrl): Promise<Tab> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const tab: Tab = { page, consoleErrors: [], foreignRequests: [], pageErrors: [], dialogs: [] };
  page.on('console', (m) => m.type() === 'error' && tab.consoleErrors.push(m.text()));
  page.on('pageerror', (e) => (tab.consoleErrors.push(e.message), tab.pageErrors.push(e.message)));
  page.on('dialog', (dlg) => {
    tab.dialogs.push(dlg.message());
    void dlg.dismiss();
  });
  page.on(
    'request',
    (r) => !r.url().startsWith(origin) && !r.url().startsWith('data:') && tab.foreignRequests.push(r.url()),
  );
  return tab;
}

/**
 * Pages start their module scripts only after the first paint (src/lib/text/after-paint.ts), so the load
 * event can come before them: wait until they have loaded (a page without JavaScript, or a file that is not
 * one of the site's pages, has nothing to wait for).
 */
export async function scriptsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const html = document.documentElement;
    return !html.classList.contains('js') || html.dataset.scripts === 'ready';
  });
}

export async function open(browser: Browser, path: string, options: BrowserContextOptions = {}): Promise<Watched> {
  const tab = await openTab(browser, options);
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
          for (const list of [tab.consoleErrors, tab.foreignRequests, tab.pageErrors, tab.dialogs]) list.length = 0;
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
