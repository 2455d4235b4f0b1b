// Model counts, each saying what it counts (ranked in a task, measured in any task, across every source), so home,
// /about/, /compare/ and /models/ agree.
import type { Dataset } from '../core/dataset.ts';
import { compareFigures } from '../compare/figures.ts';
import { fmtCount } from '../text/format.ts';
import { isolate } from '../text/bidi.ts';
import { OWN_PAGES } from '../text/site-links.ts';

/** The counts for a task's leaderboard (the default task, home's, unless named). */
export function modelCounts(d: Dataset, task: string = d.tasks[0].id) {
  const t = d.tasks.find((x) => x.id === task);
  if (!t) throw new Error(`modelCounts: no task ${task} in the index`);
  return {
    /** Models with a selected row in the task (its leaderboard ranks them), and the task's name. */
    ranked: new Set(d.selected.filter((r) => r.task === task).map((r) => r.model)).size,
    taskName: t.name,
    /** Models the index (ML.ENERGY v3) measured, any task. */
    measured: d.models.length,
    /** Distinct models over every source's figures (what /compare/ lists); counted, not linked: no release history. */
    everySource: new Set(compareFigures(d, OWN_PAGES).map((f) => f.model)).size,
  };
}

const models = (n: number) => `${fmtCount(n)} ${n === 1 ? 'model' : 'models'}`;

/** "18 models ranked in Text Conversation; 34 measured in any task; 56 across every source." */
export const modelCountsSentence = (c: ReturnType<typeof modelCounts>) =>
  `${models(c.ranked)} ranked in ${isolate(c.taskName)}; ${fmtCount(c.measured)} measured in any task; ${fmtCount(c.everySource)} across every source.`;
