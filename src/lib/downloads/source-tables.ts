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
      rowField(
        'result_id',
        'string',
        '',
        'MLCommons result ID: cite it with round, division, benchmark and scenario.',
        (r) => r.result_id,
      ),
      rowField('round', 'string', '', 'MLPerf round.', (r) => r.round),
      rowField('division', 'string', '', 'MLPerf division.', (r) => r.division),
      rowField('benchmark', 'string', '', 'MLPerf benchmark.', (r) => r.benchmark),
      rowField('accuracy_targets', 'string', '', 'Accuracy targets this run stands for, separated by "; ".', (r) =>
        r.accuracy_targets.join('; '),
      ),
      rowField('scenario', 'string', '', 'Offline or Server.', (r) => r.scenario),
      rowField('system_name', 'string', '', 'System as submitted.', (r) => r.system_name),
      rowField('host_cpus', 'string', '', 'Host processors.', (r) => r.host_cpus),
      rowField('cooling', 'string', '', 'Cooling.', (r) => r.cooling),
      rowField('software', 'string', '', 'Software stack.', (r) => r.software),
      rowField('avg_power_w', 'number', 'W', 'Mean wall power over the window, recomputed.', (r) => r.avg_power_w),
      rowField('published_power_w', 'number', 'W', 'MLCommons Power_Result.', (r) => r.published_power_w),
      rowField('power_samples', 'integer', 'samples', 'Analyzer samples in the window.', (r) => r.power_samples),
      rowField('window_s', 'number', 's', 'Window length.', (r) => r.window_s),
      rowField(
        'tokens_inferred',
        'boolean',
        '',
        'True when loadgen marks the token rate "(inferred)".',
        (r) => r.tokens_inferred,
      ),
      rowField(
        'ttft_p99_limit_ms',
        'number',
        'ms',
        'Server: p99 TTFT limit; empty otherwise.',
        (r) => latency(r, 'ttft_p99_limit_ms'),
        false,
      ),
      rowField(
        'ttft_p99_ms',
        'number',
        'ms',
        'Server: measured p99 TTFT; empty otherwise.',
        (r) => latency(r, 'ttft_p99_ms'),
        false,
      ),
      rowField(
        'tpot_p99_limit_ms',
        'number',
        'ms',
        'Server: p99 TPOT limit; empty otherwise.',
        (r) => latency(r, 'tpot_p99_limit_ms'),
        false,
      ),
      rowField(
        'tpot_p99_ms',
        'number',
        'ms',
        'Server: measured p99 TPOT; empty otherwise.',
        (r) => latency(r, 'tpot_p99_ms'),
        false,
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
    rowField('task', 'string', '', 'chat or code.', (r) => r.task),
    rowField('upstream_model', 'string', '', 'Model id as v2 spells it.', (r) => r.upstream_model),
    rowField('tensor_parallel', 'integer', '', 'Tensor parallel degree.', (r) => r.tensor_parallel),
    rowField('pipeline_parallel', 'integer', '', 'Pipeline parallel degree.', (r) => r.pipeline_parallel),
    rowField('batch', 'integer', 'requests', 'Maximum batch size.', (r) => r.batch),
    rowField('mean_batch', 'number', 'requests', 'Mean running batch.', (r) => r.mean_batch),
    rowField(
      'energy_per_request_j',
      'number',
      'J per request',
      'Energy per request as published.',
      (r) => r.energy_per_request_j,
    ),
    rowField(
      'mean_output_tokens',
      'number',
      'output tokens per request',
      'Mean output tokens as published.',
      (r) => r.mean_output_tokens,
    ),
    rowField('mean_tpot_ms', 'number', 'ms', 'Mean time per output token.', (r) => r.mean_tpot_ms),
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
