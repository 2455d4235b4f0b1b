// The wall-power index rows the claim checker compares whole-system claims with: every MLPerf source's selection, each
// row naming its source (never a lowest figure across two sources).
import type { SourcesView } from './view.ts';

/** An index row measured at the wall (MLPerf), for claims whose watts were read for the whole system. */
export interface WallRow {
  id: string;
  model: string;
  model_name: string;
  gpu: string;
  num_gpus: number;
  scenario: string;
  result_id: string;
  /** Source id and name: a comparison names the one source it used, never two. */
  source: string;
  source_name: string;
  energy_per_token_j: number;
}

export function wallIndexOf(view: SourcesView): WallRow[] {
  return view.sources.flatMap((s) => {
    const v = view.bySource[s.id];
    if (v.kind !== 'mlperf-inference') return [];
    return v.selected.map((r) => ({
      id: r.id,
      model: r.model,
      model_name: r.model_name,
      gpu: r.gpu,
      num_gpus: r.num_gpus,
      scenario: r.scenario,
      result_id: r.result_id,
      source: r.source,
      source_name: s.name,
      energy_per_token_j: r.energy_per_token_j,
    }));
  });
}
