// One CSV per source beside ML.ENERGY v3, with each row's check status, boundary and basis: no file ranks two sources.
import type { CheckedMlperfRow, CheckedV2Row } from '../core/source-rows/view.ts';
import { flag, int, num, RELEASE_ID, text, type FieldDef, type TableDef } from './columns.ts';

/** The columns every source's table starts with. */
const COMMON: FieldDef<CheckedMlperfRow | CheckedV2Row>[] = [
  RELEASE_ID,
  text('id', 'Row id; the same id the site shows.'),
  text('source', 'The source record the row comes from: its page is /sources/<source>/ on the site.'),
  text('boundary', 'Where the watts were read (from the source record).'),
  text('basis', 'How the energy was obtained (from the source record).'),
  text('model', 'Model id.'),
  text('model_name', 'Model display name.'),
  text('weight_precision', 'Weight precision as the source states it.'),
  text('gpu', 'GPU short name.'),
  int('num_gpus', 'GPUs', 'GPUs serving the model.'),
  num('output_tokens_per_s', 'output tokens/s', 'Output token rate as the source publishes it.'),
  num(
    'energy_per_token_j',
    'J per output token',
    'Energy per output token at this row\u2019s boundary; empty when the check withheld the row.',
    (r) => (r.check.status === 'withheld' ? null : r.energy_per_token_j),
    false,
  ),
  text('check_status', 'passed, withheld, or not checkable.', (r) => r.check.status),
  text('check_reason', 'Why withheld or not checkable; empty when passed.', (r) => r.check.reason, false),
];

function mlperfTable(id: string, round: string): TableDef<CheckedMlperfRow> {
  const latency = (r: CheckedMlperfRow, k: string) => (r.latency as unknown as Record<string, number>)[k] ?? null;
  return {
    name: id,
    title: `MLPerf Inference ${round}: every LLM run with a power measurement`,
    description: `MLPerf Inference ${round} (Datacenter, Closed): whole-system wall power recomputed from the analyzer's samples over loadgen's window and checked against Power_Result; one row per run (accuracy targets with identical files are one run). Wall power, never comparable with GPU-board figures.`,
    source: id,
    fields: [
      ...COMMON,
      text('result_id', 'MLCommons result ID: cite it with round, division, benchmark and scenario.'),
      text('round', 'MLPerf round.'),
      text('division', 'MLPerf division.'),
      text('benchmark', 'MLPerf benchmark.'),
      text('accuracy_targets', 'Accuracy targets this run stands for, separated by "; ".', (r) =>
        r.accuracy_targets.join('; '),
      ),
      text('scenario', 'Offline or Server.'),
      text('system_name', 'System as submitted.'),
      text('host_cpus', 'Host processors.'),
      text('cooling', 'Cooling.'),
      text('software', 'Software stack.'),
      num('avg_power_w', 'W', 'Mean wall power over the window, recomputed.'),
      num('published_power_w', 'W', 'MLCommons Power_Result.'),
      int('power_samples', 'samples', 'Analyzer samples in the window.'),
      num('window_s', 's', 'Window length.'),
      flag('tokens_inferred', 'True when loadgen marks the token rate "(inferred)".'),
      ...(
        [
          ['ttft_p99_limit_ms', 'p99 TTFT limit'],
          ['ttft_p99_ms', 'measured p99 TTFT'],
          ['tpot_p99_limit_ms', 'p99 TPOT limit'],
          ['tpot_p99_ms', 'measured p99 TPOT'],
        ] as const
      ).map(([k, what]) =>
        num<CheckedMlperfRow>(k, 'ms', `Server: ${what}; empty otherwise.`, (r) => latency(r, k), false),
      ),
      text(
        'latency_note',
        'Offline: why there is no latency limit; empty otherwise.',
        (r) => (r.latency.kind === 'none' ? r.latency.note : null),
        false,
      ),
    ],
    rows: (d) => {
      const v = d.bySource[id];
      return v?.kind === 'mlperf-inference' ? v.rows : [];
    },
  };
}

const V2_TABLE: TableDef<CheckedV2Row> = {
  name: 'ml-energy-v2',
  title: 'ML.ENERGY Leaderboard v2: every LLM setting',
  description:
    'ML.ENERGY Leaderboard v2 (deprecated by its authors): GPU board energy per output token = energy per request / mean output tokens. No average power is published, so every row is "not checkable".',
  source: 'ml-energy-v2',
  fields: [
    ...COMMON,
    text('task', 'chat or code.'),
    text('upstream_model', 'Model id as v2 spells it.'),
    int('tensor_parallel', '', 'Tensor parallel degree.'),
    int('pipeline_parallel', '', 'Pipeline parallel degree.'),
    int('batch', 'requests', 'Maximum batch size.'),
    num('mean_batch', 'requests', 'Mean running batch.'),
    num('energy_per_request_j', 'J per request', 'Energy per request as published.'),
    num('mean_output_tokens', 'output tokens per request', 'Mean output tokens as published.'),
    num('mean_tpot_ms', 'ms', 'Mean time per output token.'),
  ],
  rows: (d) => {
    const v = d.bySource['ml-energy-v2'];
    return v?.kind === 'ml-energy-v2' ? v.rows : [];
  },
};

export const SOURCE_TABLES = [
  mlperfTable('mlperf-inference-v5.1', 'v5.1'),
  mlperfTable('mlperf-inference-v4.1', 'v4.1'),
  V2_TABLE,
] as const;
