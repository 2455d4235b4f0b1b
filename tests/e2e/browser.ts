// Shared browser helpers: one Chromium per test file, pages that record console errors and
// requests to other hosts, and axe-core injected from the package (no network).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inject } from 'vitest';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.ts';

export const baseUrl = inject('baseUrl');

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
}

export interface Watched {
  page: Page;
  consoleErrors: string[];
  foreignRequests: string[];
}

export async function open(browser: Browser, path: string, options: BrowserContextOptions = {}): Promise<Watched> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const foreignRequests: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  page.on('pageerror', (e) => consoleErrors.push(e.message));
  page.on(
    'request',
    (r) => !r.url().startsWith(baseUrl) && !r.url().startsWith('data:') && foreignRequests.push(r.url()),
  );
  await page.goto(baseUrl + path);
  return { page, consoleErrors, foreignRequests };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Run axe-core in the page; returns violations as "rule: target" lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated over the DevTools protocol, so the page's CSP (rightly) does not block it.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    // @ts-expect-error axe is injected above
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map(
      (v: { id: string; nodes: { target: string[] }[] }) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  });
  return result;
}
