// The wall-power index rows the claim checker compares a whole-system claim with: every MLPerf source's
// selection, each row naming its source (the checker never takes a lowest figure across two sources).
import type { WallRow } from '../claims/check.ts';
import type { SourcesView } from './dataset.ts';

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
