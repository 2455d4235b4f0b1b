// One CSV per source beside ML.ENERGY v3, with each row's check status, boundary and basis: no file ranks two sources.
import type { CheckedMlperfRow, CheckedV2Row } from '../core/source-rows/view.ts';
import { inRelease, releaseIdField, rowField, type FieldDef, type InRelease, type TableDef } from './columns.ts';

function common<R extends CheckedMlperfRow | CheckedV2Row>(): FieldDef<InRelease<R>>[] {
  return [
    releaseIdField<InRelease<R>>(),
    rowField<R>('id', 'string', '', 'Row id; the same id the site shows.'),
    rowField<R>(
      'source',
      'string',
      '',
      'The source record the row comes from: its page is /sources/<source>/ on the site.',
    ),
    rowField<R>('boundary', 'string', '', 'Where the watts were read (from the source record).'),
    rowField<R>('basis', 'string', '', 'How the energy was obtained (from the source record).'),
    rowField<R>('model', 'string', '', 'Model id.'),
    rowField<R>('model_name', 'string', '', 'Model display name.'),
    rowField<R>('weight_precision', 'string', '', 'Weight precision as the source states it.'),
    rowField<R>('gpu', 'string', '', 'GPU short name.'),
    rowField<R>('num_gpus', 'integer', 'GPUs', 'GPUs serving the model.'),
    rowField<R>('output_tokens_per_s', 'number', 'output tokens/s', 'Output token rate as the source publishes it.'),
    rowField<R>(
      'energy_per_token_j',
      'number',
      'J per output token',
      'Energy per output token at this row\u2019s boundary; empty when the check withheld the row.',
      (r) => (r.check.status === 'withheld' ? null : r.energy_per_token_j),
      false,
    ),
    rowField<R>('check_status', 'string', '', 'passed, withheld, or not checkable.', (r) => r.check.status),
    rowField<R>(
      'check_reason',
      'string',
      '',
      'Why withheld or not checkable; empty when passed.',
      (r) => r.check.reason,
      false,
    ),
  ];
}

function mlperfTable(id: string, round: string): TableDef<InRelease<CheckedMlperfRow>> {
  const latency = (r: CheckedMlperfRow, k: string) => (r.latency as unknown as Record<string, number>)[k] ?? null;
  return {
    name: id,
    title: `MLPerf Inference ${round}: every LLM run with a power measurement`,
    description: `MLPerf Inference ${round} (Datacenter, Closed): whole-system wall power recomputed from the analyzer's samples over loadgen's window and checked against Power_Result; one row per run (accuracy targets with identical files are one run). Wall power, never comparable with GPU-board figures.`,
    source: id,
    fields: [
      ...common<CheckedMlperfRow>(),
      rowField('result_id', 'string', '', 'MLCommons result ID: cite it with round, division, benchmark and scenario.'),
      rowField('round', 'string', '', 'MLPerf round.'),
      rowField('division', 'string', '', 'MLPerf division.'),
      rowField('benchmark', 'string', '', 'MLPerf benchmark.'),
      rowField('accuracy_targets', 'string', '', 'Accuracy targets this run stands for, separated by "; ".', (r) =>
        r.accuracy_targets.join('; '),
      ),
      rowField('scenario', 'string', '', 'Offline or Server.'),
      rowField('system_name', 'string', '', 'System as submitted.'),
      rowField('host_cpus', 'string', '', 'Host processors.'),
      rowField('cooling', 'string', '', 'Cooling.'),
      rowField('software', 'string', '', 'Software stack.'),
      rowField('avg_power_w', 'number', 'W', 'Mean wall power over the window, recomputed.'),
      rowField('published_power_w', 'number', 'W', 'MLCommons Power_Result.'),
      rowField('power_samples', 'integer', 'samples', 'Analyzer samples in the window.'),
      rowField('window_s', 'number', 's', 'Window length.'),
      rowField('tokens_inferred', 'boolean', '', 'True when loadgen marks the token rate "(inferred)".'),
      ...(
        [
          ['ttft_p99_limit_ms', 'p99 TTFT limit'],
          ['ttft_p99_ms', 'measured p99 TTFT'],
          ['tpot_p99_limit_ms', 'p99 TPOT limit'],
          ['tpot_p99_ms', 'measured p99 TPOT'],
        ] as const
      ).map(([k, what]) =>
        rowField<CheckedMlperfRow>(k, 'number', 'ms', `Server: ${what}; empty otherwise.`, (r) => latency(r, k), false),
      ),
      rowField(
        'latency_note',
        'string',
        '',
        'Offline: why there is no latency limit; empty otherwise.',
        (r) => (r.latency.kind === 'none' ? r.latency.note : null),
        false,
      ),
    ],
    rows: (d) => {
      const v = d.bySource[id];
      return v?.kind === 'mlperf-inference' ? inRelease(v.rows, d) : [];
    },
  };
}

const V2_TABLE: TableDef<InRelease<CheckedV2Row>> = {
  name: 'ml-energy-v2',
  title: 'ML.ENERGY Leaderboard v2: every LLM setting',
  description:
    'ML.ENERGY Leaderboard v2 (deprecated by its authors): GPU board energy per output token = energy per request / mean output tokens. No average power is published, so every row is "not checkable".',
  source: 'ml-energy-v2',
  fields: [
    ...common<CheckedV2Row>(),
    rowField('task', 'string', '', 'chat or code.'),
    rowField('upstream_model', 'string', '', 'Model id as v2 spells it.'),
    rowField('tensor_parallel', 'integer', '', 'Tensor parallel degree.'),
    rowField('pipeline_parallel', 'integer', '', 'Pipeline parallel degree.'),
    rowField('batch', 'integer', 'requests', 'Maximum batch size.'),
    rowField('mean_batch', 'number', 'requests', 'Mean running batch.'),
    rowField('energy_per_request_j', 'number', 'J per request', 'Energy per request as published.'),
    rowField('mean_output_tokens', 'number', 'output tokens per request', 'Mean output tokens as published.'),
    rowField('mean_tpot_ms', 'number', 'ms', 'Mean time per output token.'),
  ],
  rows: (d) => {
    const v = d.bySource['ml-energy-v2'];
    return v?.kind === 'ml-energy-v2' ? inRelease(v.rows, d) : [];
  },
};

export const SOURCE_TABLES = [
  mlperfTable('mlperf-inference-v5.1', 'v5.1'),
  mlperfTable('mlperf-inference-v4.1', 'v4.1'),
  V2_TABLE,
] as const;
