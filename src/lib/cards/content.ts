// What each social card says: the page's figure with its unit, boundary, basis and release, all taken
// from the dataset (never typed in). Pure: the layout (layout.ts) places it, node/card-render.ts draws it.
import { modelRows, type CheckedRow, type Dataset } from '../core/dataset.ts';
import { headline } from '../views/headline.ts';
import { referenceRow } from '../core/reference-row.ts';
import { whPerMillionTokens } from '../core/units.ts';
import { fmtCount, fmtEnergy, fmtStated } from '../text/format.ts';

export interface CardContent {
  /** What kind of page this is, e.g. "Model", "Figure", "Release". */
  kicker: string;
  /** The page's subject: a model, a task, a term, a configuration. */
  title: string;
  /** The figure as formatted on the site, without its unit (e.g. "0.2285"). */
  figure: string;
  /** The unit the figure is in. */
  unit: string;
  /** The same figure in the site's second unit (Wh per million output tokens). */
  secondary: string;
  /** Which configuration the figure is, and what it is (lowest in a task, worked example...). */
  context: string;
  /** The source line: "Source: ML.ENERGY Leaderboard v3.0 · board (GPU), measured · release X". */
  footer: string;
  /** A status that changes how the figure must be read (a withheld row), or null. */
  status: string | null;
  /** The GPU the figure was measured on, when it is one row's: the card's strip and figure take its colour. */
  gpu?: string;
}

export const SITE_NAME = 'GPU energy per output token';
export const UNIT_J = 'J per output token';

const taskName = (d: Dataset, task: string) => d.tasks.find((t) => t.id === task)?.name ?? task;

/** "Qwen 3 32B, 2 x H100, batch 256". */
export const configurationLabel = (r: CheckedRow) =>
  `${r.model_name}, ${fmtCount(r.num_gpus)} x ${r.gpu}, batch ${fmtCount(r.batch)}`;

/**
 * The card's source line: whose figures, where the watts were read and how, and the release, so an image
 * shared without its page still says where it comes from.
 */
function footer(d: Dataset): string {
  const { boundary, basis, id } = d.release;
  const source = d.sources.find((s) => s.kind === 'ml-energy-v3')?.name ?? d.release.sources[0]?.name;
  return `${source ? `Source: ${source} · ` : ''}${boundary}, ${basis} · release ${id}`;
}

function figureOf(d: Dataset, r: CheckedRow, kicker: string, title: string, context: string): CardContent {
  return {
    kicker,
    title,
    figure: fmtEnergy(r.energy_per_token_j),
    unit: UNIT_J,
    secondary: `${fmtEnergy(whPerMillionTokens(r.energy_per_token_j))} Wh per million output tokens`,
    context,
    footer: footer(d),
    status:
      r.identity.withheld_reason === null ? null : `Withheld by the identity check: ${r.identity.withheld_reason}`,
    gpu: r.gpu,
  };
}

/** The card as one sentence, for og:image:alt: everything the image says, in its order. */
export function cardAlt(c: CardContent): string {
  const parts = [`${c.kicker}: ${c.title}.`, `${c.figure} ${c.unit} (${c.secondary}).`, `${c.context}.`];
  if (c.status) parts.push(`${c.status}.`);
  parts.push(`${c.footer}.`);
  return parts.join(' ');
}

/** Home: the lowest selected figure of the first task, as on the home page. */
export function homeCard(d: Dataset): CardContent {
  const task = d.tasks[0];
  const h = headline(d, task.id);
  return figureOf(
    d,
    h.lowest,
    `${SITE_NAME} · ${fmtCount(h.configurations)} configurations, ${fmtCount(h.models)} models`,
    `Lowest selected figure in ${task.name}`,
    configurationLabel(h.lowest),
  );
}

const lowest = (rows: CheckedRow[]) => rows.reduce((a, b) => (b.energy_per_token_j < a.energy_per_token_j ? b : a));

/** A task: its lowest selected figure (a task with nothing selected: its lowest row, marked withheld). */
export function taskCard(d: Dataset, task: string): CardContent {
  const selected = d.selected.filter((r) => r.task === task);
  const own = selected.length ? selected : d.rows.filter((r) => r.task === task);
  if (own.length === 0) throw new Error(`cards: task ${task} has no row in release ${d.release.id}`);
  const r = lowest(own);
  return figureOf(d, r, `Task · lowest selected figure`, taskName(d, task), configurationLabel(r));
}

/** A model: its lowest-energy selected configuration, any task (the task is named). */
export function modelCard(d: Dataset, modelId: string, modelName: string): CardContent {
  // A model whose every row was withheld has no selected row: its card shows its lowest row, marked withheld.
  // From the per-model groups built once per data set: filtering all rows for each model was O(models x
  // rows), ~4 s at the bench's 100x in the main thread and again in each drawing thread.
  const { rows, selected } = modelRows(d, modelId);
  const own = selected.length ? selected : rows;
  if (own.length === 0) throw new Error(`cards: model ${modelId} has no row in release ${d.release.id}`);
  const best = lowest(own);
  return figureOf(
    d,
    best,
    'Model · lowest selected figure',
    modelName,
    `${fmtCount(best.num_gpus)} x ${best.gpu}, batch ${fmtCount(best.batch)} · ${taskName(d, best.task)}`,
  );
}

/** A glossary term: the figure of the row its worked example is computed from (else the reference row). */
export function glossaryCard(d: Dataset, term: string, exampleRowId: string | null): CardContent {
  const r = (exampleRowId && d.rows.find((x) => x.id === exampleRowId)) || referenceRow(d);
  if (!r) throw new Error(`cards: release ${d.release.id} has no row for the glossary card of ${term}`);
  const what = exampleRowId && r.id === exampleRowId ? 'worked example' : 'reference row';
  return figureOf(d, r, `Glossary · ${what}`, term, `${configurationLabel(r)} · ${taskName(d, r.task)}`);
}

/** A release: its configurations count and the lowest selected figure of its first task. */
export function releaseCard(d: Dataset): CardContent {
  const task = d.tasks[0];
  const h = headline(d, task.id);
  return figureOf(
    d,
    h.lowest,
    `Release ${d.release.id} · ${fmtCount(d.rows.length)} configurations`,
    `Lowest selected figure in ${task.name}`,
    configurationLabel(h.lowest),
  );
}

/** One configuration (a figure page): its own figure, whatever its status. */
export function rowCard(d: Dataset, r: CheckedRow): CardContent {
  return figureOf(d, r, `Figure · ${taskName(d, r.task)}`, configurationLabel(r), r.id);
}

/** "facility, measured"; what the publisher left unsaid, said short enough for the card's one source line. */
const publishedWhere = (boundary: string | null, basis: string | null) =>
  boundary === null && basis === null
    ? 'boundary, basis not stated'
    : `${boundary ?? 'boundary not stated'}, ${basis ?? 'basis not stated'}`;

/**
 * The publisher as a byline shortens a joint one ("The Washington Post with researchers at ..." -> "The Washington
 * Post et al."), so the kicker and the source line stay whole; the figure's page names them in full.
 */
const leadPublisher = (publisher: string) => {
  const [lead, ...rest] = publisher.split(' with ');
  return rest.length > 0 ? `${lead} et al.` : publisher;
};

/** A published figure (Google's 0.24 Wh per prompt...): the figure as published, whose, and where counted. */
export function publishedCard(
  d: Dataset,
  f: {
    publisher: string;
    published: string | null;
    boundary: string | null;
    basis: string | null;
    figure: { value: number; unit: string; per: string; of: string };
  },
  scope: string,
  perToken: string,
): CardContent {
  return {
    kicker: `Published ${f.published ?? 'undated'} · ${leadPublisher(f.publisher)}`,
    title: f.figure.of,
    figure: fmtStated(f.figure.value),
    unit: f.figure.unit === '%' ? `% ${f.figure.per}` : `${f.figure.unit} per ${f.figure.per}`,
    secondary: perToken,
    context: `${scope[0].toUpperCase()}${scope.slice(1)}; not ranked with the index`,
    // The source line as the index's own cards have it: whose figure, where it was counted and how, the release.
    footer: `Source: ${leadPublisher(f.publisher)} · ${publishedWhere(f.boundary, f.basis)} · release ${d.release.id}`,
    status: null,
  };
}
