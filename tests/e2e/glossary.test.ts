// The glossary on the built dist/: every term page is built and shows its unit and computed example,
// links between glossary pages, home and the table headers resolve both ways, and the index page's
// filter works with JavaScript and is absent (with the full lists shown) without it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, eachPage, launch, open } from './browser.ts';
import { glossaryTermSchema } from '../../src/lib/glossary/schema.ts';
import { glossaryUrl, rowAnchor, taskUrl } from '../../src/lib/text/site-links.ts';
import { INDEX_TABLE_TERMS } from '../../src/lib/index-table/columns.ts';
import { glossaryFiles, readFrontmatter } from '../fixtures/glossary/read-terms.ts';
import { real, REAL_SITE_DIR } from '../fixtures/real-figures.ts';

const DIST = REAL_SITE_DIR;
const terms = glossaryFiles().map((f) => ({
  slug: f.replace(/\.mdx$/, ''),
  data: glossaryTermSchema.parse(readFrontmatter(f)),
}));
const ref = real.reference;
const REFERENCE_ROW = ref.id;

/** The built file a site path is served from (directory format: /a/b/ -> dist/a/b/index.html). */
function builtFile(path: string): string {
  const clean = path.split('#')[0].split('?')[0];
  return join(DIST, clean.endsWith('/') ? `${clean}index.html` : clean);
}

/** Internal hrefs in a built HTML file. */
function hrefs(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
}

/** Every HTML file under dist/. */
function htmlFiles(dir = DIST): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? htmlFiles(p) : p.endsWith('.html') ? [p] : [];
  });
}

/** Links this test can check now: other helpers build /tasks/, /models/, /gpus/ and /methodology/ in parallel. */
const checkable = (href: string) => href === '/' || href.startsWith('/glossary/');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('glossary pages (built)', () => {
  it('builds every term page and the index', () => {
    expect(existsSync(builtFile('/glossary/'))).toBe(true);
    for (const t of terms) expect(existsSync(builtFile(glossaryUrl(t.slug))), t.slug).toBe(true);
  });

  it('each page shows its term, its unit (or says it has none) and a worked example, with no console errors', async () => {
    await eachPage(
      browser,
      terms.map((t) => glossaryUrl(t.slug)),
      async ({ page, consoleErrors, foreignRequests }, path) => {
        const t = terms.find((x) => glossaryUrl(x.slug) === path)!;
        expect(await page.textContent('h1'), t.slug).toBe(t.data.term);
        const unit = await page.textContent('[data-fact="unit"]');
        expect(unit, t.slug).toBe(t.data.unit ?? 'none: not a quantity');
        expect(await page.locator('.worked-example li').count(), t.slug).toBeGreaterThan(0);
        expect(await page.locator('.cite-this').count(), t.slug).toBe(1);
        expect(consoleErrors, t.slug).toEqual([]);
        expect(foreignRequests, t.slug).toEqual([]);
      },
    );
    // A limit that only catches a hang: 30 terms on a loaded 2-core machine need more than the default.
  }, 300_000);

  it(`energy per token works the reference row through to ${ref.j_per_token_working} J and ${ref.wh_per_million_working} Wh, linked to the row`, async () => {
    const { page } = await open(browser, glossaryUrl('energy-per-token'), { javaScriptEnabled: false });
    const text = (await page.textContent('.worked-example')) ?? '';
    expect(text).toContain(
      `${ref.avg_power_w} W / ${ref.output_tokens_per_s} tokens/s = ${ref.j_per_token_working} J per output token`,
    );
    expect(text).toContain(`${ref.wh_per_million_working} Wh`);
    expect(await page.getAttribute('.worked-example a', 'href')).toBe(
      `${taskUrl(ref.task)}#${rowAnchor(REFERENCE_ROW)}`,
    );
    await page.context().close();
  });

  it('every related-term link, and every glossary or home link on a glossary page, points at a built page', () => {
    for (const t of terms) {
      const file = builtFile(glossaryUrl(t.slug));
      const links = hrefs(file);
      for (const r of t.data.related) expect(links, `${t.slug} -> ${r}`).toContain(glossaryUrl(r));
      for (const href of links.filter(checkable)) expect(existsSync(builtFile(href)), `${t.slug}: ${href}`).toBe(true);
    }
    for (const href of hrefs(builtFile('/glossary/')).filter(checkable))
      expect(existsSync(builtFile(href)), `/glossary/: ${href}`).toBe(true);
  });

  it('the other way: every glossary link anywhere in dist/, table headers included, reaches a built term page', () => {
    const home = hrefs(builtFile('/'));
    for (const term of INDEX_TABLE_TERMS) expect(home, term).toContain(glossaryUrl(term));
    for (const file of htmlFiles()) {
      for (const href of hrefs(file).filter((h) => h.startsWith('/glossary/')))
        expect(existsSync(builtFile(href)), `${file}: ${href}`).toBe(true);
    }
  });
});

describe('glossary index', () => {
  it('lists every term A to Z and by group, without JavaScript, with the filter hidden', async () => {
    const { page } = await open(browser, '/glossary/', { javaScriptEnabled: false });
    const links = await page.$$eval('.glossary-list a', (as) => as.map((a) => a.getAttribute('href')));
    for (const t of terms)
      expect(
        links.filter((l) => l === glossaryUrl(t.slug)),
        t.slug,
      ).toHaveLength(2);
    expect(await page.isVisible('#glossary-filter-input')).toBe(false);
    await page.context().close();
  });

  it('filters the lists as the reader types, and says how many match', async () => {
    const { page, consoleErrors } = await open(browser, '/glossary/');
    await page.fill('#glossary-filter-input', 'carbon');
    const visible = await page.$$eval('.glossary-item', (lis) =>
      lis
        .filter((li) => !(li as HTMLElement).hidden && !li.closest('[hidden]'))
        .map((li) => li.getAttribute('data-slug')),
    );
    const expected = terms
      .filter((t) =>
        [t.data.term, ...t.data.aliases, t.data.answers, t.data.summary].join(' ').toLowerCase().includes('carbon'),
      )
      .map((t) => t.slug);
    expect([...new Set(visible)].sort()).toEqual(expected.sort());
    expect(await page.textContent('#glossary-filter-status')).toBe(`${expected.length} terms match.`);
    await page.fill('#glossary-filter-input', 'zzzz no such term');
    expect(await page.isVisible('[data-glossary-empty]')).toBe(true);
    await page.fill('#glossary-filter-input', '');
    expect(await page.locator('.glossary-item:visible').count()).toBe(terms.length * 2);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('says in one line, for each term, the question it answers', async () => {
    const { page } = await open(browser, '/glossary/', { javaScriptEnabled: false });
    const lines = await page.$$eval('.glossary-item', (lis) =>
      lis.map((li) => [li.getAttribute('data-slug'), li.querySelector('[data-answers]')?.textContent]),
    );
    expect(lines).toHaveLength(terms.length * 2);
    for (const [slug, line] of lines) expect(line, slug!).toBe(terms.find((t) => t.slug === slug)!.data.answers);
    await page.context().close();
  });

  it('lists tokens per watt by that name, linked to its own page', async () => {
    const { page } = await open(browser, '/glossary/', { javaScriptEnabled: false });
    const names = await page.$$eval(`.glossary-list a[href="${glossaryUrl('tokens-per-watt')}"]`, (as) =>
      as.map((a) => a.textContent),
    );
    expect(names).toEqual(['Tokens per watt', 'Tokens per watt']);
    await page.context().close();
  });

  it('has no axe-core violations on the index and on term pages', async () => {
    for (const path of ['/glossary/', glossaryUrl('energy-per-token'), glossaryUrl('tokens-per-watt')]) {
      const { page } = await open(browser, path);
      expect(await axeViolations(page), path).toEqual([]);
      await page.context().close();
    }
  });
});

describe('why it matters, questions and their FAQPage JSON-LD', () => {
  it('every term page, without JavaScript, says why the term matters and answers 3 to 5 questions, and its FAQPage JSON-LD holds exactly the questions and answers the page shows', async () => {
    await eachPage(
      browser,
      terms.map((t) => glossaryUrl(t.slug)),
      async ({ page }, path) => {
        const why = (await page.textContent('[data-why]')) ?? '';
        expect(why.split(/(?<=[.!?])\s+/).length, path).toBeGreaterThanOrEqual(2);
        const shown = await page.$$eval('[data-question]', (qs) =>
          qs.map((q) => ({ q: q.querySelector('h3')?.textContent, a: q.querySelector('[data-answer]')?.textContent })),
        );
        expect(shown.length, path).toBeGreaterThanOrEqual(3);
        expect(shown.length, path).toBeLessThanOrEqual(5);
        for (const { a } of shown) expect(a!.split(/\s+/).length, `${path}: ${a}`).toBeLessThanOrEqual(60);
        expect(await page.isVisible('[data-question] [data-answer]'), path).toBe(true);
        const blocks = await page.$$eval('script[type="application/ld+json"]', (ss) => ss.map((x) => x.textContent));
        const faq = blocks.map((b) => JSON.parse(b!)).filter((ld) => ld['@type'] === 'FAQPage');
        expect(faq, path).toHaveLength(1);
        const inLd = faq[0].mainEntity.map((e: { name: string; acceptedAnswer: { text: string } }) => ({
          q: e.name,
          a: e.acceptedAnswer.text,
        }));
        expect(inLd, path).toEqual(shown);
      },
      { options: { javaScriptEnabled: false } },
    );
  }, 300_000);

  it(`tokens per watt has its own page, and works both ways through from the reference row: ${real.tokens_per_watt.ratio} to ${real.tokens_per_watt.raised} tokens per watt`, async () => {
    const tpw = real.tokens_per_watt;
    const { page } = await open(browser, glossaryUrl('tokens-per-watt'), { javaScriptEnabled: false });
    expect(await page.textContent('h1')).toBe('Tokens per watt');
    expect(await page.title()).toMatch(/^Tokens per watt\b/);
    const text = (await page.textContent('.worked-example')) ?? '';
    expect(text).toContain(`${ref.output_tokens_per_s} tokens/s / ${ref.avg_power_w} W = ${tpw.ratio} tokens per watt`);
    expect(text).toContain(
      `= ${tpw.lower_power_w} W, and ${ref.output_tokens_per_s} tokens/s / ${tpw.lower_power_w} W = ${tpw.raised} tokens per watt`,
    );
    expect(text).toContain(`= ${tpw.freed_kw} kW of power; it adds no output`);
    expect(text).toContain(
      `= ${tpw.higher_tokens_per_s} tokens/s, and ${tpw.higher_tokens_per_s} tokens/s / ${ref.avg_power_w} W = ${tpw.raised} tokens per watt`,
    );
    expect(text).toContain(
      `= ${tpw.added_tokens_per_s} tokens/s more, ${tpw.added_million_per_hour} million more output tokens an hour; it frees no power`,
    );
    expect(text).toContain('round numbers chosen for the illustration, not measurements');
    await page.context().close();
  });
});
