// What of a leaderboard page a phone receives in the first round trip: a browser paints as the document streams in,
// which Lighthouse's simulation does not model (docs/build.md).
import { gzipSync } from 'node:zlib';

/** TCP's initial congestion window, 10 segments of 1,460 bytes (RFC 6928): the figure Lighthouse's simulator uses. */
export const INITIAL_WINDOW_BYTES = 10 * 1460;
/** Room for the status line and headers before the body: HTTP/2 needs a few hundred bytes, this allows HTTP/1.1. */
export const HEADER_ALLOWANCE_BYTES = 1024;
/** The most the first screen may weigh, gzipped, to arrive in the first round trip. */
export const FIRST_SCREEN_BUDGET_BYTES = INITIAL_WINDOW_BYTES - HEADER_ALLOWANCE_BYTES;

/** The document up to the index table's first folded row (or the table's end): what shows before "more". */
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
