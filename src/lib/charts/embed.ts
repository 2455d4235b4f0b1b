// The copy-embed snippet of a chart: an <iframe> of its embed page, pinned to the release, with a title
// for screen readers and a size that fits the chart without scrolling.
import { escapeXml } from './export.ts';
import { MAX_COMPARISON_ROWS } from './gpu-comparison.ts';
import type { ChartEntry } from './catalog.ts';
import { embedUrl } from '../text/site-links.ts';

/**
 * The iframe's size, CSS px, so the embed page shows whole at 760 wide (measured on the built pages: the
 * tallest scatter embed is 821 px; a comparison is about 730 px plus 26 px per model row drawn).
 */
export function embedSize(e: ChartEntry): { width: number; height: number } {
  if (e.kind === 'scatter') return { width: 760, height: 840 };
  const rows = Math.min(e.comparison.pairs.length, MAX_COMPARISON_ROWS);
  return { width: 760, height: 740 + rows * 26 };
}

/**
 * The exact markup a reader pastes into their page. The title keeps its bidi isolates (as on the page), so a
 * right-to-left or overriding name cannot reorder the snippet where it is shown, nor the reader's page.
 */
export function embedSnippet(e: ChartEntry, site: URL | string): string {
  const { width, height } = embedSize(e);
  const src = new URL(embedUrl(e.releaseId, e.id), site).href;
  return (
    `<iframe src="${escapeXml(src)}" title="${escapeXml(e.title)}" width="${width}" height="${height}" ` +
    `loading="lazy"></iframe>`
  );
}
