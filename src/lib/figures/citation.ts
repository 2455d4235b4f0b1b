// The citation of one figure: its permanent page in its own release, titled with what was measured. Pure.
import type { CitationInput } from '../citation/citation.ts';
import { absoluteUrl, releaseUrl } from '../text/site-links.ts';
import { figureTitle, type Figure } from './figure.ts';

export function figureCitation(f: Figure, site: string | URL | undefined): CitationInput {
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
