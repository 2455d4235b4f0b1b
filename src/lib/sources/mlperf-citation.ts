// One MLPerf citation as MLCommons asks (round, division, benchmark, scenario, result ID) for all of a source's rows,
// built from the rows so it cannot fall behind them.
import { compareCodeUnits } from '../core/order.ts';
import { andList } from '../text/format.ts';

export interface MlperfCitedRow {
  benchmark: string;
  scenario: string;
  /** As MLCommons writes it, e.g. "5.1-0062". */
  result_id: string;
}

/**
 * "MLPerf Inference v5.1, Closed: llama2-70b, Offline and Server, result 5.1-0061; ... From
 * github.com/mlcommons/inference_results_v5.1 as of 2026-11-30." Benchmarks in code-unit order.
 */
export function mlperfCitation(round: string, division: string, rows: readonly MlperfCitedRow[], retrieved: string) {
  const groups = new Map<string, { benchmark: string; result: string; scenarios: Set<string> }>();
  for (const r of rows) {
    const key = `${r.benchmark}\u0000${r.result_id}`;
    const g = groups.get(key) ?? { benchmark: r.benchmark, result: r.result_id, scenarios: new Set<string>() };
    g.scenarios.add(r.scenario);
    groups.set(key, g);
  }
  const parts = [...groups.values()]
    .sort((a, b) => compareCodeUnits(a.benchmark, b.benchmark) || compareCodeUnits(a.result, b.result))
    .map((g) => `${g.benchmark}, ${andList([...g.scenarios].sort(compareCodeUnits))}, result ${g.result}`);
  const div = division.charAt(0).toUpperCase() + division.slice(1);
  return `MLPerf Inference ${round}, ${div}: ${parts.join('; ')}. From github.com/mlcommons/inference_results_${round} as of ${retrieved}.`;
}
