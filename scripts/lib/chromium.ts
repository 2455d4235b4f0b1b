// Find a Chromium for the browser tests: $CHROMIUM_PATH, then Debian's, then Playwright's own.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export function findChromium(): string | null {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // playwright-core has no browser of its own unless one was installed; that is fine.
  }
  return candidates.find((p): p is string => Boolean(p) && existsSync(p!)) ?? null;
}

export const NO_CHROMIUM =
  "No Chromium found for the browser tests. Install Debian's: `apt-get install -y chromium` (it lands at /usr/bin/chromium), or set CHROMIUM_PATH to a Chromium or Chrome binary.";

/** Flags for a headless, sandboxed-as-root, offline Chromium (no calls home). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
