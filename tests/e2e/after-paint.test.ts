// The after-paint starter (src/browser/after-paint.ts) in Chromium: every module script a page holds inert in
// <template data-after-paint> is started once, in document order, and <html> then says data-scripts="ready";
// in a visible tab (one script per task after the first frame) and in a hidden one (all at once).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openTab, scriptsReady } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** The external scripts the templates hold, in document order, and the live copies in <body>, in theirs. */
const scriptLists = (page: Page) =>
  page.evaluate(() => ({
    inert: [...document.querySelectorAll<HTMLTemplateElement>('template[data-after-paint]')].flatMap((t) =>
      [...t.content.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')),
    ),
    live: [...document.querySelectorAll<HTMLScriptElement>('body > script[src]')].map((s) => s.getAttribute('src')),
    inlineInert: [...document.querySelectorAll<HTMLTemplateElement>('template[data-after-paint]')].flatMap((t) =>
      [...t.content.querySelectorAll('script:not([src])')].map((s) => s.textContent),
    ),
    inlineLive: [...document.querySelectorAll<HTMLScriptElement>('body > script[type=module]:not([src])')].map(
      (s) => s.textContent,
    ),
  }));

describe.each([
  ['a visible tab', false],
  ['a hidden tab', true],
])('after the first paint, in %s', (_, hidden) => {
  it.each(['', 'tasks/gpqa/', 'compare/'])('/%s starts each held script once, in document order', async (path) => {
    const tab = await openTab(browser);
    try {
      // The starter reads visibilityState once the page is parsed; a hidden tab is made by answering "hidden".
      if (hidden)
        await tab.page.addInitScript(() => Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' }));
      await tab.page.goto(`${baseUrl}/${path}`);
      await scriptsReady(tab.page);
      const { inert, live, inlineInert, inlineLive } = await scriptLists(tab.page);
      expect(inert.length, 'the page holds scripts to start').toBeGreaterThan(0);
      expect(live).toEqual(inert);
      expect(inlineLive).toEqual(inlineInert);
      expect(tab.pageErrors).toEqual([]);
    } finally {
      await tab.page.context().close();
    }
  });
});
