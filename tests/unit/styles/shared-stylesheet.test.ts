// Rules of moving a page's inline stylesheet to a shared file (src/lib/styles/shared-stylesheet.ts), on tiny
// named pages, and the build step that applies them to figure pages (src/build/figure-page-styles.ts) on a folder.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  inlineStylesheet,
  linkStylesheet,
  sharedStylesheetName,
  styleHashSource,
} from '../../../src/lib/styles/shared-stylesheet.ts';
import { shareFigurePageStyles } from '../../../src/build/figure-page-styles.ts';

const CSS = 'body{color:red}';
// The CSP source as Astro writes it, worked out with node:crypto rather than the module's own code.
const HASH = `'sha256-${createHash('sha256').update(CSS).digest('base64')}'`;
const page = (css = CSS, other = "'sha256-other='") =>
  `<html><head><meta http-equiv="content-security-policy" content="default-src 'self'; style-src 'self' ${HASH} ${other}"><style>${css}</style></head><body>x</body></html>`;

describe('shared stylesheet', () => {
  it("gives the CSP source Astro allows the inline style by: 'sha256-' and the base64 of its SHA-256", () => {
    expect(styleHashSource(CSS)).toBe(HASH);
  });

  it('finds the one inline stylesheet, none on a page without, and refuses a page with two, naming it', () => {
    expect(inlineStylesheet(page(), 'a.html')).toBe(CSS);
    expect(inlineStylesheet('<p>no style</p>', 'b.html')).toBeNull();
    expect(() => inlineStylesheet(`<style>a{}</style><style>b{}</style>`, 'c.html')).toThrow(
      'c.html: 2 inline stylesheets',
    );
  });

  it('links the file in the style’s place and takes its hash out of the CSP, leaving the others', () => {
    const out = linkStylesheet(page(), CSS, '/_astro/f.css');
    expect(out).toContain('<link rel="stylesheet" href="/_astro/f.css"></head>');
    expect(out).not.toContain('<style>');
    expect(out).not.toContain(HASH);
    expect(out).toContain("style-src 'self' 'sha256-other='");
  });

  it('names the file by its content: the same stylesheet the same name, a changed one another', () => {
    expect(sharedStylesheetName('figure-page', CSS)).toMatch(/^figure-page\.[0-9a-f]{12}\.css$/);
    expect(sharedStylesheetName('figure-page', CSS)).toBe(sharedStylesheetName('figure-page', CSS));
    expect(sharedStylesheetName('figure-page', CSS)).not.toBe(sharedStylesheetName('figure-page', 'b{}'));
  });
});

describe('figure pages share one stylesheet file (build step, on a folder)', () => {
  let out = '';
  afterEach(() => rmSync(out, { recursive: true, force: true }));
  const write = (path: string, html: string) => {
    mkdirSync(join(out, path, '..'), { recursive: true });
    writeFileSync(join(out, path), html);
  };

  it('writes the file once under the base, links it from each figure page, and leaves other pages alone', () => {
    out = mkdtempSync(join(tmpdir(), 'shared-style-'));
    mkdirSync(join(out, '_astro'));
    write('releases/r1/rows/a/index.html', page());
    write('releases/r2/rows/b/index.html', page());
    write('releases/r1/rows/moved/index.html', '<meta http-equiv="refresh" content="0; url=/x/">');
    write('index.html', page());
    const files = shareFigurePageStyles(out, '/sub/');
    const name = `_astro/${sharedStylesheetName('figure-page', CSS)}`;
    expect(files).toEqual([name]);
    expect(readFileSync(join(out, name), 'utf8')).toBe(CSS);
    expect(readdirSync(join(out, '_astro'))).toHaveLength(1);
    for (const p of ['releases/r1/rows/a/index.html', 'releases/r2/rows/b/index.html'])
      expect(readFileSync(join(out, p), 'utf8')).toContain(`<link rel="stylesheet" href="/sub/${name}">`);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(page());
    expect(readFileSync(join(out, 'releases/r1/rows/moved/index.html'), 'utf8')).not.toContain('stylesheet');
  });
});
