// The index table and the finding as a reader meets them on a phone (360 px) and a desktop (1366 px):
// the key figure beside the model, the model column and header row staying in view, sorting from the
// header, chart text at a readable size, axe, and the page without JavaScript.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launch, open } from './browser.ts';
import { loadDataDir } from '../../src/lib/node/read-data.ts';
import { REAL_DATA_DIR } from '../fixtures/real-figures.ts';
import { buildDataset } from '../../src/lib/core/dataset.ts';
import { inDefaultOrder } from '../../src/lib/index-table/columns.ts';

const data = loadDataDir(REAL_DATA_DIR);
const d = buildDataset(data.index, data.grid, data.hardware);
const chat = d.selected.filter((r) => r.task === 'lm-arena-chat');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const firstRow = (page: Page) => page.locator('#index-table tbody tr').first();
const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

describe.each([360, 1366])('at %i px', (width) => {
  const viewport = { width, height: width === 360 ? 740 : 860 };

  it.each(['/', '/tasks/gpqa/'])(
    '%s: the first row shows its key figure in the viewport, beside the model',
    async (path) => {
      const { page } = await open(browser, path, { viewport });
      await firstRow(page).locator('th').scrollIntoViewIfNeeded();
      const key = (await firstRow(page).locator('td.key').boundingBox())!;
      expect(key.x).toBeGreaterThanOrEqual(0);
      expect(key.x + key.width).toBeLessThanOrEqual(width);
      expect(key.y + key.height).toBeLessThanOrEqual(viewport.height);
    },
  );

  // The page scrolls, not a box inside it (issue 21): the table scrolls sideways only where it is wider than the
  // screen (every column on a phone, or a long-answer task's extra columns), and then never vertically.
  if (width === 360)
    it.each(['/tasks/lm-arena-chat/', '/tasks/gpqa/'])(
      '%s: with every column shown, the table scrolls sideways only, the model column held at its left',
      async (path) => {
        const { page } = await open(browser, path, { viewport });
        await page.locator('.index-wrap .table-scroll').scrollIntoViewIfNeeded();
        await page.check('.show-cols');
        await page.$eval('.index-wrap .table-scroll', (el) => (el.scrollLeft = el.scrollWidth));
        const scroller = await box(page, '.index-wrap .table-scroll');
        const model = (await firstRow(page).locator('th').boundingBox())!;
        expect(model.x).toBeGreaterThanOrEqual(scroller.x - 1);
        expect(model.x).toBeLessThan(scroller.x + 4);
        expect(await page.$eval('.index-wrap .table-scroll', (el) => el.scrollLeft)).toBeGreaterThan(0);
        expect(await page.$eval('.index-wrap .table-scroll', (el) => el.scrollHeight - el.clientHeight)).toBeLessThan(
          2,
        );
      },
    );
  else
    it.each(['/', '/tasks/gpqa/', '/tasks/sourcegraph-fim/', '/tasks/image-chat/', '/tasks/video-chat/'])(
      '%s: every column fits the page, so nothing scrolls sideways and the header row can stick to the window',
      async (path) => {
        const { page } = await open(browser, path, { viewport });
        const [scrollWidth, clientWidth] = await page.$eval('.index-wrap .table-scroll', (el) => [
          el.scrollWidth,
          el.clientWidth,
        ]);
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      },
    );

  it('sorts from the whole header cell: aria-sort, an arrow, and the first click puts the lowest energy first', async () => {
    const { page } = await open(browser, '/tasks/lm-arena-chat/', { viewport });
    expect(await page.getAttribute('th[data-key=energy]', 'aria-sort')).toBe('ascending');
    await page.locator('th[data-key=gpu]').click();
    await expect.poll(() => page.getAttribute('th[data-key=gpu]', 'aria-sort')).toBe('ascending');
    expect(await page.getAttribute('th[data-key=energy]', 'aria-sort')).toBeNull();
    await page.locator('th[data-key=energy]').click();
    await expect.poll(() => page.getAttribute('th[data-key=energy]', 'aria-sort')).toBe('ascending');
    // Least energy per answer: the default unit's order.
    const lowest = inDefaultOrder(chat)[0];
    expect(await firstRow(page).getAttribute('data-id')).toBe(lowest.id);
    expect(await page.textContent('th[data-key=energy] .arrow')).toBe('↑');
  });

  it('draws the comparison chart for the width: its text at 11 CSS px or more, no focusable children', async () => {
    const { page } = await open(browser, '/', { viewport });
    const sizes = await page.$$eval('.finding svg.comparison', (svgs) =>
      svgs
        .filter((s) => getComputedStyle(s).display !== 'none')
        .map((s) => {
          // A drawing with a viewBox is scaled to its box; one without (the comparison chart) is in CSS px.
          const viewBox = (s as SVGSVGElement).viewBox.baseVal;
          const scale = viewBox?.width ? s.getBoundingClientRect().width / viewBox.width : 1;
          const text = s.querySelector('.grid text')!;
          return {
            px: parseFloat(getComputedStyle(text).fontSize) * scale,
            focusable: s.querySelectorAll('[tabindex], a, button').length,
          };
        }),
    );
    expect(sizes).toHaveLength(1);
    expect(sizes[0].px).toBeGreaterThanOrEqual(11);
    expect(sizes[0].focusable).toBe(0);
  });

  it.each(['/', '/tasks/gpqa/'])('%s has no axe violations and no sideways scroll', async (path) => {
    const { page, consoleErrors } = await open(browser, path, { viewport });
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(consoleErrors).toEqual([]);
  });

  it('works without JavaScript: the finding, the whole default index, no controls', async () => {
    const { page } = await open(browser, '/', { javaScriptEnabled: false, viewport });
    expect(await page.locator('#index-table tbody tr').count()).toBe(chat.length);
    expect(await page.locator('#headline').count()).toBe(1);
    expect(await page.locator('#index-controls:visible').count()).toBe(0);
    if (width === 360) {
      // Secondary columns fold away, and the checkbox brings them back without a script.
      expect(await page.locator('th[data-key=median_itl_ms]').isVisible()).toBe(false);
      await page.check('.show-cols');
      expect(await page.locator('th[data-key=median_itl_ms]').isVisible()).toBe(true);
    }
  });
});

describe.each([360, 1366])('model names at %i px', (width) => {
  it.each(['/', '/tasks/lm-arena-chat/', '/tasks/gpqa/'])(
    '%s: a name is never cut where another row shares its start (Nemotron Nano 9B V2 and 12B V2)',
    async (path) => {
      const { page } = await open(browser, path, { viewport: { width, height: 740 } });
      const names = await page.$$eval('#index-table tbody th a', (as) =>
        as.map((a) => {
          const th = a.parentElement!;
          // Cut by a line clamp (phone) or by the cell's width (an ellipsis).
          return {
            text: a.textContent!.trim(),
            cut: a.scrollHeight > a.clientHeight + 1 || th.scrollWidth > th.clientWidth + 1,
          };
        }),
      );
      const SHARED = 20; // "NVIDIA Nemotron Nano" is 20 characters
      const prefix = (t: string) => t.slice(0, SHARED);
      const cutAlike = names.filter(
        (n) => n.cut && names.some((o) => o.text !== n.text && prefix(o.text) === prefix(n.text)),
      );
      expect(names.filter((n) => n.text.startsWith('NVIDIA Nemotron Nano')).length).toBeGreaterThan(1);
      expect(cutAlike.map((n) => n.text)).toEqual([]);
    },
  );
});

describe('reasoning tasks', () => {
  it('show answer length beside energy per answer (the key figure), with the sentence on why per token differs', async () => {
    const { page } = await open(browser, '/tasks/gpqa/', { viewport: { width: 360, height: 740 } });
    const keys = await page.$$eval('#index-table thead th', (ths) => ths.map((th) => th.dataset.key));
    expect(keys.slice(0, 4)).toEqual(['model', 'energy', 'mean_output_tokens', 'gpu']);
    expect(await page.textContent('th[data-key=energy] .th-label')).toBe('Energy per answer');
    expect(await page.locator('th[data-key=mean_output_tokens]').isVisible()).toBe(true);
    expect(await page.textContent('#per-answer-note')).toMatch(
      /^Energy per answer is energy per token times answer length/,
    );
  });
  it('the chat task is not one: energy per answer is its key figure on a phone, answer length in view after the GPU', async () => {
    const { page } = await open(browser, '/tasks/lm-arena-chat/', { viewport: { width: 360, height: 740 } });
    const keys = await page.$$eval('#index-table thead th', (ths) => ths.map((th) => th.dataset.key));
    expect(keys.slice(0, 4)).toEqual(['model', 'energy', 'gpu', 'mean_output_tokens']);
    expect(await page.textContent('th[data-key=energy] .th-label')).toBe('Energy per answer');
    expect(await page.locator('th[data-key=mean_output_tokens]').isVisible()).toBe(true);
    expect(await page.locator('#per-answer-note').count()).toBe(0);
  });
});
