// Run before the browser tests: fail early, and say what to install, when there is no Chromium.
import { findChromium, NO_CHROMIUM } from './lib/chromium.ts';

const path = findChromium();
if (!path) {
  console.error(NO_CHROMIUM);
  process.exit(1);
}
console.log(`browser tests: using ${path}`);
