// The citation of each kind of thing the site publishes, built from the data: one figure (its permanent
// page), a page (which changes between releases, so it is cited with the release it showed), and a
// whole release. Pure.
import type { CheckedRow, Dataset } from '../core/dataset.ts';
import { rowPageUrl } from '../text/site-links.ts';
import type { QuoteInput } from './sentence.ts';
import type { Figure } from '../figures/figure.ts';
import { figureTitle } from '../figures/figure.ts';
import { absoluteUrl, releaseUrl } from '../releases/releases.ts';
import type { CitationInput } from './citation.ts';

type Release = Dataset['release'];
type Site = string | URL | undefined;

export function figureCitation(f: Figure, site: Site): CitationInput {
  return {
    kind: 'figure',
    title: figureTitle(f.row, f.taskName),
    releaseTitle: f.release.title,
    releaseId: f.release.id,
    releaseDate: f.release.date,
    url: absoluteUrl(site, f.path),
    releaseUrl: absoluteUrl(site, releaseUrl(f.release.id)),
    row: f.row.id,
  };
}

export function pageCitation(title: string, path: string, r: Release, site: Site): CitationInput {
  return {
    kind: 'page',
    title,
    releaseTitle: r.title,
    releaseId: r.id,
    releaseDate: r.date,
    url: absoluteUrl(site, path),
    releaseUrl: absoluteUrl(site, releaseUrl(r.id)),
  };
}

export function releaseCitation(r: Release, site: Site): CitationInput {
  const url = absoluteUrl(site, releaseUrl(r.id));
  return {
    kind: 'release',
    title: r.title,
    releaseTitle: r.title,
    releaseId: r.id,
    releaseDate: r.date,
    url,
    releaseUrl: url,
  };
}

/** The quotable sentence's input for a row: its permanent page in its own release. */
export function quoteInput(
  row: CheckedRow,
  taskName: string,
  r: Pick<Release, 'id' | 'boundary' | 'basis'>,
  site: Site,
): QuoteInput {
  return { row, taskName, release: r, url: absoluteUrl(site, rowPageUrl(row)) };
}
