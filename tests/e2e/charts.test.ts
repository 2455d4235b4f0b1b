// Charts in Chromium at a phone's and a desktop's width: labels a reader can read, one tab stop per
// chart with the points behind arrow keys, details on hover, focus and tap, the model picker, and the
// ceiling line and selection following the index controls' `index-state` event (dispatched here as the
// controls dispatch it), with the selection worked out by the domain code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launch, layoutShiftTotal, open } from './browser.ts';
import { loadDataDir } from '../../src/lib/node/read-data.ts';
import { buildDataset } from '../../src/lib/core/dataset.ts';
import { selectIndex } from '../../src/lib/core/index-selection.ts';
import { project, type AxisMap } from '../../src/lib/charts/project.ts';
import { CHART_HINT, pointSentence } from '../../src/lib/charts/sentence.ts';
import { PAGE } from '../../src/lib/charts/geometry.ts';
import { real, REAL_DATA_DIR } from '../fixtures/real-figures.ts';

const data = loadDataDir(REAL_DATA_DIR);
const d = buildDataset(data.index, data.grid, data.hardware);
const TASK = '/tasks/lm-arena-chat/';
const MODEL = '/models/qwen-qwen3-32b/';
const PHONE = { viewport: { width: 360, height: 800 } };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/**
 * Rendered size, in CSS px, of every tick and axis label shown in the drawings: its font size, scaled by
 * the drawing's viewBox if it had one (it has not: one drawing for every width keeps text at its size).
 */
const labelSizes = (page: Page) =>
  page.$$eval('figure.chart svg.drawing', (svgs) =>
    svgs.flatMap((svg) => {
      svg.scrollIntoView();
      const box = (svg as SVGSVGElement).viewBox.baseVal;
      const scale = box && box.width > 0 ? svg.getBoundingClientRect().width / box.width : 1;
      return [...svg.querySelectorAll('.axis text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
    }),
  );

function dispatchState(page: Page, ceilingMs: number, selectedIds: string[], unit = 'j_per_token') {
  return page.evaluate(
    ([ceilingMs, selectedIds, unit]) =>
      document.dispatchEvent(
        new CustomEvent('index-state', {
          detail: { task: 'lm-arena-chat', ceilingMs, unit, region: 'world', selectedIds },
        }),
      ),
    [ceilingMs, selectedIds, unit] as const,
  );
}

describe.each([
  ['360 px', PHONE],
  ['1366 px', DESKTOP],
])('charts at %s', (_width, options) => {
  it.each([TASK, MODEL])('%s: every axis label renders at 11 px or more, in one drawing a chart', async (path) => {
    const { page } = await open(browser, path, options);
    const sizes = await labelSizes(page);
    expect(sizes.length).toBeGreaterThan(10);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
    // One drawing a chart, as wide as its figure, its x tick labels inside it and apart from one another.
    const charts = await page.$$eval('figure.chart', (figs) =>
      figs.map((f) => {
        const svgs = f.querySelectorAll(':scope > [data-plot] > svg.drawing');
        const box = svgs[0].getBoundingClientRect();
        f.scrollIntoView();
        const ticks = [...svgs[0].querySelectorAll('.axis > g:not(.yticks) > text')].map((t) =>
          t.getBoundingClientRect(),
        );
        // The plot takes the width between the margins, which keep their px (data-left, data-right) at every
        // width: its grid lines run from the left margin to the right one. The ceiling's and the series'
        // labels stay inside the drawing.
        const svg = svgs[0] as SVGSVGElement;
        const grid = svg.querySelector('.yticks.on line.grid')!.getBoundingClientRect();
        const labels = [...svg.querySelectorAll('.ceiling text, .labels text')]
          .map((t) => t.getBoundingClientRect())
          .filter((r) => r.width > 0);
        return {
          drawings: svgs.length,
          fills: Math.abs(box.width - f.querySelector('[data-plot]')!.getBoundingClientRect().width) < 1,
          inside: ticks.every((t) => t.left >= box.left - 1 && t.right <= box.right + 1),
          apart: ticks.every((t, i) => i === 0 || t.left >= ticks[i - 1].right),
          margins: [Math.round(grid.left - box.left), Math.round(box.right - grid.right)],
          drawn: [Number(svg.dataset.left), Number(svg.dataset.right)],
          labelsInside: labels.every((t) => t.left >= box.left - 1 && t.right <= box.right + 1),
        };
      }),
    );
    expect(charts.length).toBeGreaterThanOrEqual(1);
    for (const { margins, drawn, ...c } of charts) {
      expect(c).toEqual({ drawings: 1, fills: true, inside: true, apart: true, labelsInside: true });
      expect(margins).toEqual(drawn);
      // Margins of tens of px, not shares of the width (at 1366 px the figure is 800 px wide): at most the
      // right margin's room for direct labels.
      expect(Math.max(...margins)).toBeLessThanOrEqual(PAGE.labelCap);
    }
  });

  it('moving the ceiling moves the ceiling line and the selected points', async () => {
    const { page, consoleErrors } = await open(browser, TASK, options);
    const svg = '#task-chart svg.drawing';
    const axis = JSON.parse((await page.getAttribute(svg, 'data-x'))!) as AxisMap;
    const rows = d.publishable.filter((r) => r.task === 'lm-arena-chat');
    // The default 500 ms is beyond the slowest configuration: the line is off the axis, pointing right.
    expect(await page.getAttribute(`${svg} .ceiling`, 'class')).toContain('off');
    expect(await page.textContent(`${svg} .ceiling text`)).toBe(`ceiling ${real.index.ceiling_ms} ms →`);
    const selectedAt = (ms: number) => selectIndex(rows, ms).selected.map((r) => r.id);
    // A point's row id: its run's shared beginning (the group's data-p) and its own rest (data-id).
    const selIds = () =>
      page.$$eval(`${svg} .points use.sel`, (u) =>
        u.map((p) => `${(p.parentNode as SVGGElement).dataset.p}${(p as SVGUseElement).dataset.id}`).sort(),
      );
    /** Points' x, as shares of the plot's width (percent). */
    const xs = (sel: string) => page.$$eval(sel, (u) => u.map((p) => parseFloat(p.getAttribute('x')!)));
    expect(await selIds()).toEqual(selectedAt(500).sort());

    for (const ms of [50, 20]) {
      const ids = selectedAt(ms);
      await dispatchState(page, ms, ids);
      // The axis's range is in shares of the plot's width, as the points' x are.
      const x = parseFloat((await page.getAttribute(`${svg} .ceiling line`, 'x1'))!);
      expect(x).toBeCloseTo(project(axis, ms), 1);
      expect(await page.getAttribute(`${svg} .ceiling`, 'class')).not.toContain('off');
      expect(await page.textContent(`${svg} .ceiling text`)).toBe(`ceiling ${ms} ms`);
      expect(await selIds()).toEqual([...ids].sort());
      // Every ringed point sits left of the line; every point right of it is faded.
      const sel = await xs(`${svg} .points use.sel`);
      expect(Math.max(...sel)).toBeLessThanOrEqual(x);
      const over = await xs(`${svg} .points use.over`);
      expect(over.length).toBe(rows.filter((r) => r.median_itl_ms > ms).length);
      expect(Math.min(...over)).toBeGreaterThan(x);
    }
    expect(consoleErrors).toEqual([]);
  });

  it('one tab stop per chart, nothing focusable inside role="img", arrow keys step through the points', async () => {
    const { page } = await open(browser, MODEL, options);
    const stops = await page.$$eval('figure.chart', (figs) =>
      figs.map((f) => ({
        plot: f.querySelectorAll('[data-plot] [tabindex], [data-plot] a, [data-plot] button').length,
        inImg: f.querySelectorAll('[role=img] [tabindex], [role=img] a').length,
        tabindex: f.querySelector('[data-plot]')!.getAttribute('tabindex'),
      })),
    );
    expect(stops.length).toBeGreaterThanOrEqual(2);
    for (const s of stops) expect(s).toEqual({ plot: 0, inImg: 0, tabindex: '0' });
    const first = page.locator('figure.chart [data-plot]').first();
    await first.focus();
    await page.keyboard.press('ArrowRight');
    const readout = page.locator('figure.chart [data-readout]').first();
    const one = await readout.textContent();
    expect(one).toMatch(
      /^Qwen 3 32B, \d x (H100|B200).*, batch cap [\d,]+: [\d.]+ J per token at [\d.]+ ms median ITL/,
    );
    await page.keyboard.press('ArrowRight');
    expect(await readout.textContent()).not.toBe(one);
    await page.keyboard.press('ArrowLeft');
    expect(await readout.textContent()).toBe(one);
    // Tab leaves the chart at once: the next stop is outside its drawing.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-plot]') === null)).toBe(true);
  });
});

describe('the y axis follows the unit', () => {
  it('relabels the axis in Wh per million or tokens per joule, and keeps joules for carbon', async () => {
    const { page } = await open(browser, TASK, DESKTOP);
    const ids = selectIndex(
      d.publishable.filter((r) => r.task === 'lm-arena-chat'),
      500,
    ).selected.map((r) => r.id);
    const label = () => page.textContent('#task-chart svg.drawing .yticks.on > .label');
    expect(await label()).toBe('Energy per output token (J, log scale)');
    await dispatchState(page, 500, ids, 'wh_per_million');
    expect(await label()).toBe('Wh per million output tokens (log scale)');
    expect(await page.locator('#task-chart svg.drawing .yticks:visible').count()).toBe(1);
    await dispatchState(page, 500, ids, 'tokens_per_j');
    expect(await label()).toBe('Output tokens per joule (derived, log scale)');
    await dispatchState(page, 500, ids, 'gco2e_per_million');
    expect(await label()).toBe('Energy per output token (J, log scale)');
  });
});

describe('details on hover and tap, and the model picker', () => {
  it('hovering a point shows its figures in words', async () => {
    const { page } = await open(browser, MODEL, DESKTOP);
    const point = page.locator('figure.chart svg.drawing .points use').first();
    await point.scrollIntoViewIfNeeded();
    const box = (await point.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // The first point is the first row of the chart's table: its group's model, then its cells.
    const cells = await page.$eval(`figure.chart:first-of-type [data-chart-table] tbody`, (t) => [
      t.querySelector('th')!.textContent ?? '',
      ...[...t.querySelectorAll('tr:nth-child(2) td')].map((c) => c.textContent ?? ''),
    ]);
    expect(cells).toHaveLength(5);
    const label = pointSentence(cells);
    expect(await page.locator('figure.chart [data-readout]').first().textContent()).toContain(label);
  });
  it('tapping a point on a phone shows its figures', async () => {
    const { page } = await open(browser, TASK, { ...PHONE, hasTouch: true, isMobile: true });
    const point = page.locator('#task-chart svg.drawing .points use.sel').first();
    // A tap where the point is once it has stopped moving: scrolled down to the chart, the index table above it is
    // drawn at its full height (content-visibility) and the page shifts under a coordinate read too soon.
    const settled = async () => {
      await point.scrollIntoViewIfNeeded();
      const before = await point.boundingBox();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const after = await point.boundingBox();
      return before && after && before.y === after.y && after.y >= 0 && after.y + after.height <= PHONE.viewport.height
        ? after
        : null;
    };
    let box = await settled();
    for (let tries = 0; !box && tries < 20; tries++) box = await settled();
    await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2);
    expect(await page.textContent('#task-chart [data-readout]')).toMatch(
      /J per token .* \(selected for the index\)\.$/,
    );
  });
  it('picking a model brings its frontiers forward, labels them and fades the rest; axe finds nothing', async () => {
    const { page } = await open(browser, TASK, DESKTOP);
    const model = d.selected.find((r) => r.task === 'lm-arena-chat' && r.model === 'Qwen/Qwen3-32B')!;
    await page.selectOption('#task-chart [data-picker]', model.model);
    const svg = '#task-chart svg.drawing';
    const labels = await page.$$eval(`${svg} .lbl.on`, (t) => t.map((x) => x.textContent).sort());
    const gpus = d.selected.filter((r) => r.task === 'lm-arena-chat' && r.model === model.model).map((r) => r.gpu);
    expect(labels).toEqual([...new Set(gpus)].sort());
    const visibleLabels = await page.$$eval(
      `${svg} .lbl`,
      (t) => t.filter((x) => getComputedStyle(x).display !== 'none').length,
    );
    expect(visibleLabels).toBe(labels.length);
    const onLines = await page.$$eval(`${svg} .line.on`, (l) => l.map((x) => x.getAttribute('data-g')));
    expect(new Set(onLines)).toEqual(new Set([model.model]));
    // Forward: the picked lines are drawn last; every other line is faded.
    const last = await page.$eval(`${svg} .lines`, (g) => g.lastElementChild!.getAttribute('data-g'));
    expect(last).toBe(model.model);
    const faded = await page.$$eval(`${svg} .lines .fade`, (l) => l.length);
    const total = await page.$$eval(`${svg} .lines path`, (l) => l.length);
    expect(faded).toBe(total - onLines.length);
    expect(await axeViolations(page)).toEqual([]);
  });
  it('without JavaScript the default selection shows, with no picker, no readout and no tab stop', async () => {
    const { page } = await open(browser, TASK, { ...DESKTOP, javaScriptEnabled: false });
    expect(await page.locator('#task-chart svg.drawing .points use.sel').count()).toBe(
      d.selected.filter((r) => r.task === 'lm-arena-chat').length,
    );
    expect(await page.isVisible('#task-chart [data-picker]')).toBe(false);
    expect(await page.isVisible('#task-chart [data-readout]')).toBe(false);
    expect(await page.getAttribute('#task-chart [data-plot]', 'tabindex')).toBeNull();
    expect(await page.isVisible('#task-chart svg.drawing')).toBe(true);
  });
});

/**
 * Every label shown in each chart of the page (direct labels, the "lowest" labels, a picked model's label) and
 * every marker (point) shown, as boxes in CSS px; each chart scrolled into view first, so the browser script has
 * fitted its labels to the width (it measures them only while the chart is near the window).
 */
async function labelsAndMarkers(page: Page) {
  const ids = await page.$$eval('figure.chart', (figs) => figs.map((f) => f.id));
  const out: { id: string; labels: { text: string; box: DOMRect }[]; markers: DOMRect[] }[] = [];
  for (const id of ids) {
    await page.locator(`#${id} svg.drawing`).scrollIntoViewIfNeeded();
    await page.waitForTimeout(150);
    out.push(
      await page.$eval(`#${id}`, (fig) => {
        const shown = (el: Element) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && getComputedStyle(el).display !== 'none' && !el.closest('.fade');
        };
        const labels = [...fig.querySelectorAll('.labels text, .lowest text, text.picked-lowest')]
          .filter(shown)
          .map((t) => ({ text: t.textContent ?? '', box: t.getBoundingClientRect().toJSON() as DOMRect }));
        const markers = [...fig.querySelectorAll('.points use')]
          .filter(shown)
          .map((u) => u.getBoundingClientRect().toJSON() as DOMRect);
        return { id: fig.id, labels, markers };
      }),
    );
  }
  return out;
}

/** Label boxes that meet a marker's box (by more than half a px, for rounding), named for the failure message. */
const covering = (charts: Awaited<ReturnType<typeof labelsAndMarkers>>) =>
  charts.flatMap((c) =>
    c.labels.flatMap((l) =>
      c.markers
        .filter(
          (m) =>
            l.box.left < m.right - 0.5 &&
            m.left < l.box.right - 0.5 &&
            l.box.top < m.bottom - 0.5 &&
            m.top < l.box.bottom - 0.5,
        )
        .map((m) => `${c.id}: "${l.text}" covers the marker at ${Math.round(m.left)},${Math.round(m.top)}`),
    ),
  );

describe.each([
  ['360 px', PHONE],
  ['1366 px', DESKTOP],
])('chart labels and markers at %s', (_width, options) => {
  it.each([TASK, MODEL])('%s: no label covers a marker', async (path) => {
    const { page } = await open(browser, path, options);
    const charts = await labelsAndMarkers(page);
    expect(charts.length).toBeGreaterThanOrEqual(1);
    // Labels are drawn: the model page's direct labels, the task chart's lowest labels.
    expect(charts.every((c) => c.labels.length > 0 && c.markers.length > 0)).toBe(true);
    expect(covering(charts)).toEqual([]);
  });
  it("a picked model's label covers no marker either", async () => {
    const { page } = await open(browser, TASK, options);
    const model = d.selected.find((r) => r.task === 'lm-arena-chat' && r.model === 'Qwen/Qwen3-32B')!;
    await page.locator('#task-chart svg.drawing').scrollIntoViewIfNeeded();
    await page.selectOption('#task-chart [data-picker]', model.model);
    const charts = await labelsAndMarkers(page);
    expect(charts[0].labels.map((l) => l.text)).toContain(
      `${model.model_name}lowest, on ${model.num_gpus} x ${model.gpu}`,
    );
    expect(covering(charts)).toEqual([]);
    // Placed for the width inside the plot, below its top margin (the y axis's title and the ceiling's label).
    const { top, label } = await page.$eval('#task-chart svg.drawing', (svg) => ({
      top: svg.getBoundingClientRect().top + Number((svg as SVGSVGElement).dataset.top),
      label: svg.querySelector('text.picked-lowest')!.getBoundingClientRect().top,
    }));
    expect(label).toBeGreaterThanOrEqual(top);
  });
});

describe('chart titles, width and the toolbar', () => {
  it.each([TASK, MODEL])(
    '%s: every chart has a visible title, subtitle and axis titles above and around its drawing',
    async (path) => {
      for (const options of [PHONE, DESKTOP]) {
        const { page } = await open(browser, path, options);
        const charts = await page.$$eval('figure.chart', (figs) =>
          figs.map((f) => {
            f.scrollIntoView();
            const title = f.querySelector('.chart-title')!;
            const sub = f.querySelector('.chart-subtitle')!;
            const plot = f.querySelector('[data-plot]')!.getBoundingClientRect();
            const axisTitles = [...f.querySelectorAll('.axis .yticks.on > .label, .axis > .label')].map((t) =>
              (t as SVGGraphicsElement).getBoundingClientRect().width > 0 ? t.textContent : '',
            );
            return {
              title: title.textContent,
              titleAbove: title.getBoundingClientRect().bottom <= plot.top,
              subtitle: sub.textContent,
              subtitleAbove: sub.getBoundingClientRect().bottom <= plot.top,
              labelled: f.getAttribute('aria-labelledby') === title.id,
              axisTitles,
            };
          }),
        );
        for (const c of charts) {
          expect(c.title?.length).toBeGreaterThan(10);
          expect(c.subtitle).toMatch(/log scale/);
          expect(c.subtitle).toMatch(/GPU board/);
          expect([c.titleAbove, c.subtitleAbove, c.labelled]).toEqual([true, true, true]);
          expect(c.axisTitles).toHaveLength(2);
          expect(c.axisTitles.every((t) => (t ?? '').length > 5)).toBe(true);
        }
      }
    },
  );
  it('the GPU comparison (home and task page) has its title, subtitle and an axis title', async () => {
    for (const path of ['/', TASK]) {
      const { page } = await open(browser, path, DESKTOP);
      await page.locator('#finding svg.comparison').scrollIntoViewIfNeeded();
      expect(await page.isVisible('#finding h2')).toBe(true);
      expect(await page.textContent('#finding .subtitle')).toMatch(/Wh per million output tokens, log scale/);
      expect(await page.textContent('#finding svg.comparison .axis-title')).toBe(
        'Wh per million output tokens (log scale)',
      );
    }
  });
  it.each(['/', TASK, MODEL])('%s: every chart is at least 720 px wide at 1366 px', async (path) => {
    const { page } = await open(browser, path, DESKTOP);
    const widths = await page.$$eval('svg.drawing, svg.comparison', (svgs) =>
      svgs.map((s) => s.getBoundingClientRect().width),
    );
    expect(widths.length).toBeGreaterThanOrEqual(1);
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(720);
  });
  it('the task chart draws its frontiers strong and every other point faint', async () => {
    const { page } = await open(browser, TASK, DESKTOP);
    await page.locator('#task-chart svg.drawing').scrollIntoViewIfNeeded();
    const opacity = (sel: string) =>
      page.$$eval(sel, (us) => [...new Set(us.map((u) => getComputedStyle(u).fillOpacity))]);
    // Off-frontier points (not selected, under the ceiling) at 0.15; points on a frontier at the usual 0.6 or 1.
    expect(await opacity('#task-chart .pts > use.off:not(.sel):not(.over)')).toEqual(['0.15']);
    const strong = await opacity('#task-chart .pts > use:not(.off):not(.over)');
    expect(strong.every((o) => Number(o) >= 0.6)).toBe(true);
  });
  it('without JavaScript the toolbar works: Chart and Table are links, Download and Share open, the embed code only under Share', async () => {
    const { page } = await open(browser, MODEL, { ...DESKTOP, javaScriptEnabled: false });
    const fig = '#batch-lm-arena-chat';
    expect(await page.getAttribute(`${fig} .chart-tools a[data-tab="chart"]`, 'href')).toBe(
      '#batch-lm-arena-chat-plot',
    );
    expect(await page.getAttribute(`${fig} .chart-tools a[data-tab="table"]`, 'href')).toBe(
      '#batch-lm-arena-chat-table',
    );
    expect(await page.locator(`${fig} details#batch-lm-arena-chat-table[data-table]`).count()).toBe(1);
    // No embed code is shown anywhere on the page until a Share is opened.
    expect(await page.locator('.embed-code:visible').count()).toBe(0);
    await page.click(`${fig} .chart-tools details:not([data-share]) > summary`);
    const kinds = await page.$$eval(`${fig} .chart-tools a[download]`, (as) =>
      as.filter((a) => (a as HTMLElement).offsetParent !== null).map((a) => a.getAttribute('data-kind')),
    );
    expect(kinds).toEqual(['png', 'svg', 'csv', 'metadata']);
    await page.click(`${fig} .chart-tools details[data-share] > summary`);
    expect(await page.locator('.embed-code:visible').count()).toBe(1);
    expect(await page.isVisible(`${fig} .chart-tools a[data-kind="embed"]`)).toBe(true);
  });
  it("a leaderboard's all-configurations chart links its table's page instead of carrying hundreds of rows", async () => {
    const CONFIGURATIONS = '/tasks/lm-arena-chat/configurations/';
    const ROWS = `${CONFIGURATIONS}#task-chart-rows`;
    for (const js of [true, false]) {
      const { page } = await open(browser, TASK, { ...DESKTOP, javaScriptEnabled: js });
      expect(await page.locator('#task-chart [data-chart-table]').count()).toBe(0);
      expect(await page.getAttribute('#task-chart .chart-tools a[data-tab="table"]', 'href')).toBe(ROWS);
      expect(await page.getAttribute('#task-chart .chart-table-link a', 'href')).toBe(ROWS);
      // Followed, the link opens the table there; the page alone keeps it closed under its chart.
      await page.click('#task-chart .chart-table-link a');
      await page.waitForURL(`**${ROWS}`);
      expect(await page.isVisible('#task-chart [data-chart-table]')).toBe(true);
      const alone = await open(browser, CONFIGURATIONS, { ...DESKTOP, javaScriptEnabled: js });
      expect(await alone.page.isVisible('#task-chart [data-chart-table]')).toBe(false);
    }
    // That page's table has a row for each of the chart's points, in the points' order, and the leaderboard's chart
    // reads a point out in the same words as the table's row.
    const { page } = await open(browser, TASK, DESKTOP);
    const points = await page.locator('#task-chart svg.drawing .points use').count();
    const conf = await open(browser, CONFIGURATIONS, DESKTOP);
    const rows = await conf.page.$$eval('#task-chart [data-chart-table] tbody', (tbodies) =>
      tbodies.flatMap((t) =>
        [...t.querySelectorAll('tr')]
          .filter((tr) => tr.querySelector('td'))
          .map((tr) => [t.querySelector('th')!.textContent ?? '', ...[...tr.cells].map((c) => c.textContent ?? '')]),
      ),
    );
    expect(rows.length).toBe(points);
    expect(await conf.page.textContent('h1')).toBe(`Text Conversation: all ${points} configurations`);
    await page.locator('#task-chart [data-plot]').focus();
    await page.keyboard.press('Home');
    const first = await page.textContent('#task-chart [data-readout]');
    expect(rows.some((r) => first?.startsWith(pointSentence(r)))).toBe(true);
    expect(await axeViolations(conf.page)).toEqual([]);
  });
  it.each([
    ['a phone (Lighthouse’s 412 x 823)', { viewport: { width: 412, height: 823 } }],
    ['a desktop', DESKTOP],
  ])('on %s, a chart on the first screen does not move when its script starts', async (_, options) => {
    // The picker and the readout are laid out from the first paint (html.js), not unhidden by the script: shown
    // late, they pushed the configurations page's chart down by 40 to 60 px (Lighthouse's CLS 0.023).
    const { page } = await open(browser, '/tasks/lm-arena-chat/configurations/', options);
    const shifted = await layoutShiftTotal(page, 300);
    expect(shifted).toBeLessThan(0.001);
    expect(await page.isVisible('#task-chart [data-picker]')).toBe(true);
    expect(await page.textContent('#task-chart [data-readout]')).toBe(CHART_HINT);
  });
  it("with JavaScript, Table shows the table in the chart's place and Chart brings the drawing back", async () => {
    const { page } = await open(browser, MODEL, DESKTOP);
    const fig = '#batch-lm-arena-chat';
    await page.locator(fig).scrollIntoViewIfNeeded();
    await page.click(`${fig} .chart-tools a[data-tab="table"]`);
    expect(await page.isVisible(`${fig} [data-plot]`)).toBe(false);
    expect(await page.isVisible(`${fig} [data-chart-table]`)).toBe(true);
    expect(await page.getAttribute(`${fig} a[data-tab="table"]`, 'aria-current')).toBe('true');
    await page.click(`${fig} .chart-tools a[data-tab="chart"]`);
    expect(await page.isVisible(`${fig} [data-plot]`)).toBe(true);
    expect(await page.isVisible(`${fig} [data-chart-table]`)).toBe(false);
    expect(await page.getAttribute(`${fig} a[data-tab="chart"]`, 'aria-current')).toBe('true');
  });
});
