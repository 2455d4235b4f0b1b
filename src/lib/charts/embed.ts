// The copy-embed snippet of a chart: an <iframe> of its embed page, pinned to the release, titled, sized to fit.
import { escapeXml } from './export.ts';
import { MAX_COMPARISON_ROWS } from './gpu-comparison.ts';
import type { ChartEntry } from './catalog.ts';
import { embedUrl } from '../text/site-links.ts';

/**
 * CSS px, so the embed page shows whole at 760 wide (measured: tallest scatter 821 px; a comparison ~730 + 26 per row).
 */
export function embedSize(e: ChartEntry): { width: number; height: number } {
  if (e.kind === 'scatter') return { width: 760, height: 840 };
  const rows = Math.min(e.comparison.pairs.length, MAX_COMPARISON_ROWS);
  return { width: 760, height: 740 + rows * 26 };
}

/**
 * The markup a reader pastes. The title keeps its bidi isolates, so a right-to-left name cannot reorder the snippet.
 */
export function embedSnippet(e: ChartEntry, site: URL | string): string {
  const { width, height } = embedSize(e);
  const src = new URL(embedUrl(e.releaseId, e.id), site).href;
  return (
    `<iframe src="${escapeXml(src)}" title="${escapeXml(e.title)}" width="${width}" height="${height}" ` +
    `loading="lazy"></iframe>`
  );
}
