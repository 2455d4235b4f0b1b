import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './scripts/lib/chromium.ts';
import { serveDir } from './scripts/lib/static-server.ts';
const { server, url } = await serveDir('dist');
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const pages = process.argv.slice(2);
for (const p of pages) for (const w of [360, 1366]) {
  const pg = await b.newPage({ viewport: { width: w, height: 900 } });
  await pg.goto(url + p);
  const sw = await pg.evaluate(() => document.documentElement.scrollWidth);
  await pg.screenshot({ path: `/tmp/shot-${p.replace(/\W+/g, '_')}-${w}.png`, fullPage: false });
  console.log(p, w, 'scrollWidth', sw);
  await pg.close();
}
await b.close(); server.close();
