// Find a Chromium for the browser tests: $CHROMIUM_PATH, then Debian's, then Playwright's own; and the flags and
// fonts it runs with.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { sha256Hex } from '../../src/lib/checksums/hash.ts';

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

/** The fonts the test browser may use: the project's own (src/build/fonts/, DejaVu, licence beside them). */
const FONT_DIR = fileURLToPath(new URL('../../src/build/fonts/', import.meta.url));

// A fontconfig that knows only the committed fonts, every family a page may ask for bound to one: otherwise
// `monospace` is whatever the machine has, and screenshots differ between machines.
export function bundledFontConfig(): string {
  const alias = (names: string[], family: string) =>
    names.map((n) => `<alias binding="same"><family>${n}</family><prefer><family>${family}</family></prefer></alias>`);
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    `<dir>${FONT_DIR}</dir>`,
    // Not the cards' subsets (src/build/fonts/subset/): the same family with fewer characters.
    `<selectfont><rejectfont><glob>${join(FONT_DIR, 'subset')}/*</glob></rejectfont></selectfont>`,
    `<cachedir>${join(tmpdir(), 'energy-index-fontconfig-cache')}</cachedir>`,
    ...alias(['monospace', 'ui-monospace', 'Monospace', 'Courier', 'Courier New'], 'DejaVu Sans Mono'),
    ...alias(
      ['sans-serif', 'sans', 'serif', 'system-ui', 'Arial', 'Helvetica', 'Times', 'Times New Roman', 'Roboto'],
      'DejaVu Sans',
    ),
    // How glyphs are drawn, stated rather than left to the machine's conf.d (these are Debian's defaults).
    '<match target="pattern">',
    '<edit name="antialias" mode="assign"><bool>true</bool></edit>',
    '<edit name="hinting" mode="assign"><bool>true</bool></edit>',
    '<edit name="hintstyle" mode="assign"><const>hintslight</const></edit>',
    '<edit name="rgba" mode="assign"><const>none</const></edit>',
    '<edit name="lcdfilter" mode="assign"><const>lcddefault</const></edit>',
    '</match>',
    '</fontconfig>',
  ].join('\n');
}

/** FONTCONFIG_FILE for bundledFontConfig(), written once to the temporary directory. */
export function bundledFontsEnv(): Record<string, string> {
  const config = bundledFontConfig();
  const dir = join(tmpdir(), 'energy-index-fonts');
  const file = join(dir, `fonts-${sha256Hex(new TextEncoder().encode(config)).slice(0, 12)}.conf`);
  if (!existsSync(file)) {
    // Written aside and renamed, so a browser started by another test process never reads half a file.
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${file}.${process.pid}`, config);
    renameSync(`${file}.${process.pid}`, file);
  }
  return { ...(process.env as Record<string, string>), FONTCONFIG_FILE: file };
}
