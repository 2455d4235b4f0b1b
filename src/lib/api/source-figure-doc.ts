// The document of a row of a source beside v3, from what its page shows (figures/source-figure.ts): figure at its
// boundary, check, provenance, licence and citation. Lives at the first release holding that version.
import type { ReleaseEntry } from '../releases/releases.ts';
import { plainCitation } from '../citation/citation.ts';
import { sourceFigureCitation } from '../figures/citation.ts';
import { allSourceFigures, type SourceFigure } from '../figures/source-figure.ts';
import { absoluteUrl } from '../text/site-links.ts';
import { sameNamed, sourceFigureDocSchema, sourceKindFields, type SourceFigureDoc } from './schemas.ts';

type Site = string | URL | undefined;

/** Every kind-only field null: each kind fills in its own, from its row's same-named fields. */
const NO_KIND_FIELDS = Object.fromEntries(Object.keys(sourceKindFields).map((k) => [k, null]));

/** The units of the fields only one kind of source has (said at the row's boundary where it matters). */
function kindUnits(sf: SourceFigure): Record<string, string> {
  const at = `at the ${sf.record.boundary} boundary`;
  if (sf.kind === 'mlperf-inference') return { avg_power_w: `W, ${at}`, published_power_w: `W, ${at}` };
  return {
    batch: 'requests (batch cap)',
    energy_per_request_j: `J per request, ${at}`,
    mean_output_tokens: 'output tokens per request',
    mean_tpot_ms: 'ms (mean time per output token)',
  };
}

/** On the site's address. */
export function sourceFigureDoc(sf: SourceFigure, site: Site): SourceFigureDoc {
  const { row: r, record: rec } = sf;
  const upstream = sf.kind === 'mlperf-inference' ? sf.row.provenance.folder : sf.row.provenance.file;
  return sourceFigureDocSchema.parse({
    ...NO_KIND_FIELDS,
    ...sameNamed(sourceFigureDocSchema, r),
    release: { id: sf.release.id, date: sf.release.date, title: sf.release.title },
    units: {
      num_gpus: 'GPUs',
      output_tokens_per_s: 'output tokens/s',
      energy_per_token_j: `J per output token, at the ${rec.boundary} boundary`,
      wh_per_million_output_tokens: 'Wh per million output tokens',
      ...kindUnits(sf),
    },
    boundary: rec.boundary,
    basis: rec.basis,
    source: {
      name: rec.name,
      publisher: rec.publisher,
      licence: rec.licence,
      citation: sf.producerCitation,
      url: rec.url,
    },
    licence: rec.licence,
    citation: plainCitation(sourceFigureCitation(sf, site)),
    page: absoluteUrl(site, sf.home),
    held_by: sf.heldBy.map((h) => h.id),
    source_id: rec.id,
    source_kind: sf.kind,
    title: sf.title,
    status: r.check.status,
    status_text: r.check.reason,
    check_residual: r.check.residual,
    check_proves: rec.check_proves,
    wh_per_million_output_tokens: sf.whPerMillion,
    upstream_path: upstream,
    upstream_commit: r.provenance.commit,
  });
}

/** The source rows of a release with their own document there: one per version, at its first release. */
export const releaseSourceFigures = (entries: readonly ReleaseEntry[], releaseId: string): SourceFigure[] =>
  allSourceFigures(entries).filter((f) => f.release.id === releaseId && f.address === 'page');

/** Every source row a release holds, by id: the index lists each at its version's address. */
export const sourceRowIds = (entries: readonly ReleaseEntry[], releaseId: string): string[] =>
  allSourceFigures(entries)
    .filter((f) => f.release.id === releaseId)
    .map((f) => f.row.id);
