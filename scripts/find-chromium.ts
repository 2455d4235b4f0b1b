// Run before the browser tests: fail early, and say what to install, when there is no Chromium.
import { findChromium, NO_CHROMIUM } from './lib/chromium.ts';
import { exitWith } from './lib/cli.ts';

const path = findChromium() ?? exitWith(1, NO_CHROMIUM);
console.log(`browser tests: using ${path}`);
