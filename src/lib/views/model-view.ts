// What a model page shows: its rows by task, charts' inputs, and the energy-per-response distribution.
import type { CheckedRow } from '../core/dataset.ts';

export interface ResponseBin {
  /** Energy per response range for the bin, J: output-length bin edges x energy per token. */
  from_j: number;
  to_j: number;
  requests: number;
  share: number;
}

/** Energy per response distribution: each output-length bin scaled by the row's energy per token. */
export function responseEnergyBins(r: CheckedRow): ResponseBin[] {
  const h = r.output_length_histogram;
  if (!h) return [];
  const total = h.counts.reduce((a, b) => a + b, 0);
  return h.counts.map((n, i) => ({
    from_j: h.bin_edges_tokens[i] * r.energy_per_token_j,
    to_j: h.bin_edges_tokens[i + 1] * r.energy_per_token_j,
    requests: n,
    share: total ? n / total : 0,
  }));
}
