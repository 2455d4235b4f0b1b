// Issue 50's paths between features, on the real build (texts and counts from the snapshot, never typed): the
// finding with the half that reverses it (item 4), the header's entries and marks and the task tabs' cue (5), the
// model counts that agree (7); the chart toolbar, the charts' width and home's chart on a phone (11).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launch, open } from './browser.ts';
import { real } from '../fixtures/real-figures.ts';

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1366, height: 900 };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const text = async (page: Page, sel: string) =>
  (await page.$eval(sel, (e) => (e as HTMLElement).innerText)).replace(/\s+/g, ' ').trim();

describe.each([PHONE, DESKTOP])("home's finding with the half that reverses it, at $width px", (viewport) => {
  const half = real.other_half!;
  it('opens What you should know with the sentence drawn from both comparisons, one click from the headline', async () => {
    const { page, consoleErrors } = await open(browser, '/', { viewport });
    expect(await page.getAttribute('#subtitle a[href="#know"]', 'href')).toBe('#know');
    expect(await text(page, '#headline-takeaway')).toBe(`In short: ${half.takeaway}`);
    expect(consoleErrors).toEqual([]);
  });
  it('gives every task at both settings, names the tasks where the lower GPU uses more, and counts the trade', async () => {
    const { page } = await open(browser, '/', { viewport });
    const lines = await page.$$eval('#headline-tasks li', (ls) => ls.map((l) => (l as HTMLElement).innerText));
    expect(lines).toHaveLength(half.tasks.length);
    half.tasks.forEach((t, i) => {
      expect(lines[i]).toContain(`${t.task_name}: ${t.own_change} at each GPU's own setting`);
      expect(lines[i]).toContain(`${t.matched_change} at the same setting`);
    });
    for (const name of half.reversed_tasks) expect(await text(page, '#headline-tasks')).toContain(name);
    expect(await text(page, '#headline-trade')).toContain(
      `for ${half.larger_batch} of ${half.models} models, and a higher median inter-token latency for ${half.slower}`,
    );
  });
  it('says the same-setting sentence once, and its table fits the width without being cut', async () => {
    const { page } = await open(browser, '/', { viewport });
    const matched = await text(page, '#headline-matched');
    const body = await page.evaluate(() => document.body.innerText.replace(/\s+/g, ' '));
    expect(body.split(matched).length - 1).toBe(1);
    const fit = await page.$eval('#matched .table-scroll', (box) => [box.scrollWidth, box.clientWidth]);
    expect(fit[0]).toBeLessThanOrEqual(fit[1]);
  });
});

describe('the header', () => {
  const marked = (page: Page) =>
    page.$$eval('header.site nav a[aria-current=page]', (as) => as.map((a) => a.textContent));
  it('links the calculator, one tap from the menu on a phone', async () => {
    const { page } = await open(browser, '/check/', { viewport: PHONE, javaScriptEnabled: false });
    await page.click('header.site nav summary');
    await page.click('header.site nav a[href="/calculator/"]');
    await page.waitForURL(/\/calculator\/$/);
    expect(await marked(page)).toEqual(['Calculator']);
  });
  it('marks Index, not About, on a figure page, and About on a release page', async () => {
    const figure = await open(browser, `/releases/${real.release.id}/rows/${real.reference.id}/`, {
      viewport: DESKTOP,
    });
    expect(await marked(figure.page)).toEqual(['Index']);
    const release = await open(browser, `/releases/${real.release.id}/`, { viewport: DESKTOP });
    expect(await marked(release.page)).toEqual(['About']);
  });
  it('task tabs at 360 px: they scroll, with a shade at the edge where more lie', async () => {
    const { page } = await open(browser, '/', { viewport: PHONE });
    const tabs = await page.$eval('nav.task-tabs ul', (ul) => ({
      scrolls: ul.scrollWidth > ul.clientWidth,
      shade: getComputedStyle(ul).backgroundImage,
    }));
    expect(tabs.scrolls).toBe(true);
    expect(tabs.shade).toContain('radial-gradient');
  });
});

describe('model counts that agree', () => {
  const c = real.model_counts;
  it.each(['/', '/about/', '/compare/', '/models/'])(
    '%s says what each count counts, the same on every page',
    async (path) => {
      const { page } = await open(browser, path, { viewport: DESKTOP });
      expect(await text(page, '[data-model-counts]')).toContain(c.sentence);
    },
  );
  it('/models/: the filter counts the task shown, then every task, and agrees with the rows in view', async () => {
    const { page } = await open(browser, '/models/', { viewport: DESKTOP });
    await page.fill('#model-filter input[name=q]', real.reference.model_name);
    const status = await text(page, '#model-filter-status');
    const shown = await page.$$eval(
      '#models-tables tbody tr',
      (rs) => rs.filter((r) => r.getClientRects().length > 0).length,
    );
    expect(status).toMatch(
      new RegExp(
        `^Showing ${shown} of ${c.ranked} models in ${real.tasks[0].name}; \\d+ of ${c.measured} in any task\\.$`,
      ),
    );
  });
});

describe('charts (item 11)', () => {
  it.each([PHONE, DESKTOP])('at $width px the tool row stays put when Download or Share opens', async (viewport) => {
    const { page } = await open(browser, '/', { viewport });
    const row = '#finding .chart-tools';
    // Page coordinates (opening a menu may scroll it into view): the tools and the drawing under them.
    const boxes = () =>
      page.$$eval(`${row} .tool, #finding svg.comparison`, (ts) =>
        ts.map((t) => {
          const r = t.getBoundingClientRect();
          return [r.left, r.top + window.scrollY, r.width, r.height].map(Math.round).join(' ');
        }),
      );
    const before = await boxes();
    for (const menu of ['Download', 'Share']) {
      await page.click(`${row} summary:text-is("${menu}")`);
      expect(await page.isVisible(`${row} details[open] .tool-panel`)).toBe(true);
      expect(await boxes()).toEqual(before);
      await page.click(`${row} summary:text-is("${menu}")`);
    }
  });
  it('at 1366 px every chart on home fills the column', async () => {
    const { page } = await open(browser, '/', { viewport: DESKTOP });
    const { column, widths } = await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const s = getComputedStyle(main);
      return {
        column: main.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight),
        widths: [...document.querySelectorAll('svg.drawing, svg.comparison')].map(
          (x) => x.getBoundingClientRect().width,
        ),
      };
    });
    expect(widths.length).toBeGreaterThanOrEqual(2);
    for (const w of widths) expect(w).toBeGreaterThanOrEqual(column - 2);
  });
  it('at 360 px home draws the selected points only, without the lines, and says so; at 1366 px every point', async () => {
    const drawn = async (viewport: typeof PHONE) => {
      const { page } = await open(browser, '/', { viewport });
      return page.$$eval('#task-chart', ([fig]) => {
        const us = [...fig.querySelectorAll('.pts > use')];
        return {
          all: us.length,
          drawn: us.filter((u) => u.getClientRects().length > 0).length,
          selected: us.filter((u) => u.classList.contains('sel')).length,
          lines: [...fig.querySelectorAll('.lines .line')].filter((l) => l.getClientRects().length > 0).length,
        };
      });
    };
    const phone = await drawn(PHONE);
    expect(phone).toEqual({ all: phone.all, drawn: phone.selected, selected: phone.selected, lines: 0 });
    expect(phone.selected).toBeLessThan(phone.all);
    const { page } = await open(browser, '/', { viewport: PHONE });
    // The chart renders as it nears the screen (content-visibility): scroll to it, as a reader would.
    await page.locator('[data-phone-frontier]').scrollIntoViewIfNeeded();
    expect(await page.isVisible('[data-phone-frontier]')).toBe(true);
    // Its text is laid out a frame after it nears the screen: wait for it rather than read the empty box.
    await expect
      .poll(() => text(page, '[data-phone-frontier]'))
      .toContain(`the ${phone.selected} configurations the index selected, of ${phone.all}`);
    const desktop = await drawn(DESKTOP);
    expect(desktop.drawn).toBe(desktop.all);
    expect(desktop.lines).toBeGreaterThan(0);
  });
});

describe.each([PHONE, DESKTOP])('the pages changed for issue 50 at $width px', (viewport) => {
  it.each([
    '/',
    '/check/',
    `/published/${real.published.home.id}/`,
    '/models/',
    '/about/',
    '/compare/',
    '/calculator/',
  ])('%s has no axe violations', async (path) => {
    const { page } = await open(browser, path, { viewport });
    expect(await axeViolations(page)).toEqual([]);
  });
});
