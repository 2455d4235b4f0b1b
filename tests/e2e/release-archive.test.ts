// The fixture site (tests/e2e/fixture-site.ts) carries two releases: the hostile data as the latest, and an
// archived copy of it under an earlier id with one configuration more. A figure the newest holds unchanged has
// one page, at the older release's address (its first release's, lib/releases/versions.ts), which both release
// pages link to and which names both; the newest mints no address for it; an older figure page whose
// configuration is gone says so. Read from the built files (no browser needed).
import { describe, expect, inject, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { figureUrl } from '../../src/lib/text/site-links.ts';
import { loadDataset } from '../../src/lib/node/read-data.ts';
import { ARCHIVED_RELEASE } from './fixture-site.ts';

const { out, work } = inject('fixtureSite');
const page = (path: string) => readFileSync(join(out, path, 'index.html'), 'utf8');
const archived = loadDataset(join(work, 'releases', ARCHIVED_RELEASE.id)).dataset;
const latest = loadDataset(join(work, 'data')).dataset;
const latestIds = new Set(latest.rows.map((r) => r.id));
// A figure the archived release selected for its index (its release page lists those) that the latest still has.
const kept = archived.selected.find((r) => latestIds.has(r.id))!.id;
const gone = archived.rows.find((r) => r.batch === ARCHIVED_RELEASE.goneBatch)!.id;
const [old, newest] = [ARCHIVED_RELEASE.id, latest.release.id];

describe('figure pages across releases (fixture site: the hostile data and an archived copy)', () => {
  it('the archive holds a configuration the latest release dropped, and one it kept', () => {
    expect(latestIds.has(gone)).toBe(false);
    expect(archived.rows.length).toBe(latest.rows.length + 1);
  });
  it("a figure the newest release holds unchanged is shown at the older release's address, which names both", () => {
    const html = page(figureUrl(old, kept));
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).toMatch(new RegExp(`data-held-by[^]*href="/releases/${newest}/"`));
    // The newest release mints no address of its own for it: its release page links to the older one's.
    expect(existsSync(join(out, figureUrl(newest, kept), 'index.html'))).toBe(false);
    expect(page(`/releases/${newest}/`)).toContain(`href="${figureUrl(old, kept)}"`);
  });
  it('an older figure whose configuration is gone says so, and links to the newest release', () => {
    const html = page(figureUrl(old, gone));
    expect(html).toContain('This configuration is not in it.');
    expect(html).toContain(`href="/releases/${newest}/"`);
  });
  it('a figure version the newest release holds carries no such notice; the archived release page lists it', () => {
    expect(page(figureUrl(old, kept))).not.toContain('data-newer');
    expect(page(`/releases/${old}/`)).toContain(`href="${figureUrl(old, kept)}"`);
  });
  it('each release page links every page and file of its release (not only the sitemap does)', () => {
    for (const [id, d] of [
      [old, archived],
      [newest, latest],
    ] as const) {
      const html = page(`/releases/${id}/`);
      const hrefs = new Set([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]));
      // The JSON interface's documents are listed by the release's api/index.json, which the page links.
      expect(hrefs.has(`/releases/${id}/api/index.json`), id).toBe(true);
      const listed = JSON.parse(readFileSync(join(out, 'releases', id, 'api', 'index.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      for (const urls of Object.values(listed))
        if (Array.isArray(urls)) for (const u of urls) hrefs.add(new URL(String(u)).pathname);
      const missing = readdirSync(join(out, 'releases', id), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && e.name !== 'card.png')
        .map((e) => `/${relative(out, join(e.parentPath, e.name))}`.replace(/index\.html$/, ''))
        .filter((path) => path !== `/releases/${id}/` && !hrefs.has(path));
      expect(missing, id).toEqual([]);
      // Each row links to its own address, or to the older release's page of a figure held unchanged; the page exists.
      const linked = (r: { id: string }) =>
        [figureUrl(id, r.id), figureUrl(old, r.id)].find((u) => hrefs.has(u) && existsSync(join(out, u, 'index.html')));
      expect(
        d.rows.filter((r) => !linked(r)).map((r) => r.id),
        id,
      ).toEqual([]);
    }
  });
});
