// /check/ in Chromium: the form filled as a reader would for each kind of claim, verdicts compared with
// the domain code's (the same checkClaim the command line runs), refused input shown at its field,
// hostile text kept as text, the claim carried in the URL, and the page without JavaScript.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launch, layoutShiftTotal, open } from './browser.ts';
import { loadDataDir } from '../../src/lib/node/read-data.ts';
import { buildDataset } from '../../src/lib/core/dataset.ts';
import { checkClaim } from '../../src/lib/claims/check.ts';
import { claimSchema, type Claim } from '../../src/lib/claims/schema.ts';
import { valuesOfClaim } from '../../src/lib/claims/form.ts';
import { rowAnchor } from '../../src/lib/text/site-links.ts';
import { claimDataOf } from '../../src/lib/claims/data.ts';
import { changeOf, gpuFinding } from '../../src/lib/views/headline.ts';
import { real, REAL_DATA_DIR } from '../fixtures/real-figures.ts';

const data = loadDataDir(REAL_DATA_DIR);
const d = buildDataset(data.index, data.grid, data.hardware);
const fixture = (name: string): Claim =>
  claimSchema.parse(JSON.parse(readFileSync(`tests/fixtures/claims/${name}.json`, 'utf8')));

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** Types each field of the claim into the form and submits, as a reader would. */
async function fillAndCheck(page: Page, claim: Claim): Promise<void> {
  for (const [name, text = ''] of Object.entries(valuesOfClaim(claim))) {
    const tag = await page.$eval(`#claim-form [name=${name}]`, (el) => el.tagName);
    if (tag === 'SELECT') await page.selectOption(`#claim-form [name=${name}]`, text);
    else await page.fill(`#claim-form [name=${name}]`, text);
  }
  await submit(page);
}

/**
 * The checker's script loads when the form is first used (or at once for a link with a claim in it); a
 * submit made before it is ready is replayed. Wait for it before reading what it shows.
 */
const ready = (page: Page) => page.waitForSelector('#claim-form[data-ready]', { state: 'attached' });
async function submit(page: Page): Promise<void> {
  await page.click('#claim-form button[type=submit]');
  await ready(page);
}
const verdict = async (page: Page) => {
  await ready(page);
  return page.textContent('#claim-verdict');
};

describe('/check/ verdicts', () => {
  it('a consistent, complete claim: the verdict, its checks and the comparison with the index', async () => {
    const claim = fixture('consistent-complete');
    const { page, consoleErrors } = await open(browser, '/check/');
    await fillAndCheck(page, claim);
    const expected = checkClaim(claim, d);
    expect(expected.verdict).toMatch(/^Consistent and complete/);
    expect(await verdict(page)).toBe(expected.verdict);
    expect(await page.getAttribute('#claim-verdict', 'class')).toContain('tone-good');
    expect(await page.textContent('#claim-sections')).toContain(expected.comparison!.sentence);
    expect(await page.$$eval('#claim-sections li.mark-ok', (l) => l.length)).toBe(expected.consistency.checks.length);
    expect(consoleErrors).toEqual([]);
  });
  it('nothing leaves the browser: checking a claim makes no request at all', async () => {
    const { page } = await open(browser, '/check/');
    // The checker's own script is part of the page: let it load before counting requests.
    await page.focus('[name=avg_power_w]');
    await ready(page);
    const requests: string[] = [];
    // Chromium fetches the page's own favicon again when the URL changes (history.replaceState): not claim data.
    page.on('request', (r) => !r.url().endsWith('/favicon.svg') && requests.push(r.url()));
    await fillAndCheck(page, fixture('consistent-complete'));
    await page.click('.paste summary');
    await page.fill('#claim-json', JSON.stringify(fixture('relative')));
    await page.click('#claim-json-fill');
    expect(await verdict(page)).toMatch(/^Contradiction/);
    expect(requests).toEqual([]);
  });
  it('an inconsistent claim: the failing residual, and the fields that disagree are pointed at', async () => {
    const claim = fixture('inconsistent');
    const { page } = await open(browser, '/check/');
    await fillAndCheck(page, claim);
    expect(await verdict(page)).toBe(checkClaim(claim, d).verdict);
    expect(await page.textContent('#claim-sections li.mark-fail')).toContain(
      'stated 0.1142 J/token, implied 0.228 J/token, residual +100% (tolerance ±0.1%)',
    );
    expect(await page.isVisible('#claim-energy_per_token_j-note')).toBe(true);
    expect(await page.getAttribute('#claim-energy_per_token_j', 'aria-invalid')).toBeNull();
  });
  it('a claim missing context: each missing item with why it matters, and the boundary warning', async () => {
    const claim = fixture('missing-context');
    const { page } = await open(browser, '/check/');
    await fillAndCheck(page, claim);
    const expected = checkClaim(claim, d);
    expect(await verdict(page)).toBe(expected.verdict);
    // Folded under the verdict: a <details> the reader opens.
    expect(await page.isVisible('#claim-sections li.mark-missing')).toBe(false);
    await page.click('#claim-sections details summary');
    const missing = await page.$$eval('#claim-sections details li.mark-missing', (l) => l.map((li) => li.textContent));
    expect(missing).toEqual(expected.missing.map((m) => `Point ${m.point}, ${m.label}: ${m.why}`));
    expect(await page.textContent('#claim-sections li.mark-warning')).toBe(expected.comparison!.boundary_warning);
  });
  it('the relative claim: power -21% at equal throughput implies +26.6% tokens per watt, so +22% is flagged', async () => {
    const { page } = await open(browser, '/check/');
    await fillAndCheck(page, fixture('relative'));
    expect(await verdict(page)).toMatch(/^Contradiction: .*stated \+22%, implied \+26\.6%/);
    expect(await page.textContent('#claim-sections')).toContain('implied tokens-per-watt change: +26.6%');
  });
});

describe('/check/ relative GPU claims', () => {
  it('"B200 uses 30% less energy per token than H100" in Text Conversation: the index\'s own-setting and same-setting changes', async () => {
    const claim = fixture('relative-gpu');
    const { page, consoleErrors } = await open(browser, '/check/');
    await fillAndCheck(page, claim);
    // The home page's finding on the real data, through the home page's own code (own setting and same setting).
    const f = gpuFinding(d, 'lm-arena-chat')!;
    const own = changeOf(f.comparison.median);
    const same = changeOf(f.matched.median!);
    const expected = checkClaim(claim, claimDataOf(d));
    const v = (await verdict(page))!;
    expect(v).toBe(expected.verdict);
    expect(v).toContain(`B200 used a median ${own} GPU energy per output token than H100 in Text Conversation`);
    expect(v).toContain(`${same} at the same setting on both`);
    const sections = (await page.textContent('#claim-sections'))!;
    for (const line of expected.relative!.answers[0].sentences) expect(sections).toContain(line);
    expect(sections).toContain('Left out: Throughput: the claim does not say whether throughput was held.');
    expect(consoleErrors).toEqual([]);
  });
  it('a baseline GPU the index does not compare: said, by name', async () => {
    const { page } = await open(browser, '/check/?gpu=B200&baseline_gpu=A100%2040GB&energy_per_token_change_pct=-30');
    await ready(page);
    const compared = [...new Set(Object.values(real.findings).flatMap((f) => [f.base_gpu, f.other_gpu]))].sort();
    expect(await page.textContent('#claim-sections')).toContain(
      `none: the index compares ${compared.join(' and ')}; the claim names A100 40GB.`,
    );
  });
});

describe('/check/ in plain words', () => {
  it('power and throughput for one H100: nothing to cross-check, with the 0.0700 J per token they imply', async () => {
    const claim: Claim = { avg_power_w: 700, output_tokens_per_s: 10000, gpu: 'H100', gpu_count: 1 };
    const { page } = await open(browser, '/check/');
    await fillAndCheck(page, claim);
    const v = (await verdict(page))!;
    expect(v).toBe(checkClaim(claim, d).verdict);
    expect(v).toMatch(/^Nothing to cross-check: .* imply 0\.0700 J per token/);
    expect(v).not.toMatch(/contradict each other\b.*disagree|Not checkable/);
    expect(await page.getAttribute('#claim-verdict', 'class')).toContain('tone-incomplete');
  });
  it('"Llama 3.1 8B" finds Llama 3.1 8B Instruct, says so, and links the row it was set beside', async () => {
    const claim: Claim = { model: 'Llama 3.1 8B', gpu: 'H100', energy_per_token_j: 0.1 };
    const { page } = await open(browser, '/check/');
    await fillAndCheck(page, claim);
    const expected = checkClaim(claim, d);
    expect(await page.textContent('#claim-sections')).toContain(
      'Model: Llama 3.1 8B read as Llama 3.1 8B Instruct (meta-llama/Llama-3.1-8B-Instruct)',
    );
    const href = (await page.getAttribute('#claim-sections .comparison a', 'href'))!;
    expect(href).toBe(`/models/meta-llama-llama-3-1-8b-instruct/#${rowAnchor(expected.comparison!.row_id)}`);
    const row = await open(browser, href);
    expect(await row.page.locator(`#${rowAnchor(expected.comparison!.row_id)}`).count()).toBe(1);
  });
  it('no field name appears in the verdict or the report', async () => {
    const { page } = await open(browser, '/check/');
    await fillAndCheck(page, { energy_per_token_j: 0.3 });
    await page.click('#claim-sections details summary');
    const text = await page.textContent('#claim-result');
    expect(text).not.toMatch(/\b(window_s|serving_stack|gpu_count|p99_itl_ms|output_tokens_per_s|avg_power_w)\b/);
  });
  it.each([
    ['360 px', { width: 360, height: 800 }],
    ['1366 px', { width: 1366, height: 900 }],
  ])('nothing on the page moves when the checker starts, at %s (no layout shift)', async (_w, viewport) => {
    const { page } = await open(browser, '/check/?avg_power_w=700&output_tokens_per_s=10000', { viewport });
    const cls = await layoutShiftTotal(page, 500);
    expect(cls).toBeLessThan(0.01);
  });
});

describe('/check/ input', () => {
  it('refuses empty-looking, negative, non-numeric, absurd and contradictory values with a message at each field', async () => {
    const { page, consoleErrors } = await open(browser, '/check/');
    await page.fill('[name=avg_power_w]', '1e30');
    await page.fill('[name=output_tokens_per_s]', '-5');
    await page.fill('[name=energy_j]', 'abc');
    await page.fill('[name=median_itl_ms]', '80');
    await page.fill('[name=p99_itl_ms]', '40');
    await page.fill('[name=gpu_count]', '2.5');
    await submit(page);
    const error = (name: string) => page.textContent(`#claim-${name}-error`);
    expect(await error('avg_power_w')).toBe('expected at most 10,000,000 W (a whole data centre hall), got 1e+30');
    expect(await error('output_tokens_per_s')).toBe('expected a positive number of tokens/s, got -5');
    expect(await error('energy_j')).toBe('expected a number such as 1177.92 or 1.2e3, got "abc"');
    expect(await error('p99_itl_ms')).toMatch(/^expected at or above median_itl_ms \(80\), got 40/);
    expect(await error('gpu_count')).toBe('expected a whole number of GPUs, got 2.5');
    for (const name of ['avg_power_w', 'output_tokens_per_s', 'energy_j', 'p99_itl_ms', 'gpu_count']) {
      expect(await page.getAttribute(`#claim-${name}`, 'aria-invalid')).toBe('true');
      expect(await page.getAttribute(`#claim-${name}`, 'aria-describedby')).toContain(`claim-${name}-error`);
    }
    expect(await page.isVisible('#claim-result')).toBe(false);
    expect(await page.$$eval('#claim-problems li a', (a) => a.length)).toBe(5);
    expect(consoleErrors).toEqual([]);
  });
  it('keeps hostile text as text: nothing is parsed as HTML, nothing runs', async () => {
    const { page } = await open(browser, '/check/');
    let dialogs = 0;
    page.on('dialog', (dlg) => {
      dialogs++;
      void dlg.dismiss();
    });
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
    await page.fill('[name=model]', hostile);
    await page.fill('[name=gpu]', 'H100');
    await page.fill('[name=energy_per_token_j]', '0.3');
    await submit(page);
    expect(await page.textContent('#claim-sections')).toContain(`The index has no figure for ${hostile} on H100`);
    expect(await page.$$('main img, #claim-result script')).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
  });
  it('fills the form from pasted JSON, says where malformed JSON breaks and which fields are unknown, and gives no verdict on such input', async () => {
    const { page } = await open(browser, '/check/');
    await page.click('.paste summary');
    await page.fill('#claim-json', readFileSync('tests/fixtures/claims/malformed.json', 'utf8'));
    await page.click('#claim-json-fill');
    await ready(page);
    expect(await page.textContent('#claim-json-error')).toMatch(/^pasted JSON: malformed JSON at line 2, column \d+: /);
    expect(await page.isVisible('#claim-result')).toBe(false);
    await page.fill('#claim-json', JSON.stringify({ ...fixture('relative'), colour: 'green' }));
    await page.click('#claim-json-fill');
    expect(await page.textContent('#claim-json-error')).toBe(
      'pasted JSON: colour: unknown field (not in the schema; check its spelling)',
    );
    expect(await page.inputValue('[name=power_change_pct]')).toBe('-21');
    // Unknown fields are invalid input, as on the command line: no verdict until the reader checks the form as filled.
    expect(await page.isVisible('#claim-result')).toBe(false);
    await submit(page);
    expect(await verdict(page)).toBe(checkClaim(fixture('relative'), d).verdict);
  });
});

describe('/check/ sharing and access', () => {
  it('puts the claim in the URL, and the link reproduces the verdict', async () => {
    const claim = fixture('missing-context');
    const { page } = await open(browser, '/check/');
    await fillAndCheck(page, claim);
    const url = new URL(page.url());
    expect(url.searchParams.get('model')).toBe('Qwen/Qwen3-32B');
    expect(await page.getAttribute('#claim-share', 'href')).toBe(`${url.pathname}${url.search}`);
    const again = await open(browser, `${url.pathname}${url.search}`);
    expect(await verdict(again.page)).toBe(checkClaim(claim, d).verdict);
    expect(await again.page.inputValue('[name=boundary]')).toBe('system');
  });
  it('a URL with a value the form does not offer shows it at its field instead of dropping it', async () => {
    const { page } = await open(browser, '/check/?boundary=rack&avg_power_w=700');
    await ready(page);
    expect(await page.textContent('#claim-boundary-error')).toBe(
      'expected one of die, board, system, facility, got "rack"',
    );
  });
  it('each example link opens the checker on a verdict equal to the one printed beside it', async () => {
    const { page } = await open(browser, '/check/');
    const examples = await page.$$eval('.examples li', (lis) =>
      lis.map((li) => ({
        verdict: li.querySelector('.verdict')!.textContent,
        href: li.querySelector('a')!.getAttribute('href')!,
      })),
    );
    expect(examples.length).toBeGreaterThanOrEqual(3);
    for (const e of examples) {
      const { page: p } = await open(browser, e.href);
      expect(await verdict(p)).toBe(e.verdict);
    }
  });
  it('without JavaScript the form stays hidden and the examples show their verdicts', async () => {
    const { page } = await open(browser, '/check/', { javaScriptEnabled: false });
    expect(await page.isVisible('#claim-form')).toBe(false);
    expect(await page.textContent('.examples')).toMatch(/Contradiction: /);
  });
  it('has no axe violations with a verdict and with field errors shown', async () => {
    const { page } = await open(
      browser,
      '/check/?avg_power_w=1177.92&output_tokens_per_s=5155.46&energy_per_token_j=0.1&gpu_count=x',
    );
    await ready(page);
    expect(await axeViolations(page)).toEqual([]);
    const ok = await open(browser, '/check/?avg_power_w=1177.92&output_tokens_per_s=5155.46&energy_per_token_j=0.1');
    await ready(ok.page);
    expect(await axeViolations(ok.page)).toEqual([]);
  });
});
