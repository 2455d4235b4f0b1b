// Energy per answer on model pages: energy per token x the run's mean answer length, per GPU, with how
// many times the lowest GPU's each is. Figures worked out by hand on named rows.
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../../src/lib/core/dataset.ts';
import { answerEnergyByTask } from '../../../src/lib/views/model-view.ts';
import { makeGrid, makeHardware, makeIndex, makeRow } from '../../fixtures/factory.ts';

// Power / throughput with 1,000 tokens/s: power = 1,000 x energy per token.
const run = (gpu: string, e: number, tokens: number) =>
  makeRow({
    gpu,
    num_gpus: 1,
    tensor_parallel: 1,
    energy_per_token_j: e,
    avg_power_w: 1000 * e,
    output_tokens_per_s: 1000,
    mean_output_tokens: tokens,
    energy_per_request_j: e * tokens,
  });

describe('answerEnergyByTask', () => {
  it('orders GPUs by energy per answer, in J and Wh, against the lowest', () => {
    // H100: 0.36 J x 500 tokens = 180 J = 0.05 Wh. B200: 0.18 J x 500 = 90 J = 0.025 Wh. H100 is 2x B200.
    const d = buildDataset(makeIndex([run('H100', 0.36, 500), run('B200', 0.18, 500)]), makeGrid(), makeHardware());
    const [t] = answerEnergyByTask(d.selected, ['lm-arena-chat']);
    expect(t.gpus.map((g) => [g.row.gpu, g.joules, g.wh, g.timesLowest])).toEqual([
      ['B200', 90, 0.025, 1],
      ['H100', 180, 0.05, 2],
    ]);
    expect(t.lengths).toBeNull();
  });
  it('points out answer lengths that differ by more than a tenth: per answer can reverse per token', () => {
    // B200 lower per token (0.1 against 0.12) but its answers are 3x longer: 0.1 x 1,500 = 150 J against
    // 0.12 x 500 = 60 J, so per answer H100 is the lowest and B200 is 2.5x it.
    const d = buildDataset(makeIndex([run('H100', 0.12, 500), run('B200', 0.1, 1500)]), makeGrid(), makeHardware());
    const [t] = answerEnergyByTask(d.selected, ['lm-arena-chat']);
    expect(t.gpus.map((g) => [g.row.gpu, Math.round(g.joules * 1e9) / 1e9, g.timesLowest])).toEqual([
      ['H100', 60, 1],
      ['B200', 150, 2.5],
    ]);
    expect([t.lengths?.shortest.gpu, t.lengths?.longest.gpu]).toEqual(['H100', 'B200']);
  });
  it('does not point out lengths within a tenth of each other, and skips tasks without rows', () => {
    // 540 / 500 = 1.08: within the tenth.
    const d = buildDataset(makeIndex([run('H100', 0.2, 500), run('B200', 0.1, 540)]), makeGrid(), makeHardware());
    const out = answerEnergyByTask(d.selected, ['gpqa', 'lm-arena-chat']);
    expect(out.map((t) => [t.task, t.lengths])).toEqual([['lm-arena-chat', null]]);
  });
});
