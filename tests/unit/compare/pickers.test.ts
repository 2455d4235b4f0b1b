// The pickers: a model typed loosely, its GPUs, then its settings grouped by workload and source.
import { describe, expect, it } from 'vitest';
import { defaultSetting, gpuChoices, modelChoices, settingChoices } from '../../../src/lib/compare/pickers.ts';
import { figure, atWall, onB200, onH100 } from './fixtures.ts';

const llama70 = figure({
  id: 'chat.l70.h100x4.b32',
  model: 'meta/Llama-3.1-70B',
  model_name: 'Llama 3.1 70B',
  num_gpus: 4,
});
const llama8 = figure({ id: 'chat.l8.h100x1.b32', model: 'meta/Llama-3.1-8B', model_name: 'Llama 3.1 8B' });
const figures = [onH100, onB200, llama70, llama8, atWall, figure({ id: 'chat.m.h100x1.b128', batch: 128 })];
// M 8B on H100 where the index selected batch cap 128, not the 64 listed first.
const at128 = figure({ id: 'chat.m.h100x1.b128', batch: 128, index_id: 'chat.m.h100x1.b128' });
const selected128 = [{ ...onH100, index_id: at128.id }, at128];

describe('pickers', () => {
  it('finds models as the index filter does: "llama 8b" is Llama 3.1 8B, not 70B', () => {
    expect(modelChoices(figures, 'llama 8b').map((c) => c.value)).toEqual(['meta/Llama-3.1-8B']);
    expect(modelChoices(figures, '').map((c) => c.label)).toEqual([
      'Llama 3.1 70B (meta/Llama-3.1-70B)',
      'Llama 3.1 8B (meta/Llama-3.1-8B)',
      'M 8B (Org/M-8B)',
    ]);
  });
  it("lists a model's GPUs in name order", () => {
    expect(gpuChoices(figures, 'Org/M-8B').map((c) => c.value)).toEqual(['B200', 'H100']);
  });
  it('groups settings by workload and source, batch caps in natural order', () => {
    expect(settingChoices(figures, 'Org/M-8B', 'H100')).toEqual([
      {
        label: 'Chat (Bench v3)',
        choices: [
          {
            value: 'chat.m.h100x1.b64',
            label: '1 x H100 (tensor 1, expert 1, data 1), batch cap 64: 0.0500 Wh per answer (index)',
          },
          {
            value: 'chat.m.h100x1.b128',
            label: '1 x H100 (tensor 1, expert 1, data 1), batch cap 128: 0.0500 Wh per answer',
          },
        ],
      },
    ]);
    expect(settingChoices(figures, 'Org/M-8B', 'B200').map((g) => g.label)).toEqual([
      'Chat (Bench v3)',
      'MLPerf m Offline (MLPerf v5)',
    ]);
    expect(settingChoices(figures, 'Org/M-8B', 'B200')[1].choices[0].label).toBe('8 x B200: 0.500 J per output token');
  });
  it("orders workloads as they first appear in all the figures, not in this model and GPU's own rows", () => {
    // Another model's chat row comes first, so chat leads the release's workloads even where M 8B lists code first.
    const other = figure({ id: 'chat.o.h100x1.b64', model: 'Org/O-1B', model_name: 'O 1B' });
    const code = figure({ id: 'code.m.h100x1.b64', task: 'code', task_name: 'Code', index_id: 'code.m.h100x1.b64' });
    expect(settingChoices([other, code, onH100], 'Org/M-8B', 'H100').map((g) => g.label)).toEqual([
      'Chat (Bench v3)',
      'Code (Bench v3)',
    ]);
    expect(defaultSetting([other, code, onH100], 'Org/M-8B', 'H100')).toBe(onH100.id);
  });
  it("starts a side at the index's selection, not the first setting listed", () => {
    expect(settingChoices(selected128, 'Org/M-8B', 'H100')[0].choices.map((c) => c.label.endsWith('(index)'))).toEqual([
      false,
      true,
    ]);
    expect(defaultSetting(selected128, 'Org/M-8B', 'H100')).toBe('chat.m.h100x1.b128');
    // No index selection (another source only): the first setting listed.
    expect(defaultSetting([atWall], 'Org/M-8B', 'B200')).toBe('mlperf.m.b200x8.offline');
    expect(defaultSetting(figures, 'Org/M-8B', 'A100')).toBeNull();
  });
});
