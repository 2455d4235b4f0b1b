// A relative GPU claim ("B200 uses 30% less energy per token than H100") beside the index's comparison at own and at
// same settings: which it resembles, and what it leaves out.
import type { Claim } from './schema.ts';
import { looseName, matchModel, namesGpu, type ModelMatch } from './comparison.ts';
import { fmtChange, fmtCount, fmtList, fmtPercent } from '../text/format.ts';
import { isolate } from '../text/bidi.ts';
import type { GpuFindingData } from './data.ts';

/** The ratio (baseline / other, energy per token) as the change of `gpu` against `baseline`. */
const changeOf = (ratio: number, gpuIsOther: boolean) => (gpuIsOther ? 1 / ratio - 1 : ratio - 1);
/** A change as the site words it: -0.39 -> "39% less", 0.12 -> "12% more". */
export const changeWords = (change: number) => fmtChange(1 + change);
/** A range of changes in words, the smaller change first: "from 5.1% to 78% less", "from 12% less to 8% more". */
function rangeWords(lo: number, hi: number): string {
  if (hi < 0) return `from ${fmtPercent(-hi)} to ${fmtPercent(-lo)} less`;
  if (lo > 0) return `from ${fmtPercent(lo)} to ${fmtPercent(hi)} more`;
  return `from ${changeWords(lo)} to ${changeWords(hi)}`;
}

export function relativeComparison(
  c: Claim,
  findings: readonly GpuFindingData[],
  fullNames: Record<string, { name: string }> = {},
) {
  const none = (note: string) => ({ result: null, note });
  if (c.energy_per_token_change_pct === undefined)
    return none('none: the claim gives no change in energy per token to set beside the index’s GPU comparison.');
  if (c.gpu === undefined || c.baseline_gpu === undefined)
    return none(
      `none: a change in energy per token is set beside the index’s GPU comparison when the claim names both GPUs (${c.gpu === undefined ? 'gpu' : 'baseline_gpu'} is missing).`,
    );
  const gpus = [...new Set(findings.flatMap((f) => [f.base_gpu, f.other_gpu]))].sort();
  // The index's short GPU names the claim's GPUs stand for.
  const { gpu: claimGpu, baseline_gpu: claimBaseline } = c;
  const gpu = gpus.find((g) => namesGpu(claimGpu, g, fullNames));
  const baseline = gpus.find((g) => namesGpu(claimBaseline, g, fullNames));
  if (!gpu || !baseline || gpu === baseline)
    return none(
      gpu && gpu === baseline
        ? `none: the claim compares ${isolate(gpu)} with itself.`
        : `none: the index compares ${fmtList(gpus.map(isolate))}; the claim names ${isolate(gpu ? c.baseline_gpu : c.gpu)}.`,
    );
  let pool = findings.filter((f) => new Set([f.base_gpu, f.other_gpu, gpu, baseline]).size === 2);
  if (c.task !== undefined) {
    const q = looseName(c.task);
    const inTask = pool.filter((f) => looseName(f.task) === q || looseName(f.task_name) === q);
    if (inTask.length === 0)
      return none(
        `none: the index compares ${isolate(gpu)} and ${isolate(baseline)} in ${fmtList(pool.map((f) => isolate(f.task_name)))}, not in “${isolate(c.task)}”.`,
      );
    pool = inTask;
  }
  const claimed = c.energy_per_token_change_pct / 100;
  /** The index's answer in each task, with its sentences. */
  const answers: (Answer & { sentences: string[] })[] = [];
  for (const f of pool) {
    // A claim naming a model is answered for that model alone, in the tasks that have it.
    const model = c.model === undefined ? null : matchModel(c.model, f.models).match;
    if (c.model !== undefined && !model) continue;
    const a = answerIn(f, model, gpu, baseline, claimed);
    answers.push({ ...a, sentences: answerSentences(a, f.ceiling_ms) });
  }
  if (answers.length === 0)
    return none(
      `none: the index has no comparison of ${isolate(gpu)} and ${isolate(baseline)} for ${isolate(c.model!)}.`,
    );
  const first = answers[0];
  const summary =
    `The index: ${isolate(gpu)} used ${aMedian(first)}${changeWords(first.own_median)} GPU energy per output token than ${isolate(baseline)} ` +
    `in ${isolate(first.task_name)} with each GPU at its own lowest-energy setting` +
    (first.matched_median === null ? '' : `, ${changeWords(first.matched_median)} at the same setting on both`) +
    (answers.length > 1
      ? ` (and ${fmtCount(answers.length - 1)} more task${answers.length > 2 ? 's' : ''} below).`
      : '.');
  // leaves_out: what the claim leaves out that the index's comparison holds fixed or states, one sentence each.
  return { result: { answers, leaves_out: leavesOut(c, first), summary }, note: null };
}

/** The index's answer in one task, as changes of the claim's GPU against its baseline (fractions: -0.39 = 39% less). */
function answerIn(f: GpuFindingData, model: ModelMatch | null, gpu: string, baseline: string, claimed: number) {
  const isOther = f.other_gpu === gpu;
  const models = model ? f.models.filter((x) => x.model === model.model) : f.models;
  const own = model ? { median: models[0].own, min: models[0].own, max: models[0].own } : f.own;
  const matchedRatio = model ? models[0].matched : f.matched_median;
  // A change grows as the ratio falls when the claim's GPU is the other one: the range's ends swap.
  const ends = [changeOf(own.min, isOther), changeOf(own.max, isOther)].sort((x, y) => x - y);
  const ownMedian = changeOf(own.median, isOther);
  const matched = matchedRatio === null ? null : changeOf(matchedRatio, isOther);
  return {
    task: f.task,
    task_name: f.task_name,
    gpu,
    baseline_gpu: baseline,
    /** The model the claim names, when it names one the finding has. */
    model: model?.model ?? null,
    model_name: model?.model_name ?? null,
    models: models.length,
    own_median: ownMedian,
    own_min: ends[0],
    own_max: ends[1],
    matched_median: matched,
    /** Models with a common setting. */
    matched_models: models.filter((x) => x.matched !== null).length,
    /** The claim's change, as a fraction. */
    claimed,
    /** Which of the index's two comparisons the claim is nearer: the one at each GPU's own setting, or at the same. */
    resembles:
      matched !== null && Math.abs(claimed - matched) < Math.abs(claimed - ownMedian)
        ? ('same' as const)
        : ('own' as const),
    /** Whether the claim lies within the per-model range at each GPU's own setting. */
    within_range: claimed >= ends[0] - 0.005 && claimed <= ends[1] + 0.005,
  };
}
type Answer = ReturnType<typeof answerIn>;

/** "a median " when the figure is a median over models, "" for one model. */
const aMedian = (a: Answer) => (a.models > 1 ? 'a median ' : '');

function answerSentences(a: Answer, ceilingMs: number): string[] {
  const who = a.model_name
    ? `for ${isolate(a.model_name)}`
    : a.models === 1
      ? 'for the one model measured on both'
      : `median of ${fmtCount(a.models)} models measured on both`;
  const own =
    `In ${isolate(a.task_name)}, with each GPU at its own lowest-energy setting (median inter-token latency at or under ${fmtCount(ceilingMs)} ms; ` +
    `card count and batch cap may differ), ${isolate(a.gpu)} used ${changeWords(a.own_median)} GPU energy per output token than ${isolate(a.baseline_gpu)}, ${who}` +
    (a.models > 1 ? `; per model, ${rangeWords(a.own_min, a.own_max)}.` : '.');
  const same =
    a.matched_median === null
      ? `No ${a.model_name ? 'setting' : 'model'} was run at the same card count, parallel layout and batch cap on both GPUs.`
      : `At the same setting on both GPUs (card count, parallel layout and batch cap), ${changeWords(a.matched_median)}` +
        (a.model_name ? '.' : ` (median of ${fmtCount(a.matched_models)} model${a.matched_models === 1 ? '' : 's'}).`);
  const claim = changeWords(a.claimed);
  const near =
    a.matched_median === null
      ? `The claim (${claim}) can only be set beside the comparison at each GPU's own setting`
      : a.resembles === 'same'
        ? `The claim (${claim}) is nearer the comparison at the same setting (${changeWords(a.matched_median)}) than at each GPU's own (${changeWords(a.own_median)})`
        : `The claim (${claim}) is nearer the comparison at each GPU's own lowest-energy setting (${changeWords(a.own_median)}) than at the same setting (${changeWords(a.matched_median)})`;
  const range = a.models > 1 ? `; it is ${a.within_range ? 'within' : 'outside'} the per-model range.` : '.';
  return [own, same, near + range];
}

/** What the index's comparison states and the claim does not. */
function leavesOut(c: Claim, a: Answer): string[] {
  const out: string[] = [];
  if (c.throughput_change_pct === undefined)
    out.push(
      "Throughput: the claim does not say whether throughput was held. At each GPU's own setting the two GPUs ran at different batch caps and card counts, so at different throughputs; an energy saving at equal throughput is another comparison.",
    );
  if (c.median_itl_ms === undefined && c.p99_itl_ms === undefined)
    out.push(
      'Latency: the claim gives no latency. Larger batches save energy per token and cost latency; the index holds the median inter-token latency under its ceiling.',
    );
  if (c.boundary === undefined || c.boundary !== 'board')
    out.push(
      `Boundary: ${c.boundary === undefined ? 'the claim does not say where the watts were read' : `the claim reads the watts at the ${c.boundary}`}; the index's comparison is at the GPU board, without host, fans or cooling.`,
    );
  if (c.settings === undefined)
    out.push(
      `Settings: the claim does not say whether each GPU ran at its own best setting (${changeWords(a.own_median)} in the index) or both at the same one${a.matched_median === null ? '' : ` (${changeWords(a.matched_median)})`}.`,
    );
  if (c.model === undefined && a.models > 1)
    out.push(
      `Model: the claim names none; the index's figure is a median over ${fmtCount(a.models)} models, ${rangeWords(a.own_min, a.own_max)}.`,
    );
  if (c.task === undefined)
    out.push('Workload: the claim names no task; the change differs by task (each is listed above).');
  return out;
}
