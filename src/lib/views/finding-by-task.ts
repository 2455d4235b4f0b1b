// The headline finding's other half: the same two GPUs in every task, at own and at same setting, and what the own
// settings trade (batch cap, latency), so a reader taking one sentence away takes the part that reverses too.
import type { Dataset } from '../core/dataset.ts';
import { fmtCount } from '../text/format.ts';
import { isolate } from '../text/bidi.ts';
import { matchedComparison, modelPairs, ratioSummary, selectedByModel } from './model-pairs.ts';
import { changeOf, type GpuComparison } from './headline.ts';

/**
 * The same two GPUs, oriented as the headline, in every task of the index (tasks in index order); ratios are the
 * baseline's energy per token over the other's.
 */
export function gapsByTask(d: Dataset, baseGpu: string, otherGpu: string) {
  return d.tasks.map((t) => {
    const pairs = modelPairs(selectedByModel(d.selected, t.id), baseGpu, otherGpu);
    const matched = matchedComparison(d, t.id, pairs, baseGpu, otherGpu);
    return {
      task: t.id,
      taskName: t.name,
      /** Models measured on both, and their median ratio at each GPU's own lowest-energy setting (null: none). */
      models: pairs.length,
      own: pairs.length > 0 ? ratioSummary(pairs).median : null,
      /** Models run on both at one setting (cards, layout, batch cap), and their median ratio there (null: none). */
      matchedModels: matched.pairs.length,
      matched: matched.median,
      /** The matched models' median ratio at each GPU's own setting: how much of the gap the settings make. */
      ownOfMatched: matched.ownMedian,
    };
  });
}
export type TaskGap = ReturnType<typeof gapsByTask>[number];

/** What the other GPU's own settings trade for their energy, counted over the models measured on both. */
export function settingsTrade(c: GpuComparison) {
  return {
    models: c.pairs.length,
    /** Models whose selected setting on the other GPU runs a larger batch cap, and a higher median ITL. */
    largerBatch: c.pairs.filter((p) => p.other.batch > p.base.batch).length,
    slower: c.pairs.filter((p) => p.other.median_itl_ms > p.base.median_itl_ms).length,
  };
}
type SettingsTrade = ReturnType<typeof settingsTrade>;

/** The tasks where the other GPU uses more at the same setting. */
export function reversedTasks(gaps: readonly TaskGap[]): TaskGap[] {
  return gaps.filter((g) => g.matched !== null && g.matched < 1);
}

const named = (gs: readonly TaskGap[]) => gs.map((g) => `${g.taskName} (${changeOf(g.matched!)})`).join(', ');

/** "Text Conversation: 39% less at each GPU's own setting (14 models); 14% less at the same setting (10)." */
export function taskGapLine(g: TaskGap): string {
  const own =
    g.own === null
      ? 'no model measured on both'
      : `${changeOf(g.own)} at each GPU's own setting (${fmtCount(g.models)} ${g.models === 1 ? 'model' : 'models'})`;
  const matched =
    g.matched === null
      ? 'no setting run on both'
      : `${changeOf(g.matched)} at the same setting (${fmtCount(g.matchedModels)})`;
  // Isolated: a right-to-left task name must not reorder the figures after it.
  return `${isolate(g.taskName)}: ${own}; ${matched}.`;
}

/**
 * "For 12 of 14 models B200's selected setting runs a larger batch cap than H100's, and for 10 a higher median ITL."
 */
export function tradeSentence(t: SettingsTrade, c: GpuComparison, taskName: string): string {
  return (
    `In ${isolate(taskName)}, ${isolate(c.otherGpu)}'s selected setting runs a larger batch cap than ${isolate(c.baseGpu)}'s for ` +
    `${fmtCount(t.largerBatch)} of ${fmtCount(t.models)} models, and a higher median inter-token latency for ${fmtCount(t.slower)}.`
  );
}

/**
 * The sentence a reader takes away: where the advantage comes from (own settings, larger batches; `memory`: a larger
 * memory holds larger batches) and where it turns round at the same setting. Every clause follows the counts, so the
 * wording changes with the data.
 */
export function takeaway(
  c: GpuComparison,
  gaps: readonly TaskGap[],
  t: SettingsTrade,
  memory?: { base: number; other: number },
): string {
  const here = gaps.find((g) => g.task === c.task);
  const own = `${c.otherGpu} uses ${changeOf(c.median)} energy per output token than ${c.baseGpu} in ${here?.taskName ?? c.task}, each at its own setting.`;
  // The share of the same models' gap that their own settings make (1 - log gap at one setting / log gap at own).
  const share =
    here?.matched != null && here.ownOfMatched != null && here.ownOfMatched > 1
      ? 1 - Math.log(here.matched) / Math.log(here.ownOfMatched)
      : 0;
  const room =
    memory && memory.other > memory.base
      ? ` (it has ${fmtCount(memory.other)} GB a card against ${fmtCount(memory.base)} GB)`
      : '';
  const settings =
    share > 0 && 2 * t.largerBatch > t.models
      ? ` ${share >= 0.5 ? 'Most' : 'Part'} of that comes from its settings: for ${fmtCount(t.largerBatch)} of ${fmtCount(t.models)} models it runs a larger batch cap${room}` +
        (2 * t.slower > t.models ? `, and for ${fmtCount(t.slower)} a higher median inter-token latency.` : '.')
      : '';
  if (here?.matched == null) return `${own}${settings}`;
  const others = reversedTasks(gaps).filter((g) => g.task !== c.task);
  const elsewhere =
    others.length === 0 ? ', and less in every other task measured on both.' : `; it uses more in ${named(others)}.`;
  return `${own}${settings} At the same setting it uses ${changeOf(here.matched)} here${elsewhere}`;
}

/** The finding's other half, as home and the task pages print it. */
export function otherHalf(d: Dataset, c: GpuComparison) {
  const gaps = gapsByTask(d, c.baseGpu, c.otherGpu);
  const trade = settingsTrade(c);
  // The two GPUs' memory per card, GB, from hardware.json, when both are numbers.
  const [base, other] = [c.baseGpu, c.otherGpu].map((g) => d.acceleratorByGpu[g]?.figures.memory_gb.value);
  const memory = typeof base === 'number' && typeof other === 'number' ? { base, other } : undefined;
  return { gaps, trade, takeaway: takeaway(c, gaps, trade, memory) };
}
