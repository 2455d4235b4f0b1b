// A chart's metadata JSON beside its CSV (as Our World in Data's): title, unit, source, licence, release, citation.
import type { Dataset } from '../core/dataset.ts';
import type { ChartEntry } from '../charts/catalog.ts';
import { absoluteUrl, chartFileUrl, embedUrl, type Site } from '../text/site-links.ts';
import { comparisonCsvColumns } from '../views/headline.ts';
import { provenance } from './documents.ts';
import { chartMetadataSchema, type ChartMetadata } from './schemas.ts';

// The energy axis each kind plots (as its CSV): scatter points in J per output token, comparisons in Wh per million.
const SCATTER_UNITS: Record<string, string> = {
  energy_per_token_j: 'J per output token',
  wh_per_million_output_tokens: 'Wh per million output tokens',
  median_itl_ms: 'ms',
  batch_cap_requests: 'requests',
};
const PLOTTED: Record<ChartEntry['kind'], string> = {
  scatter: 'J per output token',
  comparison: 'Wh per million output tokens',
};

/** `d` is the chart's own release (the first release holding its version). */
export function chartMetadata(e: ChartEntry, d: Dataset, site: Site): ChartMetadata {
  const units = e.kind === 'scatter' ? SCATTER_UNITS : comparisonUnits(e);
  return chartMetadataSchema.parse({
    ...provenance(d.release, site, units),
    id: e.id,
    title: e.plainTitle,
    subtitle: e.subtitle,
    description: e.summary,
    unit: PLOTTED[e.kind],
    csv: absoluteUrl(site, chartFileUrl(e.releaseId, e.id, 'csv')),
    page: absoluteUrl(site, e.pagePath),
    embed: absoluteUrl(site, embedUrl(e.releaseId, e.id)),
  });
}

/** A comparison's CSV names its two GPUs in its columns: Wh per million output tokens on each, and their ratio. */
function comparisonUnits(e: Extract<ChartEntry, { kind: 'comparison' }>): Record<string, string> {
  const [, , base, other, ratio] = comparisonCsvColumns(e.comparison);
  return { [base]: PLOTTED.comparison, [other]: PLOTTED.comparison, [ratio]: 'ratio (times)' };
}
