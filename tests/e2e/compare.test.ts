// /compare/ in Chromium, on the real data (dist/): a pair named in the address and a pair chosen with the
// pickers, compared with the domain code's comparePair on the same figures file; a board-and-wall pair
// shown but not ranked, with its panel; an unknown id; the page without JavaScript and at 360 px; the
// "compare with…" links; the figures file's size; and the page as a picture (golden PNGs, 360 and 1366 px).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launch, layoutShiftTotal, open } from './browser.ts';
import { fromColumns, type FigureColumns } from '../../src/lib/compare/figures.ts';
import { comparePair as comparePairOf, verdictText } from '../../src/lib/compare/compare.ts';
import { comparePartners } from '../../src/lib/compare/link.ts';
import { defaultSetting } from '../../src/lib/compare/pickers.ts';
import { real } from '../fixtures/real-figures.ts';
import { boundaryPanelId, compareUrl } from '../../src/lib/text/site-links.ts';
import { matchGoldenPng } from '../golden/png-compare.ts';

// The figures file the page loads: the real data, as built.
const figures = fromColumns(JSON.parse(readFileSync('dist/compare/figures.json', 'utf8')) as FigureColumns);
const byId = new Map(figures.map((f) => [f.id, f]));
// The comparison as the page computes it, each side's index selection found in the same file.
const comparePair = (a: (typeof figures)[number], b: (typeof figures)[number]) =>
  comparePairOf(a, b, (f) => (f.index_id === null ? null : (byId.get(f.index_id) ?? null)));
// The reference row's model on both GPUs, at batch 256 (a same-boundary, same-task pair), from the data.
const pick = (test: (f: (typeof figures)[number]) => boolean) => {
  const f = figures.find(test);
  if (!f) throw new Error('compare.test: the real data has no figure for this pair');
  return f;
};
const onH100 = pick(
  (f) => f.model === 'Qwen/Qwen3-32B' && f.gpu === 'H100' && f.task === 'lm-arena-chat' && f.batch === 256,
);
const onB200 = pick(
  (f) => f.model === 'Qwen/Qwen3-32B' && f.gpu === 'B200' && f.task === 'lm-arena-chat' && f.batch === 256,
);
// A wall figure with a board-and-wall panel, and a board figure of the same model and GPU.
const wall = pick((f) => f.boundary === 'system (wall, AC)' && /llama-?3\.1-8b/i.test(f.model) && f.gpu === 'B200');
const board = pick(
  (f) => f.source === 'ml-energy-v3' && f.model === wall.model && f.gpu === wall.gpu && f.task === 'lm-arena-chat',
);
const pairPath = compareUrl(onH100.id, onB200.id);
const wallPath = compareUrl(board.id, wall.id);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const shown = (page: Page) => page.waitForSelector('#compare-result:not([hidden])');
const texts = (page: Page, sel: string) =>
  page.$$eval(sel, (els) => els.map((e) => (e as HTMLElement).innerText.trim()));

describe('/compare/ with two figures', () => {
  it('a same-boundary pair: verdict, ratio sentences and table as comparePair computes them', async () => {
    const { page, consoleErrors, foreignRequests } = await open(browser, pairPath);
    await shown(page);
    const c = comparePair(onH100, onB200);
    expect(c.comparability.ranked).toBe(true);
    expect(await page.textContent('#compare-verdict')).toBe(verdictText(c));
    expect(await texts(page, '#compare-sentences li')).toEqual(c.measures.flatMap((m) => m.sentence ?? []));
    expect(await page.$$eval('#compare-table tbody tr', (r) => r.length)).toBe(c.facts.length + c.measures.length);
    expect(await texts(page, '#compare-notes li')).toEqual(c.notes);
    const energy = c.measures.find((m) => m.label === 'Energy per output token')!;
    expect(await texts(page, '#compare-table tbody tr:has-text("Energy per output token") td')).toEqual([
      energy.a,
      energy.b,
      energy.ratioText,
    ]);
    expect(
      await page.$eval('#compare-links', (e) => [...e.querySelectorAll('a')].map((a) => a.getAttribute('href'))),
    ).toHaveLength(2);
    expect(await axeViolations(page)).toEqual([]);
    expect([consoleErrors, foreignRequests]).toEqual([[], []]);
  });

  it('a board-and-wall pair: shown, not ranked, with the reasons and the board-and-wall panel', async () => {
    const { page } = await open(browser, wallPath);
    await shown(page);
    const c = comparePair(board, wall);
    expect(c.comparability.ranked).toBe(false);
    expect(await page.isHidden('#compare-sentences')).toBe(true);
    expect(await texts(page, '#compare-reasons li')).toEqual(c.comparability.reasons.map((r) => r.text));
    expect(await page.$$eval('#compare-table td.num', (t) => t.map((x) => x.textContent))).toEqual(
      [...c.facts, ...c.measures].map(() => ''),
    );
    expect(await page.isVisible(`#compare-panel #${boundaryPanelId(wall.id)}`)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('an unknown id: named, with "no figure has", and the known side kept', async () => {
    const { page } = await open(browser, compareUrl(onH100.id, 'no-such-figure'));
    await page.waitForSelector('#compare-problems:not([hidden])');
    expect(await page.textContent('#compare-problems')).toContain('Figure B: no figure has the id “no-such-figure”');
    expect(await page.isHidden('#compare-result')).toBe(true);
    // The place held for a pair is given back: the form follows the problem, not a screen of nothing.
    expect(await page.$eval('#compare-result', (e) => e.getBoundingClientRect().height)).toBe(0);
    expect(await page.inputValue('#compare-a')).toBe(onH100.id);
    expect(await page.inputValue('#compare-a-setting')).toBe(onH100.id);
  });

  it.each([
    { width: 360, height: 780 },
    { width: 1366, height: 900 },
  ])(
    'the result comes before the form, under the title and lede, its top on the first screen at $width x $height',
    async (viewport) => {
      const { page } = await open(browser, pairPath, { viewport });
      await shown(page);
      const top = (sel: string) => page.$eval(sel, (e) => e.getBoundingClientRect().top + scrollY);
      expect(await top('#compare-result')).toBeLessThan(viewport.height);
      expect(await top('#compare-verdict')).toBeLessThan(viewport.height);
      // The pickers follow it.
      expect(await top('#compare-form')).toBeGreaterThan(await top('#compare-result'));
      // The lede stays above it: painted at once, the page's largest text while the figures load (Lighthouse's LCP).
      expect(await top('.lede')).toBeLessThan(await top('#compare-result'));
      // Its place was held from the first paint, so nothing in view moved when the figures arrived.
      const shifted = await layoutShiftTotal(page, 200);
      expect(shifted).toBeLessThan(0.01);
    },
  );

  it('with A alone, the pickers for B come first (in the page and on screen), A shown in its own', async () => {
    const { page } = await open(browser, compareUrl(onH100.id));
    await page.waitForSelector('#compare-form[data-ready]', { state: 'attached' });
    expect(await page.$$eval('#compare-form fieldset', (fs) => fs.map((f) => f.id))).toEqual([
      'compare-side-b',
      'compare-side-a',
    ]);
    const b = (await page.locator('#compare-side-b').boundingBox())!;
    const a = (await page.locator('#compare-side-a').boundingBox())!;
    expect(b.x < a.x || b.y < a.y).toBe(true);
    expect(await page.inputValue('#compare-a-setting')).toBe(onH100.id);
    expect(await page.isHidden('#compare-result')).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it.each([pairPath, wallPath])('%s does not scroll sideways at 360 px', async (path) => {
    const { page } = await open(browser, path, { viewport: { width: 360, height: 800 } });
    await shown(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

describe('/compare/ starts from the index', () => {
  it("home's compare link on a model measured on both GPUs opens both index figures, with the index's ratios", async () => {
    const { a, b } = real.compare_pair;
    const { page, consoleErrors } = await open(browser, '/');
    const link = page.locator(`#index-table tr[data-id="${a.id}"] a.compare-link`);
    expect(await link.getAttribute('href')).toBe(compareUrl(a.id, b.id));
    await link.click();
    await shown(page);
    const sentences = await texts(page, '#compare-sentences li');
    expect(sentences).toContain(real.compare_pair.answer_sentence);
    expect(sentences).toContain(real.compare_pair.token_sentence);
    // Both sides are the index's selections: marked so in the pickers, and no note says otherwise.
    for (const side of ['a', 'b'])
      expect(
        await page.$eval(`#compare-${side}-setting`, (s) => (s as HTMLSelectElement).selectedOptions[0].text),
      ).toMatch(/\(index\)$/);
    expect(await page.isHidden('#compare-notes')).toBe(true);
    const c = comparePair(byId.get(a.id)!, byId.get(b.id)!);
    expect(c.bothIndex).not.toBeNull();
    expect(await page.textContent('#compare-index')).toBe(c.bothIndex);
    expect(consoleErrors).toEqual([]);
  });

  it('a model and GPU chosen: the setting starts at the index selection, marked "(index)"', async () => {
    const { page } = await open(browser, '/compare/');
    await page.focus('#compare-b-find');
    await page.waitForSelector('#compare-form[data-ready]', { state: 'attached' });
    await page.fill('#compare-b-find', 'qwen3 32b');
    await page.selectOption('#compare-b-model', onB200.model);
    await page.selectOption('#compare-b-gpu', onB200.gpu);
    const start = defaultSetting(figures, onB200.model, onB200.gpu)!;
    expect(byId.get(start)!.index_id).toBe(start);
    expect(await page.inputValue('#compare-b-setting')).toBe(start);
    expect(await page.inputValue('#compare-b')).toBe(start);
  });

  it("a figure that is not the index's selection carries a note with the index's figure", async () => {
    const off = pick(
      (f) =>
        f.source === 'ml-energy-v3' &&
        f.index_id !== null &&
        f.index_id !== f.id &&
        f.task === onB200.task &&
        f.model === onB200.model &&
        f.gpu === onB200.gpu,
    );
    const { page } = await open(browser, compareUrl(off.id, onB200.id));
    await shown(page);
    const c = comparePair(off, onB200);
    expect(c.notes.length).toBeGreaterThan(0);
    expect(await texts(page, '#compare-notes li')).toEqual(c.notes);
    expect(await page.isVisible('#compare-notes')).toBe(true);
  });
});

describe('/compare/ pickers', () => {
  it('a model typed loosely, then GPU and setting: the pair is compared and the address updated', async () => {
    const { page, consoleErrors } = await open(browser, '/compare/');
    await page.focus('#compare-a-find');
    await page.waitForSelector('#compare-form[data-ready]', { state: 'attached' });
    for (const [side, f] of [
      ['a', onH100],
      ['b', onB200],
    ] as const) {
      await page.fill(`#compare-${side}-find`, 'qwen3 32b');
      await page.selectOption(`#compare-${side}-model`, f.model);
      await page.selectOption(`#compare-${side}-gpu`, f.gpu);
      await page.selectOption(`#compare-${side}-setting`, f.id);
    }
    await shown(page);
    expect(await page.evaluate(() => location.pathname + location.search)).toBe(pairPath);
    expect(await page.textContent('#compare-verdict')).toBe(verdictText(comparePair(onH100, onB200)));
    await page.click('#compare-swap');
    await expect
      .poll(() => page.evaluate(() => location.search))
      .toBe(new URL(compareUrl(onB200.id, onH100.id), 'http://x').search);
    expect(consoleErrors).toEqual([]);
  });

  it('the empty page: pickers ready, no result, no axe violation', async () => {
    const { page } = await open(browser, '/compare/');
    await page.focus('#compare-a-find');
    await page.waitForSelector('#compare-form[data-ready]', { state: 'attached' });
    expect(await page.isHidden('#compare-result')).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('/compare/ without JavaScript', () => {
  it('a plain GET form with a and b, and the explanation', async () => {
    const { page } = await open(browser, pairPath, { javaScriptEnabled: false });
    expect(await page.getAttribute('#compare-form', 'method')).toBe('get');
    expect(await page.isVisible('#compare-form [name=a]')).toBe(true);
    expect(await page.isVisible('#compare-form [name=b]')).toBe(true);
    expect(await page.locator('.pickers:visible').count()).toBe(0);
    expect(await page.textContent('#no-js-h')).toBe('Without JavaScript');
    expect(await page.isHidden('#compare-result')).toBe(true);
  });
});

describe('links to /compare/ and the figures file', () => {
  it('every figure page (v3 and other sources) links to "compare with…" with its own id as A', async () => {
    const { page } = await open(browser, `/releases/${onH100.release}/rows/${onH100.id}/`);
    expect(await page.getAttribute('a[data-compare]', 'href')).toBe(compareUrl(onH100.id));
    const mlperf = await open(browser, `/releases/${wall.release}/rows/${wall.id}/`);
    expect(await mlperf.page.getAttribute('a[data-compare]', 'href')).toBe(compareUrl(wall.id));
  });

  it.each(['/', '/tasks/gpqa/'])(
    '%s: every index row links "compare" to /compare/ with its figure as A (and B on the other GPU), named for both',
    async (path) => {
      const { page } = await open(browser, path);
      const rows = await page.$$eval('#index-table tbody tr', (trs) =>
        trs.map((tr) => {
          const a = tr.querySelector('td.key a.compare-link')!;
          return [tr.getAttribute('data-id'), a.getAttribute('href'), a.getAttribute('aria-label'), a.textContent];
        }),
      );
      expect(rows.length).toBeGreaterThan(10);
      // The same model's index figure on the other GPU is B, where the task has one (the index's own comparison).
      const partners = comparePartners(figures.filter((f) => f.id === f.index_id));
      expect(rows.some(([id]) => partners.has(id!))).toBe(true);
      for (const [id, href, label, text] of rows) {
        const f = byId.get(id!)!;
        const p = partners.get(id!);
        expect([href, label, text]).toEqual([
          compareUrl(id!, p?.id),
          `Compare ${f.model_name} on ${f.num_gpus} x ${f.gpu} with${p ? ` ${p.num_gpus} x ${p.gpu}` : '…'}`,
          'compare',
        ]);
      }
    },
  );

  it('a model page links "compare" from each of its settings, naming the batch cap', async () => {
    const { page } = await open(browser, '/models/qwen-qwen3-32b/');
    const href = compareUrl(onH100.id);
    expect(await page.getAttribute(`.config-table a.compare-link[href="${href}"]`, 'aria-label')).toBe(
      `Compare ${onH100.model_name} on ${onH100.num_gpus} x ${onH100.gpu} at batch cap ${onH100.batch} with…`,
    );
  });

  it('the figures file holds every figure once and stays small (budget 40 KB gzip)', () => {
    const text = readFileSync('dist/compare/figures.json');
    expect(byId.size).toBe(figures.length);
    expect(gzipSync(text, { level: 9 }).length).toBeLessThan(40_000);
  });
});

describe('/compare/ as a picture', () => {
  it.each([360, 1366])(
    'the same-boundary pair at %s px matches its golden PNG (tests/golden/images/compare-<width>.png)',
    async (width) => {
      const { page } = await open(browser, pairPath, { viewport: { width, height: 900 } });
      await shown(page);
      // The result only: the citation below carries today's date as its access date.
      matchGoldenPng(
        `compare-${width}.png`,
        await page.locator('#compare-result').screenshot({ animations: 'disabled' }),
        { screen: true },
      );
    },
  );
});
