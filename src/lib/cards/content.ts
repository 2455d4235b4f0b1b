// What each social card says: the page's figure with unit, boundary, basis and release (from the dataset), the index's
// name and the page's address. layout.ts places it, build/images/svg-png.ts draws it.
import { modelRows, type CheckedRow, type Dataset } from '../core/dataset.ts';
import { headline } from '../views/headline.ts';
import { byDefaultOrder as lower } from '../index-table/columns.ts';
import { referenceRow } from '../core/reference-row.ts';
import type { PublishedFigure } from '../core/schemas/published-figures.ts';
import { taskName } from '../core/task-name.ts';
import { whPerAnswer, whPerMillionTokens } from '../core/units.ts';
import { PRODUCT_NAME } from '../text/page-title.ts';
import { fmtCount, fmtEnergy, fmtStated } from '../text/format.ts';

export interface CardContent {
  /** What kind of page this is, e.g. "Model", "Figure", "Release". */
  kicker: string;
  title: string;
  /** The figure as formatted on the site, without its unit (e.g. "0.0403"). */
  figure: string;
  /** The unit the figure is in ("Wh per answer" for the index's own figures). */
  unit: string;
  /** The same figure in the site's other units (J per output token, Wh per million output tokens). */
  secondary: string;
  /** Which configuration the figure is, in words (no internal id), or what it is (a published figure's scope). */
  context: string;
  /** What "an answer" is for this figure: its configuration's average output length, prompt not counted. */
  answer: string | null;
  /** The source line: "Source: ML.ENERGY Leaderboard v3.0 · board (GPU), measured · release X". */
  footer: string;
  /** The page's address without its scheme ("site.example/models/x/"): where the image comes from. */
  address: string;
  /** A status that changes how the figure must be read (a withheld row), or null. */
  status: string | null;
  /** The GPU the figure was measured on, when it is one row's: the card's strip and figure take its colour. */
  gpu?: string;
}

/** "2 x H100, batch 256": the GPUs and batch cap a card names a configuration by. */
const setupOf = (r: CheckedRow) => `${fmtCount(r.num_gpus)} x ${r.gpu}, batch ${fmtCount(r.batch)}`;

/** A page's address as a card prints it: host and path, no scheme ("site.example/models/x/"). */
export function shortAddress(site: string, path: string): string {
  const u = new URL(path, site);
  return `${u.host}${u.pathname}`;
}

/** Whose figures, where and how the watts were read, and the release, so a card shared alone still says its source. */
function footer(d: Dataset): string {
  const { boundary, basis, id } = d.release;
  const source = d.sources.find((s) => s.kind === 'ml-energy-v3')?.name ?? d.release.sources[0]?.name;
  return `${source ? `Source: ${source} · ` : ''}${boundary}, ${basis} · release ${id}`;
}

/**
 * A row's figure as the site leads with it: Wh per answer, with J per output token and Wh per million beside it. The
 * context says which configuration it is, unless the page says otherwise.
 */
function figureOf(
  d: Dataset,
  r: CheckedRow,
  page: { kicker: string; title: string; context?: string; address: string },
): CardContent {
  const j = r.energy_per_token_j;
  return {
    ...page,
    context: page.context ?? `${r.model_name}, ${setupOf(r)}`,
    figure: fmtEnergy(whPerAnswer(j, r.mean_output_tokens)),
    unit: 'Wh per answer',
    secondary: `${fmtEnergy(j)} J per output token · ${fmtEnergy(whPerMillionTokens(j))} Wh per million output tokens`,
    answer:
      `One answer: ${fmtCount(r.mean_output_tokens)} output tokens, this configuration's average in ` +
      `${taskName(d, r.task)}; the prompt's tokens not counted`,
    footer: footer(d),
    status:
      r.identity.withheld_reason === null ? null : `Withheld by the identity check: ${r.identity.withheld_reason}`,
    gpu: r.gpu,
  };
}

/** The card as one sentence, for og:image:alt: everything the image says, in its order. */
export function cardAlt(c: CardContent): string {
  const parts = [`${c.kicker}: ${c.title}.`, `${c.figure} ${c.unit} (${c.secondary}).`];
  if (c.context) parts.push(`${c.context}.`);
  if (c.answer) parts.push(`${c.answer}.`);
  if (c.status) parts.push(`${c.status}.`);
  parts.push(`${PRODUCT_NAME}, ${c.address}. ${c.footer}.`);
  return parts.join(' ');
}

/** The row of least energy per answer, in the order home ranks by (views/models-index.ts). */
const lowest = (rows: readonly CheckedRow[]) => rows.reduce((a, b) => (lower(b, a) < 0 ? b : a));

/** A task's lowest selected figure per answer (a task with nothing selected: its lowest row, marked withheld). */
function taskLowestCard(d: Dataset, task: string, page: { kicker: string; title: string; address: string }) {
  const selected = d.selected.filter((r) => r.task === task);
  const own = selected.length ? selected : d.rows.filter((r) => r.task === task);
  if (own.length === 0) throw new Error(`cards: task ${task} has no row in release ${d.release.id}`);
  return figureOf(d, lowest(own), page);
}

/** The lowest selected figure per answer of the release's first task, as home ranks it (home's card, a release's). */
const firstTaskCard = (d: Dataset, kicker: string, address: string) =>
  taskLowestCard(d, d.tasks[0].id, { kicker, title: `Lowest energy per answer in ${d.tasks[0].name}`, address });

export function homeCard(d: Dataset, address: string): CardContent {
  const { configurations, models } = headline(d, d.tasks[0].id);
  const kicker = `${fmtCount(configurations)} configurations, ${fmtCount(models)} models in ${d.tasks[0].name}`;
  return firstTaskCard(d, kicker, address);
}

export const taskCard = (d: Dataset, task: string, address: string) =>
  taskLowestCard(d, task, { kicker: 'Task · lowest selected energy per answer', title: taskName(d, task), address });

/**
 * A model's lowest selected figure per answer in the first task it was measured in, never the lowest over tasks (two
 * workloads, different answer lengths).
 */
export function modelCard(d: Dataset, modelId: string, modelName: string, address: string): CardContent {
  // Every row withheld: the lowest row, marked withheld. Per-model groups are built once (filtering was models x rows).
  const { rows, selected } = modelRows(d, modelId);
  const own = selected.length ? selected : rows;
  const task = d.tasks.find((t) => own.some((r) => r.task === t.id));
  if (!task) throw new Error(`cards: model ${modelId} has no row in release ${d.release.id}`);
  const best = lowest(own.filter((r) => r.task === task.id));
  return figureOf(d, best, {
    kicker: `Model · lowest selected energy per answer · ${taskName(d, best.task)}`,
    title: modelName,
    context: setupOf(best),
    address,
  });
}

/** A glossary term: the figure of the row its worked example is computed from (else the reference row). */
export function glossaryCard(d: Dataset, term: string, exampleRowId: string | null, address: string): CardContent {
  const r = (exampleRowId && d.rows.find((x) => x.id === exampleRowId)) || referenceRow(d);
  if (!r) throw new Error(`cards: release ${d.release.id} has no row for the glossary card of ${term}`);
  const what = exampleRowId && r.id === exampleRowId ? 'worked example' : 'reference row';
  return figureOf(d, r, { kicker: `Glossary · ${what}`, title: term, address });
}

/** A release: its configurations count and the lowest selected figure per answer of its first task. */
export const releaseCard = (d: Dataset, address: string) =>
  firstTaskCard(d, `Release ${d.release.id} · ${fmtCount(d.rows.length)} configurations`, address);

/**
 * A figure page's card: its own figure, whatever its status, named in words. The caller picks an address without the
 * row's internal id, which no image prints.
 */
export function rowCard(d: Dataset, r: CheckedRow, address: string): CardContent {
  return figureOf(d, r, {
    kicker: `Figure · ${taskName(d, r.task)}`,
    title: `${r.model_name} on ${setupOf(r)}`,
    context: '',
    address,
  });
}

/** "facility, measured"; what the publisher left unsaid, said short enough for the card's one source line. */
const publishedWhere = (boundary: string | null, basis: string | null) =>
  boundary === null && basis === null
    ? 'boundary, basis not stated'
    : `${boundary ?? 'boundary not stated'}, ${basis ?? 'basis not stated'}`;

/**
 * A joint byline shortened ("The Washington Post with researchers at ..." -> "... et al.") so kicker and source line
 * stay whole; the figure's page names them all.
 */
const leadPublisher = (publisher: string) => {
  const [lead, ...rest] = publisher.split(' with ');
  return rest.length > 0 ? `${lead} et al.` : publisher;
};

/** A published figure (Google's 0.24 Wh per prompt...): the figure as published, whose, and where counted. */
export function publishedCard(
  d: Dataset,
  f: Pick<PublishedFigure, 'publisher' | 'published' | 'boundary' | 'basis' | 'figure'>,
  scope: string,
  perToken: string,
  address: string,
): CardContent {
  return {
    kicker: `Published ${f.published ?? 'undated'} · ${leadPublisher(f.publisher)}`,
    title: f.figure.of,
    figure: fmtStated(f.figure.value),
    unit: f.figure.unit === '%' ? `% ${f.figure.per}` : `${f.figure.unit} per ${f.figure.per}`,
    secondary: perToken,
    context: `${scope[0].toUpperCase()}${scope.slice(1)}; not ranked with the index`,
    answer: null,
    // The source line as the index's own cards have it: whose figure, where it was counted and how, the release.
    footer: `Source: ${leadPublisher(f.publisher)} · ${publishedWhere(f.boundary, f.basis)} · release ${d.release.id}`,
    address,
    status: null,
  };
}
