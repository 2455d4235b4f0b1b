// What of a leaderboard page arrives in the first round trip: the cut, on tiny named pages, and the budget's figures.
import { describe, expect, it } from 'vitest';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  FIRST_SCREEN_BUDGET_BYTES,
  HEADER_ALLOWANCE_BYTES,
  INITIAL_WINDOW_BYTES,
  firstScreenGzipBytes,
  firstScreenHtml,
} from '../../e2e/first-round-trip.ts';

const head = '<!doctype html><title>t</title><h1>Lowest</h1>';
const row = (id: string, folded = false) => `<tr${folded ? ' data-folded' : ''} data-id="${id}"><td>${id}</td></tr>`;
const after = '<section class="know">What you should know</section>';

describe('firstScreenHtml', () => {
  it('ends before the first folded row: the rows shown by default are in, the folded ones and the rest are out', () => {
    const html = `${head}<table id="index-table"><tbody>${row('a')}${row('b')}${row('c', true)}</tbody></table>${after}`;
    const cut = firstScreenHtml(html);
    expect(cut).toBe(`${head}<table id="index-table"><tbody>${row('a')}${row('b')}`);
  });
  it('ends with the table when no row is folded', () => {
    const html = `${head}<table id="index-table"><tbody>${row('a')}</tbody></table>${after}`;
    expect(firstScreenHtml(html)).toBe(`${head}<table id="index-table"><tbody>${row('a')}</tbody></table>`);
  });
  it('ignores a folded row in a later table', () => {
    const html = `${head}<table id="index-table">${row('a')}</table><table>${row('z', true)}</table>`;
    expect(firstScreenHtml(html)).toBe(`${head}<table id="index-table">${row('a')}</table>`);
  });
  it('names the page when it has no index table, or one never closed', () => {
    expect(() => firstScreenHtml(`${head}${after}`, 'dist/index.html')).toThrow(
      'dist/index.html: no #index-table, so no first screen to weigh',
    );
    expect(() => firstScreenHtml(`${head}<table id="index-table">${row('a')}`, '/tasks/x/')).toThrow(
      '/tasks/x/: #index-table is never closed',
    );
  });
});

describe('firstScreenGzipBytes', () => {
  it('is the gzip size of the cut, which unpacks to the cut', () => {
    const html = `${head}<table id="index-table">${row('a')}${row('b', true)}</table>${after.repeat(50)}`;
    const bytes = firstScreenGzipBytes(html);
    const packed = gzipSync(firstScreenHtml(html), { level: 6 });
    expect(bytes).toBe(packed.length);
    expect(gunzipSync(packed).toString()).toBe(firstScreenHtml(html));
    expect(bytes).toBeLessThan(gzipSync(html, { level: 6 }).length);
  });
});

describe('the budget', () => {
  it('is the initial window (10 segments of 1,460 bytes) less the room kept for the headers', () => {
    expect(INITIAL_WINDOW_BYTES).toBe(14_600);
    expect(FIRST_SCREEN_BUDGET_BYTES).toBe(INITIAL_WINDOW_BYTES - HEADER_ALLOWANCE_BYTES);
  });
});
