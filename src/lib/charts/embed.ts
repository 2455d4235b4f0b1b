// The copy-embed snippet of a chart: an <iframe> of its embed page, pinned to the release, titled, sized to fit.
import { escapeXml } from './export.ts';
import { MAX_COMPARISON_ROWS } from './gpu-comparison.ts';
import type { ChartEntry } from './catalog.ts';
import { embedUrl } from '../text/site-links.ts';

/**
 * The markup a reader pastes. The title keeps its bidi isolates, so a right-to-left name cannot reorder the snippet.
 * Sized in CSS px so the embed page shows whole at 760 wide (measured: tallest scatter 821 px; a comparison ~730 + 26
 * per row).
 */
export function embedSnippet(e: ChartEntry, site: URL | string): string {
  const height = e.kind === 'scatter' ? 840 : 740 + Math.min(e.comparison.pairs.length, MAX_COMPARISON_ROWS) * 26;
  const src = new URL(embedUrl(e.releaseId, e.id), site).href;
  return (
    `<iframe src="${escapeXml(src)}" title="${escapeXml(e.title)}" width="760" height="${height}" ` +
    `loading="lazy"></iframe>`
  );
}
