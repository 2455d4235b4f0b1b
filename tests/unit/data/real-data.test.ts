// Real data: these tests read the committed data/ and pin the reference figures of DOMAIN.md.
// A change to data/ that moves them must be deliberate.
import { describe, expect, it } from 'vitest';
import { loadDataDir } from '../../../src/lib/node/read-data.ts';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import { headline } from '../../../src/lib/views/headline.ts';
import { whPerMillionTokens } from '../../../src/lib/core/units.ts';
import { fmtEnergy, fmtMeasured, fmtRatio } from '../../../src/lib/text/format.ts';

const data = loadDataDir('data');
const d = buildDataset(data.index, data.grid, data.hardware);
const chat = (f: (r: (typeof d.rows)[number]) => boolean) => d.rows.filter((r) => r.task === 'lm-arena-chat' && f(r));

describe('real data (ML.ENERGY v3.0, Ember 2025, NVIDIA): reference figures', () => {
  it('holds 838 token-task configurations, all passing the identity check', () => {
    expect(d.rows).toHaveLength(838);
    expect(Object.fromEntries(d.tasks.map((t) => [t.id, d.rows.filter((r) => r.task === t.id).length]))).toEqual({
      'lm-arena-chat': 328,
      gpqa: 187,
      'sourcegraph-fim': 50,
      'image-chat': 173,
      'video-chat': 100,
    });
    expect(d.withheld).toEqual([]);
    expect(Math.max(...d.rows.map((r) => Math.abs(r.identity.power_residual)))).toBeLessThan(1e-12);
  });
  it('reference row: Qwen3-32B, 2 x H100, batch 256 = 1,177.92 W / 5,155.46 tok/s = 0.2285 J = 63.47 Wh/M', () => {
    const [ref] = chat((r) => r.model === 'Qwen/Qwen3-32B' && r.gpu === 'H100' && r.num_gpus === 2 && r.batch === 256);
    expect(fmtMeasured(ref.avg_power_w)).toBe('1,177.92');
    expect(fmtMeasured(ref.output_tokens_per_s)).toBe('5,155.46');
    // Printed to three significant figures, as every energy figure on the site: 0.2285 J -> 0.228, 63.47 Wh -> 63.5.
    expect(fmtEnergy(ref.avg_power_w / ref.output_tokens_per_s)).toBe('0.228');
    expect(fmtEnergy(ref.energy_per_token_j)).toBe('0.228');
    expect(ref.energy_per_token_j).toBeCloseTo(0.2285, 4);
    expect(fmtEnergy(whPerMillionTokens(ref.energy_per_token_j))).toBe('63.5');
  });
  it('batch spread: Qwen3-32B on 2 x H100 falls 7.12x from batch 8 to batch 256', () => {
    const at = (b: number) =>
      chat((r) => r.model === 'Qwen/Qwen3-32B' && r.gpu === 'H100' && r.num_gpus === 2 && r.batch === b)[0]
        .energy_per_token_j;
    expect(at(8).toPrecision(3)).toBe('1.63');
    expect(fmtRatio(at(8) / at(256))).toBe('7.12x');
  });
  it('Text Conversation index: lowest 0.0467 J (Llama 3.1 8B, 1 x B200, batch 2048), highest 2.063 J (405B FP8, 8 x H100, batch 256)', () => {
    const h = headline(d, 'lm-arena-chat');
    expect([
      h.lowest.model,
      h.lowest.gpu,
      h.lowest.num_gpus,
      h.lowest.batch,
      fmtEnergy(h.lowest.energy_per_token_j),
    ]).toEqual(['meta-llama/Llama-3.1-8B-Instruct', 'B200', 1, 2048, '0.0467']);
    expect([
      h.highest.model,
      h.highest.gpu,
      h.highest.num_gpus,
      h.highest.batch,
      fmtEnergy(h.highest.energy_per_token_j),
    ]).toEqual(['meta-llama/Llama-3.1-405B-Instruct-FP8', 'H100', 8, 256, '2.06']);
  });
  it('the 500 ms ceiling does not bind in Text Conversation (slowest median ITL 325.5 ms); 50 ms does', () => {
    expect(Math.max(...chat(() => true).map((r) => r.median_itl_ms)).toFixed(1)).toBe('325.5');
    const strict = buildDataset(data.index, data.grid, data.hardware, 50);
    const moved = strict.selected.filter((r) => r.task === 'lm-arena-chat' && !d.selected.some((s) => s.id === r.id));
    expect(moved.length).toBeGreaterThan(0);
    expect(strict.selected.every((r) => r.median_itl_ms <= 50)).toBe(true);
  });
  it('three repeated measurements, each counted once', () => {
    expect(d.setAsideRepeats).toEqual([
      'gpqa.openai-gpt-oss-20b.h100x1.tp1ep1dp1.b96',
      'lm-arena-chat.qwen-qwen3-30b-a3b-instruct-2507.h100x2.tp1ep2dp1.b256',
      'lm-arena-chat.qwen-qwen3-30b-a3b-instruct-2507.h100x2.tp1ep2dp1.b512',
    ]);
  });
  it('World grid intensity 2024 is 472.99 gCO2e/kWh', () => {
    expect(d.world).toMatchObject({
      name: 'World',
      year: 2024,
      intensity_gco2_per_kwh: 472.99,
      iso3: null,
      aggregate: true,
    });
    expect(d.grid.entities).toHaveLength(222);
  });
  it('unconfirmed hardware figures stay flagged', () => {
    const nvl = d.hardware.accelerators.find((a) => a.name.startsWith('NVIDIA H100 NVL'))!;
    expect(nvl.figures.fp8_dense_tflops.status).toBe('unconfirmed');
    const dgx = d.hardware.systems.find((s) => s.id === 'nvidia-dgx-b200')!;
    expect(dgx.figures.system_to_gpu_power_ratio.value).toBe(1.7875);
  });
});
