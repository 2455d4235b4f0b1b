import { median } from 'd3';
import type { CheckedRow, Dataset } from '../core/dataset.ts';
import { tdpOf } from '../core/dataset.ts';
import { energyPerRequestJ } from '../core/units.ts';
import { columnRanges, indexColumns, toTableRow } from '../index-table/columns.ts';
import { taskRowsUrl, type FigurePages } from '../text/site-links.ts';
import { otherHalf } from './finding-by-task.ts';
import { gpuFinding } from './headline.ts';
import { fmtCount, fmtEnergy } from '../text/format.ts';
import { boundaryNote, leaderboardLead } from './leaderboard-lead.ts';
import { rankingNote } from '../index-table/ranking-note.ts';

/** Rows shown in the page's first view; the rest load on demand from the task's rows.json. */
export const FIRST_VIEW_ROWS = 60;
/**
 * Median output tokens per answer above which a task is long-answer: energy per answer is then shown beside per token.
 */
export const LONG_ANSWER_TOKENS = 1000;

export type TaskView = ReturnType<typeof taskView>;
export type TaskEmbed = TaskView['embed'];

/**
 * Everything a task page (and home) lays out; `pages` says where each figure is shown (src/data.ts). Built on each call
 * (a few ms; a handful of calls per task in a build), so no cache holds it.
 */
export function taskView(d: Dataset, pages: FigurePages, taskId: string) {
  const task = d.tasks.find((t) => t.id === taskId);
  if (!task) throw new Error(`taskView: no task ${taskId} in the index`);
  const rows = d.publishable.filter((r) => r.task === taskId);
  const selected = d.selected.filter((r) => r.task === taskId);
  const tableRows = rows.map((r) => toTableRow(r, tdpOf(d.acceleratorByGpu[r.gpu]), pages));
  const longAnswers = (median(selected, (r) => r.mean_output_tokens) ?? 0) > LONG_ANSWER_TOKENS;
  const slowestMs = Math.max(...rows.map((r) => r.median_itl_ms));
  const finding = gpuFinding(d, taskId);
  // Small data embedded in the page for the controls; the rows themselves are in rows.json.
  const embed = {
    task: taskId,
    defaultCeilingMs: d.ceilingMs,
    /** Address of every publishable row of the task, as TableRow JSON. */
    rowsUrl: taskRowsUrl(taskId),
    /** Selected rows at the default ceiling, and how many the page carries. */
    selectedCount: selected.length,
    renderedCount: Math.min(selected.length, FIRST_VIEW_ROWS),
    longAnswers,
    /** Smallest and largest value of each numeric column over the task's rows. */
    ranges: columnRanges(indexColumns(longAnswers), tableRows),
    worldId: d.world.id,
    /** Slowest median ITL among the task's rows, ms, for the sentence on whether the ceiling binds. */
    slowestMs,
  };
  return {
    task,
    /** Every publishable row (passed the identity check), and the index selection, in index order. */
    rows,
    selected,
    leftOut: d.leftOut.filter((l) => l.task === taskId),
    withheld: d.withheld.filter((r) => r.task === taskId),
    models: new Set(rows.map((r) => r.model)).size,
    slowestMs,
    /** All publishable rows as table rows (served as rows.json). */
    tableRows,
    longAnswers,
    embed,
    comparison: finding?.comparison ?? null,
    /** The comparison with its conditions, exceptions and matched view (the headline). */
    finding,
    /** The finding's other half: every task at the same setting, what the settings trade, the sentence to take away. */
    otherHalf: finding && otherHalf(d, finding.comparison),
    /** One sentence on why energy per answer and per token rank differently, on long-answer tasks. */
    perAnswerNote: longAnswers ? perAnswerNote(selected) : null,
    /** Beside the table: ranking per answer mixes answer length in, and how the order per output token differs. */
    rankingNote: rankingNote(selected),
    /** What the leaderboard leads with: title, subtitle, big figures. */
    lead: leaderboardLead(selected, task.name, d.release.boundary, finding?.comparison ?? null),
    /** Where the watts were read and what that leaves out, for the box of conditions. */
    boundaryNote: boundaryNote(d.release.boundary, d.release.basis),
  };
}

/**
 * Why per answer and per token differ, from the task's rows: the dearest per answer among those cheaper per token than
 * the median, beside the cheapest per answer.
 */
export function perAnswerNote(selected: readonly CheckedRow[]): string | null {
  if (selected.length < 2) return null;
  const perAnswer = (r: CheckedRow) => energyPerRequestJ(r.energy_per_token_j, r.mean_output_tokens);
  const mid = median(selected, (r) => r.energy_per_token_j)!;
  const frugal = selected.filter((r) => r.energy_per_token_j <= mid);
  const dear = frugal.reduce((a, b) => (perAnswer(b) > perAnswer(a) ? b : a));
  const cheapest = selected.reduce((a, b) => (perAnswer(b) < perAnswer(a) ? b : a));
  if (dear.id === cheapest.id) return null;
  const lengths = selected.map((r) => r.mean_output_tokens);
  return (
    `Energy per answer is energy per token times answer length, and answers here average from ` +
    `${fmtCount(Math.min(...lengths))} to ${fmtCount(Math.max(...lengths))} tokens, so the two rank models differently: ` +
    `${dear.model_name} on ${dear.gpu} uses ${fmtEnergy(dear.energy_per_token_j)} J per token but ` +
    `${fmtCount(perAnswer(dear))} J per answer (${fmtCount(dear.mean_output_tokens)} tokens), against ` +
    `${fmtCount(perAnswer(cheapest))} J for ${cheapest.model_name} on ${cheapest.gpu}.`
  );
}
