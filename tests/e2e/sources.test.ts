// Over the built dist/: no table, and no CSV, ever holds rows of two sources, so nothing the site
// publishes ranks or sorts figures of two boundaries or two sources together. Also the source pages.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { real, REAL_SITE_DIR } from '../fixtures/real-figures.ts';

const DIST = REAL_SITE_DIR;
const sourceIds = real.sources.map((s) => s.id);
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
const files = walk(DIST);
const pages = files.filter((f) => f.endsWith('.html'));

/** Each <table> of a page with the data-source values of its body rows. */
function tableSources(html: string): { caption: string; sources: Set<string>; rowsWithoutSource: number }[] {
  return [...html.matchAll(/<table[\s\S]*?<\/table>/g)].map((m) => {
    const t = m[0];
    const rows = [...t.matchAll(/<tr\b([^>]*)>/g)].map((r) => r[1]);
    // Measured rows: a row id (it has dots) in data-id, or a row anchor; release ids have no dots.
    const withId = rows.filter((a) => /\bdata-id="[^"]*\./.test(a) || /\bid="row-/.test(a));
    return {
      caption:
        /<caption>([\s\S]*?)<\/caption>/
          .exec(t)?.[1]
          .replace(/<[^>]+>/g, '')
          .slice(0, 80) ?? '',
      sources: new Set(withId.flatMap((a) => /\bdata-source="([^"]+)"/.exec(a)?.[1] ?? [])),
      rowsWithoutSource: withId.filter((a) => !/\bdata-source=/.test(a)).length,
    };
  });
}

describe('no table or file mixes two sources (built site)', () => {
  it('every table of measured rows holds rows of one source, each row naming it', () => {
    let tables = 0;
    const seen = new Set<string>();
    for (const p of pages) {
      for (const t of tableSources(readFileSync(p, 'utf8'))) {
        if (t.sources.size === 0 && t.rowsWithoutSource === 0) continue;
        tables++;
        t.sources.forEach((s) => seen.add(s));
        expect(t.rowsWithoutSource, `${p}: ${t.caption}`).toBe(0);
        expect(t.sources.size, `${p}: ${t.caption}: ${[...t.sources].join(', ')}`).toBe(1);
      }
    }
    expect(tables).toBeGreaterThan(50);
    expect(seen).toEqual(new Set(sourceIds));
  });
  it('every CSV with a source column holds one source', () => {
    const csvs = files.filter((f) => f.endsWith('.csv'));
    let checked = 0;
    for (const f of csvs) {
      const parsed = Papa.parse<Record<string, string>>(readFileSync(f, 'utf8').trim(), { header: true });
      // hardware.csv's `source` is each figure's citation; a row table has source AND boundary columns.
      if (
        !parsed.meta.fields?.includes('source') ||
        !parsed.meta.fields.includes('boundary') ||
        parsed.data.length === 0
      )
        continue;
      checked++;
      expect(new Set(parsed.data.map((r) => r.source)).size, f).toBe(1);
      expect(new Set(parsed.data.map((r) => r.boundary)).size, f).toBe(1);
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });
});

describe('source pages (built site)', () => {
  it('/sources/ lists each source with its licence, and v5.1 says its licence is not stated', () => {
    const html = readFileSync(join(DIST, 'sources', 'index.html'), 'utf8');
    for (const id of sourceIds) expect(html).toContain(`href="/sources/${id}/"`);
    const unstated = real.sources.filter((s) => s.licence === 'not stated by the source');
    expect(unstated.map((s) => s.id)).toContain('mlperf-inference-v5.1');
    for (const s of unstated)
      expect(readFileSync(join(DIST, 'sources', s.id, 'index.html'), 'utf8')).toContain(
        'Licence not stated by the source',
      );
  });
  it('the boundary panel never states a single wall = board x k factor', () => {
    const html = readFileSync(join(DIST, 'sources', 'index.html'), 'utf8');
    expect(html).toContain('There is no single factor that turns a board figure into a wall figure.');
    for (const p of real.boundary_pairs) expect(html).toContain(`${p.model_name} on ${p.gpu}: board and wall`);
  });
  it('v2 rows show "not checkable", GPT-J rows "withheld", wherever their status is shown', () => {
    const v2 = readFileSync(join(DIST, 'sources', 'ml-energy-v2', 'index.html'), 'utf8');
    expect(v2).toContain('not checkable: the source publishes no average power');
    const v41 = readFileSync(join(DIST, 'sources', 'mlperf-inference-v4.1', 'index.html'), 'utf8');
    expect(v41).toMatch(/withheld: loadgen marks the token rate/);
  });
  it('every card only other sources measure has a GPU page, with their rows', () => {
    expect(real.other_source_gpus.length).toBeGreaterThan(0);
    for (const { accelerator, sources } of real.other_source_gpus) {
      const html = readFileSync(join(DIST, 'gpus', accelerator, 'index.html'), 'utf8');
      expect(sources.length, accelerator).toBeGreaterThan(0);
      for (const source of sources) expect(html, accelerator).toContain(`data-source="${source}"`);
    }
  });
});
