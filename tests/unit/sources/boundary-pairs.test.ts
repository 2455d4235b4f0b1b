// The nameplate bound a wall-versus-board pair is read against: which system's ratio applies to a GPU.
import { describe, expect, it } from 'vitest';
import type { System } from '../../../src/lib/core/schemas/hardware-file.ts';
import { nameplateFor } from '../../../src/lib/sources/boundary-pairs.ts';

const system = (name: string, ratio?: number): System =>
  ({ name, figures: ratio === undefined ? {} : { system_to_gpu_power_ratio: { value: ratio } } }) as unknown as System;

describe('nameplateFor', () => {
  it('takes the ratio of a system that names the GPU as a whole word, not one whose name only contains it', () => {
    const systems = [system('NVIDIA GB200 NVL72', 1.5), system('NVIDIA DGX B200 (8x B200)', 1.7875)];
    expect(nameplateFor(systems, 'B200')).toEqual({ ratio: 1.7875, system: 'NVIDIA DGX B200 (8x B200)' });
    expect(nameplateFor(systems, 'GB200')).toEqual({ ratio: 1.5, system: 'NVIDIA GB200 NVL72' });
  });
  it('skips a system without a ratio and gives null where none has one', () => {
    const systems = [system('NVIDIA DGX H100 (8x H100 SXM)'), system('HGX H100 8-GPU', 1.8)];
    expect(nameplateFor(systems, 'H100')).toEqual({ ratio: 1.8, system: 'HGX H100 8-GPU' });
    expect(nameplateFor(systems, 'H200')).toBeNull();
  });
});
