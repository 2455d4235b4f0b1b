// The site built on hostile data (tests/fixtures/hostile-data/): markup and script in names, quotes,
// right-to-left text and bidi overrides, a 340-character word, zero-width characters and formula-leading
// cells. Every page is opened in Chromium at 360 px with the CSP bypassed, so escaping (not only the
// CSP) is what is tested: no dialog opens, no payload runs (each would set window.__pwned), no element
// is injected, nothing scrolls the page sideways, and the names still show as text. The CSVs of the
// same build neutralise formula starts and otherwise give back every text exactly.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, relative, sep } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import Papa from 'papaparse';
import { eachPage, launch, openTab, scriptsReady } from './browser.ts';
import { serveDir } from '../../scripts/lib/static-server.ts';
import { loadDataDir } from '../../src/lib/node/read-data.ts';
import { buildDataset } from '../../src/lib/core/dataset.ts';
import { FORMULA_START } from '../../src/lib/text/csv.ts';
import { csvFileName, tableRecords, type TableDef } from '../../src/lib/downloads/tables.ts';
import { releaseTables } from '../../src/lib/downloads/package.ts';
import { gpuUrl, modelUrl, rowPageUrl, taskUrl } from '../../src/lib/text/site-links.ts';
import { loadArchivedReleases } from '../../src/lib/node/releases-load.ts';
import { orderReleases } from '../../src/lib/releases/releases.ts';
import { figurePagesOfReleases } from '../../src/lib/figures/addresses.ts';
import { needsIsolation } from '../../src/lib/text/bidi.ts';
import { TITLE_MAX, writtenLength } from '../../src/lib/text/page-title.ts';
import { HOSTILE_DATA_DIR, HOSTILE_MODELS } from '../fixtures/hostile-data/make.ts';

const WIDTH = 360;
// Room for every page on a loaded CI machine: the limit only catches a hang (speed is the bench's to measure).
const SWEEP_TIMEOUT = 600_000;
const fixture = loadDataDir(HOSTILE_DATA_DIR);
const d = buildDataset(fixture.index, fixture.grid, fixture.hardware);

let out = '';
let server: Server;
let url = '';
let browser: Browser;
let pages: string[] = [];

beforeAll(async () => {
  // Built once for the browser tests by global-setup (tests/e2e/fixture-site.ts), with a contributed source added.
  out = inject('fixtureSite').out;
  pages = walk(out)
    .filter((f) => f.endsWith(`${sep}index.html`))
    .map((f) => `/${relative(out, f).slice(0, -'index.html'.length).split(sep).join('/')}`)
    .sort();
  ({ server, url } = await serveDir(out));
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

interface Visit {
  page: Page;
  dialogs: string[];
  errors: string[];
}

/**
 * Scrolls a block into view and waits for it to be drawn. Blocks below the first screen are rendered only
 * as they near it (content-visibility: auto), and innerText, which reads what is rendered, is empty before.
 */
async function onScreen(page: Page, selector: string): Promise<void> {
  await page.locator(selector).scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Opens every <details>, so that what they hold is laid out and checked too. */
const openDetails = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('details').forEach((el) => (el.open = true)));

/** Open a page at 360 px, CSP bypassed, recording dialogs and errors; every <details> opened. */
async function visit(path: string): Promise<Visit> {
  const tab = await openTab(browser, { viewport: { width: WIDTH, height: 800 }, bypassCSP: true }, url);
  const res = await tab.page.goto(url + path, { waitUntil: 'load' });
  expect(res?.status(), path).toBe(200);
  await scriptsReady(tab.page);
  await openDetails(tab.page);
  return { page: tab.page, dialogs: tab.dialogs, errors: tab.pageErrors };
}

/** Every string of the fixture that holds right-to-left letters or bidi controls. */
function bidiStrings(): string[] {
  const found = new Set<string>();
  const walkValue = (v: unknown): void => {
    if (typeof v === 'string') {
      if (needsIsolation(v)) found.add(v.trim());
    } else if (Array.isArray(v)) v.forEach(walkValue);
    else if (v && typeof v === 'object') Object.entries(v).forEach(([k, x]) => (walkValue(k), walkValue(x)));
  };
  walkValue([fixture.index, fixture.grid, fixture.hardware]);
  return [...found];
}
const BIDI_DATA = bidiStrings();

/**
 * Right-to-left text that can reorder the page's own words around it. A text is contained when the
 * element bounding its reordering (the nearest non-inline or isolating ancestor) holds exactly one data
 * string and nothing else, or when every right-to-left or control character sits inside an isolate
 * (FSI/LRI/RLI ... PDI) in the string itself. The document title is held to the second rule.
 */
function bidiLeaks(page: Page) {
  return page.evaluate((data) => {
    const sensitive = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
    const isolated = (text: string) => {
      let depth = 0;
      for (const ch of text) {
        if (ch === '\u2066' || ch === '\u2067' || ch === '\u2068') depth++;
        else if (ch === '\u2069') depth = Math.max(0, depth - 1);
        else if (depth === 0 && sensitive.test(ch)) return false;
      }
      return true;
    };
    const leaks: string[] = [];
    if (!isolated(document.title)) leaks.push(`title: ${document.title.slice(0, 60)}`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
      if (!sensitive.test(n.data)) continue;
      const parent = n.parentElement;
      // Not laid out in a line of the page's text: scripts, styles, SVG tooltips, a select's options.
      if (!parent || parent.closest('script, style, template, title, desc, option')) continue;
      let ctx: HTMLElement = parent;
      while (ctx !== document.body && ctx.parentElement) {
        const cs = getComputedStyle(ctx);
        if (cs.display !== 'inline' || ['isolate', 'isolate-override', 'plaintext'].includes(cs.unicodeBidi)) break;
        ctx = ctx.parentElement;
      }
      const content = (ctx.textContent ?? '').trim();
      if (data.includes(content) || isolated(n.data)) continue;
      leaks.push(
        `${ctx.tagName.toLowerCase()}${ctx.className ? `.${String(ctx.className).split(' ').join('.')}` : ''}: ${content.slice(0, 70)}`,
      );
    }
    return [...new Set(leaks)];
  }, BIDI_DATA);
}

/** What the page looks like to an attacker's eye: anything the payloads would have created or run. */
function inspect(page: Page) {
  return page.evaluate((width) => {
    const w = window as unknown as { __pwned?: unknown };
    const executable = [...document.querySelectorAll('script')].filter(
      (s) => !['application/json', 'application/ld+json'].includes(s.type),
    );
    // Elements the payloads spell; the site itself renders no <b>, <i> or <img>, and no inline handlers.
    const injected = [...document.querySelectorAll('img, b, i, svg[onload], [onerror], [onload]')].map((el) =>
      el.outerHTML.slice(0, 80),
    );
    const dataBlocks = [
      ...document.querySelectorAll('script[type="application/json"], script[type="application/ld+json"]'),
    ];
    const overflow: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.right <= width + 0.5 || r.width === 0) continue;
      let clipped = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') clipped = true;
      }
      if (!clipped)
        overflow.push(
          `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').join('.')}` : ''} (right ${Math.round(r.right)}): ${(el.textContent ?? '').slice(0, 40)}`,
        );
    }
    return {
      pwned: w.__pwned ?? null,
      payloadScripts: executable.filter((s) => (s.textContent ?? '').includes('__pwned')).length,
      injected,
      // Data blocks must parse: a closed </script> in a name would cut them short.
      dataBlocksParse: dataBlocks.every((s) => {
        try {
          JSON.parse(s.textContent ?? '');
          return true;
        } catch {
          return false;
        }
      }),
      scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
      overflow: overflow.slice(-5),
    };
  }, WIDTH);
}

/** One visit per built page, shared by the tests that check every page (a page load is the slow part). */
let sweep: Promise<{ path: string; problems: string[]; bidiLeaks: string[] }[]> | null = null;
function sweepPages() {
  sweep ??= eachPage(
    browser,
    pages,
    async (tab, path, status) => {
      const problems: string[] = [];
      if (status !== 200) problems.push(`${path}: HTTP ${status}`);
      await openDetails(tab.page);
      const r = await inspect(tab.page);
      if (r.pwned !== null) problems.push(`${path}: window.__pwned = ${r.pwned}`);
      if (r.payloadScripts) problems.push(`${path}: ${r.payloadScripts} executable script(s) carrying a payload`);
      if (r.injected.length) problems.push(`${path}: injected ${r.injected.join(' | ')}`);
      if (!r.dataBlocksParse) problems.push(`${path}: a JSON data block does not parse`);
      if (r.scrollWidth > WIDTH)
        problems.push(`${path}: page is ${r.scrollWidth} px wide at ${WIDTH} px: ${r.overflow.join(' ; ')}`);
      const leaks = (await bidiLeaks(tab.page)).map((l) => `${path}: ${l}`);
      // Read last, so that a dialog or error raised while the page was inspected is counted too.
      if (tab.dialogs.length) problems.push(`${path}: dialog ${tab.dialogs.join(', ')}`);
      if (tab.pageErrors.length) problems.push(`${path}: page errors ${tab.pageErrors.join(' | ')}`);
      return { path, problems, bidiLeaks: leaks };
    },
    { options: { viewport: { width: WIDTH, height: 800 }, bypassCSP: true }, origin: url },
  );
  return sweep;
}

describe('site built on hostile data', () => {
  it('builds every kind of page', () => {
    // A figure the archived release holds unchanged has its page at that release's address, as the build
    // links it (src/data.ts): the fixture site's two releases tell rowPageUrl where each figure's page is.
    const figurePages = figurePagesOfReleases(
      orderReleases([...loadArchivedReleases(join(inject('fixtureSite').work, 'releases')), d]),
    );
    expect(pages).toContain('/');
    for (const t of d.tasks) expect(pages).toContain(taskUrl(t.id));
    for (const m of d.models) expect(pages).toContain(modelUrl(m.id));
    for (const a of d.accelerators.filter((x) => x.aliases.length)) expect(pages).toContain(gpuUrl(a.id));
    for (const r of d.rows) expect(pages).toContain(rowPageUrl(figurePages, r));
    for (const p of [
      '/quoting/',
      '/glossary/',
      '/glossary/energy-per-token/',
      '/downloads/',
      '/methodology/',
      '/releases/',
      '/models/',
      '/gpus/',
    ])
      expect(pages).toContain(p);
    expect(pages.length).toBeGreaterThan(40);
  });

  it(
    'runs no payload, opens no dialog, injects no element and never scrolls sideways at 360 px, on every page',
    async () => {
      expect((await sweepPages()).flatMap((p) => p.problems)).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it(
    'keeps right-to-left names and bidi overrides from reordering the text around them, on every page',
    async () => {
      expect((await sweepPages()).flatMap((p) => p.bidiLeaks)).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it('shows every hostile model name as text: in the models table, as its page heading and title', async () => {
    const { page } = await visit('/models/');
    const links = await page.$$eval('table a[href^="/models/"]', (as) =>
      as.map((a) => ({ href: a.getAttribute('href'), text: (a as HTMLElement).innerText })),
    );
    for (const m of Object.values(HOSTILE_MODELS))
      expect(links, m.name).toContainEqual({ href: modelUrl(m.id), text: m.name });
    await page.context().close();
    for (const m of Object.values(HOSTILE_MODELS)) {
      const v = await visit(modelUrl(m.id));
      expect(await v.page.locator('h1').innerText()).toBe(m.name);
      expect(await v.page.locator('h1').isVisible()).toBe(true);
      // The title holds the name, or as much of it as fits in 70 characters as written, and an ellipsis.
      const title = await v.page.title();
      expect(writtenLength(title), title).toBeLessThanOrEqual(TITLE_MAX);
      const shown = title.split(' · ')[0].replace(/^\u2068|\u2069+$/g, '');
      if (shown.endsWith('…')) expect(m.name.startsWith(shown.slice(0, -1)), title).toBe(true);
      else expect(shown).toBe(m.name);
      expect(await v.page.locator('dl.facts code').first().textContent()).toBe(m.id);
      await v.page.context().close();
    }
  }, 60_000);

  it('shows the selected rows on home and task pages by their hostile names, and the left-out model by its id', async () => {
    for (const t of d.tasks) {
      const v = await visit(taskUrl(t.id));
      await onScreen(v.page, '#index-table');
      const cells = await v.page.$$eval('#index-table tbody tr', (trs) =>
        trs.map((tr) => ({
          id: tr.getAttribute('data-id'),
          name: (tr.querySelector('th a') as HTMLElement).innerText,
        })),
      );
      expect(cells.sort((a, b) => (a.id! < b.id! ? -1 : 1))).toEqual(
        d.selected
          .filter((r) => r.task === t.id)
          .map((r) => ({ id: r.id, name: r.model_name }))
          .sort((a, b) => (a.id < b.id ? -1 : 1)),
      );
      // The current task tab names the task (the title may leave out a name too long for 90 characters).
      expect(await v.page.locator('nav.task-tabs a[aria-current=page]').innerText()).toBe(t.name);
      await v.page.context().close();
    }
    const home = await visit('/');
    await onScreen(home.page, '#index-table');
    const names = await home.page.$$eval('#index-table tbody th a', (as) =>
      as.map((a) => (a as HTMLElement).innerText),
    );
    expect(names.sort()).toEqual(
      d.selected
        .filter((r) => r.task === d.tasks[0].id)
        .map((r) => r.model_name)
        .sort(),
    );
    await home.page.context().close();
    const chat = await visit(taskUrl('lm-arena-chat'));
    expect(await chat.page.locator('section', { hasText: 'Left out at the default ceiling' }).innerText()).toContain(
      HOSTILE_MODELS.minus.id,
    );
    await chat.page.context().close();
  }, 60_000);

  it('filters the index in the browser with a hostile query without running it', async () => {
    const q = encodeURIComponent(`<img src=x onerror="window.__pwned=99;alert(99)">`);
    const v = await visit(
      `${taskUrl('lm-arena-chat')}?q=${q}&gpu=${encodeURIComponent(d.rows.find((r) => r.model === HOSTILE_MODELS.at.id)!.gpu)}`,
    );
    await v.page.fill('#index-controls input[name="q"]', '@SUM');
    await onScreen(v.page, '#index-table');
    const shown = await v.page.$$eval('#index-table tbody th a', (as) => as.map((a) => (a as HTMLElement).innerText));
    expect(shown).toEqual([HOSTILE_MODELS.at.name]);
    await v.page.fill('#index-controls input[name="q"]', '<script>');
    expect(await v.page.$$eval('#index-table tbody th a', (as) => as.map((a) => (a as HTMLElement).innerText))).toEqual(
      [],
    );
    const r = await inspect(v.page);
    expect(r.pwned).toBeNull();
    expect(r.injected).toEqual([]);
    expect(v.dialogs).toEqual([]);
    await v.page.context().close();
  });

  it('computes glossary examples from substitute rows, and says so where the release has none', async () => {
    const ex = await visit('/glossary/energy-per-token/');
    const text = await ex.page.locator('.worked-example').innerText();
    expect(text).toContain(HOSTILE_MODELS.script.name);
    await ex.page.context().close();
    const none = await visit('/glossary/weight-precision/');
    const missing = none.page.locator('[data-example-missing]');
    expect(await missing.isVisible()).toBe(true);
    expect(await missing.innerText()).toMatch(
      /^No example in this release: no MoE model is in the index in both BF16 and FP8 weights/,
    );
    await none.page.context().close();
  });
});

describe('CSVs built from hostile data', () => {
  it('neutralise every formula-leading text cell and give back all other text exactly', () => {
    // The files the release publishes (a source's table only where the release has that source).
    for (const t of releaseTables(d) as readonly TableDef<unknown>[]) {
      const text = readFileSync(join(out, 'downloads', csvFileName(t)), 'utf8');
      const { data, errors, meta } = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
      expect(errors, t.name).toEqual([]);
      expect(meta.fields, t.name).toEqual(t.fields.map((f) => f.name));
      const records = tableRecords(t, d);
      expect(data, t.name).toHaveLength(records.length);
      records.forEach((rec, i) => {
        for (const f of t.fields) {
          const cell = data[i][f.name];
          const v = rec[f.name];
          const where = `${t.name}.csv row ${i + 1} ${f.name}`;
          // A cell a spreadsheet would run is only ever a number.
          if (FORMULA_START.test(cell))
            expect(Number.isFinite(Number(cell)), `${where}: ${JSON.stringify(cell)}`).toBe(true);
          if (typeof v === 'string') expect(cell, where).toBe(FORMULA_START.test(v) ? `'${v}` : v);
          else expect(cell, where).toBe(v === null || v === undefined ? '' : String(v));
        }
      });
    }
  });

  it('really carried the hostile text into the files', () => {
    const index = readFileSync(join(out, 'downloads', 'index.csv'), 'utf8');
    const configurations = readFileSync(join(out, 'downloads', 'configurations.csv'), 'utf8');
    expect(index).toContain(`"'=HYPERLINK(""http://x.example"",""click"")\u200B\uFEFF"`);
    expect(index).toContain(`'@SUM(1+1)*cmd|' /C calc'!A0`);
    expect(configurations).toContain(HOSTILE_MODELS.long.name);
    // Quoted as RFC 4180 wants: the field in double quotes, each quote inside doubled.
    expect(configurations).toContain(`"${HOSTILE_MODELS.rlo.name.replaceAll('"', '""')}"`);
    expect(configurations).toContain('withheld');
    expect(readFileSync(join(out, 'downloads', 'grid.csv'), 'utf8')).toContain(`'-High+land =1`);
  });
});
