// Issue 21 as a reader meets it, at a phone's 360 px and a desktop's 1366 px (real data, the built dist/):
// a link's target row lands clear of the sticky header row and is marked; no box inside the page takes the
// page's scroll; every navigation item is on screen; one H1 a page; the index's row count and "show all"
// without a script; finding a model by the names readers type; other sources explained where they appear;
// the task chart's labels and legend; the figure page's images.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, open } from './browser.ts';
import { loadDataset } from '../../src/lib/node/read-data.ts';
import { modelUrl, rowAnchor, taskUrl } from '../../src/lib/text/site-links.ts';
import { SITE_NAV } from '../../src/lib/text/site-nav.ts';
import { boundaryPairs } from '../../src/lib/sources/boundary-pairs.ts';
import { FOLDED_AFTER } from '../../src/lib/index-table/fold.ts';
import { whPerAnswer } from '../../src/lib/core/units.ts';
import { selectIndex } from '../../src/lib/core/index-selection.ts';
import { settingOf } from '../../src/lib/charts/energy-charts.ts';
import { real, REAL_DATA_DIR } from '../fixtures/real-figures.ts';

const d = loadDataset(REAL_DATA_DIR).dataset;
const chat = d.selected.filter((r) => r.task === 'lm-arena-chat');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** Rows of the index table a reader can see (not folded away, not filtered out). */
const visibleModels = (page: Page) =>
  page.$$eval('#index-table tbody tr', (trs) =>
    trs.filter((tr) => (tr as HTMLElement).offsetParent !== null).map((tr) => tr.querySelector('th')!.textContent!),
  );

describe.each([360, 1366])('at %i px', (width) => {
  const viewport = { width, height: width === 360 ? 740 : 860 };

  it('a link from a model page lands on its task row: below the sticky header row, in view, marked', async () => {
    // A Text Conversation row past the twelve shown first: the link must show it, not only scroll to it.
    const row = [...chat].sort((a, b) => a.energy_per_token_j - b.energy_per_token_j)[FOLDED_AFTER + 8];
    const { page } = await open(browser, modelUrl(row.model), { viewport });
    const href = `${taskUrl(row.task)}#${rowAnchor(row.id)}`;
    await page.locator(`a[href="${href}"]`).first().click();
    await page.waitForURL(`**${href}`);
    const tr = page.locator(`#${rowAnchor(row.id)}`);
    // The page's script unfolds the row and scrolls it clear of the header: wait until the row is shown there.
    const placement = async () => {
      const rowBox = await tr.boundingBox();
      const head = (await page.locator('#index-table thead').boundingBox())!;
      if (!rowBox) return { belowHead: false, inView: false };
      return { belowHead: rowBox.y >= head.y + head.height - 1, inView: rowBox.y + rowBox.height <= viewport.height };
    };
    await expect.poll(placement, { timeout: 5000 }).toEqual({ belowHead: true, inView: true });
    // Marked: the target row's cells have a background of their own, unlike their neighbours'.
    const bg = (sel: string) => page.$eval(sel, (el) => getComputedStyle(el).backgroundColor);
    const target = await bg(`#${rowAnchor(row.id)} td:not(.key)`);
    const other = await bg('#index-table tbody tr:not(:target) td:not(.key)');
    expect(target).not.toBe(other);
  });

  it.each(['/', '/tasks/lm-arena-chat/', '/models/'])(
    '%s: no box inside the page scrolls vertically, and the wheel over the table scrolls the page',
    async (path) => {
      const { page } = await open(browser, path, { viewport });
      const nested = await page.$$eval('main *', (els) =>
        els
          .filter((el) => {
            const oy = getComputedStyle(el).overflowY;
            return (oy === 'auto' || oy === 'scroll') && el.scrollHeight > el.clientHeight + 1;
          })
          .map((el) => `${el.tagName}.${el.className}`),
      );
      expect(nested).toEqual([]);
      const table = page.locator('main table').first();
      await table.scrollIntoViewIfNeeded();
      const box = (await table.boundingBox())!;
      const before = await page.evaluate(() => scrollY);
      await page.mouse.move(box.x + 20, Math.max(5, Math.min(box.y + 60, viewport.height - 5)));
      // Scrolling is asynchronous, and slow on a loaded machine: wait up to five seconds for the page to move,
      // turning the wheel again while it has not (under load Chromium once let a first turn go unhandled; a box
      // that took the scroll would keep the page still however often the wheel turns).
      const scrolled = async () => {
        const y = await page.evaluate(() => scrollY);
        if (y <= before + 100) await page.mouse.wheel(0, 300);
        return y;
      };
      await expect.poll(scrolled, { timeout: 5000, interval: 500 }).toBeGreaterThan(before + 100);
    },
  );

  it("keeps the index's header row at the top of the window as the page scrolls through the table", async () => {
    const { page } = await open(browser, '/', { viewport });
    // A row within the first twelve, so the table goes on below it and the header row has somewhere to stick.
    const row = page.locator('#index-table tbody tr').nth(5);
    await row.evaluate((tr) => tr.scrollIntoView({ block: 'start' }));
    const head = (await page.locator('#index-table thead th').first().boundingBox())!;
    expect(Math.abs(head.y)).toBeLessThan(2);
    const model = (await row.locator('th').boundingBox())!;
    expect(model.x).toBeGreaterThanOrEqual(0);
  });

  it.each([
    ['/tasks/gpqa/', false],
    ['/', true],
  ])(
    '%s (every column shown: %s): the header row stays at the top of the window, and lines up with its columns when the table scrolls sideways',
    async (path, everyColumn) => {
      const { page } = await open(browser, path, { viewport });
      // On a desktop every column is shown already, and the box is not offered.
      if (everyColumn && (await page.locator('.show-cols').isVisible())) await page.check('.show-cols');
      const box = page.locator('#index-table').locator('xpath=..');
      // Every column is wider than a phone: there the table scrolls sideways, not on a desktop. A long-answer task's
      // columns kept in view (model, energy per answer, answer length, GPU) fit a phone.
      const sideways = await box.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      expect(sideways).toBe(width === 360 && everyColumn);
      const row = page.locator('#index-table tbody tr').nth(6);
      await row.evaluate((tr) => tr.scrollIntoView({ block: 'start' }));
      const head = page.locator('#index-table thead th');
      // The header's first cell at the top of the window (the script moves it on the next frame).
      await expect.poll(async () => Math.abs((await head.first().boundingBox())!.y), { timeout: 3000 }).toBeLessThan(2);
      // Nothing of the row's first cells hides the header: a tap at the header's centre reaches the header.
      const hb = (await head.nth(1).boundingBox())!;
      expect(
        await head
          .nth(1)
          .evaluate(
            (th, [x, y]) => th.contains(document.elementFromPoint(x, y)),
            [hb.x + hb.width / 2, hb.y + hb.height / 2],
          ),
      ).toBe(true);
      if (!sideways) return;
      // Scrolled sideways: the model column stays, and each header cell stays over its column.
      await box.evaluate((el) => el.scrollBy(200, 0));
      const aligned = await page.$$eval('#index-table', ([table]) => {
        const heads = [...(table as HTMLTableElement).tHead!.rows[0].cells].map((c) => c.getBoundingClientRect());
        const firstRow = [...(table as HTMLTableElement).tBodies[0].rows].find((tr) => tr.offsetParent !== null)!;
        return [...firstRow.cells].map((c, i) => Math.abs(c.getBoundingClientRect().x - heads[i].x));
      });
      for (const dx of aligned) expect(dx).toBeLessThan(1);
      expect((await head.first().boundingBox())!.x).toBeGreaterThanOrEqual(0);
      expect(Math.abs((await head.nth(1).boundingBox())!.y)).toBeLessThan(2);
      // Scrolled past the table: the header goes with it, never over what follows.
      await page.locator('.index-wrap .terms').evaluate((p) => p.scrollIntoView({ block: 'start' }));
      // How far the header's bottom is below the table's, retried until the scrolled page is laid out.
      const overhang = async () => {
        const tableBottom = (await page.locator('#index-table').boundingBox())!;
        const headBox = (await head.first().boundingBox())!;
        return headBox.y + headBox.height - (tableBottom.y + tableBottom.height);
      };
      await expect.poll(overhang, { timeout: 5000 }).toBeLessThanOrEqual(1);
    },
  );

  it.each(['/', '/tasks/sourcegraph-fim/', '/tasks/image-chat/', '/tasks/video-chat/'])(
    '%s: the columns kept in view, energy per answer among them, fit the screen without a sideways scroll',
    async (path) => {
      const { page } = await open(browser, path, { viewport });
      const heads = await page.$$eval('#index-table thead th', (ths) =>
        ths
          .filter((th) => (th as HTMLElement).offsetParent !== null)
          .map((th) => [th.querySelector('.th-label')?.textContent ?? '', th.getBoundingClientRect().right] as const),
      );
      expect(heads.map(([label]) => label)).toContain('Energy per answer');
      for (const [label, right] of heads) expect(right, label).toBeLessThanOrEqual(width);
      const box = page.locator('#index-table').locator('xpath=..');
      expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    },
  );

  it.each(['/models/', '/', '/gpus/b200/', '/models/qwen-qwen3-32b/'])(
    '%s: every table caption wraps within the screen, even in a table that scrolls sideways',
    async (path) => {
      const { page } = await open(browser, path, { viewport });
      const captions = await page.$$eval('.table-scroll > table > caption', (cs) =>
        cs.map((c) => [c.textContent!.slice(0, 40), c.getBoundingClientRect().right] as const),
      );
      expect(captions.length).toBeGreaterThan(0);
      for (const [text, right] of captions) expect(right, text).toBeLessThanOrEqual(width);
    },
  );

  // Blocks below the first screen are drawn only as they near it (content-visibility), sized by a guess until
  // then. A guess taller than the block at the end of the page shrinks the page as it is drawn, and a reader
  // who went to the end is pulled along: a tap there lands on something else.
  it.each([
    '/releases/2026-12-01/rows/lm-arena-chat.qwen-qwen3-32b.h100x2.tp2ep1dp1.b256/',
    '/tasks/sourcegraph-fim/',
    '/downloads/',
  ])(
    '%s: going to the end of the page, what is in view stays where it is as the last blocks are drawn',
    async (path) => {
      const { page } = await open(browser, path, { viewport });
      const moves = await page.evaluate(async () => {
        const frame = () => new Promise((done) => requestAnimationFrame(done));
        const heading = document.querySelector('.cite-this h2')!;
        heading.scrollIntoView({ block: 'end' });
        window.scrollTo(0, document.documentElement.scrollHeight);
        const tops: number[] = [];
        for (let i = 0; i < 6; i++) {
          tops.push(Math.round(heading.getBoundingClientRect().top));
          await frame();
        }
        return tops;
      });
      expect(new Set(moves).size, `the citation heading's top, frame by frame: ${moves.join(', ')}`).toBe(1);
    },
  );

  it('the models index shows each model beside its lowest figure, and keeps the model in view scrolled sideways', async () => {
    const { page } = await open(browser, '/models/', { viewport });
    const key = (await page.locator('#models-table thead th').nth(1).boundingBox())!;
    expect(key.x + key.width).toBeLessThanOrEqual(width);
    await page
      .locator('#models-table')
      .locator('xpath=..')
      .evaluate((el) => el.scrollBy(300, 0));
    const model = (await page.locator('#models-table tbody th').first().boundingBox())!;
    expect(model.x).toBeGreaterThanOrEqual(0);
  });

  it('shows every navigation item on screen, none cut off or hidden (on a phone, once the menu is open)', async () => {
    const { page } = await open(browser, '/', { viewport });
    const links = page.locator('header.site nav a');
    // One link per entry of the site's navigation (its list, not a number typed here).
    expect(await links.count()).toBe(SITE_NAV.length);
    if (width === 360) await page.click('header.site nav summary');
    for (const link of await links.all()) {
      const b = (await link.boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(width);
      // Nothing lies over it: the link itself is what a tap at its centre reaches.
      const hit = await link.evaluate(
        (a, [x, y]) => a.contains(document.elementFromPoint(x, y)),
        [b.x + b.width / 2, b.y + b.height / 2],
      );
      expect(hit).toBe(true);
      // On a phone each link is a tap target at least 24 px tall (WCAG 2.2), the lines being close together.
      if (width === 360) expect(b.height).toBeGreaterThanOrEqual(24);
    }
  });

  it.each([
    '/',
    '/tasks/lm-arena-chat/',
    '/models/',
    '/gpus/b200/',
    `/releases/${chat[0].release_id}/rows/${chat[0].id}/`,
  ])('%s has one H1', async (path) => {
    const { page } = await open(browser, path, { viewport });
    expect(await page.locator('h1').count()).toBe(1);
  });

  it('without JavaScript: the row count, the first rows, and "show all" shows the rest', async () => {
    const { page } = await open(browser, '/', { viewport, javaScriptEnabled: false });
    const models = new Set(chat.map((r) => r.model)).size;
    // textContent: the block is rendered only near the viewport (content-visibility), and innerText skips it till then.
    const count = await page.locator('.index-wrap .row-count').textContent();
    expect(count!.replace(/\s+/g, ' ').trim()).toBe(
      `${chat.length} rows (${models} models, one row per model and GPU); showing the ${FOLDED_AFTER} lowest. Show all ${chat.length}`,
    );
    expect(await visibleModels(page)).toHaveLength(FOLDED_AFTER);
    await page.check('.show-rows');
    expect(await visibleModels(page)).toHaveLength(chat.length);
  });

  it.each([
    ['qwen3 32b', ['Qwen 3 32B']],
    ['llama 70b', ['Llama 3.1 70B Instruct', 'Llama 3.3 70B Instruct']],
    ['3.1 70b', ['Llama 3.1 70B Instruct']],
  ])('the home filter finds %j: %j', async (query, names) => {
    // The search rule on names the release holds: the snapshot's model list has every one.
    expect(real.headline.model_names).toEqual(expect.arrayContaining(names));
    const { page } = await open(browser, '/', { viewport });
    // On a phone the fields other than the unit open from "Filter".
    if (width === 360) await page.click('#index-controls summary');
    await page.fill('#index-controls [name=q]', query);
    await expect.poll(async () => [...new Set(await visibleModels(page))].sort()).toEqual(names);
    // Two GPUs each: the count follows the filter.
    const rows = chat.filter((r) => names.includes(r.model_name)).length;
    await expect.poll(() => page.locator('.index-wrap .count-text').innerText()).toMatch(new RegExp(`^${rows} rows`));
  });

  it('the models index ranks one task at a time by lowest energy per answer, says what it ranks, and filters the same way', async () => {
    const { page } = await open(browser, '/models/', { viewport });
    expect(await page.locator('#ranking-rule').innerText()).toContain('ML.ENERGY Leaderboard v3.0');
    // On a desktop every column is in view, the GPUs and tasks included (on a phone the table scrolls sideways).
    if (width >= 1024) {
      const [scrollWidth, clientWidth] = await page.$eval('#models-table', (t) => [
        t.parentElement!.scrollWidth,
        t.parentElement!.clientWidth,
      ]);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    }
    const values = await page.$$eval('#models-table td.key[data-sort]', (tds) =>
      tds.map((td) => Number(td.dataset.sort)),
    );
    expect(values.length).toBe(new Set(chat.map((r) => r.model)).size);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    // The first table is the default task's; first in it, the model of the task's least energy per answer.
    expect(await page.getAttribute('#models-table', 'data-task')).toBe('lm-arena-chat');
    const perAnswer = (r: (typeof chat)[number]) => whPerAnswer(r.energy_per_token_j, r.mean_output_tokens);
    const least = chat.reduce((x, y) => (perAnswer(y) < perAnswer(x) ? y : x));
    expect(await page.locator('#models-table tbody tr').first().locator('th').innerText()).toBe(least.model_name);
    expect(values[0]).toBe(perAnswer(least));
    // Never two tasks in one table: each task's table lists only its own models, and one shows at a time.
    expect(await page.$$eval('table.models-table', (ts) => ts.map((t) => (t as HTMLElement).dataset.task))).toEqual(
      d.tasks.map((t) => t.id),
    );
    expect(await page.locator('table.models-table:visible').count()).toBe(1);
    await page.click(`.task-tabs a[href="#task-gpqa"]`);
    await expect.poll(() => page.locator('table.models-table:visible').getAttribute('data-task')).toBe('gpqa');
    // A model also measured at the wall links its board-and-wall panel rather than ranking that figure here.
    const pair = boundaryPairs(d)[0];
    const row = page.locator(`tr[data-model="${pair.model}"]`).first();
    expect(await row.locator('a', { hasText: 'board and wall' }).getAttribute('href')).toMatch(
      new RegExp(`^${modelUrl(pair.model)}#board-and-wall-`),
    );
    const llama70b = ['Llama 3.1 70B Instruct', 'Llama 3.3 70B Instruct'];
    expect(real.headline.model_names).toEqual(expect.arrayContaining(llama70b));
    await page.fill('#model-filter [name=q]', 'llama 70b');
    await expect
      .poll(() =>
        page.$$eval('#models-table tbody tr:not([hidden]) th', (ths) => ths.map((th) => th.textContent).sort()),
      )
      .toEqual(llama70b);
  });
});

describe('a tablet, narrower than the desktop layout but wide enough for a long-answer task', () => {
  it("keeps the header row at the top of the window though the table fits its box (the box still holds CSS's sticky)", async () => {
    const { page } = await open(browser, '/tasks/gpqa/', { viewport: { width: 740, height: 900 } });
    const box = page.locator('#index-table').locator('xpath=..');
    expect(await box.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page
      .locator('#index-table tbody tr')
      .nth(6)
      .evaluate((tr) => tr.scrollIntoView({ block: 'start' }));
    const head = page.locator('#index-table thead th').first();
    await expect.poll(async () => Math.abs((await head.boundingBox())!.y), { timeout: 3000 }).toBeLessThan(2);
  });
});

describe('other sources, explained where they appear', () => {
  const viewport = { width: 360, height: 740 };
  it('the H200 page says it has only wall-power rows, and links their source', async () => {
    const { page } = await open(browser, '/gpus/nvidia-h200-141gb-sxm/', { viewport });
    const note = page.locator('#other-boundary-only');
    expect(await note.innerText()).toMatch(/did not measure the NVIDIA H200 141GB SXM/);
    expect(await note.locator('a[href="/sources/mlperf-inference-v4.1/"]').count()).toBe(1);
    expect(await note.isVisible()).toBe(true);
    // Nothing to set side by side, so no empty comparison section; B200's has one.
    expect(await page.locator('#compared').count()).toBe(0);
    expect(await (await open(browser, '/gpus/b200/', { viewport })).page.locator('#compared').count()).toBe(1);
  });

  it('the B200 page links each board-and-wall panel, and the link lands on it, marked', async () => {
    const pair = boundaryPairs(d).find((p) => p.gpu === 'B200')!;
    const { page } = await open(browser, '/gpus/b200/', { viewport });
    const link = page
      .locator(`a[href$="#board-and-wall-${pair.wall.id.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}"]`)
      .first();
    await link.click();
    await page.waitForURL(`**${modelUrl(pair.model)}#board-and-wall-*`);
    const panel = page.locator('.boundary-panel:target');
    expect(await panel.count()).toBe(1);
    const b = (await panel.boundingBox())!;
    expect(b.y).toBeGreaterThanOrEqual(0);
    expect(b.y).toBeLessThan(viewport.height / 2);
    expect(await panel.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  });

  it('a model page says why ML.ENERGY v2 and v3 differ, and lists v2 batch sizes by value', async () => {
    const { page } = await open(browser, '/models/meta-llama-llama-3-1-8b-instruct/', { viewport });
    const why = await page.locator('.version-gap').innerText();
    expect(why).toMatch(
      /^Why ML\.ENERGY Leaderboard v2 and ML\.ENERGY Leaderboard v3\.0 differ for Llama 3\.1 8B Instruct/,
    );
    expect(why).toMatch(/serving stack: .* against vLLM 0\.11\.1/);
    expect(why).toMatch(/batch caps measured: /);
    // Within one task, GPU and parallelism, the batch sizes rise: 32 before 128 (not 128, 192, 256, 32).
    const rows = await page.$$eval('table[data-source="ml-energy-v2"] tbody tr', (trs) =>
      trs.map((tr) => (tr as HTMLElement).dataset.id!),
    );
    const runs = new Map<string, number[]>();
    for (const id of rows) {
      const m = /^(.*)\.b(\d+)$/.exec(id)!;
      runs.set(m[1], [...(runs.get(m[1]) ?? []), Number(m[2])]);
    }
    expect(runs.size).toBeGreaterThan(0);
    for (const batches of runs.values()) expect(batches).toEqual([...batches].sort((a, b) => a - b));
  });
});

describe('charts and images', () => {
  it.each([360, 1366])(
    "at %i px the task chart names each GPU's lowest point, and lists the ceiling only when drawn",
    async (width) => {
      const { page } = await open(browser, '/tasks/lm-arena-chat/', { viewport: { width, height: 800 } });
      const labels = await page.$$eval('figure.chart .lowest text', (ts) => ts.map((t) => t.textContent));
      expect(labels).toEqual(real.headline.lowest_by_gpu.map((l) => `lowest on ${l.gpu}${l.model_name}`));
      const entry = page.locator('figure.chart .legend .ceiling-entry');
      // Every configuration is under 500 ms: no line is drawn, so the legend does not list one.
      expect(await entry.isVisible()).toBe(false);
      // On a phone the ceiling opens from "Filter".
      if (width === 360) await page.click('#index-controls summary');
      await page.fill('#index-controls [name=ceiling]', '50');
      await expect.poll(() => entry.isVisible()).toBe(true);
      // The labels follow the ceiling: each names its GPU's lowest run still selected, never one it excludes.
      const at50 = selectIndex(
        d.publishable.filter((r) => r.task === 'lm-arena-chat'),
        50,
      ).selected;
      const expected = ['B200', 'H100'].map((gpu) => {
        const r = at50.filter((x) => x.gpu === gpu).sort((a, b) => a.energy_per_token_j - b.energy_per_token_j)[0];
        return [r.id, `lowest on ${gpu}${r.model_name}`];
      });
      await expect
        .poll(() =>
          page.$$eval('figure.chart .lowest text', (ts) =>
            ts.map((t) => [(t as SVGElement).dataset.row, t.textContent]),
          ),
        )
        .toEqual(expected);
      // A picked model is named at its lowest point under the ceiling, with where that point ran.
      const qwen = d.publishable
        .filter((r) => r.task === 'lm-arena-chat' && r.model === 'Qwen/Qwen3-32B' && r.median_itl_ms <= 50)
        .sort((a, b) => a.energy_per_token_j - b.energy_per_token_j)[0];
      await page.selectOption('figure.chart [data-picker]', 'Qwen/Qwen3-32B');
      const picked = page.locator('figure.chart text.picked-lowest');
      await expect.poll(() => picked.getAttribute('data-row')).toBe(qwen.id);
      expect(await picked.textContent()).toBe(`Qwen 3 32Blowest, on ${settingOf(qwen)}`);
      // Raising the ceiling may bring a lower run of the model under it: the label follows.
      await page.fill('#index-controls [name=ceiling]', '500');
      const qwenAll = d.publishable
        .filter((r) => r.task === 'lm-arena-chat' && r.model === 'Qwen/Qwen3-32B')
        .sort((a, b) => a.energy_per_token_j - b.energy_per_token_j)[0];
      await expect.poll(() => picked.getAttribute('data-row')).toBe(qwenAll.id);
      // The longest name stays inside the drawing, even on a phone.
      await page.selectOption('figure.chart [data-picker]', 'Qwen/Qwen3-235B-A22B-Instruct-2507-FP8');
      await expect.poll(() => picked.textContent()).toMatch(/^Qwen 3 235B A22B Instruct FP8lowest, on \d+ x /);
      // Labels are fitted while the chart is in view, as a reader sees it.
      const drawingEl = page.locator('figure.chart svg.drawing');
      await drawingEl.scrollIntoViewIfNeeded();
      const drawing = (await drawingEl.boundingBox())!;
      const inside = async () => {
        const box = (await picked.boundingBox())!;
        return box.x >= drawing.x && box.x + box.width <= drawing.x + drawing.width;
      };
      await expect.poll(inside, { timeout: 3000 }).toBe(true);
    },
  );

  // One drawing serves every width, so the build cannot know a phone's plot is 240 px wide: a long model name
  // beside a point near its middle ran past the edge ("Qwen 3 VL 30B A3B Instruc" on Image Chat at 360 px).
  it.each([360, 1366])(
    "at %i px each GPU's 'lowest' label is inside the task chart and clear of the other",
    async (width) => {
      for (const task of [...new Set(d.selected.map((r) => r.task))]) {
        const { page } = await open(browser, taskUrl(task), { viewport: { width, height: 800 } });
        const fig = page.locator('figure.chart').first();
        await fig.scrollIntoViewIfNeeded();
        const boxes = () =>
          fig.evaluate((f) => {
            const drawing = f.querySelector('svg.drawing')!.getBoundingClientRect();
            return [...f.querySelectorAll('.lowest text')].map((t) => {
              const b = t.getBoundingClientRect();
              return {
                left: b.left - drawing.left,
                right: b.right - drawing.left,
                top: b.top,
                bottom: b.bottom,
                width: drawing.width,
              };
            });
          });
        // The chart's script places the labels for the drawn width after the first paint: wait for the state the
        // test needs (every label inside, the two apart), and name the task and the boxes when it never comes.
        const problem = async () => {
          const all = await boxes();
          if (!all.every((b) => b.left >= 0 && b.right <= b.width)) return `${task}: outside ${JSON.stringify(all)}`;
          const [a, b] = all;
          const apart = !a || !b || a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
          return apart ? '' : `${task}: overlapping ${JSON.stringify([a, b])}`;
        };
        await expect.poll(problem, { timeout: 5000 }).toBe('');
      }
    },
  );

  it('the figure page offers its card and its chart as images to download, and both are PNGs', async () => {
    const row = chat[0];
    const { page } = await open(browser, `/releases/${row.release_id}/rows/${row.id}/`, {
      viewport: { width: 360, height: 740 },
    });
    const links = page.locator('#images a[download]', { hasText: 'Download image' });
    expect(await links.count()).toBe(2);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      const res = await fetch(new URL(href, baseUrl));
      expect(res.status, href).toBe(200);
      expect(res.headers.get('content-type'), href).toMatch(/^image\/png/);
    }
  });
});
