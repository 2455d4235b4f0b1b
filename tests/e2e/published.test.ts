// The published figures on the built dist/ (real data): at 360 px a reader sees the figure, its scope and,
// scrolled to it, the ladder chart, all at a legible size and inside the screen; the home page asks the
// question with the figure from the data; every new page passes axe and html-validate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { axeViolations, eachPage, launch, open } from './browser.ts';
import { projectValidator } from './html-validator.ts';
import { publishedIndexUrl, publishedUrl } from '../../src/lib/text/site-links.ts';
import { real, REAL_DATA_DIR, REAL_SITE_DIR } from '../fixtures/real-figures.ts';

const ids = (
  JSON.parse(readFileSync(`${REAL_DATA_DIR}/published-figures.json`, 'utf8')) as { figures: { id: string }[] }
).figures.map((f) => f.id);
// The figure the home page asks about, as the snapshot has it.
const home = real.published.home;
const PAGES = [publishedIndexUrl(), ...ids.map(publishedUrl)];
const PHONE = { viewport: { width: 360, height: 780 } };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('published figures (real-data build)', () => {
  it('at 360 px: the figure, the answer with its scope and the scope chart are on the first screen, inside the width', async () => {
    const { page, consoleErrors } = await open(browser, publishedUrl(home.id), PHONE);
    const figure = page.locator('[data-published-figure]');
    await expect(figure.textContent()).resolves.toBe(home.figure_text);
    const box = (await figure.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y + box.height).toBeLessThanOrEqual(780);
    const size = await figure.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    expect(size).toBeGreaterThanOrEqual(24);
    // Answer first (issue 50): the sentence with the scope the figure was counted at, and the scope chart, on the
    // first screen; the figure's record follows.
    const answer = page.locator('[data-published-answer]');
    await expect(answer.textContent()).resolves.toContain(`${home.chart_mark.split(':')[0]} counted at the facility`);
    for (const sel of ['[data-published-answer]', 'svg.ladder-chart']) {
      const b = (await page.locator(sel).boundingBox())!;
      expect(b.y + b.height).toBeLessThanOrEqual(780);
      expect(b.x + b.width).toBeLessThanOrEqual(360);
    }
    await expect(page.locator('[data-scope-line]').textContent()).resolves.toContain(
      'Measured at the facility boundary',
    );
    expect(consoleErrors).toEqual([]);
  });

  it('at 360 px: the ladder chart fits the width, its text is drawn at 12 px or more and inside the chart, the published figure marked', async () => {
    const { page } = await open(browser, publishedUrl(home.id), PHONE);
    const chart = page.locator('svg.ladder-chart');
    await chart.scrollIntoViewIfNeeded();
    const box = (await chart.boundingBox())!;
    expect(box.width).toBeGreaterThan(250);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(780);
    const texts = await chart.locator('text').evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { text: e.textContent, size: parseFloat(getComputedStyle(e).fontSize), left: r.left, right: r.right };
      }),
    );
    expect(texts.map((t) => t.text)).toEqual(
      expect.arrayContaining([
        home.chart_mark,
        expect.stringMatching(/^GPU board: /),
        expect.stringMatching(/^Server: /),
        expect.stringMatching(/^Facility: /),
      ]),
    );
    for (const t of texts) {
      expect(t.size, t.text!).toBeGreaterThanOrEqual(12);
      expect(t.left, t.text!).toBeGreaterThanOrEqual(box.x - 1);
      expect(t.right, t.text!).toBeLessThanOrEqual(box.x + box.width + 1);
    }
    await expect(page.locator('.ladder-chart .published-mark line').count()).resolves.toBe(1);
  });

  it('at 360 px: on every figure page with a ladder, each chart label stays inside the chart', async () => {
    const found = await eachPage(
      browser,
      ids.map(publishedUrl),
      async (tab, path) => {
        const chart = tab.page.locator('svg.ladder-chart');
        if ((await chart.count()) === 0) return [];
        await chart.scrollIntoViewIfNeeded();
        const box = (await chart.boundingBox())!;
        const texts = await chart
          .locator('text')
          .evaluateAll((els) => els.map((e) => ({ text: e.textContent, ...e.getBoundingClientRect().toJSON() })));
        return texts
          .filter((t) => t.left < box.x - 1 || t.right > box.x + box.width + 1)
          .map((t) => `${path}: "${t.text}" runs outside the chart`);
      },
      { options: PHONE },
    );
    expect(found.flat()).toEqual([]);
  });

  it('the home page asks about the figure from the data and links to its page', async () => {
    const { page } = await open(browser, '/');
    const link = page.locator('[data-published-link] a');
    await expect(link.textContent()).resolves.toBe(
      `How does this compare with the ${home.figure_text} you read about?`,
    );
    await expect(link.getAttribute('href')).resolves.toBe(publishedUrl(home.id));
  });

  it('every published page passes axe at 360 and 1366 px', async () => {
    for (const options of [PHONE, { viewport: { width: 1366, height: 900 } }]) {
      const found = await eachPage(
        browser,
        PAGES,
        async (tab, path, status) => {
          expect(status, path).toBe(200);
          return (await axeViolations(tab.page)).map((v) => `${path}: ${v}`);
        },
        { options },
      );
      expect(found.flat()).toEqual([]);
    }
  }, 120_000);

  it('every published page is valid HTML (html-validate)', async () => {
    const validator = projectValidator();
    const problems: string[] = [];
    for (const path of PAGES) {
      const file = `${REAL_SITE_DIR}${path}index.html`;
      const report = await validator.validateFile(file);
      for (const r of report.results)
        for (const m of r.messages) problems.push(`${file}:${m.line} ${m.ruleId}: ${m.message}`);
    }
    expect(problems).toEqual([]);
  });
});
