// Real data, on the synthetic next release: the links the browser builds after its scripts run go to each
// figure's page where that page is. Most figures of this release are held unchanged from the release before,
// so their pages are at the earlier release's address and this release has none of its own for them. The
// index table redrawn from rows.json (a unit switch) and /compare/ drawn from figures.json must link there, as
// the build's own links do (src/lib/text/site-links.ts figurePageRelease).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { launch, open } from '../e2e/browser.ts';
import { fromColumns, type CompareFigure, type FigureColumns } from '../../src/lib/compare/figures.ts';
import { compareUrl } from '../../src/lib/text/site-links.ts';
import { real, REAL_SITE_DIR } from '../fixtures/real-figures.ts';

/** Whether this release has a page of its own for a figure (no page: it links to an earlier release's). */
const hasOwnPage = (id: string) =>
  existsSync(join(REAL_SITE_DIR, 'releases', real.release.id, 'rows', id, 'index.html'));

const figures = fromColumns(
  JSON.parse(readFileSync(join(REAL_SITE_DIR, 'compare/figures.json'), 'utf8')) as FigureColumns,
);
/** A figure of this release, of one source, that this release holds unchanged from the one before. */
const heldFigure = (source: (f: CompareFigure) => boolean) => {
  const f = figures.find((x) => x.release === real.release.id && source(x) && !hasOwnPage(x.id));
  if (!f)
    throw new Error(`${REAL_SITE_DIR}/compare/figures.json: no figure of this source held from an earlier release`);
  return f;
};

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** Follows a link as a reader does: its page answers 200 and shows the figure, a heading naming the model. */
async function follow(page: Page, selector: string, id: string, model: string): Promise<void> {
  const link = page.locator(selector);
  const href = new URL((await link.getAttribute('href'))!, page.url()).href;
  const answered = page.waitForResponse((r) => r.url() === href);
  await link.click();
  expect((await answered).status(), href).toBe(200);
  expect(new URL(page.url()).pathname, href).toMatch(new RegExp(`/releases/[^/]+/rows/${id.replace(/\./g, '\\.')}/$`));
  expect(await page.textContent('h1'), href).toContain(model);
}

describe('links the browser builds, on a release that holds most figures unchanged', () => {
  it("the index table redrawn in another unit: a held row's link opens its figure's page", async () => {
    const { page, consoleErrors } = await open(browser, '/');
    // Mark the rows the build wrote, so the row followed is one the script drew.
    await page.$$eval('#index-table tbody tr', (trs) => trs.forEach((tr) => tr.setAttribute('data-built', '')));
    await page.selectOption('select[name=unit]', 'j_per_token');
    await expect.poll(() => page.locator('#index-table tbody tr[data-built]').count()).toBe(0);
    const ids = await page.$$eval('#index-table tbody tr', (trs) => trs.map((tr) => tr.dataset.id!));
    const held = ids.find((id) => !hasOwnPage(id));
    expect(held, 'a row of the redrawn table held from an earlier release').toBeDefined();
    const row = `#index-table tbody tr[data-id="${held}"]`;
    const model = (await page.textContent(`${row} th`))!.trim();
    await follow(page, `${row} th a`, held!, model);
    expect(consoleErrors).toEqual([]);
  });

  it("/compare/ with two held figures (ML.ENERGY v3 and MLPerf): each figure's link opens its page", async () => {
    const a = heldFigure((f) => f.source === 'ml-energy-v3');
    const b = heldFigure((f) => f.source.startsWith('mlperf'));
    for (const [name, f] of [
      ['A', a],
      ['B', b],
    ] as const) {
      const { page, consoleErrors } = await open(browser, compareUrl(a.id, b.id));
      await page.waitForSelector('#compare-result:not([hidden])');
      await follow(page, `#compare-links a:has-text("Figure ${name}'s page")`, f.id, f.model_name);
      expect(consoleErrors).toEqual([]);
    }
  });
});
