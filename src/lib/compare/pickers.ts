// /compare/'s pickers: a model typed loosely (text/find-model.ts), one of its GPUs, one setting. Fixed orders, so the
// page reads the same whatever the figures file's order.
import { group } from 'd3';
import type { CompareFigure } from './figures.ts';
import { modelMatches } from '../text/find-model.ts';
import { compareCodeUnits, compareNatural } from '../core/order.ts';
import { fmtCount, fmtEnergy } from '../text/format.ts';
import { isolate } from '../text/bidi.ts';

export interface Choice {
  value: string;
  label: string;
}

/** The models whose display name or exact id the query matches, by display name (then id). */
export function modelChoices(figures: readonly CompareFigure[], query: string): Choice[] {
  const models = new Map<string, string>();
  for (const f of figures) if (!models.has(f.model)) models.set(f.model, f.model_name);
  return [...models]
    .filter(([id, name]) => modelMatches(query, [name, id]))
    .sort((x, y) => compareCodeUnits(x[1], y[1]) || compareCodeUnits(x[0], y[0]))
    .map(([id, name]) => ({ value: id, label: `${isolate(name)} (${isolate(id)})` }));
}

/** The GPUs one model was measured on, in any source. */
export function gpuChoices(figures: readonly CompareFigure[], model: string): Choice[] {
  const gpus = [...new Set(figures.filter((f) => f.model === model).map((f) => f.gpu))].sort(compareCodeUnits);
  return gpus.map((g) => ({ value: g, label: isolate(g) }));
}

/** A setting as its picker lists it, led by the reader's unit as home is: Wh per answer, else J per output token. */
function settingChoice(f: CompareFigure): Choice {
  const layout = f.parallelism === null ? '' : ` (${f.parallelism})`;
  const batch = f.batch === null ? '' : `, batch cap ${fmtCount(f.batch)}`;
  const status = f.status === 'passed' ? '' : ` (${f.status})`;
  const index = f.id === f.index_id ? ' (index)' : '';
  const energy =
    f.wh_per_answer === null
      ? `${fmtEnergy(f.energy_per_token_j)} J per output token`
      : `${fmtEnergy(f.wh_per_answer)} Wh per answer`;
  return {
    value: f.id,
    label: `${fmtCount(f.num_gpus)} x ${isolate(f.gpu)}${layout}${batch}: ${energy}${status}${index}`,
  };
}

/**
 * One model's figures on one GPU, grouped by workload and source in the order they first appear in the figures (v3
 * first, in the release's task order), by natural id within; a group's label is the workload and source: "Text
 * Conversation (ML.ENERGY Leaderboard v3.0)".
 */
export function settingChoices(figures: readonly CompareFigure[], model: string, gpu: string) {
  // Grouped over all the figures, then narrowed: a model whose own rows list code before chat keeps the release's order.
  return [...group(figures, (f) => `${f.source}\u0000${f.task}`).values()].flatMap((all) => {
    const g = all.filter((f) => f.model === model && f.gpu === gpu);
    if (g.length === 0) return [];
    const label = `${isolate(g[0].task_name)} (${isolate(g[0].source_name)})`;
    return [{ label, choices: g.sort((x, y) => compareNatural(x.id, y.id)).map(settingChoice) }];
  });
}

/**
 * The index's selection (default ceiling) in the first workload with one, so /compare/ starts at the comparison the
 * index makes; else the first setting.
 */
export function defaultSetting(figures: readonly CompareFigure[], model: string, gpu: string): string | null {
  const choices = settingChoices(figures, model, gpu).flatMap((g) => g.choices);
  const index = new Set(figures.filter((f) => f.id === f.index_id).map((f) => f.id));
  return (choices.find((c) => index.has(c.value)) ?? choices[0])?.value ?? null;
}
