// What of a leaderboard page (home, /tasks/<task>/) a phone receives in the document's first round trip. A browser
// parses and paints the document as it streams in, so whatever fits in TCP's first window is on screen without
// waiting for the rest of the page. Lighthouse's simulated throttling does not model that (it waits for the whole
// document before parsing any of it); its applied throttling does, and the bench reports both (docs/build.md).
import { gzipSync } from 'node:zlib';

/** TCP's initial congestion window, 10 segments of 1,460 bytes (RFC 6928): the figure Lighthouse's simulator uses. */
export const INITIAL_WINDOW_BYTES = 10 * 1460;
/**
 * Room kept in that window for the response's status line and headers, which travel before the body. HTTP/2
 * compresses them to a few hundred bytes; this allows for HTTP/1.1 and a host's longer headers.
 */
export const HEADER_ALLOWANCE_BYTES = 1024;
/** The most the first screen may weigh, gzipped, to arrive in the first round trip. */
export const FIRST_SCREEN_BUDGET_BYTES = INITIAL_WINDOW_BYTES - HEADER_ALLOWANCE_BYTES;

/**
 * The part of a leaderboard page a reader sees before asking for more: the document up to the index table's first
 * folded row (the rows shown by default end there), or to the table's end when no row is folded.
 */
export function firstScreenHtml(html: string, page = 'the page'): string {
  const start = html.indexOf('<table id="index-table"');
  if (start < 0) throw new Error(`${page}: no #index-table, so no first screen to weigh`);
  const end = html.indexOf('</table>', start);
  if (end < 0) throw new Error(`${page}: #index-table is never closed`);
  const folded = html.indexOf('<tr data-folded', start);
  return html.slice(0, folded >= 0 && folded < end ? folded : end + '</table>'.length);
}

/** The first screen's size gzipped at zlib's default level (6), in bytes. */
export function firstScreenGzipBytes(html: string, page?: string): number {
  return gzipSync(firstScreenHtml(html, page), { level: 6 }).length;
}
