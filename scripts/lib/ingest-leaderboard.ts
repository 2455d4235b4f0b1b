// Converts the ML.ENERGY Leaderboard v3 task and model files into the index's rows.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TASK_IDS, type Row, type TaskId } from '../../src/lib/core/schemas/row.ts';
import type { IndexFile, Task } from '../../src/lib/core/schemas/index-file.ts';
import { measurementKey, rowIdFor } from '../../src/lib/core/row-id.ts';

/** Site names follow the leaderboard's own public labels; the upstream file names are kept too. */
const TASK_TEXT: Record<TaskId, { name: string; description: string }> = {
  'lm-arena-chat': {
    name: 'Text Conversation',
    description: 'Chat prompts from LM Arena conversations, answered as text.',
  },
  gpqa: {
    name: 'Problem Solving',
    description: 'Graduate-level science questions (GPQA Diamond), answered with long reasoning.',
  },
  'sourcegraph-fim': {
    name: 'Code Completion',
    description: 'Fill-in-the-middle code completion requests from Sourcegraph.',
  },
  'image-chat': {
    name: 'Image Chat',
    description: 'Questions about an image, answered as text by a vision-language model.',
  },
  'video-chat': {
    name: 'Video Chat',
    description: 'Questions about a video, answered as text by a vision-language model.',
  },
};

type UpstreamConfig = Record<string, unknown> & {
  model_id: string;
  gpu_model: string;
  num_gpus: number;
  max_num_seqs: number;
  energy_per_token_joules: number;
};
type UpstreamModelConfig = {
  gpu_model: string;
  num_gpus: number | string;
  max_num_seqs: number | string;
  energy_per_token_joules: number | string;
  output_length_distribution?: { bins: number[]; counts: number[] };
};

/** Upstream files are trusted only as far as the fields named in T; the index's schema checks the result. */
function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** Histograms live in the per-model files; match each to its task row by setting and measured value. */
function histogramsFor(dir: string, task: TaskId) {
  const found = new Map<string, { bins: number[]; counts: number[] }>();
  const files = readdirSync(join(dir, 'models'))
    .filter((f) => f.endsWith(`__${task}.json`))
    .sort();
  for (const file of files) {
    const doc = readJson<{ model_id: string; configurations: UpstreamModelConfig[] }>(join(dir, 'models', file));
    for (const c of doc.configurations)
      if (c.output_length_distribution) found.set(settingKey(doc.model_id, c), c.output_length_distribution);
  }
  return found;
}

/** A setting and its measured value, the same in both files (the model files write some numbers as strings). */
const settingKey = (model: string, c: Omit<UpstreamModelConfig, 'output_length_distribution'>) =>
  [model, c.gpu_model, ...[c.num_gpus, c.max_num_seqs, c.energy_per_token_joules].map(Number)].join('|');

/** `dir` is the leaderboard's data folder; `commit` the one the lock pins its files to. */
export function ingestLeaderboard(dir: string, commit: string): Omit<IndexFile, 'release'> {
  const rows: Row[] = [];
  const tasks: Task[] = [];
  const seen = new Map<string, number>();
  for (const task of TASK_IDS) {
    const file = `tasks/${task}.json`;
    const doc = readJson<{ task_display_name: string; configurations: UpstreamConfig[] }>(join(dir, file));
    tasks.push({
      id: task,
      name: TASK_TEXT[task].name,
      upstream_name: doc.task_display_name,
      description: TASK_TEXT[task].description,
    });
    const histograms = histogramsFor(dir, task);
    doc.configurations.forEach((c, position) => {
      const hist = histograms.get(settingKey(c.model_id, c));
      const row: Omit<Row, 'id'> = {
        source: 'ml-energy-v3',
        task,
        model: c.model_id,
        model_name: c.nickname as string,
        architecture: c.architecture as string,
        total_params_b: c.total_params_billions as number,
        active_params_b: c.activated_params_billions as number,
        weight_precision: c.weight_precision as string,
        gpu: c.gpu_model,
        num_gpus: c.num_gpus,
        tensor_parallel: c.tensor_parallel as number,
        expert_parallel: c.expert_parallel as number,
        data_parallel: c.data_parallel as number,
        batch: c.max_num_seqs,
        mean_batch: c.avg_batch_size as number,
        avg_power_w: c.avg_power_watts as number,
        output_tokens_per_s: c.output_throughput_tokens_per_sec as number,
        energy_per_token_j: c.energy_per_token_joules,
        energy_per_request_j: c.energy_per_request_joules as number,
        mean_output_tokens: c.avg_output_len as number,
        median_itl_ms: c.median_itl_ms as number,
        p90_itl_ms: c.p90_itl_ms as number,
        p95_itl_ms: c.p95_itl_ms as number,
        p99_itl_ms: c.p99_itl_ms as number,
        output_length_histogram: hist ? { bin_edges_tokens: hist.bins, counts: hist.counts } : null,
        provenance: { file, position, commit },
      };
      // Repeats of one measurement key get an ordinal suffix in upstream order (see row-id.ts).
      const key = measurementKey(row);
      const ordinal = (seen.get(key) ?? 0) + 1;
      seen.set(key, ordinal);
      rows.push({ id: rowIdFor(row, ordinal), ...row });
    });
  }
  return { tasks, units: ROW_UNITS, rows };
}

/** Units of the numeric row fields, published in the file itself. */
export const ROW_UNITS: Record<string, string> = {
  total_params_b: 'billion parameters',
  active_params_b: 'billion parameters',
  num_gpus: 'GPUs',
  batch: 'requests (configured batch cap, vLLM max_num_seqs)',
  mean_batch: 'requests (mean running batch)',
  avg_power_w: 'W (summed over all GPUs)',
  output_tokens_per_s: 'output tokens/s',
  energy_per_token_j: 'J per output token',
  energy_per_request_j: 'J per request',
  mean_output_tokens: 'output tokens per request',
  median_itl_ms: 'ms',
  p90_itl_ms: 'ms',
  p95_itl_ms: 'ms',
  p99_itl_ms: 'ms',
  'output_length_histogram.bin_edges_tokens': 'output tokens',
  'output_length_histogram.counts': 'requests',
};
