// What a GPU page shows: its hardware figures, and the measured GPUs compared model by model on the index's selection.
import type { Dataset } from '../core/dataset.ts';
import type { Figure, HardwareFile } from '../core/schemas/hardware-file.ts';
import { fmtCount, fmtRatio } from '../text/format.ts';
import { compareCodeUnits } from '../core/order.ts';
import { modelPairs, ratioSummary, selectedByModel } from './model-pairs.ts';
import { differenceSentence, gpuFinding } from './headline.ts';

/** A hardware figure's value and unit as printed: years as years ("2022"), other numbers grouped ("1,440 GB"). */
export function figureText(f: Figure): { value: string; unit: string } {
  if (f.value === null) return { value: '', unit: '' };
  if (typeof f.value !== 'number') return { value: String(f.value), unit: f.unit };
  if (f.unit === 'year') return { value: String(f.value), unit: '' };
  return { value: f.value.toLocaleString('en-US'), unit: f.unit };
}

/**
 * The servers rated against their GPUs, as a GPU page's boundary note says them: by nameplate, and each wattage only
 * where the data states it (a record may give the ratio alone, as DGX H100's does).
 */
export function serverRatings(systems: HardwareFile['systems']) {
  return systems.flatMap((s) => {
    const num = (key: string) => {
      const v = s.figures[key]?.value;
      return typeof v === 'number' ? v : null;
    };
    const [ratio, server, gpus] = ['system_to_gpu_power_ratio', 'system_max_power_w', 'gpu_power_sum_w'].map(num);
    if (ratio === null) return [];
    const watts =
      server !== null && gpus !== null
        ? `${fmtCount(server)} W against ${fmtCount(gpus)} W; `
        : server !== null
          ? `${fmtCount(server)} W for the server; `
          : gpus !== null
            ? `${fmtCount(gpus)} W for its GPUs; `
            : '';
    return [{ name: s.name, ratio: fmtRatio(ratio), note: `${watts}nameplate maxima, not measured draw` }];
  });
}

/** This GPU against every other, model by model on the index's selection, per task (different workloads kept apart). */
export function gpuComparisons(d: Dataset, gpu: string) {
  const others = [...new Set(d.selected.map((r) => r.gpu))].filter((g) => g !== gpu).sort(compareCodeUnits);
  return d.tasks.flatMap((t) => {
    const byModel = selectedByModel(d.selected, t.id);
    const finding = gpuFinding(d, t.id);
    return others.flatMap((other) => {
      // The other GPU as the base: the ratio reads "there / here", above 1 where this GPU uses less.
      const pairs = modelPairs(byModel, other, gpu)
        .map((p) => ({ model: p.model, model_name: p.other.model_name, here: p.other, there: p.base, ratio: p.ratio }))
        .sort((a, b) => a.ratio - b.ratio || compareCodeUnits(a.model, b.model));
      if (pairs.length === 0) return [];
      const findingGpus = finding && [finding.comparison.baseGpu, finding.comparison.otherGpu];
      return [
        {
          task: t.id,
          taskName: t.name,
          other,
          /** Models measured on both GPUs in this task, lowest ratio first; their median, lowest and highest ratio. */
          pairs,
          ...ratioSummary(pairs),
          /** The task's finding when it compares these two GPUs, so this comparison carries its conditions as home's. */
          finding: findingGpus?.includes(gpu) && findingGpus.includes(other) ? finding : null,
        },
      ];
    });
  });
}
export type GpuComparison = ReturnType<typeof gpuComparisons>[number];

/** The finding in words, as the home page says it, from this GPU's side ("H100: 63% more ... than B200"). */
export const comparisonSentence = (c: GpuComparison, gpu: string) =>
  differenceSentence(gpu, c.other, c.pairs.length, c);
