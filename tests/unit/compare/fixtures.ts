// Tiny named figures for the comparison's tests: one model on two GPUs, values chosen so ratios are exact.
import type { CompareFigure } from '../../../src/lib/compare/figures.ts';

export const figure = (over: Partial<CompareFigure>): CompareFigure => ({
  id: 'chat.m.h100x1.b64',
  release: 'r1',
  page_release: 'r1',
  source: 'ml-energy-v3',
  source_name: 'Bench v3',
  boundary: 'board (GPU)',
  task: 'chat',
  task_name: 'Chat',
  model: 'Org/M-8B',
  model_name: 'M 8B',
  gpu: 'H100',
  num_gpus: 1,
  parallelism: 'tensor 1, expert 1, data 1',
  batch: 64,
  wh_per_answer: 0.05,
  mean_output_tokens: 600,
  energy_per_token_j: 0.3,
  avg_power_w: 600,
  output_tokens_per_s: 2000,
  median_itl_ms: 20,
  p99_itl_ms: 40,
  status: 'passed',
  index_id: 'chat.m.h100x1.b64',
  ...over,
});

/** The same model and setting on H100 and on B200: 0.3 J against 0.2 J, 600 W against 800 W. */
export const onH100 = figure({});
export const onB200 = figure({
  id: 'chat.m.b200x1.b64',
  gpu: 'B200',
  wh_per_answer: 0.04,
  mean_output_tokens: 720,
  energy_per_token_j: 0.2,
  avg_power_w: 800,
  output_tokens_per_s: 4000,
  median_itl_ms: 10,
  p99_itl_ms: 25,
  index_id: 'chat.m.b200x1.b64',
});
/** A whole-server figure of the same model on B200, which publishes no batch cap or latency. */
export const atWall = figure({
  id: 'mlperf.m.b200x8.offline',
  source: 'mlperf-v5',
  source_name: 'MLPerf v5',
  boundary: 'system (wall, AC)',
  task: 'mlperf-v5:m:Offline',
  task_name: 'MLPerf m Offline',
  gpu: 'B200',
  num_gpus: 8,
  parallelism: null,
  batch: null,
  wh_per_answer: null,
  mean_output_tokens: null,
  energy_per_token_j: 0.5,
  avg_power_w: 9000,
  output_tokens_per_s: 18000,
  median_itl_ms: null,
  p99_itl_ms: null,
  index_id: null,
});

/** No figure is another's index selection (the fixtures are each their own, or none). */
export const noIndex = () => null;
