// What a model page shows: its rows by task, charts' inputs, and the energy-per-response distribution.
import type { CheckedRow } from '../core/dataset.ts';
import { SECONDS_PER_HOUR, energyPerRequestJ } from '../core/units.ts';
import { compareCodeUnits } from '../core/order.ts';

/** Energy per response distribution: each output-length bin scaled by the row's energy per token. */
export function responseEnergyBins(r: CheckedRow) {
  const h = r.output_length_histogram;
  if (!h) return [];
  const total = h.counts.reduce((a, b) => a + b, 0);
  return h.counts.map((n, i) => ({
    /** Energy per response range for the bin, J: output-length bin edges x energy per token. */
    from_j: h.bin_edges_tokens[i] * r.energy_per_token_j,
    to_j: h.bin_edges_tokens[i + 1] * r.energy_per_token_j,
    requests: n,
    share: total ? n / total : 0,
  }));
}

/** Answer lengths further apart than this (longest / shortest) are pointed out beside the figures. */
export const LENGTHS_DIFFER = 1.1;

/** A model's selected energy per answer by task and GPU: what a reader sets beside a per-prompt figure. */
export function answerEnergyByTask(selected: readonly CheckedRow[], taskOrder: readonly string[]) {
  return taskOrder.flatMap((task) => {
    const rows = selected.filter((r) => r.task === task);
    if (rows.length === 0) return [];
    // Lowest energy per answer (energy per token x the configuration's mean output length) first; ties by GPU name.
    const gpus = rows
      .map((row) => {
        const joules = energyPerRequestJ(row.energy_per_token_j, row.mean_output_tokens);
        return { row, joules, wh: joules / SECONDS_PER_HOUR, timesLowest: 1 };
      })
      .sort((a, b) => a.joules - b.joules || compareCodeUnits(a.row.gpu, b.row.gpu));
    // Each GPU's energy per answer over the lowest GPU's for the task (1 for the lowest itself).
    for (const g of gpus) g.timesLowest = g.joules / gpus[0].joules;
    const byLength = [...rows].sort((a, b) => a.mean_output_tokens - b.mean_output_tokens);
    const [shortest, longest] = [byLength[0], byLength[byLength.length - 1]];
    // Shortest and longest answers when mean lengths differ by over a tenth: per answer and per token may then order
    // the GPUs differently.
    const lengths =
      longest.mean_output_tokens / shortest.mean_output_tokens > LENGTHS_DIFFER ? { shortest, longest } : null;
    return [{ task, gpus, lengths }];
  });
}
