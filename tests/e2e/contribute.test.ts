// /contribute/ in Chromium: a submission chosen, dropped or pasted is checked in the page by the same
// validateSubmission as `npm run validate-submission`, with the same lines for every file of the
// bad-input corpus; hostile text stays text; nothing is uploaded; templates and schemas are served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { axeViolations, baseUrl, launch, open } from './browser.ts';
import { loadDataDir } from '../../src/lib/node/read-data.ts';
import { REAL_DATA_DIR } from '../fixtures/real-figures.ts';
import { buildDataset } from '../../src/lib/core/dataset.ts';
import { submissionContextOf } from '../../src/lib/contribute/from-dataset.ts';
import { validateSubmission, identityText } from '../../src/lib/contribute/validate.ts';
import { corpus } from '../fixtures/submissions/make.ts';

const data = loadDataDir(REAL_DATA_DIR);
const d = buildDataset(data.index, data.grid, data.hardware);
const context = submissionContextOf(d);
const DIR = 'tests/fixtures/submissions';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const listed = (page: Page, id: string) =>
  page.$$eval(`#sub-sections ul.sub-${id} li`, (l) => l.map((li) => li.textContent));

async function choose(page: Page, name: string): Promise<void> {
  await page.setInputFiles('#sub-file', join(DIR, name));
  await page.waitForSelector('#sub-result:not([hidden])');
}

describe('/contribute/: the checker in the browser', () => {
  it('every corpus file: the same problems, identity lines and summary as the command line, word for word', async () => {
    const { page, consoleErrors } = await open(browser, '/contribute/');
    for (const name of Object.keys(corpus())) {
      await choose(page, name);
      const expected = validateSubmission(name, readFileSync(join(DIR, name), 'utf8'), context);
      expect(await listed(page, 'problems'), name).toEqual(expected.lines);
      expect(await listed(page, 'identity'), name).toEqual(expected.identity.map(identityText));
      expect(await page.textContent('#sub-summary'), name).toBe(expected.summary);
      await page.click('#sub-clear');
    }
    expect(consoleErrors).toEqual([]);
  });
  it('a pasted CSV is checked the same way, with a preview of where its rows would stand', async () => {
    const { page } = await open(browser, '/contribute/');
    const text = readFileSync(join(DIR, 'valid.csv'), 'utf8');
    await page.fill('#sub-text', text);
    await page.click('#sub-form button[type=submit]');
    const expected = validateSubmission('pasted.csv', text, context);
    expect(await page.textContent('#sub-summary')).toBe(expected.summary);
    expect(await listed(page, 'preview')).toEqual(expected.preview.map((p) => `${p.label}: ${p.text}`));
    expect(expected.preview[0].text).toMatch(
      /would place \d+(st|nd|rd|th) of \d+ in lm-arena-chat \(board \(GPU\), measured\)/,
    );
  });
  it('a dropped file is read like a chosen one', async () => {
    const { page } = await open(browser, '/contribute/');
    const text = readFileSync(join(DIR, 'unit-in-cell.csv'), 'utf8');
    const dt = await page.evaluateHandle((t) => {
      const dt = new DataTransfer();
      dt.items.add(new File([t], 'unit-in-cell.csv', { type: 'text/csv' }));
      return dt;
    }, text);
    await page.dispatchEvent('#sub-drop', 'drop', { dataTransfer: dt });
    await page.waitForSelector('#sub-result:not([hidden])');
    expect(await listed(page, 'problems')).toEqual(validateSubmission('unit-in-cell.csv', text, context).lines);
  });
  it('nothing is uploaded: choosing, pasting and checking make no request at all', async () => {
    const { page } = await open(browser, '/contribute/');
    await page.waitForLoadState('networkidle');
    const requests: string[] = [];
    // Chromium may fetch the page's own favicon late: not submission data.
    page.on('request', (r) => !r.url().endsWith('/favicon.svg') && requests.push(r.url()));
    await choose(page, 'valid.json');
    await choose(page, 'hostile.csv');
    await page.fill('#sub-text', readFileSync(join(DIR, 'duplicate.csv'), 'utf8'));
    await page.click('#sub-form button[type=submit]');
    expect(await listed(page, 'problems')).toHaveLength(1);
    expect(requests).toEqual([]);
  });
  it('hostile text renders inert, even with the CSP bypassed: no dialog, no element, no script run', async () => {
    const { page } = await open(browser, '/contribute/', { bypassCSP: true });
    const dialogs: string[] = [];
    page.on('dialog', (dlg) => {
      dialogs.push(dlg.message());
      void dlg.dismiss();
    });
    await choose(page, 'hostile.csv');
    await choose(page, 'hostile.json');
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.$$('#sub-result script, #sub-result img, #sub-result svg')).toEqual([]);
    expect(await page.textContent('#sub-sections')).toContain('<script>window.__pwned=');
  });
  it('a file over the size limit is refused with its size, before it is read', async () => {
    const { page } = await open(browser, '/contribute/');
    await page.evaluate(() => {
      const input = document.getElementById('sub-file') as HTMLInputElement;
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(50 * 1024 * 1024)], 'huge.csv', { type: 'text/csv' }));
      input.files = dt.files;
      input.dispatchEvent(new Event('change'));
    });
    await page.waitForSelector('#sub-result:not([hidden])');
    expect(await page.textContent('#sub-summary')).toBe(
      'huge.csv: the file is 52.4 MB (52,428,800 bytes): expected at most 48.0 MB; split it into several submissions',
    );
  });
  it('passes axe with problems shown, and without JavaScript points to the command line', async () => {
    const { page } = await open(browser, '/contribute/');
    await choose(page, 'renamed-column.csv');
    expect(await axeViolations(page)).toEqual([]);
    const noJs = await open(browser, '/contribute/', { javaScriptEnabled: false });
    expect(await noJs.page.isVisible('#sub-form')).toBe(false);
    expect(await noJs.page.textContent('noscript')).toContain('npm run validate-submission');
  });
});

describe('/contribute/ at 360 px', () => {
  it('scrolls in its own boxes, not sideways, with a long result shown', async () => {
    const { page } = await open(browser, '/contribute/', { viewport: { width: 360, height: 800 } });
    await choose(page, 'hostile.csv');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

describe('templates and schemas, as served', () => {
  it('both templates pass the validator and the published JSON Schema', async () => {
    const csv = await (await fetch(`${baseUrl}/contribute/template.csv`)).text();
    const json = await (await fetch(`${baseUrl}/contribute/template.json`)).text();
    expect(validateSubmission('template.csv', csv, context).problems).toEqual([]);
    expect(validateSubmission('template.json', json, context).problems).toEqual([]);
    const schema = await (await fetch(`${baseUrl}/releases/${d.release.id}/schema/submission.schema.json`)).json();
    expect(schema.$id).toMatch(new RegExp(`/releases/${d.release.id}/schema/submission\\.schema\\.json$`));
    expect(new Ajv2020({ strict: true }).compile(schema)(JSON.parse(json))).toBe(true);
    const rows = await (await fetch(`${baseUrl}/releases/${d.release.id}/schema/row.schema.json`)).json();
    const valid = new Ajv2020({ strict: true }).compile(rows);
    expect(data.index.rows.every((r) => valid(r))).toBe(true);
  });
});
