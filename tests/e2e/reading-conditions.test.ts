// What a hurried reader sees, at a phone's and a laptop's width (issues 21 and 30): one GPU number up top with its
// condition, and the finding's conditions, exceptions and matched view one click away; energy per answer is in view on a model page without opening
// anything; the calculator states the load behind its figure and refuses bad traffic at the field; the same
// ratio prints the same on every page. Texts are the domain code's, on the real data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, open } from './browser.ts';
import { loadDataDir } from '../../src/lib/node/read-data.ts';
import { buildDataset } from '../../src/lib/core/dataset.ts';
import {
  comparisonSentence,
  findingConditions,
  findingExceptions,
  changeOf,
  gpuFinding,
  matchedSentence,
} from '../../src/lib/views/headline.ts';
import { readCalculator } from '../../src/lib/calculator/form.ts';
import { calculatorDataOf } from '../../src/lib/calculator/offer.ts';
import { calculationOutputs } from '../../src/lib/calculator/steps.ts';
import { answerEnergyByTask } from '../../src/lib/views/model-view.ts';
import { modelRows } from '../../src/lib/core/dataset.ts';
import { fmtCount, fmtEnergy } from '../../src/lib/text/format.ts';
import { real, REAL_DATA_DIR } from '../fixtures/real-figures.ts';

const raw = loadDataDir(REAL_DATA_DIR);
const d = buildDataset(raw.index, raw.grid, raw.hardware);
const finding = gpuFinding(d, 'lm-arena-chat')!;
const calcData = calculatorDataOf(d);
// The findings as the snapshot has them, for the sentences a reader would quote.
const chatFinding = real.findings['lm-arena-chat'];
const lede = (f: typeof chatFinding) =>
  `${f.other_gpu}: ${f.change} GPU energy per output token than ${f.base_gpu}, each at its own lowest-energy setting, median of ${f.models} models`;
const ratioWords = (f: typeof chatFinding) => `${f.base_gpu}'s figure is ${f.ratio} ${f.other_gpu}'s`;
const WIDTHS = [
  { width: 360, height: 780 },
  { width: 1366, height: 900 },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** The element's top, in px from the top of the page. */
const topOf = (page: Page, sel: string) => page.$eval(sel, (e) => e.getBoundingClientRect().top + window.scrollY);
/** What the reader sees of an element (innerText: not the data embedded in a page's scripts), spaces collapsed. */
const text = async (page: Page, sel: string) =>
  (await page.$eval(sel, (e) => (e as HTMLElement).innerText)).replace(/\s+/g, ' ').trim();

describe.each(WIDTHS)('at $width px', (viewport) => {
  it('home: one GPU number up top with its condition; the finding in full, its conditions, exceptions and matched view one click away', async () => {
    const { page, consoleErrors } = await open(browser, '/', { viewport });
    // The strip carries the one headline GPU number, with its condition in its line; the matched figure is not there.
    const gpus = await text(page, '#strip [data-figure=gpus]');
    const f = chatFinding;
    expect(gpus).toContain(`${f.other_gpu} against ${f.base_gpu} ${f.change} energy per token`);
    expect(gpus).toContain(`median of ${f.models} models, each GPU at its own lowest-energy setting`);
    expect(await text(page, '#strip')).not.toContain(changeOf(finding.matched.median!));
    expect(await topOf(page, '#strip [data-figure=gpus]')).toBeLessThan(viewport.height);
    // One click from the title (its subtitle's link) and from the figure: "What you should know".
    expect(await page.getAttribute('#subtitle a', 'href')).toBe('#know');
    expect(await page.getAttribute('#strip [data-figure=gpus] a', 'href')).toBe('#know');
    await page.click('#subtitle a');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#know');
    expect(await text(page, '#headline-finding')).toBe(
      `The GPU finding in full: ${comparisonSentence(finding.comparison, 'Text Conversation')}`,
    );
    // The figures as a reader would quote them: percent first, the ratio beside it.
    expect(await text(page, '#headline-finding')).toContain(lede(f));
    expect(await text(page, '#headline-finding')).toContain(ratioWords(f));
    expect(await text(page, '#headline-conditions')).toBe(
      `Compared: ${findingConditions(finding)} How the median is taken.`,
    );
    expect(await page.getAttribute('#headline-conditions a', 'href')).toBe('/methodology/#comparing-gpus');
    expect(await text(page, '#headline-conditions')).toContain('at full load');
    expect(await text(page, '#headline-exceptions')).toBe(
      `Where B200 is not lower, each at its own lowest-energy setting: ${findingExceptions(finding, 'Text Conversation')}`,
    );
    const elsewhere = f.exceptions.find((e) => e.task_name !== 'Text Conversation')!;
    expect(await text(page, '#headline-exceptions')).toContain(
      `${elsewhere.model_name} (${elsewhere.task_name}, ${elsewhere.change})`,
    );
    expect(await text(page, '#headline-matched')).toContain(matchedSentence(finding));
    expect(await text(page, '#know-boundary')).toContain('Measured at the GPU board, summed over every card');
    for (const sel of ['#headline-conditions', '#headline-exceptions', '#headline-matched', '#know-boundary'])
      expect(await page.isVisible(sel)).toBe(true);
    // The matched table the sentence links to: one row per matched model.
    expect(await page.$$eval('#matched tbody tr', (r) => r.length)).toBe(finding.matched.pairs.length);
    expect(consoleErrors).toEqual([]);
  });

  it('Problem Solving: where the same setting turns the gap round, the box says so', async () => {
    const gpqa = gpuFinding(d, 'gpqa')!;
    const { page } = await open(browser, '/tasks/gpqa/', { viewport });
    const f = real.findings.gpqa;
    expect(await text(page, '#headline-finding')).toContain(`${f.other_gpu}: ${f.change}`);
    expect(gpqa.matched.median!).toBeLessThan(1);
    expect(await text(page, '#headline-matched')).toContain(matchedSentence(gpqa));
    expect(await text(page, '#headline-matched')).toContain(`${f.matched_change} GPU energy per output token`);
  });
  it('model page: energy per answer in Wh beside J, per GPU with the ratio, in view without opening anything', async () => {
    const model = d.models.find((m) => m.id === 'meta-llama/Llama-3.1-8B-Instruct')!;
    const [chat] = answerEnergyByTask(modelRows(d, model.id).selected, ['lm-arena-chat']);
    const { page } = await open(browser, `/models/${model.slug}/`, { viewport });
    const table = 'table.per-answer';
    expect(await page.isVisible(table)).toBe(true);
    expect(await page.$eval(table, (t) => t.closest('details') === null)).toBe(true);
    // Within the first two screens of the page (the model's facts come first).
    expect(await topOf(page, `${table} tbody tr:not(.group)`)).toBeLessThan(2 * viewport.height);
    expect(await text(page, `${table} tbody tr.group`)).toBe('Text Conversation');
    const cells = await page.$$eval(`${table} tbody tr:not(.group)`, (trs) =>
      trs.map((tr) => [...tr.children].slice(0, 3).map((c) => c.textContent!.replace(/\s+/g, ' ').trim())),
    );
    // Lowest per answer first (its J per token x its mean output length), then the other GPU at its ratio to it.
    const [low, high] = chat.gpus;
    expect(cells[0]).toEqual([low.row.gpu, `${fmtEnergy(low.wh)} Wh (${fmtEnergy(low.joules)} J)`, 'lowest']);
    expect(cells[1][0]).toBe(high.row.gpu);
    expect(cells[1][2]).toMatch(/^1\.\d+x$/);
  });

  it('calculator: the load behind the figure, and messages at the field for bad traffic', async () => {
    const { page } = await open(browser, '/calculator/', { viewport });
    const read = readCalculator(calcData.defaults, calcData);
    if (!read.ok) throw new Error('default refused');
    const o = calculationOutputs(read.calc);
    expect(await text(page, '#calc-gpus')).toBe(o.gpus);
    expect(await text(page, '#calc-gpu-hours')).toBe(o['gpu-hours']);
    expect(await text(page, '#calc-load-note')).toContain('measured on servers kept busy at that batch');
    // Another row (the headline task's lowest, from the snapshot) at the same million requests a day: the page
    // states the requests in flight against its batch cap and the share of its measured throughput used, as the
    // domain code reads the same values.
    const low = real.headline.lowest;
    await page.selectOption('[name=row]', low.id);
    const other = readCalculator({ ...calcData.defaults, row: low.id }, calcData);
    if (!other.ok) throw new Error(`${low.id} refused`);
    const lowOut = calculationOutputs(other.calc);
    await expect.poll(() => text(page, '#calc-gpus')).toBe(lowOut.gpus);
    expect(lowOut.gpus).toMatch(new RegExp(`× ${low.gpu}\\), \\d+% of its measured throughput used$`));
    expect(await text(page, '#calc-load')).toBe(lowOut.load);
    expect(lowOut.load).toMatch(
      new RegExp(`requests in flight at the measured pace, against the ${fmtCount(low.batch)}`),
    );
    for (const [typed, message] of [
      ['-5', 'expected a positive number of requests a day, got -5'],
      ['0', 'expected a positive number of requests a day, got 0'],
      ['1e14', /^expected at most 10,000,000,000,000 requests a day/],
      ['5e12', /^expected at most 1,000,000,000,000,000 output tokens a day in all/],
    ] as const) {
      await page.fill('[name=requests_per_day]', typed);
      const error = page.locator('#calc-requests_per_day-error');
      expect(await error.isVisible()).toBe(true);
      if (typeof message === 'string') expect(await error.textContent()).toBe(message);
      else expect(await error.textContent()).toMatch(message);
      // At the field: the message sits within the field's own box, under its input.
      const box = await page.$eval('[data-field=requests_per_day]', (f) => {
        const r = f.getBoundingClientRect();
        const e = f.querySelector('#calc-requests_per_day-error')!.getBoundingClientRect();
        return { inside: e.top >= r.top && e.bottom <= r.bottom + 1 };
      });
      expect(box.inside).toBe(true);
      expect(await page.isVisible('#calc-result')).toBe(false);
    }
  });
});

describe('one formatter per kind of figure', () => {
  it('the B200 page says the finding as home does; the DGX factor reads 1.79x on every page; no "x less"', async () => {
    const { page } = await open(browser, '/gpus/b200/');
    const body = await text(page, 'main');
    const f = chatFinding;
    // The range in words: "from 5.1% to 78% less" when every model uses less ("less" said once).
    const [least, most] = f.per_model;
    expect(body).toContain(`${lede(f)} (${ratioWords(f)}); per model, from ${least.replace(/ less$/, '')} to ${most}.`);
    const dgxRatio = real.hardware.dgx_b200_ratio_text!;
    // The nameplate ratio was once printed four ways (to 2, 3 and 4 figures, and in full); only fmtRatio's is left.
    const exact = Number(real.hardware.dgx_b200_system_to_gpu_power_ratio);
    const toDigits = (n: number) => String(Number(exact.toPrecision(n)));
    const otherSpellings = [String(exact), toDigits(4), `ratio of ${toDigits(2)}`, `at ${toDigits(2)}x`].filter(
      (other) => !dgxRatio.includes(other),
    );
    expect(body).toContain(`NVIDIA DGX B200 (8x B200) is rated at ${dgxRatio} the combined power of its GPUs`);
    const dgx = ['/gpus/b200/', '/quoting/', '/calculator/', '/glossary/measurement-boundary/', '/glossary/pue/'];
    for (const path of ['/', '/tasks/image-chat/', '/gpus/h100-sxm/', ...dgx]) {
      const { page: p } = await open(browser, path);
      const all = await text(p, 'main');
      if (dgx.includes(path)) expect(all, path).toContain(dgxRatio);
      for (const other of otherSpellings) expect(all, path).not.toContain(other);
      // "1.63x less" reads as 163% less: differences are in percent, ratios are "x's figure is 1.63x y's".
      expect(all, path).not.toMatch(/\dx less/);
      // A wattage the data does not state is left out, not printed as a bare unit (DGX H100 gives no GPU sum).
      expect(all, path).not.toMatch(/(against|\() +W\b/);
    }
  });
});
