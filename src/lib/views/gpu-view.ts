// What a GPU page shows: its hardware figures, and the measured GPUs compared model by model on the index's selection.
import type { CheckedRow, Dataset } from '../core/dataset.ts';
import type { Figure } from '../core/schemas/hardware-file.ts';
import { compareCodeUnits } from '../core/order.ts';
import { modelPairs, ratioSummary, selectedByModel } from './model-pairs.ts';
import { differenceSentence, gpuFinding, type GpuFinding } from './headline.ts';

/** A hardware figure's value and unit as printed: years as years ("2022"), other numbers grouped ("1,440 GB"). */
export function figureText(f: Figure): { value: string; unit: string } {
  if (f.value === null) return { value: '', unit: '' };
  if (typeof f.value !== 'number') return { value: String(f.value), unit: f.unit };
  if (f.unit === 'year') return { value: String(f.value), unit: '' };
  return { value: f.value.toLocaleString('en-US'), unit: f.unit };
}

export interface PairRow {
  model: string;
  model_name: string;
  /** The index's row for the model on this GPU, and on the other. */
  here: CheckedRow;
  there: CheckedRow;
  /** There's energy per token over here's: above 1, this GPU uses less energy per token. */
  ratio: number;
}

export interface GpuComparison {
  task: string;
  taskName: string;
  other: string;
  /** Models measured on both GPUs in this task, lowest ratio first. */
  pairs: PairRow[];
  /** Median, lowest and highest ratio over the pairs. */
  median: number;
  min: number;
  max: number;
  /** The task's finding when it compares these two GPUs, so this comparison carries its conditions as home's does. */
  finding: GpuFinding | null;
}

/** This GPU against every other, model by model on the index's selection, per task (different workloads kept apart). */
export function gpuComparisons(d: Dataset, gpu: string): GpuComparison[] {
  const out: GpuComparison[] = [];
  const others = [...new Set(d.selected.map((r) => r.gpu))].filter((g) => g !== gpu).sort(compareCodeUnits);
  for (const t of d.tasks) {
    const byModel = selectedByModel(d.selected, t.id);
    const finding = gpuFinding(d, t.id);
    for (const other of others) {
      // The other GPU first: the ratio reads "there / here", above 1 where this GPU uses less.
      const pairs: PairRow[] = modelPairs(byModel, other, gpu)
        .map((p) => ({ model: p.model, model_name: p.other.model_name, here: p.other, there: p.base, ratio: p.ratio }))
        .sort((a, b) => a.ratio - b.ratio || compareCodeUnits(a.model, b.model));
      if (pairs.length === 0) continue;
      const samePair =
        finding !== null &&
        [finding.comparison.baseGpu, finding.comparison.otherGpu].sort(compareCodeUnits).join() ===
          [gpu, other].sort(compareCodeUnits).join();
      out.push({
        task: t.id,
        taskName: t.name,
        other,
        pairs,
        ...ratioSummary(pairs),
        finding: samePair ? finding : null,
      });
    }
  }
  return out;
}

/** The finding in words, as the home page says it, from this GPU's side ("H100: 63% more ... than B200"). */
export function comparisonSentence(c: GpuComparison, gpu: string): string {
  return differenceSentence({
    gpu,
    other: c.other,
    models: c.pairs.length,
    median: c.median,
    min: c.min,
    max: c.max,
    where: '',
  });
}
