// The data interface's documents of one release, built from the same figures and views the pages show, each
// parsed with its schema (schemas.ts) before it is written: a figure by its permanent id, a model, a GPU, a
// task's leaderboard, a source, and the release's index of them. Every document carries its units, boundary,
// basis, source, licence and citation, so a value read alone says what it is. Pure.
import type { CheckedRow, Dataset } from '../core/dataset.ts';
import type { SourceRecord } from '../core/schemas/sources.ts';
import { whPerMillionTokens } from '../core/units.ts';
import { compareCodeUnits } from '../core/order.ts';
import { plainCitation } from '../citation/citation.ts';
import { releaseCitation } from '../citation/inputs.ts';
import { figureCitation, sourceFigureCitation } from '../figures/citation.ts';
import { allFigures, type Figure } from '../figures/figure.ts';
import { allSourceFigures, type SourceFigure } from '../figures/source-figure.ts';
import type { ReleaseEntry } from '../releases/releases.ts';
import { releaseFileNames } from '../downloads/package.ts';
import { slugify } from '../core/slug.ts';
import { chartVersions } from '../charts/versions.ts';
import {
  absoluteUrl,
  chartFileUrl,
  gpuUrl,
  leaderboardUrl,
  modelUrl,
  releaseUrl,
  sourceUrl,
  type FigurePages,
  type Site,
} from '../text/site-links.ts';
import { apiDocUrl, figureDocUrl, OPENAPI_URL, type ApiKind } from './addresses.ts';
import {
  apiIndexSchema,
  figureDocSchema,
  figureSummarySchema,
  gpuDocSchema,
  leaderboardDocSchema,
  modelDocSchema,
  sameNamed,
  sourceDocSchema,
  sourceFigureDocSchema,
  sourceKindFields,
} from './schemas.ts';

/** One document of a release: its kind and key (its address) and how to build it on the site's address. */
export interface ApiDocument {
  kind: ApiKind;
  key: string;
  build: (site: Site) => unknown;
}

const SUMMARY_UNITS = ['num_gpus', 'batch', 'energy_per_token_j', 'median_itl_ms'] as const;
const FIGURE_UNITS = [
  ...SUMMARY_UNITS,
  'mean_output_tokens',
  'avg_power_w',
  'output_tokens_per_s',
  'p99_itl_ms',
] as const;
/** Units of the fields the index derives (not in the release's own units). */
const DERIVED_UNITS = {
  wh_per_million_output_tokens: 'Wh per million output tokens',
  energy_per_answer_wh: 'Wh per answer (energy per token x mean output tokens)',
  latency_ceiling_ms: 'ms',
};
const unitsOf = (d: Dataset, fields: readonly string[], derived: readonly (keyof typeof DERIVED_UNITS)[]) =>
  Object.fromEntries([
    ...fields.map((f) => [f, d.units[f] ?? '']),
    ...derived.map((f) => [f, DERIVED_UNITS[f]]),
  ]) as Record<string, string>;

/** What a document credits: a source, at its boundary and basis. */
type Credited = Pick<SourceRecord, 'name' | 'publisher' | 'licence' | 'citation' | 'url' | 'boundary' | 'basis'>;

/** What every document of release `r` carries, crediting `source` (by default the release's ML.ENERGY v3 source). */
export function provenance(
  r: Dataset['release'],
  site: Site,
  units: Record<string, string>,
  citation = plainCitation(releaseCitation(r, site)),
  source: Credited = { ...r.sources[0], boundary: r.boundary, basis: r.basis },
) {
  const { name, publisher, licence, url, boundary, basis } = source;
  return {
    release: { id: r.id, date: r.date, title: r.title },
    units,
    boundary,
    basis,
    source: { name, publisher, licence, citation: source.citation, url },
    licence,
    citation,
  };
}

// Each document parses its list of these with figureSummarySchema.
const summary = (r: CheckedRow, site: Site, pages: FigurePages) => ({
  ...sameNamed(figureSummarySchema, r),
  wh_per_million_output_tokens: whPerMillionTokens(r.energy_per_token_j),
  figure: absoluteUrl(site, figureDocUrl(pages, r.release_id, r.id)),
});
const summaryUnits = (d: Dataset) => unitsOf(d, SUMMARY_UNITS, ['wh_per_million_output_tokens']);

function figureDoc(f: Figure, d: Dataset, site: Site) {
  return figureDocSchema.parse({
    ...sameNamed(figureDocSchema, f.row),
    ...provenance(
      d.release,
      site,
      unitsOf(d, FIGURE_UNITS, ['wh_per_million_output_tokens', 'energy_per_answer_wh', 'latency_ceiling_ms']),
      plainCitation(figureCitation(f, site)),
    ),
    page: absoluteUrl(site, f.home),
    held_by: f.heldBy.map((h) => h.id),
    status: f.status,
    status_text: f.statusText,
    task_name: f.taskName,
    gpu_name: f.gpuName,
    wh_per_million_output_tokens: f.whPerMillion,
    energy_per_answer_wh: f.energyPerResponseJ / 3600,
    latency_ceiling_ms: f.ceilingMs,
  });
}

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

/**
 * The document of a row of a source beside v3, from what its page shows (figures/source-figure.ts): figure at its
 * boundary, check, provenance, licence and citation. Lives at the first release holding that version.
 */
function sourceFigureDoc(sf: SourceFigure, site: Site) {
  const { row: r, record: rec } = sf;
  return sourceFigureDocSchema.parse({
    ...NO_KIND_FIELDS,
    ...sameNamed(sourceFigureDocSchema, r),
    ...provenance(
      sf.release,
      site,
      {
        num_gpus: 'GPUs',
        output_tokens_per_s: 'output tokens/s',
        energy_per_token_j: `J per output token, at the ${rec.boundary} boundary`,
        wh_per_million_output_tokens: 'Wh per million output tokens',
        ...kindUnits(sf),
      },
      plainCitation(sourceFigureCitation(sf, site)),
      { ...rec, citation: sf.producerCitation },
    ),
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
    upstream_path: sf.kind === 'mlperf-inference' ? sf.row.provenance.folder : sf.row.provenance.file,
    upstream_commit: r.provenance.commit,
  });
}

/** Every source row a release holds, by id: the index lists each at its version's address. */
export const sourceRowIds = (entries: readonly ReleaseEntry[], releaseId: string): string[] =>
  allSourceFigures(entries)
    .filter((f) => f.release.id === releaseId)
    .map((f) => f.row.id);

/** A page on the site, where the latest release has the item (the site's pages follow the latest release). */
const pageIf = (latestItems: readonly { id: string }[], id: string, site: Site, path: string) =>
  latestItems.some((x) => x.id === id) ? absoluteUrl(site, path) : null;

/** A source as its document states it. */
type SourceFacts = Credited & Pick<SourceRecord, 'id' | 'meter'> & { version?: string };

/** The source records of a release; a release from before source records has its header's sources. */
function sourcesOf(d: Dataset): readonly SourceFacts[] {
  if (d.sources.length) return d.sources;
  const { meter, boundary, basis } = d.release;
  return d.release.sources.map((s) => ({ ...s, id: slugify(s.name), meter, boundary, basis }));
}

/**
 * Every document of one release (`entries` is the whole history, for where each figure's version lives; `pages`
 * says which release's address shows each figure, as src/data.ts built it).
 */
export function releaseDocuments(
  entries: readonly ReleaseEntry[],
  pages: FigurePages,
  releaseId: string,
): ApiDocument[] {
  const entry = entries.find((e) => e.id === releaseId);
  if (!entry) throw new Error(`api: no release ${releaseId}`);
  const d = entry.dataset;
  const latest = entries[entries.length - 1].dataset;
  // One document per item, keyed by its id, in code-unit order.
  const docs = <T extends { id: string }>(kind: ApiKind, items: readonly T[], build: (t: T, site: Site) => unknown) =>
    [...items]
      .sort((a, b) => compareCodeUnits(a.id, b.id))
      .map((t): ApiDocument => ({ kind, key: t.id, build: (site) => build(t, site) }));
  // The figures with their own document here: one per version, at its first release.
  const own = <F extends { release: { id: string }; address: string }>(fs: F[]) =>
    fs.filter((f) => f.release.id === releaseId && f.address === 'page');
  const selectedWhere = (site: Site, keep: (r: CheckedRow) => boolean) =>
    d.selected.filter(keep).map((r) => summary(r, site, pages));
  const gpus = d.accelerators.filter((a) => a.aliases.length > 0);
  return [
    // v3 figures and source rows share the figures/ address: one list, by id.
    ...docs(
      'figures',
      [...own(allFigures(entries)), ...own(allSourceFigures(entries))].map((f) => ({ id: f.row.id, f })),
      ({ f }, site) => ('kind' in f ? sourceFigureDoc(f, site) : figureDoc(f, d, site)),
    ),
    ...docs(
      'models',
      d.models.map((m) => ({ ...m, id: m.slug, model: m.id })),
      (m, site) =>
        modelDocSchema.parse({
          ...sameNamed(modelDocSchema, m),
          ...provenance(d.release, site, summaryUnits(d)),
          page: pageIf(latest.models, m.model, site, modelUrl(m.model)),
          index_figures: selectedWhere(site, (r) => r.model === m.model),
        }),
    ),
    ...docs('gpus', gpus, (a, site) =>
      gpuDocSchema.parse({
        ...provenance(d.release, site, summaryUnits(d)),
        ...{ id: a.id, name: a.name, aliases: a.aliases },
        page: pageIf(latest.accelerators, a.id, site, gpuUrl(a.id)),
        index_figures: selectedWhere(site, (r) => a.aliases.includes(r.gpu)),
      }),
    ),
    ...docs('tasks', d.tasks, (t, site) =>
      leaderboardDocSchema.parse({
        ...provenance(d.release, site, { ...summaryUnits(d), latency_ceiling_ms: DERIVED_UNITS.latency_ceiling_ms }),
        ...{ id: t.id, name: t.name, description: t.description, latency_ceiling_ms: d.ceilingMs },
        page: pageIf(latest.tasks, t.id, site, leaderboardUrl(t.id, latest.tasks[0].id)),
        rows: selectedWhere(site, (r) => r.task === t.id),
      }),
    ),
    ...docs('sources', sourcesOf(d), (s, site) =>
      sourceDocSchema.parse({
        ...provenance(d.release, site, {}, undefined, s),
        ...{ id: s.id, name: s.name, publisher: s.publisher, version: s.version ?? null, url: s.url, meter: s.meter },
        page: pageIf(latest.sources, s.id, site, sourceUrl(s.id)),
      }),
    ),
  ];
}

/** What a release's interface holds: every document's permanent address and the release's files. */
export function releaseApiIndex(entries: readonly ReleaseEntry[], pages: FigurePages, releaseId: string, site: Site) {
  const d = entries.find((e) => e.id === releaseId)!.dataset;
  const docs = releaseDocuments(entries, pages, releaseId);
  const urls = (kind: ApiKind) =>
    docs.filter((x) => x.kind === kind).map((x) => absoluteUrl(site, apiDocUrl(releaseId, kind, x.key)));
  const figureIds = [...d.rows.map((r) => r.id), ...sourceRowIds(entries, releaseId)].sort(compareCodeUnits);
  return apiIndexSchema.parse({
    ...provenance(d.release, site, {}),
    openapi: absoluteUrl(site, OPENAPI_URL),
    files: releaseFileNames(d).map((f) => absoluteUrl(site, `${releaseUrl(releaseId)}${f}`)),
    figures: figureIds.map((id) => absoluteUrl(site, figureDocUrl(pages, releaseId, id))),
    models: urls('models'),
    gpus: urls('gpus'),
    tasks: urls('tasks'),
    sources: urls('sources'),
    charts: [...(chartVersions(entries).byRelease.get(releaseId)?.values() ?? [])]
      .map((e) => absoluteUrl(site, chartFileUrl(e.releaseId, e.id, 'metadata.json')))
      .sort(compareCodeUnits),
  });
}

/**
 * The latest release's documents served again under /api/ (aliases): its models, GPUs, leaderboards and sources.
 * Figures have none: a figure's document is at its version's permanent address, which /api/index.json lists, so
 * the site carries no second copy of each (docs/releases.md: host file limits).
 */
export function latestDocuments(entries: readonly ReleaseEntry[], figurePages: FigurePages): ApiDocument[] {
  const latest = entries[entries.length - 1];
  return releaseDocuments(entries, figurePages, latest.id).filter((x) => x.kind !== 'figures');
}
