// What a reader reads first on a leaderboard: a title of at most 90 characters in Wh per answer, one subtitle line,
// big figures, and quotes of at most 40 words, all from the task's selected rows.
import { greatest, least, median } from 'd3';
import type { CheckedRow } from '../core/dataset.ts';
import { whPerAnswer } from '../core/units.ts';
import { compareCodeUnits } from '../core/order.ts';
import { boundaryPhrase } from '../text/boundary-phrase.ts';
import { isolate } from '../text/bidi.ts';
import { fmtCount, fmtEnergy, fmtList } from '../text/format.ts';
import { fittingQuote, quoteCredit } from '../citation/sentence.ts';
import { changeOf, type GpuComparison } from './headline.ts';
import { byDefaultOrder } from '../index-table/columns.ts';

/** The longest title a reader takes in at a glance (and a search result shows whole). */
export const TITLE_MAX_CHARS = 90;

/** A row's GPU energy per answer, Wh: energy per output token times the run's mean answer length. */
export const rowWhPerAnswer = (r: CheckedRow) => whPerAnswer(r.energy_per_token_j, r.mean_output_tokens);

// Names from the data are isolated inside each string, so right-to-left text cannot reorder the sentence.
const setup = (r: CheckedRow) => `${isolate(r.model_name)} on ${fmtCount(r.num_gpus)} x ${isolate(r.gpu)}`;

/** Lowest to highest energy per answer, in words: "0.00513 to 0.265 Wh of GPU energy". */
const answerRange = (lowestWh: number, highestWh: number) =>
  `${fmtEnergy(lowestWh)} to ${fmtEnergy(highestWh)} Wh of GPU energy`;

/** The longest form that fits TITLE_MAX_CHARS; a task name too long for every form is a defect, so it throws. */
export function leadTitle(taskName: string, lowestWh: number, highestWh: number): string {
  const range = answerRange(lowestWh, highestWh);
  const name = isolate(taskName);
  const forms = [
    `${name}: one answer takes ${range}, by model and GPU`,
    `${name}: one answer takes ${range}`,
    `One answer takes ${range}`,
  ];
  const title = forms.find((t) => t.length <= TITLE_MAX_CHARS);
  if (!title) throw new Error(`leadTitle: no title of at most ${TITLE_MAX_CHARS} characters for ${taskName}`);
  return title;
}

/** The lead of one task's leaderboard from its selected rows (and the GPU comparison, when two GPUs share models). */
export function leaderboardLead(
  selected: readonly CheckedRow[],
  taskName: string,
  boundary: string,
  comparison: GpuComparison | null,
) {
  if (selected.length === 0) throw new Error(`leaderboardLead: ${taskName} has no selected row; nothing to publish`);
  const lowest = least(selected, byDefaultOrder)!;
  const highest = greatest(selected, byDefaultOrder)!;
  const mid = median(selected, rowWhPerAnswer)!;
  const n = selected.length;
  const gpus = [...new Set(selected.map((r) => r.gpu))].sort(compareCodeUnits);
  const pairs = `${fmtCount(n)} model and GPU ${n === 1 ? 'pair' : 'pairs'}`;
  // One big figure of the strip: its label, value and unit, the one line that says what it is, and the row it comes
  // from when one row (its permanent page).
  const end = (id: string, label: string, r: CheckedRow) => ({
    id,
    label,
    value: fmtEnergy(rowWhPerAnswer(r)),
    unit: 'Wh per answer',
    note: setup(r),
    row: r,
  });
  const figures = [
    end('lowest', 'Lowest', lowest),
    { id: 'median', label: 'Median', value: fmtEnergy(mid), unit: 'Wh per answer', note: `of ${pairs}`, row: null },
    end('highest', 'Highest', highest),
  ];
  if (comparison)
    figures.push({
      id: 'gpus',
      label: `${isolate(comparison.otherGpu)} against ${isolate(comparison.baseGpu)}`,
      value: changeOf(comparison.median),
      unit: 'energy per token',
      note: `${comparison.pairs.length === 1 ? 'one model on both' : `median of ${fmtCount(comparison.pairs.length)} models`}, each GPU at its own lowest-energy setting`,
      row: null,
    });
  return {
    title: leadTitle(taskName, rowWhPerAnswer(lowest), rowWhPerAnswer(highest)),
    /** The range alone, for a list of tasks: "One answer takes 0.00513 to 0.265 Wh of GPU energy". */
    range: `One answer takes ${answerRange(rowWhPerAnswer(lowest), rowWhPerAnswer(highest))}`,
    subtitle: `${measuredGpus(gpus, boundary)}, each model on each at its lowest-energy setting.`,
    figures,
    /** Selected rows lowest and highest per answer (ties by row id), and how many. */
    lowest,
    highest,
    count: n,
  };
}

/** Which GPUs and where their watts were read: "2 GPUs measured at the GPU board: B200 and H100". */
export function measuredGpus(gpus: readonly string[], boundary: string): string {
  const n = gpus.length;
  return `${n === 1 ? 'One GPU' : `${fmtCount(n)} GPUs`} measured ${boundaryPhrase(boundary)}: ${fmtList(gpus.map(isolate))}`;
}

/** For the box of conditions: where the watts were read, what that leaves out, why other boundaries are not ranked. */
export function boundaryNote(boundary: string, basis: string): string {
  return (
    `${basis[0].toUpperCase()}${basis.slice(1)} ${boundaryPhrase(boundary)}, summed over every card. The host's CPUs, ` +
    `memory, network, fans and the building's cooling are outside it, so a whole server at the wall draws more; ` +
    `figures read at the wall are on the sources' pages and never ranked with these. Only output tokens are counted.`
  );
}

/** What a quote ends with: the index's name, the release and the figure's permanent address. */
export interface QuoteSource {
  releaseId: string;
  boundary: string;
  url: string;
}
const credit = (s: QuoteSource) => quoteCredit(s.releaseId, s.url);

/** The lowest figure as a quote, saying what it is the lowest of; per token too where the words allow. */
export function lowestQuote(lead: ReturnType<typeof leaderboardLead>, taskName: string, s: QuoteSource): string {
  const r = lead.lowest;
  const tail = `lowest of ${fmtCount(lead.count)} model-GPU pairs in ${isolate(taskName)}, ${boundaryPhrase(s.boundary)} ${credit(s)}.`;
  const head = `${setup(r)} used ${fmtEnergy(rowWhPerAnswer(r))} Wh of GPU energy per answer`;
  return fittingQuote([`${head} (${fmtEnergy(r.energy_per_token_j)} J per output token), ${tail}`, `${head}, ${tail}`]);
}

/** The GPU finding as a quote, its condition inside the sentence. */
export function findingQuote(c: GpuComparison, taskName: string, s: QuoteSource): string {
  const n = c.pairs.length;
  const over = n === 1 ? 'for the one model measured on both' : `at the median of ${fmtCount(n)} models`;
  return fittingQuote([
    `In ${isolate(taskName)}, ${isolate(c.otherGpu)} used ${changeOf(c.median)} GPU energy per output token than ${isolate(c.baseGpu)} ${over}, ` +
      `each GPU at its own lowest-energy setting, measured ${boundaryPhrase(s.boundary)} ${credit(s)}.`,
  ]);
}
