// ML.ENERGY Leaderboard v2 settings into rows: J per output token = `Energy/req (J)` / `Avg Output Tokens`. No
// average power is published, so the identity is "not checkable" (src/lib/core/source-rows/checks.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { V2File, V2Row } from '../../src/lib/core/schemas/sources.ts';
import { slugify } from '../../src/lib/core/slug.ts';
import { compareNatural } from '../../src/lib/core/order.ts';

/** v2's GPU folder names -> the short GPU names of hardware.json. */
const GPU_ALIAS: Record<string, string> = { 'A100-SXM4-40GB': 'A100 40GB', 'H100 80GB HBM3': 'H100' };

export const V2_UNITS: Record<string, string> = {
  energy_per_request_j: 'J per request (GPU board)',
  mean_output_tokens: 'output tokens per request',
  energy_per_token_j: 'J per output token (GPU board) = energy per request / mean output tokens',
  output_tokens_per_s: 'output tokens/s',
  mean_tpot_ms: 'ms (mean time per output token)',
  batch: 'requests (maximum batch size)',
  mean_batch: 'requests (mean running batch)',
  params_b: 'billion parameters',
  num_gpus: 'GPUs (tensor x pipeline parallel)',
};

/** `commit` is the one the lock pins the files to (each row's provenance names it). */
export function ingestLeaderboardV2(dir: string, commit: string): V2File {
  const root = join(dir, 'data', 'llm_text_generation');
  const rows: V2Row[] = [];
  for (const task of ['chat', 'code'] as const) {
    const models = JSON.parse(readFileSync(join(root, task, 'models.json'), 'utf8'));
    // One file per setting: <GPU>/<org>/<model>/<setting>.json (rows are sorted by id below).
    const settings = readdirSync(join(root, task), { recursive: true, encoding: 'utf8' });
    for (const path of settings.filter((p) => /^[^/]+\/[^/]+\/[^/]+\/[^/]+\.json$/.test(p))) {
      const gpuDir = path.split('/')[0];
      const gpu = GPU_ALIAS[gpuDir];
      if (!gpu)
        throw new Error(`ml-energy-leaderboard-v2: GPU folder ${gpuDir} has no short name in ingest-leaderboard-v2.ts`);
      const rel = `data/llm_text_generation/${task}/${path}`;
      const s = JSON.parse(readFileSync(join(dir, rel), 'utf8'));
      const meta = models[s.Model];
      if (!meta) throw new Error(`${rel}: model ${s.Model} is not in ${task}/models.json`);
      // Hugging Face renamed "Meta-Llama-3.1-*" to "Llama-3.1-*": one model, one id across sources.
      const model = s.Model.replace(/^meta-llama\/Meta-Llama-3\.1-/, 'meta-llama/Llama-3.1-');
      const tp = Number(s.TP);
      const pp = Number(s.PP);
      const batch = Number(s['Max BS (reqs)']);
      rows.push({
        id: `v2.${task}.${slugify(gpu)}.${slugify(model)}.tp${tp}pp${pp}.b${batch}`,
        source: 'ml-energy-v2',
        boundary: 'board (GPU)',
        basis: 'measured',
        model,
        model_name: meta.nickname,
        weight_precision: 'not stated by the source',
        gpu,
        num_gpus: tp * pp,
        output_tokens_per_s: Number(s['Token tput (tok/s)']),
        energy_per_token_j: Number(s['Energy/req (J)']) / Number(s['Avg Output Tokens']),
        task,
        upstream_model: s.Model,
        params_b: Number(meta.params),
        gpu_name: s.GPU,
        tensor_parallel: tp,
        pipeline_parallel: pp,
        batch,
        mean_batch: Number(s['Avg BS (reqs)']),
        energy_per_request_j: Number(s['Energy/req (J)']),
        mean_output_tokens: Number(s['Avg Output Tokens']),
        mean_tpot_ms: Number(s['Avg TPOT (s)']) * 1000,
        provenance: { file: rel, commit },
      });
    }
  }
  // Natural order: the id carries the batch, and 32 comes before 128.
  rows.sort((a, b) => compareNatural(a.id, b.id));
  return { units: V2_UNITS, rows };
}
