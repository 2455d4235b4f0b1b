// node scripts/lib/shoot.ts <outdir> <path>...: screenshots of dist/ pages at 360 and 1366 px.
// FULL=1 whole page, SEL=<css selector> one element, DARK=1 the dark theme.
import { chromium } from 'playwright-core';
import { serveDir } from './static-server.ts';
import { bundledFontsEnv, CHROMIUM_ARGS, findChromium } from './chromium.ts';

const [out, ...paths] = process.argv.slice(2);
const { server, url } = await serveDir('dist');
const browser = await chromium.launch({ executablePath: findChromium()!, args: CHROMIUM_ARGS, env: bundledFontsEnv() });
for (const path of paths)
  for (const width of [360, 1366]) {
    const page = await browser.newPage({
      viewport: { width, height: width === 360 ? 780 : 900 },
      colorScheme: process.env.DARK === '1' ? 'dark' : 'light',
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(url + path);
    await page.waitForTimeout(300);
    const name = `${out}/${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}${process.env.DARK === '1' ? '-dark' : ''}.png`;
    if (process.env.SEL) await page.locator(process.env.SEL).first().screenshot({ path: name });
    else await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    console.log(name, errors.join(' | '));
    await page.close();
  }
await browser.close();
server.close();
