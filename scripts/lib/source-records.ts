// The source records of data/sources.json (what each source is, where its watts were read, how to cite it), from
// the sources' own files and documentation.
import type { SourceRecord } from '../../src/lib/core/schemas/sources.ts';
import { LICENCE_NOT_STATED } from '../../src/lib/core/schemas/sources.ts';
import { mlperfCitation, type MlperfCitedRow } from '../../src/lib/sources/mlperf-citation.ts';
import { CHECK_PROVES } from '../../src/lib/sources/explain.ts';

/** The day these files were copied from the public repositories. */
const RETRIEVED = '2026-11-30';

/** `commit`: the commit the lock pins a source's files to, by the source's id (the lock's id too). */
export function sourceRecords(
  commit: (id: string) => string,
  mlperfRows: readonly (MlperfCitedRow & { round: string })[],
): SourceRecord[] {
  const mlperf = (round: string, licence: string, licenceNote: string): SourceRecord => ({
    kind: 'mlperf-inference',
    id: `mlperf-inference-${round}`,
    name: `MLPerf Inference ${round} (Datacenter, Closed)`,
    publisher: 'MLCommons',
    version: round,
    round,
    division: 'closed',
    url: `https://github.com/mlcommons/inference_results_${round}`,
    commit: commit(`mlperf-inference-${round}`),
    licence,
    licence_note: licenceNote,
    citation: mlperfCitation(
      round,
      'closed',
      mlperfRows.filter((r) => r.round === round),
      RETRIEVED,
    ),
    boundary: 'system (wall, AC)',
    basis: 'measured',
    meter:
      'Certified power analyzer (Yokogawa) on the AC input of every power supply, read by the MLPerf power client (PTDaemon), one sample a second',
    window:
      "Loadgen's power_begin to power_end: the timed performance run, after warm-up. The figure is the mean of the analyzer's Watts samples strictly inside it.",
    workload:
      'MLPerf benchmark data sets: OpenOrca (Llama 2 70B), CNN/DailyMail (GPT-J, Llama 3.1 8B), long-context tasks (Llama 3.1 405B), a mix for Mixtral 8x7B. Offline sends every query at once; Server sends queries at a fixed rate and must meet p99 latency limits.',
    serving_stack: 'As each submitter states it (here NVIDIA TensorRT-LLM stacks)',
    latency_statistic:
      'p99 time to first token and p99 time per output token (Server), or p99 query latency (GPT-J Server); Offline has none',
    ceiling_rule:
      "MLPerf's own: a Server run counts only if loadgen found its p99s under the benchmark's limits (the result is VALID). No reader ceiling applies. The index shows, per scenario, model and GPU, the lowest energy per output token among valid runs that passed the power check.",
    checks: ['mlperf-power-window', 'measured-token-count'],
    check_proves: CHECK_PROVES['mlperf-inference'],
    rows_file: 'mlperf-inference.json',
    retrieved: RETRIEVED,
  });
  return [
    {
      kind: 'ml-energy-v3',
      id: 'ml-energy-v3',
      name: 'ML.ENERGY Leaderboard v3.0',
      publisher: 'The ML.ENERGY Initiative',
      version: 'v3.0',
      url: 'https://ml.energy/leaderboard',
      commit: commit('ml-energy-v3'),
      licence: 'Apache-2.0',
      licence_note: 'Apache-2.0 per the dataset card of ml-energy/data; the leaderboard site footer says the same.',
      citation:
        'Jae-Won Chung, Jeff J. Ma, Ruofan Wu, Jiachen Liu, Oh Jun Kweon, Yuxuan Xia, Zhiyu Wu and Mosharaf Chowdhury. The ML.ENERGY Benchmark: Toward Automated Inference Energy Measurement and Optimization. NeurIPS 2025 Datasets and Benchmarks Track. arXiv:2505.06371.',
      boundary: 'board (GPU)',
      basis: 'measured',
      meter: 'Zeus (NVML GPU energy counters)',
      window:
        'Steady state: from when B requests (B = the batch cap) have their first token until N - B requests have finished.',
      workload:
        'Five token tasks: LM Arena chat prompts, GPQA reasoning, Sourcegraph code completion, image chat and video chat.',
      serving_stack: 'vLLM 0.11.1',
      latency_statistic: 'median inter-token latency (ITL), client side',
      ceiling_rule:
        'Per (task, model, GPU): the lowest energy per output token among rows that pass the identity check with median ITL at or under the ceiling (500 ms by default).',
      checks: ['identity'],
      check_proves: CHECK_PROVES['ml-energy-v3'],
      rows_file: 'index.json',
      retrieved: RETRIEVED,
    },
    mlperf(
      'v5.1',
      LICENCE_NOT_STATED,
      'The v5.1 results repository has no licence file: its figures are facts cited to MLCommons, and the site says so wherever they appear.',
    ),
    mlperf('v4.1', 'Apache-2.0', 'Apache-2.0 (LICENSE.md in the v4.1 results repository).'),
    {
      kind: 'ml-energy-v2',
      id: 'ml-energy-v2',
      name: 'ML.ENERGY Leaderboard v2',
      publisher: 'The ML.ENERGY Initiative',
      version: 'v2',
      url: 'https://github.com/ml-energy/leaderboard-v2',
      commit: commit('ml-energy-v2'),
      licence: 'Apache-2.0',
      licence_note: 'Apache-2.0 (LICENSE in the leaderboard-v2 repository).',
      citation:
        'The ML.ENERGY Initiative, ML.ENERGY Leaderboard v2 (2024), github.com/ml-energy/leaderboard-v2. Deprecated by its authors in favour of v3.0; cite v3.0 (Chung et al., arXiv:2505.06371) for current figures.',
      boundary: 'board (GPU)',
      basis: 'measured',
      meter: 'Zeus (NVML GPU energy counters)',
      window: 'The whole benchmark run of each setting, as v2 measured it (no steady-state window is stated).',
      workload: 'Two tasks, chat and code completion, with prompts chosen for v2 (not the v3 workloads).',
      serving_stack: 'vLLM (the 2024 version v2 used)',
      latency_statistic: 'mean time per output token (TPOT), not a median inter-token latency',
      ceiling_rule:
        'Per (task, model, GPU): the lowest energy per output token among rows whose mean TPOT is at or under the ceiling (500 ms by default, applied to the mean TPOT).',
      checks: ['none-possible'],
      check_proves: CHECK_PROVES['ml-energy-v2'],
      status_note: 'Deprecated by its authors when v3.0 replaced it: an older serving stack and other workloads.',
      rows_file: 'ml-energy-v2.json',
      retrieved: RETRIEVED,
    },
  ];
}
